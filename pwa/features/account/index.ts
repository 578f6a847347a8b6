/** What other features use of the account feature. */

export { useAccount } from './use-account.ts';
