import { describe, expect, test } from 'vitest';
import type { CartFacts, CartLine, CartProduct } from '#shared/cart/cart-facts';
import { lineKey } from '#shared/cart/line-key';
import { mergeCarts, mergeChangedCart } from '#shared/cart/merge-carts';

const product = (name: string, inStock = true): CartProduct => ({
  name,
  discontinued: false,
  inStock,
  sizes: [{ size: '10pk', label: '10 pack', inStock }],
});

const PRODUCTS: Record<string, CartProduct> = {
  mango: product('Mango Gummies'),
  berry: product('Berry Gummies'),
  lime: product('Lime Gummies'),
  gone: product('Sold Out Gummies', false),
};

const line = (productId: string, quantity: number, unitCents = 2000): CartLine => ({
  key: { productId, size: '10pk', purchaseType: 'one-time' },
  quantity,
  name: PRODUCTS[productId]?.name ?? productId,
  category: 'gummies',
  sizeLabel: '10 pack',
  content: null,
  unitCents,
});

const cartOf = (...lines: CartLine[]) => new Map(lines.map((each) => [lineKey(each.key), each]));

function factsWith(maxTotalCents: number | null = 100_000): CartFacts {
  return {
    product: (id) => PRODUCTS[id] ?? null,
    newLine: (key) => {
      const { quantity: _quantity, key: _key, ...facts } = line(key.productId, 1);
      return facts;
    },
    limits: null,
    maxTotalCents,
  };
}

const quantities = (cart: ReadonlyMap<string, CartLine>) =>
  [...cart.values()].map((each) => `${each.key.productId}×${each.quantity}`);

describe('merging a device cart into the account cart', () => {
  test("the device's own lines go in behind the account's, and the account's lines are told as brought", () => {
    const merged = mergeCarts(cartOf(line('mango', 1)), cartOf(line('berry', 2), line('lime', 1)), factsWith());

    expect(quantities(merged.cart)).toEqual(['mango×1', 'berry×2', 'lime×1']);
    expect(merged.outcome).toEqual({
      fromAccount: [{ name: 'Mango Gummies', sizeLabel: '10 pack', quantity: 1 }],
      keptLarger: [],
      leftOut: [],
    });
  });

  test('a line both carts hold keeps the larger quantity, never the sum', () => {
    const accountMore = mergeCarts(cartOf(line('mango', 3)), cartOf(line('mango', 1)), factsWith());
    expect(quantities(accountMore.cart)).toEqual(['mango×3']);
    expect(accountMore.outcome.keptLarger).toEqual([{ name: 'Mango Gummies', sizeLabel: '10 pack', quantity: 3 }]);

    const deviceMore = mergeCarts(cartOf(line('mango', 1)), cartOf(line('mango', 4)), factsWith());
    expect(quantities(deviceMore.cart)).toEqual(['mango×4']);
    // The device already shows 4: nothing it sees changed.
    expect(mergeChangedCart(deviceMore.outcome)).toBe(false);
  });

  test('a line the store cannot take now stays out, with the reason the cart would give', () => {
    const merged = mergeCarts(cartOf(line('mango', 1)), cartOf(line('gone', 2), line('berry', 1)), factsWith());

    expect(quantities(merged.cart)).toEqual(['mango×1', 'berry×1']);
    expect(merged.outcome.leftOut).toEqual([
      { name: 'Sold Out Gummies', sizeLabel: '10 pack', quantity: 2, reason: 'Sold Out Gummies is out of stock.' },
    ]);
  });

  test('a raise past the largest order total is left out for the part the account did not hold', () => {
    const merged = mergeCarts(cartOf(line('mango', 2)), cartOf(line('mango', 5)), factsWith(6000));

    expect(quantities(merged.cart)).toEqual(['mango×2']);
    expect(merged.outcome.leftOut).toHaveLength(1);
    expect(merged.outcome.leftOut[0]).toMatchObject({ name: 'Mango Gummies', quantity: 3 });
    expect(merged.outcome.leftOut[0]?.reason).toMatch(/\$60\.00/);
  });

  test('the same cart on both sides, or an empty device, changes nothing the device shows', () => {
    const same = mergeCarts(cartOf(line('mango', 2)), cartOf(line('mango', 2)), factsWith());
    expect(quantities(same.cart)).toEqual(['mango×2']);
    expect(mergeChangedCart(same.outcome)).toBe(false);

    const emptyBoth = mergeCarts(cartOf(), cartOf(), factsWith());
    expect(emptyBoth.cart.size).toBe(0);
    expect(mergeChangedCart(emptyBoth.outcome)).toBe(false);
  });

  test('merging is idempotent: merging the result again with the same device cart changes nothing', () => {
    const device = cartOf(line('berry', 2), line('mango', 1));
    const once = mergeCarts(cartOf(line('mango', 3), line('lime', 1)), device, factsWith());
    const twice = mergeCarts(once.cart, device, factsWith());
    expect(quantities(twice.cart)).toEqual(quantities(once.cart));
  });
});
