/**
 * Catalogue answers with an offline fallback (pwa/features/catalogue/catalogue-source.ts and
 * the product query options built on it): it answers from the saved catalogue on the failures
 * the retry policy calls transient. Also which failures count as "could not reach the store"
 * (pwa/lib/api-client.ts). Runs a real QueryClient over a stubbed fetch.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { productImages, productImageUrl } from '#shared/catalogue/images';
import { filterProducts } from '#shared/catalogue/product-filters';
import { catalogueProducts, type SeedProduct } from '#shared/catalogue/seed-products';
import { type Product, productListSchema } from '#shared/schemas/product';
import { fetchCatalogueAnswer, productListQueryKey } from '../../pwa/features/catalogue/catalogue-source.ts';
import { filteredProductsQueryOptions } from '../../pwa/features/catalogue/product-list-queries.ts';
import { featuredProductsQueryOptions } from '../../pwa/features/catalogue/product-queries.ts';
import { productQueryOptions } from '../../pwa/features/product/product-queries.ts';
import { ApiError, isConnectionFailure, isNetworkFailure } from '../../pwa/lib/api-client.ts';

/** A seed product in the API's shape (prices and sizes do not matter here). */
const toProduct = (seed: SeedProduct): Product => ({
  id: seed.id,
  name: seed.name,
  description: seed.description,
  category: seed.category,
  image: productImageUrl(seed.id, 800),
  images: productImages(seed.id),
  thcContent: seed.thcContent,
  cbdContent: seed.cbdContent,
  effects: seed.effects,
  flavors: seed.flavors,
  price: '14.99',
  rating: seed.rating,
  reviewCount: seed.reviewCount,
  inStock: seed.inStock,
  featured: seed.featured,
  sizes: [],
});

/** The saved catalogue, in reverse name order so that any sorting shows. */
const CATALOGUE: Product[] = catalogueProducts.map(toProduct).sort((a, b) => b.name.localeCompare(a.name));

function productWithId(id: string): Product {
  const found = CATALOGUE.find((product) => product.id === id);
  if (!found) throw new Error(`No ${id} in the test catalogue`);
  return found;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let client: QueryClient;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

const saveCatalogue = () => client.setQueryData(productListQueryKey({}), CATALOGUE);

describe('fetchCatalogueAnswer', () => {
  const lemonade = productWithId('pink-lemonade-sativa-gummies');
  const fromCatalogue = vi.fn((catalogue: Product[]) =>
    catalogue.filter((product) => product.flavors.includes('Lemon')),
  );
  beforeEach(() => {
    fromCatalogue.mockClear();
  });

  const ask = () =>
    fetchCatalogueAnswer(client, '/api/products?search=lemon', Promise.resolve(productListSchema), fromCatalogue);

  test('answers the API’s answer as it is, even with a saved catalogue', async () => {
    saveCatalogue();
    fetchMock.mockResolvedValue(json(200, [lemonade]));
    await expect(ask()).resolves.toEqual([lemonade]);
    expect(fromCatalogue).not.toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products?search=lemon');
  });

  test('offline, answers what the saved catalogue gives', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    const answer = await ask();
    expect(fromCatalogue).toHaveBeenCalledWith(CATALOGUE);
    expect(answer).toEqual(CATALOGUE.filter((product) => product.flavors.includes('Lemon')));
    expect(answer.length).toBeGreaterThan(0);
  });

  test('offline with no saved catalogue, the network failure stands', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    await expect(ask()).rejects.toBe(failure);
    expect(fromCatalogue).not.toHaveBeenCalled();
  });

  test.each([408, 425, 429, 500, 502, 503, 504])(
    'a %i (a store that cannot answer just now) falls back too',
    async (status) => {
      saveCatalogue();
      fetchMock.mockResolvedValue(json(status, { error: { code: 'internal_error', message: 'Unavailable' } }));
      await expect(ask()).resolves.toEqual(CATALOGUE.filter((product) => product.flavors.includes('Lemon')));
    },
  );

  test('a page that is not the API’s answer (a Wi-Fi sign-in page) falls back too', async () => {
    saveCatalogue();
    fetchMock.mockResolvedValue(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    await expect(ask()).resolves.toEqual(CATALOGUE.filter((product) => product.flavors.includes('Lemon')));
  });

  test.each([
    [404, 'product_not_found'],
    [400, 'invalid_request'],
    [401, 'invalid_request'],
    [403, 'age_verification_required'],
    [410, 'product_not_found'],
    [422, 'invalid_request'],
  ])('a %i answer never falls back: its ApiError stands', async (status, code) => {
    saveCatalogue();
    fetchMock.mockResolvedValue(json(status, { error: { code, message: 'No.' } }));
    const error = await ask().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message: `${status}: No.` });
    expect(fromCatalogue).not.toHaveBeenCalled();
  });

  test('when the saved catalogue cannot answer, the original failure stands', async () => {
    saveCatalogue();
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    const cannotAnswer = vi.fn(() => undefined);
    await expect(
      fetchCatalogueAnswer(client, '/api/products/x', Promise.resolve(productListSchema), cannotAnswer),
    ).rejects.toBe(failure);
    expect(cannotAnswer).toHaveBeenCalledOnce();
  });

  test('an empty answer from the saved catalogue is still an answer', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    await expect(
      fetchCatalogueAnswer(client, '/api/products', Promise.resolve(productListSchema), () => []),
    ).resolves.toEqual([]);
  });
});

describe('product query options offline', () => {
  test('a product page finds its product in the saved catalogue', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    await expect(client.fetchQuery(productQueryOptions('blue-dream-preroll'))).resolves.toEqual(
      productWithId('blue-dream-preroll'),
    );
  });

  test('a product the saved catalogue does not hold fails with the network failure, not a 404', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    const error = await client.fetchQuery(productQueryOptions('no-such-product')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(isConnectionFailure(error)).toBe(true);
  });

  test('online, a product page shows the API’s product', async () => {
    saveCatalogue();
    const fresh = { ...productWithId('blue-dream-preroll'), inStock: false, reviewCount: 9999 };
    fetchMock.mockResolvedValue(json(200, fresh));
    await expect(client.fetchQuery(productQueryOptions('blue-dream-preroll'))).resolves.toEqual(fresh);
  });

  test('a filtered list is the shared filters over the saved catalogue', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    const query = { category: 'gummies', search: 'lemon' } as const;
    const answer = await client.fetchQuery(filteredProductsQueryOptions(query));
    expect(answer).toEqual(filterProducts(CATALOGUE, query));
    expect(answer.map((product) => product.id).sort()).toEqual([
      'lemon-lavender-unwind-gummies',
      'pink-lemonade-sativa-gummies',
    ]);
  });

  test('a filtered list with a mood is the shared filters over the saved catalogue', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    const query = { mood: 'better-sleep', search: 'grape' } as const;
    const answer = await client.fetchQuery(filteredProductsQueryOptions(query));
    expect(answer).toEqual(filterProducts(CATALOGUE, query));
    expect(answer.length).toBeGreaterThan(0);
  });

  test('the featured list is the featured products sorted by name', async () => {
    saveCatalogue();
    fetchMock.mockImplementation(offline);
    const answer = await client.fetchQuery(featuredProductsQueryOptions);
    expect(answer.map((product) => product.name)).toEqual([
      'Blue Dream Preroll',
      'Bubblegum Gelato Vape',
      'Granddaddy Purple Flower',
      'Jack Herer Vape',
      'Lychee Gummies',
      'Mango CBD Relief Gummies',
      'Northern Lights Preroll',
      'Sunset Sherbet Flower',
    ]);
    expect(answer.every((product) => product.featured)).toBe(true);
  });

  test('offline with nothing saved, every list fails with the network failure', async () => {
    fetchMock.mockImplementation(offline);
    await expect(client.fetchQuery(featuredProductsQueryOptions)).rejects.toBeInstanceOf(TypeError);
    await expect(client.fetchQuery(filteredProductsQueryOptions({ search: 'lemon' }))).rejects.toBeInstanceOf(
      TypeError,
    );
    await expect(client.fetchQuery(productQueryOptions('blue-dream-preroll'))).rejects.toBeInstanceOf(TypeError);
  });
});

describe('which failures mean the store could not be reached', () => {
  test('a rejected fetch (TypeError) is a network failure and a connection failure', () => {
    const failure = new TypeError('Failed to fetch');
    expect(isNetworkFailure(failure)).toBe(true);
    expect(isConnectionFailure(failure)).toBe(true);
  });

  test('502, 503 and 504 answers are connection failures but not network failures', () => {
    for (const status of [502, 503, 504]) {
      const error = new ApiError(status, null, `${status}: Unavailable`);
      expect(isConnectionFailure(error), String(status)).toBe(true);
      expect(isNetworkFailure(error), String(status)).toBe(false);
    }
  });

  test('other answers and other errors are neither', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500]) {
      const error = new ApiError(status, null, `${status}: No`);
      expect(isConnectionFailure(error), String(status)).toBe(false);
      expect(isNetworkFailure(error), String(status)).toBe(false);
    }
    for (const other of [new Error('boom'), new SyntaxError('Unexpected token'), 'offline', null, undefined]) {
      expect(isConnectionFailure(other), String(other)).toBe(false);
      expect(isNetworkFailure(other), String(other)).toBe(false);
    }
  });
});
