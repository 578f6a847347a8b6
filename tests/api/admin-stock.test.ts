import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminStockApiPath } from '#shared/api-paths';
import { CATEGORY_SIZES, OTHER_SIZE_MULTIPLIERS } from '#shared/catalogue/sizes';
import { readErrorBody } from '#shared/errors';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  lowStockThresholdSchema,
  setStockSchema,
  stockItemSchema,
  stockListSchema,
} from '#shared/schemas/admin/stock';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * The back office's stock: every member lists SKUs and sets counts (audited, the shop's
 * in-stock flag following at once); only the owner sets the low-stock threshold.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const RUNS = { numRuns: 40 };

/** A JSON body as the server receives it (undefined members dropped, NaN as null). */
const asSent = (body: unknown): unknown => JSON.parse(JSON.stringify(body) ?? 'null');

/** A refused body: 400, as a schema refusal or as JSON the API does not take (a bare scalar). */
function expectRefused(response: TestResponse, label: string) {
  expect(response.status, `${label} ${response.text}`).toBe(400);
  expect(['invalid_request', 'invalid_json'], label).toContain(readErrorBody(response.body)?.error.code);
}

/** What a stock call may change: a refusal must leave all of it as it was. */
async function stockState() {
  return {
    stock: await api.db('stock_levels').select().orderBy(['product_id', 'size']),
    products: await api.db('products').select('id', 'in_stock', 'updated_at').orderBy('id'),
    settings: await api.db('store_settings').select(),
    audit: await api.db('audit_log').select().orderBy('id'),
  };
}

async function list(client: TestClient, query = '') {
  const response = await client.get(`${API_PATHS.adminStock}${query}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return stockListSchema.parse(response.body);
}

const setStock = (client: TestClient, productId: string, size: string, json: unknown) =>
  client.put(adminStockApiPath(productId, size), { json });

const setThreshold = (client: TestClient, json: unknown) => client.put(API_PATHS.adminLowStockThreshold, { json });

describe('GET /api/admin/stock', () => {
  test('lists every SKU of the products on sale by product name, then in the order the shop shows sizes', async () => {
    const { client } = await staffClient(api, 'staff');
    const { threshold, items } = await list(client);
    expect(threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    const onSale = await api.db('products').where({ discontinued: false }).select('id', 'category');
    const expectedCount = onSale.reduce(
      (count, product) => count + CATEGORY_SIZES[product.category as keyof typeof CATEGORY_SIZES].length,
      0,
    );
    expect(items).toHaveLength(expectedCount);
    const names = items.map((item) => item.productName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const tangie = items.filter((item) => item.productId === 'tangie-flower');
    expect(tangie.map((item) => [item.size, item.sizeLabel])).toEqual(
      CATEGORY_SIZES.flower.map((option) => [option.size, option.label]),
    );
    expect(tangie[0]).toMatchObject({ productName: 'Tangie Flower', category: 'flower', onHand: 24, low: false });
    // The seed's out-of-stock products have none of any size, and are low.
    const soldOut = items.filter((item) => item.productId === 'pomegranate-evening-gummies');
    expect(soldOut.map((item) => [item.onHand, item.low])).toEqual(soldOut.map(() => [0, true]));
  });

  test('low=true lists only the SKUs at or below the threshold', async () => {
    const { client } = await staffClient(api, 'staff');
    await api.db('stock_levels').update({ on_hand: 24 });
    await api.db('stock_levels').where({ product_id: 'tangie-flower', size: '7g' }).update({ on_hand: 5 });
    await api.db('stock_levels').where({ product_id: 'tangie-flower', size: '1g' }).update({ on_hand: 6 });
    await api.db('stock_levels').where({ product_id: 'lychee-gummies', size: '2-pack' }).update({ on_hand: 0 });
    const low = await list(client, '?low=true');
    expect(low.items.map((item) => [item.productId, item.size, item.onHand])).toEqual([
      ['lychee-gummies', '2-pack', 0],
      ['tangie-flower', '7g', 5],
    ]);
    expect(low.items.every((item) => item.low)).toBe(true);
    expect((await list(client, '?low=false')).items.length).toBeGreaterThan(2);
  });

  test('a product of a category outside the four has the multiplier sizes as its SKUs, counted the same way', async () => {
    const { client } = await staffClient(api, 'staff');
    const tangie = await api.db('products').where({ id: 'tangie-flower' }).first();
    await api.db('products').insert({ ...tangie, id: 'calm-tincture', name: 'Calm Tincture', category: 'tinctures' });
    const sizes = OTHER_SIZE_MULTIPLIERS.map((option) => option.size);
    await api.db('stock_levels').insert(sizes.map((size) => ({ product_id: 'calm-tincture', size, on_hand: 0 })));
    await api.db('products').where({ id: 'calm-tincture' }).update({ in_stock: false });
    const listed = (await list(client)).items.filter((item) => item.productId === 'calm-tincture');
    expect(listed.map((item) => [item.size, item.sizeLabel, item.onHand])).toEqual(
      OTHER_SIZE_MULTIPLIERS.map((option) => [option.size, option.label, 0]),
    );
    expect((await setStock(client, 'calm-tincture', '7g', { onHand: 4 })).status).toBe(200);
    expect((await api.db('products').where({ id: 'calm-tincture' }).first('in_stock')).in_stock).toBe(true);
    expectError(await setStock(client, 'calm-tincture', '6-pack', { onHand: 4 }), 404, 'stock_item_not_found');
  });

  test('a discontinued product is not listed', async () => {
    const { client } = await staffClient(api, 'staff');
    await api.db('products').where({ id: 'tangie-flower' }).update({ discontinued: true });
    expect((await list(client)).items.some((item) => item.productId === 'tangie-flower')).toBe(false);
  });

  test('without a staff session it is 401; a bad low filter is 400', async () => {
    expectError(await api.client().get(API_PATHS.adminStock), 401, 'staff_sign_in_required');
    const shopper = await api.verifiedClient();
    expectError(await shopper.get(API_PATHS.adminStock), 401, 'staff_sign_in_required');
    const { client } = await staffClient(api, 'staff');
    expectError(await client.get(`${API_PATHS.adminStock}?low=yes`), 400, 'invalid_request');
  });
});

describe('PUT /api/admin/stock/{productId}/{size}', () => {
  test('a staff member sets a count: answered with the SKU and audited with the count before and after', async () => {
    const { client, member } = await staffClient(api, 'staff');
    const response = await setStock(client, 'tangie-flower', '7g', { onHand: 3 });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stockItemSchema.parse(response.body)).toMatchObject({
      productId: 'tangie-flower',
      size: '7g',
      sizeLabel: '7g (Quarter)',
      onHand: 3,
      low: true,
    });
    const row = await api.db('stock_levels').where({ product_id: 'tangie-flower', size: '7g' }).first();
    expect(row.on_hand).toBe(3);
    const audit = await api.db('audit_log').where({ action: 'stock.changed' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: member.id,
      subject_type: 'stock',
      subject_id: 'tangie-flower/7g',
      before: { onHand: 24 },
      after: { onHand: 3 },
    });
  });

  test('setting a seeded out-of-stock product’s size puts the product back in stock, in the same call', async () => {
    const { client } = await staffClient(api, 'owner');
    const before = await api.client().get('/api/products/pomegranate-evening-gummies');
    expect(before.body.inStock).toBe(false);
    expect((await setStock(client, 'pomegranate-evening-gummies', '2-pack', { onHand: 10 })).status).toBe(200);
    const after = await api.client().get('/api/products/pomegranate-evening-gummies');
    expect(after.body.inStock).toBe(true);
  });

  test('an unknown product, or a size the product is not sold in, is 404 and changes nothing', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await stockState();
    for (const [productId, size] of [
      ['no-such-product', '7g'],
      ['tangie-flower', '6-pack'],
      ['tangie-flower', 'huge'],
      ['Tangie Flower', '7g'],
    ] as const) {
      expectError(await setStock(client, productId, size, { onHand: 1 }), 404, 'stock_item_not_found', productId);
    }
    expect(await stockState()).toEqual(before);
  });

  test('without a staff session it is 401, from another site 403, and nothing changes', async () => {
    const before = await stockState();
    expectError(await setStock(api.client(), 'tangie-flower', '7g', { onHand: 1 }), 401, 'staff_sign_in_required');
    const { client } = await staffClient(api, 'staff');
    const crossSite = await client.put(adminStockApiPath('tangie-flower', '7g'), {
      json: { onHand: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expectError(crossSite, 403, 'cross_origin_refused');
    const after = await stockState();
    expect({ ...after, audit: after.audit.filter((entry) => entry.action === 'stock.changed') }).toEqual({
      ...before,
      audit: [],
    });
  });

  test('a count that is not a whole number from 0 to the most is 400 naming it, and changes nothing', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await stockState();
    for (const json of [
      {},
      { onHand: -1 },
      { onHand: 1.5 },
      { onHand: '3' },
      { onHand: 100_001 },
      { onHand: null },
      [],
    ]) {
      const response = await setStock(client, 'tangie-flower', '7g', json);
      expectError(response, 400, 'invalid_request', JSON.stringify(json));
      expect(response.body.error.message, JSON.stringify(json)).toMatch(/stock on hand|expected object/i);
    }
    expect(await stockState()).toEqual(before);
  });

  test('fuzz: any body the schema refuses is a 400 that changes nothing; any SKU path is answered without a 5xx', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await stockState();
    await fc.assert(
      fc.asyncProperty(
        fc.anything().filter((body) => body !== undefined && !setStockSchema.safeParse(asSent(body)).success),
        async (body) => {
          expectRefused(await setStock(client, 'tangie-flower', '7g', body), JSON.stringify(body));
        },
      ),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 20 }), async (productId, size) => {
        const response = await setStock(client, productId, size, { onHand: 7 });
        expect([400, 404, 405], `${productId} ${size} ${response.text}`).toContain(response.status);
      }),
      RUNS,
    );
    expect(await stockState()).toEqual(before);
  });
});

describe('PUT /api/admin/settings/low-stock-threshold', () => {
  test('the owner sets it: audited, and the list and its low flags follow', async () => {
    const { client, member } = await staffClient(api, 'owner');
    const response = await setThreshold(client, { threshold: 24 });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ threshold: 24 });
    const stock = await list(client);
    expect(stock.threshold).toBe(24);
    expect(stock.items.every((item) => item.low)).toBe(true);
    await setThreshold(client, { threshold: 0 });
    const low = await list(client, '?low=true');
    expect(low.items.every((item) => item.onHand === 0)).toBe(true);
    const audit = await api.db('audit_log').where({ action: 'settings.changed' }).orderBy('id');
    expect(audit.map((entry) => [entry.staff_id, entry.subject_id, entry.before, entry.after])).toEqual([
      [member.id, 'low_stock_threshold', { threshold: DEFAULT_LOW_STOCK_THRESHOLD }, { threshold: 24 }],
      [member.id, 'low_stock_threshold', { threshold: 24 }, { threshold: 0 }],
    ]);
  });

  test('a staff member is 403, nobody signed in 401, and neither changes anything', async () => {
    const before = await stockState();
    expectError(await setThreshold(api.client(), { threshold: 9 }), 401, 'staff_sign_in_required');
    const { client } = await staffClient(api, 'staff');
    expectError(await setThreshold(client, { threshold: 9 }), 403, 'forbidden');
    const after = await stockState();
    expect(after.settings).toEqual(before.settings);
    expect(after.audit.filter((entry) => entry.action === 'settings.changed')).toEqual([]);
    expect((await list(client)).threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
  });

  test('fuzz: any body the schema refuses is a 400 that changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    const before = await stockState();
    for (const json of [{}, { threshold: -1 }, { threshold: 1001 }, { threshold: 2.5 }, { threshold: '5' }]) {
      expectError(await setThreshold(client, json), 400, 'invalid_request', JSON.stringify(json));
    }
    await fc.assert(
      fc.asyncProperty(
        fc.anything().filter((body) => body !== undefined && !lowStockThresholdSchema.safeParse(asSent(body)).success),
        async (body) => {
          expectRefused(await setThreshold(client, body), JSON.stringify(body));
        },
      ),
      RUNS,
    );
    expect(await stockState()).toEqual(before);
  });
});
