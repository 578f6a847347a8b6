import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MOOD_IDS, matchesMood } from '#shared/catalogue/moods';
import { productListSchema, productSchema } from '#shared/schemas/product';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('GET /api/products', () => {
  test('lists the whole catalogue in the spec shape, prices and ratings as decimal strings', async () => {
    const response = await api.client().get('/api/products');
    expect(response.status).toBe(200);
    const products = productListSchema.parse(response.body);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const gummy = products.find((product) => product.id === 'lychee-gummies');
    expect(gummy).toMatchObject({ name: 'Lychee Gummies', category: 'gummies', price: '14.99' });
    expect(gummy?.sizes.map((size) => [size.size, size.price, size.popular])).toEqual([
      ['6-pack', '14.99', true],
      ['2-pack', '24.99', false],
      ['5-pack', '39.99', false],
    ]);
    const sizesOf = (id: string) =>
      products.find((product) => product.id === id)?.sizes.map((size) => [size.size, size.price]);
    expect(sizesOf('tangie-flower')).toEqual([
      ['1g', '15.00'],
      ['3.5g', '48.00'],
      ['7g', '85.00'],
      ['14g', '150.00'],
      ['28g', '265.00'],
    ]);
    expect(sizesOf('blue-dream-preroll')).toEqual([
      ['1-preroll', '12.00'],
      ['5-pack', '39.99'],
    ]);
  });

  test('filters by category, and ignores the filter when it is "all" or empty', async () => {
    const client = api.client();
    const flower = productListSchema.parse((await client.get('/api/products?category=flower')).body);
    expect(flower.length).toBeGreaterThanOrEqual(8);
    expect(flower.every((product) => product.category === 'flower')).toBe(true);
    const all = (await client.get('/api/products?category=all')).body;
    const empty = (await client.get('/api/products?category=')).body;
    const unfiltered = (await client.get('/api/products')).body;
    expect(all).toEqual(unfiltered);
    expect(empty).toEqual(unfiltered);
  });

  test('every mood filter answers exactly the products the shared mood rules match', async () => {
    const client = api.client();
    const everything = productListSchema.parse((await client.get('/api/products')).body);
    for (const mood of MOOD_IDS) {
      const response = await client.get(`/api/products?mood=${mood}`);
      const ids = productListSchema.parse(response.body).map((product) => product.id);
      const expected = everything.filter((product) => matchesMood(product, mood)).map((product) => product.id);
      expect(ids, mood).toEqual(expected);
      expect(ids.length, mood).toBeGreaterThan(0);
    }
  });

  test('search finds products by name, case-insensitively, and treats % and _ as text', async () => {
    const client = api.client();
    const found = productListSchema.parse((await client.get('/api/products?search=BLUE%20dream')).body);
    expect(found.map((product) => product.id)).toContain('blue-dream-preroll');
    // Unescaped, "b_ue" would be a pattern matching "blue".
    const wildcard = (await client.get('/api/products?search=b_ue')).body;
    expect(wildcard).toEqual([]);
  });

  test('combines category, search and mood', async () => {
    const response = await api.client().get('/api/products?category=prerolls&search=northern&mood=better-sleep');
    expect(productListSchema.parse(response.body).map((product) => product.id)).toEqual(['northern-lights-preroll']);
  });

  test('refuses an unknown category or mood and an overlong search with a 400 that says what is allowed', async () => {
    const client = api.client();
    const category = await client.get('/api/products?category=candy');
    expect(category.status).toBe(400);
    expect(category.body.error.code).toBe('invalid_request');
    expect(category.body.error.message).toContain('gummies, flower, vapes, prerolls');
    const mood = await client.get('/api/products?mood=angry');
    expect(mood.status).toBe(400);
    expect(mood.body.error.message).toContain('better-sleep');
    const search = await client.get(`/api/products?search=${'a'.repeat(101)}`);
    expect(search.status).toBe(400);
    expect(search.body.error.message).toContain('at most 100');
  });
});

describe('GET /api/products/featured', () => {
  test('lists only featured products', async () => {
    const response = await api.client().get('/api/products/featured');
    expect(response.status).toBe(200);
    const products = productListSchema.parse(response.body);
    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.every((product) => product.featured)).toBe(true);
  });
});

describe('GET /api/products/:id', () => {
  test('answers one product with its sizes and both image widths', async () => {
    const response = await api.client().get('/api/products/sunset-sherbet-flower');
    expect(response.status).toBe(200);
    const product = productSchema.parse(response.body);
    expect(product.name).toBe('Sunset Sherbet Flower');
    expect(product.images.map((image) => image.width)).toEqual([400, 800]);
    expect(product.sizes.find((size) => size.isDefault)).toMatchObject({ size: '3.5g', price: '48.00' });
    // Subscribe & Save is withdrawn; builds from before it still read this field, at the one-time price.
    expect(product.sizes.find((size) => size.size === '3.5g')?.subscriptionPrice).toBe('48.00');
  });

  test('answers 404 JSON for an unknown or malformed id', async () => {
    const client = api.client();
    for (const id of ['no-such-product', 'Not%20A%20Slug', '..%2F..%2Fetc']) {
      const response = await client.get(`/api/products/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.code, id).toBe('product_not_found');
    }
  });
});
