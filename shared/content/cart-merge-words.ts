import type { CartMergeOutcome, MergedLine } from '../schemas/account.ts';
import { listJoin } from './list-join.ts';

/** How the cart explains what signing in did to it (shared/cart/merge-carts.ts, decision 033). */

export const CART_MERGED_TITLE = "We combined this cart with your account's";

const named = (line: MergedLine) => `${line.quantity} × ${line.name} (${line.sizeLabel})`;

/** One sentence per kind of change the shopper on the device that signed in can see. */
export function cartMergeSentences(outcome: CartMergeOutcome): string[] {
  const sentences: string[] = [];
  if (outcome.fromAccount.length > 0) {
    sentences.push(`Added from your account's cart: ${listJoin(outcome.fromAccount.map(named))}.`);
  }
  if (outcome.keptLarger.length > 0) {
    const kept = listJoin(outcome.keptLarger.map(named));
    sentences.push(`Your account's cart held more of some items, so we kept the larger quantity: ${kept}.`);
  }
  for (const line of outcome.leftOut) {
    sentences.push(`${named(line)} from this device could not be added: ${line.reason}`);
  }
  return sentences;
}
