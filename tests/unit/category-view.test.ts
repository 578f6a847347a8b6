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
  test('prices sort from low to high and back, ties by name', () => {
    expect(names(arrangeCategory(FLOWER, { sort: 'price-low' }))).toEqual([
      'Jack Herer',
      'Northern Lights',
      'Tangie',
      'Blue Dream',
    ]);
    expect(names(arrangeCategory(FLOWER, { sort: 'price-high' }))).toEqual([
      'Blue Dream',
      'Northern Lights',
      'Tangie',
      'Jack Herer',
    ]);
  });

  test('top rated comes first, then the most reviewed', () => {
    expect(names(arrangeCategory(FLOWER, { sort: 'rating' }))).toEqual([
      'Blue Dream',
      'Northern Lights',
      'Tangie',
      'Jack Herer',
    ]);
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
