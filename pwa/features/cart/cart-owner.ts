import { mergeChangedCart } from '#shared/cart/merge-carts';
import type { CartMergeOutcome } from '#shared/schemas/account';
import { loadCartSync } from './cart-store.ts';

/**
 * The cart changing hands as the shopper signs in or out (decision 033). The account feature
 * loads this module when it needs it, so neither the sync engine nor these calls weigh on a
 * first page.
 */

/** Signed in: take the account's cart in, keeping what the merge changed for the cart to explain. */
export async function cartJoinedAccount(outcome: CartMergeOutcome): Promise<void> {
  const { cartSync } = await loadCartSync();
  await cartSync.joinedAccount(mergeChangedCart(outcome) ? { outcome, at: Date.now() } : null);
}

/**
 * Signs out with `signOut` (here or everywhere): what waits on the device goes to the account's
 * cart first, then the device starts an empty cart of its own.
 */
export async function leaveAccountCart(signOut: () => Promise<unknown>): Promise<void> {
  const { cartSync } = await loadCartSync();
  // Best effort: offline, signing out fails anyway; a refused push is the cart's to show.
  await cartSync.syncNow().catch(() => undefined);
  await signOut();
  await cartSync.leftAccount();
}
