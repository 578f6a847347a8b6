import { cartLineLimitMessage, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../catalogue/cart-rules.ts';
import { cartOverTotalMessage, itemsCents } from '../catalogue/order-total-cap.ts';
import { subscriptionWithdrawnMessage } from '../catalogue/sizes.ts';
import { type CountedLine, checkCartRaise, countedLineName } from '../compliance/purchase-limits.ts';
import type { CartMutation, RefusalCode } from '../schemas/cart-sync.ts';
import type { CartFacts, CartLine, CartProduct } from './cart-facts.ts';
import { type LineKey, lineKey } from './line-key.ts';

/**
 * Whether a cart change applies: the one decision the device makes when the shopper acts, the
 * server makes for each pushed mutation and each REST call, and the tests' model server and the
 * benchmark's baseline make too. Lowering a line is always allowed, so a shopper can take out
 * what has gone out of stock or over a limit, or a Subscribe & Save line kept from before it was
 * withdrawn (decision 032); only a raise needs the product, its size, the states' purchase limits
 * and the largest order total to allow it, and a raise is always of a one-time line.
 */

/** The cart, by line key, in the order its lines were added. */
export type CartLines = ReadonlyMap<string, CartLine>;

export type CartRefusalCode = Exclude<RefusalCode, 'invalid_mutation'> | 'quantity_limit';

export interface CartRefusal {
  code: CartRefusalCode;
  message: string;
  /** The lines a limit's refusal names. */
  lines?: string[];
}

export type Decision =
  | { kind: 'applied'; cart: Map<string, CartLine> }
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: CartRefusal };

const UNCHANGED: Decision = { kind: 'unchanged' };

export function decideChange(cart: CartLines, mutation: CartMutation, facts: CartFacts): Decision {
  switch (mutation.name) {
    case 'setLineQuantity':
      return decideQuantity(cart, mutation.args, mutation.args.quantity, facts);
    case 'removeLine': {
      const key = lineKey(mutation.args);
      if (!cart.has(key)) return UNCHANGED;
      const after = new Map(cart);
      after.delete(key);
      return { kind: 'applied', cart: after };
    }
    case 'clearCart':
      return cart.size === 0 ? UNCHANGED : { kind: 'applied', cart: new Map() };
  }
}

/** Setting the line `key` to `quantity` (at least 1: taking a line out is `removeLine`). */
function decideQuantity(cart: CartLines, key: LineKey, quantity: number, facts: CartFacts): Decision {
  const id = lineKey(key);
  const current = cart.get(id);
  const product = facts.product(key.productId);
  if (product === null) {
    return refused('product_not_found', `No product has the id "${key.productId}".`);
  }
  const line = current ?? facts.newLine(key);
  const name = line?.name ?? product?.name ?? key.productId;
  if (quantity > MAX_LINE_QUANTITY) {
    return refused('quantity_limit', `A cart line holds at most ${MAX_LINE_QUANTITY} of ${name}.`);
  }
  const currentQuantity = current?.quantity ?? 0;
  if (quantity === currentQuantity) return UNCHANGED;
  if (quantity > currentQuantity) {
    // Refused as `discontinued`, a code every build reads: an older one fails a sync answer with a new code.
    if (key.purchaseType === 'subscription') return refused('discontinued', subscriptionWithdrawnMessage(name));
    if (!current && cart.size >= MAX_CART_LINES) return refused('cart_line_limit', cartLineLimitMessage(name));
    const unavailable = product ? availabilityRefusal(product, key.size) : null;
    if (unavailable) return unavailable;
  }
  // The server knows every line it sells; the device records a new line's facts with the change.
  if (!line) throw new Error(`No facts for the new line ${id}`);
  const raised: CartLine = { ...line, key: { ...key }, quantity };
  const after = new Map(cart);
  after.set(id, raised);
  if (quantity > currentQuantity) {
    const overLimit = limitRefusal(after, raised, facts);
    if (overLimit) return { kind: 'refused', refusal: overLimit };
  }
  return { kind: 'applied', cart: after };
}

function refused(code: CartRefusalCode, message: string): Decision {
  return { kind: 'refused', refusal: { code, message } };
}

function availabilityRefusal(product: CartProduct, size: string): Decision | null {
  if (product.discontinued) return refused('discontinued', `${product.name} is no longer sold.`);
  if (!product.inStock) return refused('out_of_stock', `${product.name} is out of stock.`);
  const offered = product.sizes.find((candidate) => candidate.size === size);
  if (!offered) {
    const sizes = product.sizes.map((candidate) => candidate.size).join(', ');
    return refused('size_unavailable', `${product.name} does not come in size "${size}". Choose one of: ${sizes}.`);
  }
  if (!offered.inStock) return refused('out_of_stock', `${offered.label} of ${product.name} is out of stock.`);
  return null;
}

const counted = (line: CartLine): CountedLine => ({
  name: countedLineName(line.name, line.sizeLabel),
  category: line.category,
  content: line.content,
  quantity: line.quantity,
});

/** A raise the states' limits or the largest order total do not allow, with `after` the whole cart with it. */
function limitRefusal(after: CartLines, raised: CartLine, facts: CartFacts): CartRefusal | null {
  const line = counted(raised);
  if (facts.limits) {
    const refusal = checkCartRaise({ ...facts.limits, line, after: [...after.values()].map(counted) });
    if (refusal) return refusal;
  }
  if (facts.maxTotalCents === null) return null;
  const cartCents = itemsCents([...after.values()]);
  if (cartCents <= facts.maxTotalCents) return null;
  return {
    code: 'order_total_limit',
    message: cartOverTotalMessage(facts.maxTotalCents, cartCents),
    lines: [line.name],
  };
}
