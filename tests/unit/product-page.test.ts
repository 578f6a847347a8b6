import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { sizeOptionsFor, sizeOptionViews } from '#shared/catalogue/sizes';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { US_STATES, usStateByCode } from '#shared/compliance/us-states';
import { EDIBLE_ONSET } from '#shared/content/edible-timing';
import type { SizeOption } from '#shared/schemas/product';
import { DOSAGE_GUIDES, dosageGuideFor, REVIEW_SUMMARY } from '../../pwa/features/product/product-content.ts';
import {
  addToCartLabel,
  clampQuantity,
  DESCRIPTION_PREVIEW_LENGTH,
  descriptionView,
  emptyCategoryText,
  initialSize,
  soldOutSizes,
  validateCategorySearch,
} from '../../pwa/features/product/product-rules.ts';
import { US_TILES } from '../../pwa/features/product/us-tile-grid.ts';

const flowerSizes: SizeOption[] = sizeOptionViews(sizeOptionsFor('flower', 4800), () => true);
const sevenGrams = flowerSizes.find((size) => size.size === '7g') as SizeOption;

describe('the description', () => {
  const long = `${'A'.repeat(60)} ${'B'.repeat(80)}`;

  test('a collapsed description is cut at 100 characters and ends in an ellipsis', () => {
    const view = descriptionView(long, false);
    expect(view.toggleable).toBe(true);
    expect(view.text).toBe(`${long.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`);
  });

  test('an expanded description is whole', () => {
    expect(descriptionView(long, true)).toEqual({ text: long, toggleable: true });
  });

  test('a description of 100 characters or fewer needs no toggle', () => {
    const exact = 'x'.repeat(100);
    expect(descriptionView(exact, false)).toEqual({ text: exact, toggleable: false });
  });

  test('the cut drops trailing spaces before the ellipsis', () => {
    const text = `${'word '.repeat(20)}and more`;
    expect(descriptionView(text, false).text).toBe(`${'word '.repeat(20).trimEnd()}...`);
  });
});

describe('size and price label', () => {
  test('the server default size is selected first', () => {
    expect(initialSize({ category: 'flower', sizes: flowerSizes })?.size).toBe('3.5g');
  });

  test("without a server default, the category's default, then the first size", () => {
    const noDefault = flowerSizes.map((size) => ({ ...size, isDefault: false }));
    expect(initialSize({ category: 'flower', sizes: noDefault })?.size).toBe('3.5g');
    expect(initialSize({ category: 'other', sizes: noDefault.filter((size) => size.size !== '3.5g') })?.size).toBe(
      '1g',
    );
    expect(initialSize({ category: 'flower', sizes: [] })).toBeNull();
  });

  test('the page opens on a size in stock: the default when it has some, else the first that does', () => {
    const defaultSoldOut = flowerSizes.map((size) => ({ ...size, inStock: size.size !== '3.5g' }));
    expect(initialSize({ category: 'flower', sizes: defaultSoldOut })?.size).toBe('1g');
    const onlySevenGrams = flowerSizes.map((size) => ({ ...size, inStock: size.size === '7g' }));
    expect(initialSize({ category: 'flower', sizes: onlySevenGrams })?.size).toBe('7g');
    const noneInStock = flowerSizes.map((size) => ({ ...size, inStock: false }));
    expect(initialSize({ category: 'flower', sizes: noneInStock })?.size).toBe('3.5g');
  });

  test('a size with none on hand is marked sold out only while another size has some', () => {
    const sevenSoldOut = flowerSizes.map((size) => ({ ...size, inStock: size.size !== '7g' }));
    expect([...soldOutSizes(sevenSoldOut)]).toEqual(['7g']);
    expect(soldOutSizes(flowerSizes).size).toBe(0);
    expect(soldOutSizes(flowerSizes.map((size) => ({ ...size, inStock: false }))).size).toBe(0);
  });

  test('the button shows the selected size’s one-time price', () => {
    const eighth = flowerSizes.find((size) => size.size === '3.5g') ?? null;
    expect(addToCartLabel({ inStock: true, adding: false, size: eighth })).toBe('Add to Cart - $48.00');
    expect(addToCartLabel({ inStock: true, adding: false, size: sevenGrams })).toBe('Add to Cart - $85.00');
  });

  test('the button reads Adding... while adding, and Out of Stock when the product is not in stock', () => {
    const base = { size: sevenGrams };
    expect(addToCartLabel({ ...base, inStock: true, adding: true })).toBe('Adding...');
    expect(addToCartLabel({ ...base, inStock: false, adding: false })).toBe('Out of Stock');
    expect(addToCartLabel({ ...base, inStock: false, adding: true })).toBe('Out of Stock');
  });

  test('quantity never goes below 1 nor above the 99 a cart line holds', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2)).toBe(2);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('the category page', () => {
  test('the empty states name the category and the search', () => {
    expect(emptyCategoryText('flower', 'zzz')).toBe('No flower found for "zzz"');
    expect(emptyCategoryText('gummies', undefined)).toBe('No gummies available');
    expect(emptyCategoryText('vapes', '   ')).toBe('No vapes available');
  });

  test('the search parameter is kept to 100 characters and anything unusable is dropped', () => {
    expect(validateCategorySearch({ search: ' lemon ' })).toEqual({ search: 'lemon' });
    expect(validateCategorySearch({ search: 420 })).toEqual({ search: '420' });
    expect(validateCategorySearch({ search: 'x'.repeat(150) }).search).toHaveLength(100);
    expect(validateCategorySearch({ search: '   ' })).toEqual({});
    expect(validateCategorySearch({ search: { nested: true } })).toEqual({});
    expect(validateCategorySearch({})).toEqual({});
  });
});

describe('static content', () => {
  test('the review summary adds up: 2,847 reviews across the star table', () => {
    expect(REVIEW_SUMMARY.average).toBe(4.8);
    expect(REVIEW_SUMMARY.total).toBe(2847);
    expect(REVIEW_SUMMARY.breakdown.reduce((sum, row) => sum + row.count, 0)).toBe(2847);
    expect(REVIEW_SUMMARY.breakdown.map((row) => [row.stars, row.percent, row.count])).toEqual([
      [5, 87, 2477],
      [4, 8, 228],
      [3, 3, 85],
      [2, 1, 28],
      [1, 1, 29],
    ]);
  });

  test('every category has a dosage guide, and the gummy one carries the spec figures', () => {
    for (const category of CATEGORY_IDS) expect(DOSAGE_GUIDES[category].steps.length).toBeGreaterThan(0);
    const gummies = dosageGuideFor('gummies').steps.join(' ');
    expect(gummies).toContain('half to one gummy');
    expect(gummies).toContain(`Effects can take ${EDIBLE_ONSET} to begin`);
    expect(gummies).toContain('30 minutes to 2 hours');
    expect(gummies).toContain('Wait at least 2 hours before taking more');
    expect(gummies).toContain('no more than 2 gummies in 24 hours');
    expect(dosageGuideFor('flower').steps.join(' ')).toContain('Wait 15 minutes');
  });

  test('no dosage guide says edibles act within 5-15 minutes', () => {
    for (const category of CATEGORY_IDS) {
      expect(DOSAGE_GUIDES[category].steps.join(' '), category).not.toMatch(/5\s*(-|to)\s*15 min/i);
    }
  });

  test("no gummy's description promises an onset sooner than the sources give", () => {
    for (const product of catalogueProducts.filter((candidate) => candidate.category === 'gummies')) {
      expect(product.description, product.id).not.toMatch(/\b(5\s*(-|to)\s*15 min|about an hour|within minutes)/i);
    }
  });
});

describe('the places on the map', () => {
  test('the tile map has one tile per state and DC, none overlapping, each named as the states are', () => {
    expect(US_TILES).toHaveLength(51);
    expect(new Set(US_TILES.map((tile) => tile.code)).size).toBe(51);
    expect(new Set(US_TILES.map((tile) => `${tile.col},${tile.row}`)).size).toBe(51);
    const tileNames = new Map(US_TILES.map((tile) => [tile.code, tile.name]));
    for (const state of US_STATES) expect(tileNames.get(state.code)).toBe(state.name);
  });

  test("every state the rules' seed names is a US state, each once, with its own name", () => {
    const codes = STATE_RULES_SEED.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const rule of STATE_RULES_SEED) expect(usStateByCode(rule.code)?.name).toBe(rule.name);
  });
});
