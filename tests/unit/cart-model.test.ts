import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { lineKey } from '#shared/cart/line-key';
import type { CartLineRecord, LineSnapshot } from '../../pwa/db/cart-db.ts';
import { applyMutation, cartTotals, lineFromServer, nextAddedAt, sameLines } from '../../pwa/db/cart-model.ts';
import { deviceLine, serverItem, TANGIE_EIGHTH } from '../fixtures/cart-lines.ts';
import { TANGIE_PRODUCT } from '../fixtures/line-products.ts';

const tangieSnapshot: LineSnapshot = {
  product: TANGIE_PRODUCT,
  sizeLabel: '3.5g (Eighth)',
  unitPrice: '48.00',
  content: { measure: 'flowerGrams', amount: 3.5 },
};
const tangieLine = (overrides: Partial<CartLineRecord> = {}) => deviceLine(TANGIE_EIGHTH, overrides);
const tangieQuarterLine = () => deviceLine({ ...TANGIE_EIGHTH, size: '7g' });

function mapOf(...lines: CartLineRecord[]): Map<string, CartLineRecord> {
  return new Map(lines.map((line) => [line.key, line]));
}

describe('lineKey', () => {
  test('names a line by product, size and purchase type', () => {
    expect(lineKey({ productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time' })).toBe(
      'tangie-flower|3.5g|one-time',
    );
  });

  test('another size or purchase type is another line', () => {
    const keys = new Set([
      lineKey({ productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time' }),
      lineKey({ productId: 'tangie-flower', size: '7g', purchaseType: 'one-time' }),
      lineKey({ productId: 'tangie-flower', size: '3.5g', purchaseType: 'subscription' }),
    ]);
    expect(keys.size).toBe(3);
  });
});

describe('applyMutation', () => {
  const setTangie = (quantity: number) =>
    ({
      name: 'setLineQuantity',
      args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity },
    }) as const;

  test('setting a line the map lacks creates it from the snapshot, unconfirmed', () => {
    const lines = mapOf();
    applyMutation(lines, setTangie(3), tangieSnapshot, 500);
    expect([...lines.values()]).toEqual([
      deviceLine({ ...TANGIE_EIGHTH, quantity: 3 }, { confirmed: false, addedAt: 500 }),
    ]);
  });

  test('setting an existing line changes only its quantity and marks it unconfirmed', () => {
    const existing = tangieLine({ unitPrice: '40.00', issue: { code: 'out_of_stock', message: 'gone' } });
    const lines = mapOf(existing);
    const otherSnapshot: LineSnapshot = {
      product: { ...TANGIE_PRODUCT, name: 'Renamed' },
      sizeLabel: 'other label',
      unitPrice: '1.00',
    };
    applyMutation(lines, setTangie(7), otherSnapshot, 999);
    expect(lines.get(existing.key)).toEqual({ ...existing, quantity: 7, confirmed: false });
  });

  test('setting a missing line without a snapshot does nothing', () => {
    const lines = mapOf();
    applyMutation(lines, setTangie(3), undefined, 500);
    expect(lines.size).toBe(0);
  });

  test('removing takes out only the named line', () => {
    const kept = tangieQuarterLine();
    const lines = mapOf(tangieLine(), kept);
    applyMutation(
      lines,
      { name: 'removeLine', args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time' } },
      undefined,
      500,
    );
    expect([...lines.keys()]).toEqual([kept.key]);
  });

  test('removing a line that is not there changes nothing', () => {
    const lines = mapOf(tangieLine());
    applyMutation(
      lines,
      { name: 'removeLine', args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'subscription' } },
      undefined,
      500,
    );
    expect([...lines.keys()]).toEqual(['tangie-flower|3.5g|one-time']);
  });

  test('clearing empties the cart', () => {
    const lines = mapOf(tangieLine(), tangieQuarterLine());
    applyMutation(lines, { name: 'clearCart', args: {} }, undefined, 500);
    expect(lines.size).toBe(0);
  });
});

describe('nextAddedAt', () => {
  test('a line added to an empty cart is stamped now', () => {
    expect(nextAddedAt([], 1_000)).toBe(1_000);
  });

  test('a line added later than every other is stamped now', () => {
    expect(nextAddedAt([{ addedAt: 400 }, { addedAt: 900 }], 1_000)).toBe(1_000);
  });

  test('a line added in the same millisecond as the last comes right after it', () => {
    expect(nextAddedAt([{ addedAt: 1_000 }, { addedAt: 400 }], 1_000)).toBe(1_001);
  });

  test('a clock that went back still puts the new line last', () => {
    expect(nextAddedAt([{ addedAt: 5_000 }], 1_000)).toBe(5_001);
  });
});

describe('sameLines', () => {
  const item = serverItem({ ...TANGIE_EIGHTH, quantity: 2 });
  const line = lineFromServer(item, 10);
  const byKey = (...lines: CartLineRecord[]) => new Map(lines.map((each) => [each.key, each]));

  test('the same lines, read back with their keys in another order, are the same', () => {
    const reordered = Object.fromEntries(Object.entries(line).reverse()) as CartLineRecord;
    expect(sameLines(byKey(line), byKey(reordered))).toBe(true);
    expect(sameLines(byKey(), byKey())).toBe(true);
  });

  test('a different quantity, price, verdict, product field or place is a change', () => {
    expect(sameLines(byKey(line), byKey({ ...line, quantity: 3 }))).toBe(false);
    expect(sameLines(byKey(line), byKey({ ...line, unitPrice: '45.00' }))).toBe(false);
    expect(sameLines(byKey(line), byKey({ ...line, issue: { code: 'out_of_stock', message: 'Gone.' } }))).toBe(false);
    expect(sameLines(byKey(line), byKey({ ...line, product: { ...line.product, inStock: false } }))).toBe(false);
    expect(sameLines(byKey(line), byKey({ ...line, addedAt: 11 }))).toBe(false);
    expect(sameLines(byKey(line), byKey({ ...line, confirmed: false }))).toBe(false);
  });

  test('a line more or less is a change', () => {
    const other = lineFromServer({ ...item, size: '7g', sizeLabel: '7g (Quarter)' }, 11);
    expect(sameLines(byKey(line), byKey(line, other))).toBe(false);
    expect(sameLines(byKey(line, other), byKey(line))).toBe(false);
    expect(sameLines(byKey(line), byKey(other))).toBe(false);
  });
});

describe('lineFromServer', () => {
  test('keeps the server price and verdict and counts as confirmed', () => {
    const subscribed = { ...TANGIE_EIGHTH, purchaseType: 'subscription', unitPrice: '40.80', quantity: 2 } as const;
    const issue = { code: 'out_of_stock', message: 'Tangie Flower is out of stock.' } as const;
    expect(lineFromServer(serverItem(subscribed, { issue }), 42)).toEqual(
      deviceLine(subscribed, { issue, confirmed: true, addedAt: 42 }),
    );
  });
});

describe('cartTotals', () => {
  test('sums unit price times quantity in cents and counts every item', () => {
    expect(
      cartTotals([
        { unitPrice: '14.99', quantity: 3 },
        { unitPrice: '48.00', quantity: 1 },
      ]),
    ).toEqual({ itemCount: 4, totalCents: 9297, total: '92.97' });
  });

  test('cents add up exactly where floating point would drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(
      cartTotals([
        { unitPrice: '0.10', quantity: 1 },
        { unitPrice: '0.20', quantity: 1 },
      ]).total,
    ).toBe('0.30');
  });

  test('an empty cart has no items and a total of 0.00', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, totalCents: 0, total: '0.00' });
  });
});
