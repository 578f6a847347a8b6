import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { BADGE_PRIORITY, MOOD_IDS, type MoodBadge, matchesMood, moodBadgeFor } from '#shared/catalogue/moods';
import { catalogueProducts } from '#shared/catalogue/seed-products';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const NAMED_PRODUCTS: ReadonlyArray<[id: string, name: string]> = [
  ['lychee-gummies', 'Lychee Gummies'],
  ['watermelon-gummies', 'Watermelon Gummies'],
  ['blue-dream-preroll', 'Blue Dream Preroll'],
  ['northern-lights-preroll', 'Northern Lights Preroll'],
  ['purple-gruntz-vape', 'Purple Gruntz Vape'],
  ['bubblegum-gelato-vape', 'Bubblegum Gelato Vape'],
  ['sunset-sherbet-flower', 'Sunset Sherbet Flower'],
  ['tangie-flower', 'Tangie Flower'],
];

/** The realistic THC range of each category, and the unit the figure is written in. */
const THC_RULES = {
  gummies: { pattern: /^(\d+(?:\.\d+)?)mg THC per gummy$/, min: 2.5, max: 10 },
  flower: { pattern: /^(\d+(?:\.\d+)?)% THC$/, min: 17, max: 30 },
  vapes: { pattern: /^(\d+(?:\.\d+)?)% THC$/, min: 80, max: 92 },
  prerolls: { pattern: /^(\d+(?:\.\d+)?)% THC$/, min: 18, max: 28 },
} as const;

const CBD_PATTERN = /^(<1|\d+(?:\.\d+)?)(%|mg) CBD( per gummy)?$/;
const MEDICAL_CLAIMS = /\b(cures?|cured|treats?|treatment|heals?|diagnos\w*|prescri\w*)\b/i;

function thcNumber(thcContent: string, pattern: RegExp): number {
  const match = pattern.exec(thcContent);
  return match ? Number(match[1]) : Number.NaN;
}

describe('catalogue seed products', () => {
  test('the catalogue has 44 products, eleven in each of the four categories', () => {
    expect(catalogueProducts).toHaveLength(44);
    for (const category of CATEGORY_IDS) {
      expect(catalogueProducts.filter((product) => product.category === category)).toHaveLength(11);
    }
  });

  test('the eight launch products are present with their exact names and ids', () => {
    for (const [id, name] of NAMED_PRODUCTS) {
      const product = catalogueProducts.find((candidate) => candidate.id === id);
      expect(product, id).toBeDefined();
      expect(product?.name).toBe(name);
    }
  });

  test('every id is a unique lowercase slug and every name is unique', () => {
    const ids = catalogueProducts.map((product) => product.id);
    for (const id of ids) expect(id).toMatch(SLUG);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogueProducts.map((product) => product.name)).size).toBe(ids.length);
  });

  test('no product carries its own price, since the server prices from the size table', () => {
    for (const product of catalogueProducts) {
      expect(Object.keys(product), product.id).not.toContain('price');
    }
  });

  test('every description is 220 to 450 characters of real copy, long enough for a read-more cut', () => {
    for (const product of catalogueProducts) {
      expect(product.description.length, product.id).toBeGreaterThanOrEqual(220);
      expect(product.description.length, product.id).toBeLessThanOrEqual(450);
      expect(product.description, product.id).not.toMatch(/lorem|ipsum/i);
      expect(product.description, product.id).not.toMatch(MEDICAL_CLAIMS);
    }
  });

  test('no description calls a product hemp, since federal law has not counted our THC products as hemp since November 12, 2026', () => {
    for (const product of catalogueProducts) {
      expect(product.description, product.id).not.toMatch(/\bhemp\b/i);
      expect(product.description, product.id).not.toMatch(/delta-9/i);
    }
  });

  test('ratings have one decimal between 4.3 and 5.0 and review counts vary between 12 and 2400', () => {
    for (const product of catalogueProducts) {
      expect(product.rating, product.id).toMatch(/^\d\.\d$/);
      expect(Number(product.rating), product.id).toBeGreaterThanOrEqual(4.3);
      expect(Number(product.rating), product.id).toBeLessThanOrEqual(5.0);
      expect(Number.isInteger(product.reviewCount), product.id).toBe(true);
      expect(product.reviewCount, product.id).toBeGreaterThanOrEqual(12);
      expect(product.reviewCount, product.id).toBeLessThanOrEqual(2400);
    }
    expect(new Set(catalogueProducts.map((product) => product.reviewCount)).size).toBe(catalogueProducts.length);
  });

  test('effects and flavours are short capitalised lists', () => {
    for (const product of catalogueProducts) {
      expect(product.effects.length, product.id).toBeGreaterThanOrEqual(2);
      expect(product.effects.length, product.id).toBeLessThanOrEqual(4);
      expect(product.flavors.length, product.id).toBeGreaterThanOrEqual(2);
      expect(product.flavors.length, product.id).toBeLessThanOrEqual(3);
      for (const word of [...product.effects, ...product.flavors]) {
        expect(word, product.id).toMatch(/^[A-Z]/);
      }
    }
  });

  test('THC figures are realistic for each category and CBD figures are well formed', () => {
    for (const product of catalogueProducts) {
      const rule = THC_RULES[product.category];
      const thc = thcNumber(product.thcContent, rule.pattern);
      expect(thc, `${product.id}: ${product.thcContent}`).toBeGreaterThanOrEqual(rule.min);
      expect(thc, `${product.id}: ${product.thcContent}`).toBeLessThanOrEqual(rule.max);
      expect(product.cbdContent, product.id).toMatch(CBD_PATTERN);
      expect(product.cbdContent.endsWith('per gummy'), product.id).toBe(product.category === 'gummies');
    }
  });

  test('every mood filter finds at least four products', () => {
    for (const mood of MOOD_IDS) {
      const matches = catalogueProducts.filter((product) => matchesMood(product, mood));
      expect(matches.length, mood).toBeGreaterThanOrEqual(4);
    }
  });

  test('every mood badge is shown on at least two products', () => {
    const counts = new Map<MoodBadge | null, number>();
    for (const product of catalogueProducts) {
      const badge = moodBadgeFor(product);
      counts.set(badge, (counts.get(badge) ?? 0) + 1);
    }
    for (const badge of BADGE_PRIORITY) {
      expect(counts.get(badge) ?? 0, badge).toBeGreaterThanOrEqual(2);
    }
  });

  test('four or five products are out of stock, spread across categories', () => {
    const outOfStock = catalogueProducts.filter((product) => !product.inStock);
    expect(outOfStock.length).toBeGreaterThanOrEqual(4);
    expect(outOfStock.length).toBeLessThanOrEqual(5);
    expect(new Set(outOfStock.map((product) => product.category)).size).toBeGreaterThanOrEqual(3);
  });

  test('exactly eight products are featured, two per category, all in stock', () => {
    const featured = catalogueProducts.filter((product) => product.featured);
    expect(featured).toHaveLength(8);
    for (const product of featured) expect(product.inStock, product.id).toBe(true);
    for (const category of CATEGORY_IDS) {
      expect(
        featured.filter((product) => product.category === category),
        category,
      ).toHaveLength(2);
    }
    const namedIds = new Set(NAMED_PRODUCTS.map(([id]) => id));
    expect(featured.some((product) => namedIds.has(product.id))).toBe(true);
  });
});
