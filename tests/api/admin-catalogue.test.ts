import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminProductApiPath, productApiPath } from '#shared/api-paths';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import {
  adminProductListSchema,
  adminProductSchema,
  productEditSchema,
  sizeContentsProblems,
  THC_PER_GUMMY_MESSAGES,
} from '#shared/schemas/admin/catalogue';
import { productSchema } from '#shared/schemas/product';
import { PRODUCT_FIELDS } from '../../pwa/admin/catalogue/product-edit.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/** The back office's catalogue: the list, edits, who may change prices and discontinue, the audit. */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const TANGIE = adminProductApiPath('tangie-flower');
const LYCHEE = adminProductApiPath('lychee-gummies');
const M = THC_PER_GUMMY_MESSAGES;

const edit = (client: TestClient, path: string, json: unknown) => client.patch(path, { json });

async function auditEntries(action: string) {
  return api.db('audit_log').where({ action }).orderBy('id');
}

describe('the product list', () => {
  test('staff see every product, discontinued ones included, with the fields they can edit', async () => {
    await api.db('products').where({ id: 'og-kush-flower' }).update({ discontinued: true });
    const { client } = await staffClient(api, 'staff');
    const response = await client.get(API_PATHS.adminProducts);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { products } = adminProductListSchema.parse(response.body);
    expect(products).toHaveLength(catalogueProducts.length);
    expect(products.find((product) => product.id === 'og-kush-flower')?.discontinued).toBe(true);
    expect(products.find((product) => product.id === 'tangie-flower')).toMatchObject({
      name: 'Tangie Flower',
      price: '48.00',
      category: 'flower',
      thcContent: '22% THC',
      thcMgPerGummy: null,
      discontinued: false,
    });
    expect(products.find((product) => product.id === 'blue-raspberry-microdose-gummies')).toMatchObject({
      category: 'gummies',
      thcContent: '2.5mg THC per gummy',
      thcMgPerGummy: '2.5',
    });
  });

  test('is refused without a staff session, and a shopper’s cookies open nothing', async () => {
    expectError(await api.client().get(API_PATHS.adminProducts), 401, 'staff_sign_in_required');
    const shopper = await api.verifiedClient();
    expectError(await shopper.get(API_PATHS.adminProducts), 401, 'staff_sign_in_required');
  });
});

describe('editing a product', () => {
  test('staff change its text, tags and featured flag; the shop’s next answer has them, and the audit has only what changed', async () => {
    const { client, member } = await staffClient(api, 'staff');
    const change = {
      name: 'Tangie Flower Reserve',
      description: 'A brighter, sharper tangerine cut.',
      effects: ['Energetic', 'Creative'],
      flavors: ['Tangerine'],
      cbdContent: '<1% CBD',
      featured: true,
    };
    const response = await edit(client, TANGIE, change);
    expect(response.status, response.text).toBe(200);
    // cbdContent was already '<1% CBD': it is not a change.
    expect(adminProductSchema.parse(response.body)).toMatchObject({ ...change, price: '48.00', discontinued: false });

    const shop = productSchema.parse((await api.client().get(productApiPath('tangie-flower'))).body);
    expect(shop).toMatchObject({ name: change.name, description: change.description, effects: change.effects });
    expect(shop.featured).toBe(true);

    const [entry] = await auditEntries('product.edited');
    expect(entry).toMatchObject({ staff_id: member.id, subject_type: 'product', subject_id: 'tangie-flower' });
    expect(Object.keys(entry.before).sort()).toEqual(['description', 'effects', 'featured', 'flavors', 'name'].sort());
    expect(entry.before).toMatchObject({ name: 'Tangie Flower', featured: false });
    expect(entry.after).toMatchObject({ name: change.name, featured: true });
  });

  test('an edit that changes nothing writes nothing', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    const response = await edit(client, TANGIE, { name: 'Tangie Flower', featured: false });
    expect(response.status, response.text).toBe(200);
    expect(await api.snapshot()).toEqual(before);
  });

  test('a gummy sent back as it is, its THC per gummy written another way, changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    const response = await edit(client, LYCHEE, {
      category: 'gummies',
      thcContent: '5mg THC per gummy',
      thcMgPerGummy: '5.000',
    });
    expect(response.status, response.text).toBe(200);
    expect(await api.snapshot()).toEqual(before);
  });

  test('the owner discontinues a product: the shop no longer lists it, the back office still does', async () => {
    const { client } = await staffClient(api, 'owner');
    const response = await edit(client, TANGIE, { discontinued: true });
    expect(response.status, response.text).toBe(200);
    expect(response.body.discontinued).toBe(true);
    expectError(await api.client().get(productApiPath('tangie-flower')), 404, 'product_not_found');
    const list = (await api.client().get(API_PATHS.products)).body as { id: string }[];
    expect(list.map((product) => product.id)).not.toContain('tangie-flower');
    const admin = adminProductListSchema.parse((await client.get(API_PATHS.adminProducts)).body);
    expect(admin.products.find((product) => product.id === 'tangie-flower')?.discontinued).toBe(true);
    // And back on sale.
    expect((await edit(client, TANGIE, { discontinued: false })).status).toBe(200);
    expect((await api.client().get(productApiPath('tangie-flower'))).status).toBe(200);
  });

  test.each([
    ['a price', { price: '50.00' }],
    ['the discontinued flag', { discontinued: true }],
    ['a price among allowed fields', { name: 'Cheaper Tangie', price: '10.00' }],
    // What a size holds is a compliance fact: after one staff edit of a gummy's THC, a single
    // California order of 594 packs was paid against an 8 g limit.
    ['a THC', { thcContent: '23% THC' }],
    ['a THC per gummy', { thcMgPerGummy: '1' }],
    // A move re-prices: flower moved to prerolls went from $48 to $12.
    ['a category', { category: 'prerolls' }],
    ['a category among allowed fields', { name: 'Tangie Prerolls', category: 'prerolls' }],
  ])('staff sending %s are refused with 403, and nothing changes', async (_label, body) => {
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    const response = await edit(client, TANGIE, body);
    expectError(response, 403, 'forbidden');
    expect(await api.snapshot()).toEqual(before);
  });

  test('a move to another category gives the product stock rows for its new sizes, out of stock until counted, and its new list price', async () => {
    const { client } = await staffClient(api, 'owner');
    const response = await edit(client, LYCHEE, { category: 'flower', thcContent: '21% THC' });
    expect(response.status, response.text).toBe(200);
    // At the gummies' list price ($14.99), it goes to the flower's ($48.00), leaving its THC per gummy.
    expect(response.body).toMatchObject({
      category: 'flower',
      price: '48.00',
      thcContent: '21% THC',
      thcMgPerGummy: null,
    });
    const stock = await api.db('stock_levels').where({ product_id: 'lychee-gummies' });
    // The gummies' rows are left as they were.
    expect(Object.fromEntries(stock.map((row) => [row.size, row.on_hand]))).toEqual({
      '6-pack': 24,
      '2-pack': 24,
      '5-pack': 24,
      '1g': 0,
      '3.5g': 0,
      '7g': 0,
      '14g': 0,
      '28g': 0,
    });
    const shop = productSchema.parse((await api.client().get(productApiPath('lychee-gummies'))).body);
    expect(shop.sizes.map((size) => [size.size, size.price])).toEqual([
      ['1g', '15.00'],
      ['3.5g', '48.00'],
      ['7g', '85.00'],
      ['14g', '150.00'],
      ['28g', '265.00'],
    ]);
    // None of its new sizes has stock yet, so the shop says so until staff count them.
    expect(shop.inStock).toBe(false);
    const [entry] = await auditEntries('product.edited');
    expect(entry.before).toEqual({
      category: 'gummies',
      price: '14.99',
      thcContent: '5mg THC per gummy',
      thcMgPerGummy: '5',
    });
    expect(entry.after).toEqual({ category: 'flower', price: '48.00', thcContent: '21% THC', thcMgPerGummy: null });
  });

  test('an owner’s price survives a move as the same share of the new list price', async () => {
    const { client } = await staffClient(api, 'owner');
    const lychee = LYCHEE;
    expect((await edit(client, lychee, { price: '16.49' })).status).toBe(200);
    const moved = await edit(client, lychee, { category: 'flower' });
    expect(moved.body.price).toBe('52.80');
    // A price sent with the move is the price.
    const both = await edit(client, lychee, { category: 'prerolls', price: '9.00' });
    expect(both.body).toMatchObject({ category: 'prerolls', price: '9.00' });
  });
});

/** What each of a product's sizes holds, as `size_contents` has it: size → [measure, amount]. */
async function contentsOf(productId: string): Promise<Record<string, [string, number]>> {
  const rows = await api.db('size_contents').where({ product_id: productId }).orderBy('size');
  return Object.fromEntries(rows.map((row) => [row.size, [row.measure, Number(row.amount)]]));
}

const sizesIn = (body: unknown) =>
  adminProductSchema.parse(body).sizes.map((size) => [size.label, size.content?.measure, size.content?.amount]);

describe('what each size holds', () => {
  test('the product list says what one of each size holds', async () => {
    const { client } = await staffClient(api, 'staff');
    const { products } = adminProductListSchema.parse((await client.get(API_PATHS.adminProducts)).body);
    const lychee = products.find((product) => product.id === 'lychee-gummies');
    expect(sizesIn(lychee)).toEqual([
      ['6-Pack', 'edibleThcMg', 30],
      ['2-Pack', 'edibleThcMg', 60],
      ['5-Pack', 'edibleThcMg', 150],
    ]);
    const preroll = products.find((product) => product.id === 'blue-dream-preroll');
    expect(sizesIn(preroll)).toEqual([
      ['1 Preroll (1.3g)', 'prerollGrams', 1.3],
      ['5-Pack', 'prerollGrams', 6.5],
    ]);
  });

  test('the owner sets a gummy’s THC per gummy: its text, every pack and the shop follow in the same edit, audited', async () => {
    const { client, member } = await staffClient(api, 'owner');
    const response = await edit(client, LYCHEE, { thcMgPerGummy: '10' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ thcMgPerGummy: '10', thcContent: '10mg THC per gummy' });
    expect(sizesIn(response.body)).toEqual([
      ['6-Pack', 'edibleThcMg', 60],
      ['2-Pack', 'edibleThcMg', 120],
      ['5-Pack', 'edibleThcMg', 300],
    ]);
    expect(await contentsOf('lychee-gummies')).toEqual({
      '6-pack': ['edibleThcMg', 60],
      '2-pack': ['edibleThcMg', 120],
      '5-pack': ['edibleThcMg', 300],
    });
    const stored = await api.db('products').where({ id: 'lychee-gummies' }).first();
    expect([Number(stored.thc_mg_per_gummy), stored.thc_content]).toEqual([10, '10mg THC per gummy']);

    const shop = productSchema.parse((await api.client().get(productApiPath('lychee-gummies'))).body);
    expect(shop.thcContent).toBe('10mg THC per gummy');
    expect(shop.sizes.map((size) => [size.size, size.content?.amount])).toEqual([
      ['6-pack', 60],
      ['2-pack', 120],
      ['5-pack', 300],
    ]);

    const [entry] = await auditEntries('product.edited');
    expect(entry).toMatchObject({ staff_id: member.id, subject_id: 'lychee-gummies' });
    expect(entry.before).toEqual({ thcMgPerGummy: '5', thcContent: '5mg THC per gummy' });
    expect(entry.after).toEqual({ thcMgPerGummy: '10', thcContent: '10mg THC per gummy' });
  });

  test('a shopper’s limits count the owner’s new THC per gummy at once', async () => {
    const shopper = await api.verifiedClient();
    const gummies = { productId: 'lychee-gummies', size: '6-pack', purchaseType: 'one-time', state: 'CA' };
    // 14 packs of 6 × 5 mg: 0.42 g of California's 8 g of concentrate.
    const first = await shopper.post(API_PATHS.cart, { json: { ...gummies, quantity: 14 } });
    expect(first.status, first.text).toBe(200);

    const { client } = await staffClient(api, 'owner');
    expect((await edit(client, LYCHEE, { thcMgPerGummy: '100' })).status).toBe(200);
    await api.catalogue.refresh();

    // Now 600 mg a pack: 15 packs would hold 9 g.
    const before = await api.snapshot();
    const more = await shopper.post(API_PATHS.cart, { json: { ...gummies, quantity: 1 } });
    expectError(more, 422, 'over_state_limit');
    expect(more.body.error.message).toBe('California allows 8 g of concentrate a day; this cart would hold 9 g.');
    expect(await api.snapshot()).toEqual(before);
    expect((await cartOf(shopper)).map((line) => line.quantity)).toEqual([14]);
  });

  test('staff setting a gummy’s THC per gummy are refused with 403, and nothing changes', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    const response = await edit(client, LYCHEE, { thcMgPerGummy: '0.01' });
    expectError(response, 403, 'forbidden');
    expect(response.body.error.details).toEqual({ fields: ['thcMgPerGummy'] });
    expect(await api.snapshot()).toEqual(before);
    expect(await contentsOf('lychee-gummies')).toMatchObject({ '6-pack': ['edibleThcMg', 30] });
  });

  test('a move to another category leaves only the new sizes’ contents', async () => {
    const { client } = await staffClient(api, 'owner');
    const response = await edit(client, LYCHEE, { category: 'flower' });
    expect(response.status, response.text).toBe(200);
    expect(await contentsOf('lychee-gummies')).toEqual({
      '1g': ['flowerGrams', 1],
      '14g': ['flowerGrams', 14],
      '28g': ['flowerGrams', 28],
      '3.5g': ['flowerGrams', 3.5],
      '7g': ['flowerGrams', 7],
    });
    expect(sizesIn(response.body)[0]).toEqual(['1g', 'flowerGrams', 1]);
  });

  test('flower becomes gummies with its THC per gummy in the same edit, its THC text written from it', async () => {
    const { client } = await staffClient(api, 'owner');
    const response = await edit(client, TANGIE, { category: 'gummies', thcMgPerGummy: '2.5' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ thcMgPerGummy: '2.5', thcContent: '2.5mg THC per gummy' });
    expect(await contentsOf('tangie-flower')).toEqual({
      '2-pack': ['edibleThcMg', 30],
      '5-pack': ['edibleThcMg', 75],
      '6-pack': ['edibleThcMg', 15],
    });
  });

  test.each([
    // Once read "1e3mg" in a THC text as 3 mg.
    ['a THC per gummy with an exponent', LYCHEE, { thcMgPerGummy: '1e3' }, 'thcMgPerGummy', M.plainDecimal],
    ['a THC per gummy of nothing', LYCHEE, { thcMgPerGummy: '0' }, 'thcMgPerGummy', M.positive],
    ['a negative THC per gummy', LYCHEE, { thcMgPerGummy: '-1' }, 'thcMgPerGummy', M.plainDecimal],
    ['a THC per gummy past any real gummy', LYCHEE, { thcMgPerGummy: '99999999999999999999' }, 'thcMgPerGummy', M.max],
    ['a THC per gummy just past the most', LYCHEE, { thcMgPerGummy: '100.001' }, 'thcMgPerGummy', M.max],
    ['a THC per gummy past a thousandth', LYCHEE, { thcMgPerGummy: '2.5001' }, 'thcMgPerGummy', M.decimals],
    ['a THC per gummy as a JSON number', LYCHEE, { thcMgPerGummy: 5 }, 'thcMgPerGummy', M.plainDecimal],
    ['a THC per gummy with its unit', LYCHEE, { thcMgPerGummy: '5mg' }, 'thcMgPerGummy', M.plainDecimal],
    ['an empty THC per gummy', LYCHEE, { thcMgPerGummy: ' ' }, 'thcMgPerGummy', M.required],
    ['a gummy’s THC text typed', LYCHEE, { thcContent: '50mg THC per gummy' }, 'thcContent', M.gummyText],
    ['flower moved to gummies without one', TANGIE, { category: 'gummies' }, 'thcMgPerGummy', M.movedIntoGummies],
    [
      'flower moved to gummies with a THC text instead',
      TANGIE,
      { category: 'gummies', thcContent: '5mg THC per gummy' },
      'thcMgPerGummy',
      M.movedIntoGummies,
    ],
    ['a THC per gummy for flower', TANGIE, { thcMgPerGummy: '5' }, 'thcMgPerGummy', M.notGummies],
    [
      'a gummy moved to flower with one',
      LYCHEE,
      { category: 'flower', thcMgPerGummy: '5' },
      'thcMgPerGummy',
      M.notGummies,
    ],
  ])('%s is refused with a 400 naming the field, and nothing changes', async (_label, path, body, field, message) => {
    const { client } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    const response = await edit(client, path, body);
    expectError(response, 400, 'invalid_request');
    expect(response.body.error.message).toBe(`${field}: ${message}`);
    expect(response.body.error.details).toContainEqual({ path: [field], message });
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('refused edits', () => {
  test('an unknown product, or an id that cannot be one, is 404 and nothing changes', async () => {
    const { client } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    expectError(await edit(client, adminProductApiPath('no-such-product'), { name: 'X' }), 404, 'product_not_found');
    expectError(await edit(client, adminProductApiPath('Not A Slug!'), { name: 'X' }), 404, 'product_not_found');
    expect(await api.snapshot()).toEqual(before);
  });

  test('without a staff session the edit is 401 and nothing changes', async () => {
    const before = await api.snapshot();
    expectError(await edit(api.client(), TANGIE, { name: 'X' }), 401, 'staff_sign_in_required');
    expect(await api.snapshot()).toEqual(before);
  });

  test.each([
    ['nothing to change', {}, []],
    ['an unknown field', { colour: 'green' }, []],
    ['an empty name', { name: '   ' }, ['name']],
    ['a price without cents', { price: '48' }, ['price']],
    ['a price of nothing', { price: '0.00' }, ['price']],
    ['a negative price', { price: '-1.00' }, ['price']],
    ['a price as a number', { price: 48 }, ['price']],
    ['an unknown category', { category: 'tinctures' }, ['category']],
    ['no effects', { effects: [] }, ['effects']],
    ['an empty flavour', { flavors: ['Citrus', ''] }, ['flavors', 1]],
    ['featured as text', { featured: 'yes' }, ['featured']],
    ['a description too long', { description: 'x'.repeat(2001) }, ['description']],
    ['a NUL character', { thcContent: 'a\u0000b' }, ['thcContent']],
  ])('%s is a 400 naming the field, and nothing changes', async (_label, body, path) => {
    const { client } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    const response = await edit(client, TANGIE, body);
    expectError(response, 400, 'invalid_request');
    if (path.length > 0) {
      expect(response.body.error.details.map((issue: { path: unknown[] }) => issue.path)).toContainEqual(path);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('any edit is either valid and saved, or refused with a 400 that changes nothing (fuzz)', async () => {
    const { client } = await staffClient(api, 'owner');
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom("' or 1=1 --", '<script>alert(1)</script>', 'a\u0000b', '   ', '48', '1e3', 'NaN', '-1', '0'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 10 }),
      fc.constantFrom('12.50', '0.01', '999999.99', 'flower', 'gummies', '5', '2.5', '100', '100.001'),
    );
    // Every field the back office edits, and some it must never set.
    const field = fc.constantFrom(...PRODUCT_FIELDS, 'id', 'rating', '__proto__');
    const body = fc.oneof(fc.dictionary(field, hostile, { maxKeys: 4 }), hostile);
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const before = await api.snapshot();
        const stored = await api.db('products').where({ id: 'tangie-flower' }).first();
        const response = await edit(client, TANGIE, json);
        expect(response.status, response.text).toBeLessThan(500);
        const parsed = productEditSchema.safeParse(json);
        const product = { category: stored.category, thcContent: stored.thc_content };
        if (parsed.success && sizeContentsProblems(product, parsed.data).length === 0) {
          expect(response.status, response.text).toBe(200);
        } else {
          expect(response.status, response.text).toBe(400);
          expect(['invalid_request', 'invalid_json']).toContain(response.body?.error?.code);
          expect(await api.snapshot()).toEqual(before);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
