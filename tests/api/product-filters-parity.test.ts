/**
 * The API and the offline storefront agree on the catalogue: every filtered, featured and
 * single-product answer of the API equals what the storefront works out from the whole
 * catalogue with the shared rules (shared/catalogue/product-filters.ts, product-queries.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { MOOD_IDS } from '#shared/catalogue/moods';
import { filterProducts } from '#shared/catalogue/product-filters';
import { type Product, type ProductQuery, productListSchema, productSchema } from '#shared/schemas/product';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import type { TestClient } from '../setup/test-client.ts';

const SEARCHES = [
  'lemon',
  'LEMON',
  '  Lemon  ',
  'sleep',
  'gummies',
  'citrus',
  'rosé',
  'blue dream',
  '100%',
  'a_b',
  'b_ue',
  '%',
  '.*',
  '(',
  'a+b',
  '',
  'zzzz',
];
const CATEGORIES = ['all', '', ...CATEGORY_IDS] as const;
const MOODS = ['all', '', ...MOOD_IDS] as const;

let api: ApiHarness;
let client: TestClient;
let catalogue: Product[];

beforeAll(async () => {
  api = await startApi();
  await api.reset();
  client = api.client();
  const response = await client.get('/api/products');
  expect(response.status).toBe(200);
  catalogue = productListSchema.parse(response.body);
});
afterAll(() => api.close());

function pathFor(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const key of ['category', 'mood', 'search'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  return `/api/products?${params}`;
}

async function expectParity(query: ProductQuery) {
  const path = pathFor(query);
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  const answered = productListSchema.parse(response.body).map((product) => product.id);
  expect(answered, path).toEqual(filterProducts(catalogue, query).map((product) => product.id));
  return answered;
}

describe('GET /api/products answers what the shared filters give over the whole catalogue', () => {
  test('each search on its own', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    const found: Record<string, number> = {};
    for (const search of SEARCHES) found[search] = (await expectParity({ search })).length;
    // The list is worth checking only if it holds both hits and misses.
    expect(found.lemon).toBeGreaterThan(0);
    expect(found.LEMON).toBe(found.lemon);
    expect(found['  Lemon  ']).toBe(found.lemon);
    expect(found.zzzz).toBe(0);
    expect(found.a_b).toBe(0);
    expect(found['']).toBe(catalogue.length);
  });

  test('each search with each category', async () => {
    for (const search of SEARCHES) {
      for (const category of CATEGORIES) await expectParity({ search, category });
    }
  });

  test('each search with each mood', async () => {
    for (const search of SEARCHES) {
      for (const mood of MOODS) await expectParity({ search, mood });
    }
  });

  test('each category with each mood, with and without a search', async () => {
    for (const category of CATEGORIES) {
      for (const mood of MOODS) {
        await expectParity({ category, mood });
        await expectParity({ category, mood, search: 'citrus' });
      }
    }
  });
});

describe('the other catalogue answers match what the storefront works out offline', () => {
  test('GET /api/products/featured is the featured products of the catalogue, by name', async () => {
    const response = await client.get('/api/products/featured');
    expect(response.status).toBe(200);
    const featured = productListSchema.parse(response.body);
    const expected = catalogue.filter((product) => product.featured).sort((a, b) => a.name.localeCompare(b.name));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured).toEqual(expected);
  });

  test('GET /api/products/{id} is the catalogue entry with that id', async () => {
    for (const product of catalogue) {
      const response = await client.get(`/api/products/${product.id}`);
      expect(response.status, product.id).toBe(200);
      expect(productSchema.parse(response.body), product.id).toEqual(product);
    }
  });
});
