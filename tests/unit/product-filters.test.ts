/**
 * The catalogue's shared filters (shared/catalogue/product-filters.ts): search, category and
 * mood, as GET /api/products and the offline storefront both apply them.
 */
import { describe, expect, test } from 'vitest';
import { MOOD_IDS, matchesMood } from '#shared/catalogue/moods';
import {
  type FilterSubject,
  filterProducts,
  matchesProductQuery,
  matchesSearch,
} from '#shared/catalogue/product-filters';
import { catalogueProducts } from '#shared/catalogue/seed-products';

const product = (overrides: Partial<FilterSubject> = {}): FilterSubject => ({
  name: 'House Blend Flower',
  description: 'An everyday flower from a small-batch grower.',
  category: 'flower',
  effects: ['Talkative'],
  flavors: ['Pine'],
  ...overrides,
});

const names = (products: readonly FilterSubject[]) => products.map((item) => item.name);

function seedProduct(id: string) {
  const found = catalogueProducts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`The seed catalogue has no ${id}`);
  return found;
}

describe('search', () => {
  test('finds the text in the name, description, category, an effect or a flavour, whatever its case', () => {
    expect(matchesSearch(product({ name: 'Lemon Haze Preroll' }), 'lemon HAZE')).toBe(true);
    expect(matchesSearch(product({ description: 'Bright and Zesty in the morning.' }), 'zESTY')).toBe(true);
    expect(matchesSearch(product({ category: 'gummies' }), 'GUMMIES')).toBe(true);
    expect(matchesSearch(product({ effects: ['Talkative', 'Clear-Headed'] }), 'clear-headed')).toBe(true);
    expect(matchesSearch(product({ flavors: ['Pine', 'Blood Orange'] }), 'BLOOD orange')).toBe(true);
  });

  test('finds part of a word', () => {
    expect(matchesSearch(product({ name: 'Granddaddy Purple Flower' }), 'purp')).toBe(true);
  });

  test('does not match text that is in none of the searched fields', () => {
    expect(matchesSearch(product(), 'lemon')).toBe(false);
    // THC content, price and other fields are not searched.
    expect(matchesSearch({ ...product(), thcContent: '22% THC' } as FilterSubject, 'thc')).toBe(false);
  });

  test('an empty or blank search matches everything', () => {
    for (const search of ['', ' ', '   \t\n '])
      expect(matchesSearch(product(), search), JSON.stringify(search)).toBe(true);
  });

  test('the search text is trimmed before matching', () => {
    expect(matchesSearch(product({ name: 'Lemon Haze' }), '  lemon haze  ')).toBe(true);
    expect(matchesSearch(product({ name: 'Lemon' }), ' lemon haze ')).toBe(false);
  });

  test('%, _ and regular-expression characters are plain text', () => {
    const plain = product({ name: 'Blue Dream', description: 'Calm and bright', flavors: ['Berry'] });
    for (const search of ['%', '_', 'b_ue', 'bl%', '.*', '.', '^blue', 'dream$', '[a-z]', '(', '\\', 'b.ue', 'e+']) {
      expect(matchesSearch(plain, search), search).toBe(false);
    }
    const special = product({ name: '100% Pure (Batch_2) [v1.5] a+b', description: 'Costs $5^2?' });
    for (const search of ['100%', 'batch_2', '(batch', '[v1.5]', 'a+b', '$5^2?', '.5]']) {
      expect(matchesSearch(special, search), search).toBe(true);
    }
  });

  test('letters outside ASCII match whatever their case', () => {
    expect(matchesSearch(product({ flavors: ['Strawberry', 'Rosé'] }), 'ROSÉ')).toBe(true);
  });
});

describe('category and mood filters', () => {
  test('"all" and an empty value mean no filter for category and mood', () => {
    const subject = product({ category: 'vapes', effects: ['Energetic'] });
    for (const value of ['all', ''] as const) {
      expect(matchesProductQuery(subject, { category: value }), `category ${value}`).toBe(true);
      expect(matchesProductQuery(subject, { mood: value }), `mood ${value}`).toBe(true);
      expect(matchesProductQuery(subject, { category: value, mood: value, search: '' })).toBe(true);
    }
    expect(matchesProductQuery(subject, {})).toBe(true);
  });

  test('a category keeps only products of exactly that category', () => {
    expect(matchesProductQuery(product({ category: 'gummies' }), { category: 'gummies' })).toBe(true);
    expect(matchesProductQuery(product({ category: 'flower' }), { category: 'gummies' })).toBe(false);
    expect(matchesProductQuery(product({ category: 'gummies-mini' }), { category: 'gummies' })).toBe(false);
    expect(matchesProductQuery(product({ category: 'Gummies' }), { category: 'gummies' })).toBe(false);
    // The category filter is not a search: a flower named after gummies stays out.
    expect(matchesProductQuery(product({ name: 'Gummies Kush', category: 'flower' }), { category: 'gummies' })).toBe(
      false,
    );
  });

  test('a mood keeps exactly the seed products the shared mood rules match', () => {
    for (const mood of MOOD_IDS) {
      const expected = catalogueProducts.filter((item) => matchesMood(item, mood)).map((item) => item.id);
      expect(
        filterProducts(catalogueProducts, { mood }).map((item) => item.id),
        mood,
      ).toEqual(expected);
      expect(expected.length, mood).toBeGreaterThan(0);
      expect(expected.length, mood).toBeLessThan(catalogueProducts.length);
    }
  });

  test('a seed product suits its moods and no others', () => {
    const northernLights = seedProduct('northern-lights-preroll');
    expect(matchesMood(northernLights, 'better-sleep')).toBe(true);
    expect(matchesProductQuery(northernLights, { mood: 'better-sleep' })).toBe(true);
    for (const mood of MOOD_IDS) {
      expect(matchesProductQuery(northernLights, { mood }), mood).toBe(matchesMood(northernLights, mood));
    }
    const dateNight = seedProduct('strawberry-rose-date-night-gummies');
    expect(matchesProductQuery(dateNight, { mood: 'better-sex' })).toBe(true);
    expect(matchesProductQuery(dateNight, { mood: 'get-energized-focused' })).toBe(
      matchesMood(dateNight, 'get-energized-focused'),
    );
  });

  test('every filter that is set must match', () => {
    const northernLights = seedProduct('northern-lights-preroll');
    expect(
      matchesProductQuery(northernLights, { category: 'prerolls', search: 'northern', mood: 'better-sleep' }),
    ).toBe(true);
    expect(matchesProductQuery(northernLights, { category: 'flower', search: 'northern', mood: 'better-sleep' })).toBe(
      false,
    );
    expect(matchesProductQuery(northernLights, { category: 'prerolls', search: 'lemon', mood: 'better-sleep' })).toBe(
      false,
    );
    expect(
      matchesProductQuery(northernLights, { category: 'prerolls', search: 'northern', mood: 'get-energized-focused' }),
    ).toBe(matchesMood(northernLights, 'get-energized-focused'));
  });
});

describe('filterProducts', () => {
  test('keeps the order of the list and only the matching products', () => {
    const list = [
      product({ name: 'Zesty Lemon', category: 'vapes' }),
      product({ name: 'Plain', category: 'vapes' }),
      product({ name: 'Another', category: 'flower', flavors: ['Lemon'] }),
      product({ name: 'Alpha', category: 'vapes', description: 'A lemon finish.' }),
    ];
    expect(names(filterProducts(list, { search: 'lemon' }))).toEqual(['Zesty Lemon', 'Another', 'Alpha']);
    expect(names(filterProducts(list, { search: 'LEMON', category: 'vapes' }))).toEqual(['Zesty Lemon', 'Alpha']);
  });

  test('no filter returns every product, in order, without changing the list', () => {
    const list = [product({ name: 'B' }), product({ name: 'A' })];
    const copy = [...list];
    expect(filterProducts(list, {})).toEqual(list);
    expect(filterProducts(list, { category: 'all', mood: 'all', search: '  ' })).toEqual(list);
    expect(list).toEqual(copy);
  });

  test('finds seed products by a flavour, an effect and a category', () => {
    const ids = (search: string) => filterProducts(catalogueProducts, { search }).map((item) => item.id);
    expect(ids('lychee')).toEqual(['lychee-gummies']);
    expect(ids('CITRUS')).toEqual(
      expect.arrayContaining(['sunset-sherbet-flower', 'jack-herer-vape', 'lemon-haze-preroll']),
    );
    expect(ids('aroused')).toEqual(
      expect.arrayContaining([
        'strawberry-rose-date-night-gummies',
        'forbidden-fruit-vape',
        'strawberry-banana-preroll',
      ]),
    );
    const prerolls = catalogueProducts.filter((item) => item.category === 'prerolls').map((item) => item.id);
    expect(prerolls).toHaveLength(11);
    expect(ids('PREROLLS')).toEqual(expect.arrayContaining(prerolls));
    expect(ids('zzzz')).toEqual([]);
  });
});
