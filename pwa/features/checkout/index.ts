/** What other features use of the checkout feature. */

export { offerAccountDetails } from './saved-details.ts';
