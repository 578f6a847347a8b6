import { describe, expect, test } from 'vitest';
import {
  CATEGORY_SIZES,
  defaultSizeFor,
  listPriceCents,
  sizeOptionsFor,
  sizeOptionViews,
} from '#shared/catalogue/sizes';

describe('size options and prices', () => {
  test('each category opens on its default size', () => {
    expect(defaultSizeFor('gummies')).toBe('6-pack');
    expect(defaultSizeFor('prerolls')).toBe('1-preroll');
    expect(defaultSizeFor('vapes')).toBe('1-vape');
    expect(defaultSizeFor('flower')).toBe('3.5g');
    expect(defaultSizeFor('tinctures')).toBe('3.5g');
  });

  test('the size a page opens on is the one the price table marks popular', () => {
    const remarked = {
      categorySizes: { gummies: CATEGORY_SIZES.gummies.map((size) => ({ ...size, popular: size.size === '5-pack' })) },
      multipliers: [],
    };
    const views = sizeOptionViews(sizeOptionsFor('gummies', 0, remarked), () => true);
    expect(views.filter((view) => view.isDefault).map((view) => view.size)).toEqual(['5-pack']);
  });

  test("a product at its category's list price pays exactly the size table", () => {
    for (const [category, sizes] of Object.entries(CATEGORY_SIZES)) {
      const list = listPriceCents(category);
      expect(list, category).not.toBeNull();
      expect(sizeOptionsFor(category, list ?? 0), category).toEqual(sizes);
    }
  });

  test('other categories are priced with the multipliers of the product price', () => {
    const options = sizeOptionsFor('tinctures', 5000);
    expect(options.map((option) => [option.size, option.priceCents])).toEqual([
      ['1g', 2500],
      ['3.5g', 3500],
      ['7g', 5000],
      ['14g', 9000],
      ['28g', 16000],
    ]);
  });

  test('the API view marks the default size and carries its price as a decimal string, no discount for older builds', () => {
    const views = sizeOptionViews(sizeOptionsFor('flower', 4800), () => true);
    expect(views.find((view) => view.isDefault)).toEqual({
      size: '3.5g',
      label: '3.5g (Eighth)',
      price: '48.00',
      subscriptionPrice: '48.00',
      popular: true,
      isDefault: true,
      inStock: true,
      content: null,
    });
    expect(views.filter((view) => view.isDefault)).toHaveLength(1);
  });

  test('the API view says which sizes have stock', () => {
    const views = sizeOptionViews(sizeOptionsFor('flower', 4800), (size) => size !== '7g');
    expect(views.filter((view) => !view.inStock).map((view) => view.size)).toEqual(['7g']);
  });
});
