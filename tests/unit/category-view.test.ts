import { describe, expect, test } from 'vitest';
import { arrangeCategory, categoryViewFrom, sizeChoices } from '#shared/catalogue/category-view';

/** Flower as a category page lists it: the fields its view reads. */
const product = (name: string, price: string, rating: string, reviewCount: number, extra: object = {}) => ({
  name,
  description: 'An uplifting daytime strain.',
  category: 'flower',
  effects: ['Focused'],
  flavors: [],
  price,
  rating,
  reviewCount,
  featured: false,
  sizes: [
    { size: '3.5g', label: '3.5g (Eighth)' },
    { size: '7g', label: '7g (Quarter)' },
  ],
  ...extra,
});

const FLOWER = [
  product('Tangie', '35.00', '4.6', 900),
  product('Blue Dream', '42.00', '4.9', 2_000, { featured: true }),
  product('Northern Lights', '35.00', '4.9', 1_200, { effects: ['Sleepy'], description: 'A strain for bedtime.' }),
  product('Jack Herer', '28.00', '4.4', 300, { sizes: [{ size: '1g', label: '1g' }] }),
];
const names = (products: readonly { name: string }[]) => products.map((item) => item.name);

describe('a category page’s view', () => {
  // Prices either way with ties by name; top rated first, then the most reviewed.
  test.each([
    ['price-low', 'Jack Herer, Northern Lights, Tangie, Blue Dream'],
    ['price-high', 'Blue Dream, Northern Lights, Tangie, Jack Herer'],
    ['rating', 'Blue Dream, Northern Lights, Tangie, Jack Herer'],
  ] as const)('sorted by %s: %s', (sort, order) => {
    expect(names(arrangeCategory(FLOWER, { sort })).join(', ')).toBe(order);
  });

  test('featured puts the featured products first and keeps the rest as listed', () => {
    expect(names(arrangeCategory(FLOWER, {}))).toEqual(['Blue Dream', 'Tangie', 'Northern Lights', 'Jack Herer']);
  });

  test('a size keeps only the products offered in it; a mood only those of the mood', () => {
    expect(names(arrangeCategory(FLOWER, { size: '1g' }))).toEqual(['Jack Herer']);
    expect(arrangeCategory(FLOWER, { size: 'no-such-size' })).toEqual([]);
    expect(names(arrangeCategory(FLOWER, { mood: 'better-sleep', sort: 'price-low' }))).toEqual(['Northern Lights']);
  });

  test('the sizes offered are listed once each, with the label they are first offered under', () => {
    expect(sizeChoices(FLOWER)).toEqual([
      { size: '3.5g', label: '3.5g (Eighth)' },
      { size: '7g', label: '7g (Quarter)' },
      { size: '1g', label: '1g' },
    ]);
  });

  test('the address gives the view; unknown values are left out', () => {
    expect(categoryViewFrom({ sort: 'rating', size: '7g', mood: 'better-sleep' })).toEqual({
      sort: 'rating',
      size: '7g',
      mood: 'better-sleep',
    });
    expect(categoryViewFrom({ sort: 'featured' })).toEqual({});
    expect(categoryViewFrom({ sort: 'cheapest', size: '<script>', mood: 'sleepy' })).toEqual({});
    expect(categoryViewFrom({ sort: ['rating'], size: 7 })).toEqual({});
  });
});
