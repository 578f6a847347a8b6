import { describe, expect, test } from 'vitest';
import {
  CATEGORY_SIZES,
  defaultSizeFor,
  sizeOptionsFor,
  sizeOptionViews,
  unitPriceCents,
} from '#shared/catalogue/sizes';

describe('size options and prices (spec 2 §9)', () => {
  test('each category opens on its default size', () => {
    expect(defaultSizeFor('gummies')).toBe('6-pack');
    expect(defaultSizeFor('prerolls')).toBe('1-preroll');
    expect(defaultSizeFor('vapes')).toBe('1-vape');
    expect(defaultSizeFor('flower')).toBe('3.5g');
    expect(defaultSizeFor('tinctures')).toBe('3.5g');
  });

  test('the four categories have the fixed prices of the size table', () => {
    const table = Object.fromEntries(
      Object.entries(CATEGORY_SIZES).map(([category, sizes]) => [
        category,
        sizes.map((size) => `${size.size} ${size.priceCents}${size.popular ? ' popular' : ''}`),
      ]),
    );
    expect(table).toEqual({
      gummies: ['6-pack 1499 popular', '2-pack 2499', '5-pack 3999'],
      flower: ['1g 1500', '3.5g 4800 popular', '7g 8500', '14g 15000', '28g 26500'],
      prerolls: ['1-preroll 1200 popular', '5-pack 3999'],
      vapes: ['1-vape 3999 popular', '2-pack 6999', '3-pack 7999'],
    });
  });

  test('a fixed-price category ignores the product price', () => {
    expect(sizeOptionsFor('vapes', 99_999).map((size) => size.priceCents)).toEqual([3999, 6999, 7999]);
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

  test('Subscribe & Save takes 15% off, rounded to the cent', () => {
    expect(unitPriceCents(1499, 'subscription')).toBe(1274);
    expect(unitPriceCents(4800, 'subscription')).toBe(4080);
    expect(unitPriceCents(4800, 'one-time')).toBe(4800);
  });

  test('the API view marks the default size and carries both prices as decimal strings', () => {
    const views = sizeOptionViews('flower', sizeOptionsFor('flower', 4800));
    expect(views.find((view) => view.isDefault)).toEqual({
      size: '3.5g',
      label: '3.5g (Eighth)',
      price: '48.00',
      subscriptionPrice: '40.80',
      popular: true,
      isDefault: true,
    });
    expect(views.filter((view) => view.isDefault)).toHaveLength(1);
  });
});
