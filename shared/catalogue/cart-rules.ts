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

/**
 * Whether a cart line may be set to a quantity: one rule for the REST calls, the sync
 * protocol and the device. Lowering a line is always allowed, so a shopper can take out
 * what has gone out of stock; only raising it needs the product, and that size, to be available.
 */

export type LineRefusalCode =
  | 'product_not_found'
  | 'discontinued'
  | 'out_of_stock'
  | 'size_unavailable'
  | 'quantity_limit'
  | 'cart_line_limit';

export interface LineRefusal {
  code: LineRefusalCode;
  message: string;
}

export interface LineProduct {
  name: string;
  inStock: boolean;
  discontinued: boolean;
}

export function checkLineQuantity(change: {
  productId: string;
  product: LineProduct | null | undefined;
  size: string;
  /** How the shop names the size ("7g (Quarter)"), for the refusal. */
  sizeLabel: string;
  offeredSizes: readonly string[];
  /** The product's sizes with any on hand. */
  stockedSizes: ReadonlySet<string>;
  quantity: number;
  currentQuantity: number;
  /** How many lines the cart holds now, this one included when it has it. */
  linesInCart: number;
}): LineRefusal | null {
  const { product } = change;
  if (!product) return { code: 'product_not_found', message: `No product has the id "${change.productId}".` };
  if (change.quantity > MAX_LINE_QUANTITY) {
    return {
      code: 'quantity_limit',
      message: `A cart line holds at most ${MAX_LINE_QUANTITY}; this cart already has ${change.currentQuantity} of ${product.name} (${change.size}).`,
    };
  }
  if (change.quantity <= change.currentQuantity) return null;
  if (change.currentQuantity === 0 && change.linesInCart >= MAX_CART_LINES) {
    return { code: 'cart_line_limit', message: cartLineLimitMessage(product.name) };
  }
  if (product.discontinued) return { code: 'discontinued', message: `${product.name} is no longer sold.` };
  if (!product.inStock) return { code: 'out_of_stock', message: `${product.name} is out of stock.` };
  if (!change.offeredSizes.includes(change.size)) {
    return {
      code: 'size_unavailable',
      message: `${product.name} does not come in size "${change.size}". Choose one of: ${change.offeredSizes.join(', ')}.`,
    };
  }
  if (!change.stockedSizes.has(change.size)) {
    return { code: 'out_of_stock', message: `${change.sizeLabel} of ${product.name} is out of stock.` };
  }
  return null;
}

/** Why a new line does not fit: the device says it too, before the server would. */
export function cartLineLimitMessage(productName: string): string {
  return `A cart holds at most ${MAX_CART_LINES} different items. Remove one to add ${productName}.`;
}
