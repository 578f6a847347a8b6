import type { LineKey } from '../schemas/cart-sync.ts';

export type { LineKey };

/** A cart line's key, one product in one size and purchase type: `productId|size|purchaseType`. */
export function lineKey(key: LineKey): string {
  return `${key.productId}|${key.size}|${key.purchaseType}`;
}
