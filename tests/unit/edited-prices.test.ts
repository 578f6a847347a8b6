import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import {
  CATEGORY_SIZES,
  listPriceCents,
  priceInNewCategory,
  scaleSizePrices,
  sizeOptionsFor,
} from '#shared/catalogue/sizes';

/** Decision 010: an edited price is the default size's, and the other sizes keep their ratio to it. */
describe('a product priced by the owner', () => {
  test('its default size costs the edited price and every other size keeps its ratio, to the cent', () => {
    // Flower lists 3.5g at $48.00; priced at $52.80 (10% more), every size is 10% more.
    expect(sizeOptionsFor('flower', 5280).map((size) => [size.size, size.priceCents])).toEqual([
      ['1g', 1650],
      ['3.5g', 5280],
      ['7g', 9350],
      ['14g', 16500],
      ['28g', 29150],
    ]);
  });

  test('a ratio that falls between cents rounds half up', () => {
    // Gummies list the 6-pack at $14.99: at $10.00, the 2-pack is 2499 × 1000 / 1499 = 1667.11… cents.
    expect(sizeOptionsFor('gummies', 1000).map((size) => size.priceCents)).toEqual([1000, 1667, 2668]);
    // Prerolls: 1 at $12.00, 5-pack $39.99; at $3.00 the 5-pack is 999.75 cents, so 1000.
    expect(sizeOptionsFor('prerolls', 300).map((size) => size.priceCents)).toEqual([300, 1000]);
  });

  test("labels, order and the popular mark stay the table's", () => {
    const scaled = sizeOptionsFor('vapes', 4500);
    expect(scaled.map(({ size, label, popular }) => ({ size, label, popular }))).toEqual(
      CATEGORY_SIZES.vapes.map(({ size, label, popular }) => ({ size, label, popular })),
    );
  });

  test('for any price, the default size costs exactly that price and larger sizes never cost less', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_IDS), fc.integer({ min: 1, max: 99_999_999 }), (category, cents) => {
        const sizes = sizeOptionsFor(category, cents);
        const table = CATEGORY_SIZES[category];
        const defaultIndex = table.findIndex((size) => size.popular);
        expect(sizes[defaultIndex]?.priceCents).toBe(cents);
        for (const [index, size] of sizes.entries()) {
          expect(Number.isSafeInteger(size.priceCents)).toBe(true);
          const exact = ((table[index]?.priceCents ?? 0) * cents) / (listPriceCents(category) ?? 1);
          expect(Math.abs(size.priceCents - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  test('a table without a default size, or a price of nothing, leaves the table as it is', () => {
    const unmarked = CATEGORY_SIZES.gummies.map((size) => ({ ...size, popular: false }));
    expect(scaleSizePrices(unmarked, 5000)).toEqual(unmarked);
    expect(scaleSizePrices(CATEGORY_SIZES.gummies, 0)).toEqual(CATEGORY_SIZES.gummies);
  });
});

describe('a product moved to another category', () => {
  test("at its old list price, it takes the new category's list price", () => {
    expect(priceInNewCategory(1499, 'gummies', 'flower')).toBe(4800);
    expect(priceInNewCategory(4800, 'flower', 'prerolls')).toBe(1200);
  });

  test('priced above or below its list price, it stays as far above or below the new one', () => {
    // 10% above the gummies' $14.99 is $16.49 (16.489 rounded); 16.49 / 14.99 of $48.00 is $52.80.
    expect(priceInNewCategory(1649, 'gummies', 'flower')).toBe(5280);
  });

  test('never becomes free, and a category without a table keeps the price', () => {
    expect(priceInNewCategory(1, 'flower', 'prerolls')).toBe(1);
    expect(priceInNewCategory(2500, 'tinctures', 'flower')).toBe(2500);
    expect(priceInNewCategory(2500, 'flower', 'tinctures')).toBe(2500);
  });
});
