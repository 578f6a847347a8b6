import { describe, expect, test } from 'vitest';
import type { CartFacts, CartLine, LineFacts } from '#shared/cart/cart-facts';
import { type CartLines, decideChange } from '#shared/cart/decide-change';
import { lineKey } from '#shared/cart/line-key';
import type { PurchaseType } from '#shared/catalogue/sizes';

/** Subscribe & Save is withdrawn (decision 032): the cart engine adds to no line of it, and lets one be taken out. */

const TANGIE: LineFacts = {
  name: 'Tangie Flower',
  category: 'flower',
  sizeLabel: '3.5g (Eighth)',
  content: { measure: 'flowerGrams', amount: 3.5 },
  unitCents: 4800,
};

/** What the server knows: the product, sold and in stock in its sizes; no limits in the way. */
const SERVER_FACTS: CartFacts = {
  product: (productId) =>
    productId === 'tangie-flower'
      ? {
          name: TANGIE.name,
          discontinued: false,
          inStock: true,
          sizes: [{ size: '3.5g', label: TANGIE.sizeLabel, inStock: true }],
        }
      : null,
  newLine: () => TANGIE,
  limits: null,
  maxTotalCents: null,
};

/** What a device knows: the line it is shown, nothing of what the store still sells. */
const DEVICE_FACTS: CartFacts = { product: () => undefined, newLine: () => TANGIE, limits: null, maxTotalCents: null };

const key = (purchaseType: PurchaseType) => ({ productId: 'tangie-flower', size: '3.5g', purchaseType });
const set = (purchaseType: PurchaseType, quantity: number) =>
  ({ name: 'setLineQuantity', args: { ...key(purchaseType), quantity } }) as const;

function cartWith(purchaseType: PurchaseType, quantity: number): CartLines {
  const line: CartLine = { ...TANGIE, key: key(purchaseType), quantity };
  return new Map([[lineKey(line.key), line]]);
}

const WITHDRAWN = {
  kind: 'refused',
  refusal: {
    code: 'discontinued',
    message: 'Subscribe & Save is no longer offered. Add Tangie Flower as a one-time purchase.',
  },
};

describe('Subscribe & Save lines in the cart engine', () => {
  test.each([
    ['the server', SERVER_FACTS],
    ['a device', DEVICE_FACTS],
  ])('%s refuses a new Subscribe & Save line, and takes the same as one-time', (_, facts) => {
    expect(decideChange(new Map(), set('subscription', 1), facts)).toEqual(WITHDRAWN);
    const oneTime = decideChange(new Map(), set('one-time', 1), facts);
    expect(oneTime.kind).toBe('applied');
  });

  test('a Subscribe & Save line kept from before is not raised', () => {
    expect(decideChange(cartWith('subscription', 2), set('subscription', 3), SERVER_FACTS)).toEqual(WITHDRAWN);
    expect(decideChange(cartWith('subscription', 2), set('subscription', 3), DEVICE_FACTS)).toEqual(WITHDRAWN);
  });

  test('it can be lowered, removed or cleared away', () => {
    const kept = cartWith('subscription', 2);
    const lowered = decideChange(kept, set('subscription', 1), SERVER_FACTS);
    expect(lowered.kind === 'applied' && [...lowered.cart.values()].map((line) => line.quantity)).toEqual([1]);
    const removed = decideChange(kept, { name: 'removeLine', args: key('subscription') }, SERVER_FACTS);
    expect(removed).toEqual({ kind: 'applied', cart: new Map() });
    expect(decideChange(kept, { name: 'clearCart', args: {} }, DEVICE_FACTS)).toEqual({
      kind: 'applied',
      cart: new Map(),
    });
  });

  test('a product the store does not sell is still answered as such', () => {
    const unknown = {
      name: 'setLineQuantity',
      args: { ...key('subscription'), productId: 'gone', quantity: 1 },
    } as const;
    expect(decideChange(new Map(), unknown, SERVER_FACTS)).toEqual({
      kind: 'refused',
      refusal: { code: 'product_not_found', message: 'No product has the id "gone".' },
    });
  });
});
