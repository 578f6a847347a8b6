/** What other features use of the account feature. */

export { useAccountOrdersOnDevice } from './account-orders.ts';
export { useAccount } from './use-account.ts';
