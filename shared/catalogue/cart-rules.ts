/** Cart limits: a line holds a whole number of items from 1 to 99. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
/**
 * A cart holds at most this many lines (one product in one size and purchase type each): far
 * more than any shopper's basket, and a bound on what one session can make the store keep.
 */
export const MAX_CART_LINES = 50;
/** The quantity an Add to Cart adds when no quantity is chosen. */
export const DEFAULT_ADD_QUANTITY = 1;

/** Why a new line does not fit: the device says it too, before the server would. */
export function cartLineLimitMessage(productName: string): string {
  return `A cart holds at most ${MAX_CART_LINES} different items. Remove one to add ${productName}.`;
}
