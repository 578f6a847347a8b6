import { randomUUID } from 'node:crypto';
import Keygrip from 'keygrip';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { knownErrorBody } from '#shared/errors';
import { type CartItem, cartSchema } from '#shared/schemas/cart';
import { productSchema } from '#shared/schemas/product';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from '../setup/api-harness.ts';
import { keepSubscriptionLine } from '../setup/kept-subscription-lines.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

const SESSION_COOKIE = 'verdant_session';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

function add(client: TestClient, json: Record<string, unknown>) {
  return client.post('/api/cart', { json });
}

/** Adds and expects success; answers the cart the POST returned. */
async function added(client: TestClient, json: Record<string, unknown>): Promise<CartItem[]> {
  const response = await add(client, json);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartSchema.parse(response.body);
}

/** One line per product, size and purchase type: [productId, size, purchaseType, quantity]. */
const summary = (cart: CartItem[]) =>
  cart.map((line) => [line.product.id, line.size, line.purchaseType, line.quantity] as const);

function sessionSetCookie(response: TestResponse): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
}

describe('GET /api/cart', () => {
  test('a new shopper has an empty cart and is given no session cookie', async () => {
    const response = await api.client().get('/api/cart');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers.getSetCookie().filter((header) => header.startsWith(SESSION_COOKIE))).toEqual([]);
    expect(await api.rowCount('carts')).toBe(0);
  });
});

describe('cart writes without age verification', () => {
  test('every write is refused with 403 age_verification_required and nothing is stored', async () => {
    const client = api.client();
    const attempts: [string, Promise<TestResponse>][] = [
      ['POST', client.post('/api/cart', { json: { productId: 'lychee-gummies', quantity: 2 } })],
      ['PUT', client.put('/api/cart/lychee-gummies', { json: { quantity: 3 } })],
      ['DELETE line', client.delete('/api/cart/lychee-gummies')],
      ['DELETE all', client.delete('/api/cart')],
    ];
    for (const [label, pending] of attempts) {
      const response = await pending;
      expectError(response, 403, 'age_verification_required', label);
      expect(sessionSetCookie(response), label).toBeUndefined();
    }
    expect(await api.rowCount('carts')).toBe(0);
    expect(await api.rowCount('cart_lines')).toBe(0);
    expect(await cartOf(client)).toEqual([]);
  });
});

describe('POST /api/cart', () => {
  test('adds one of the default size of each category, bought once, in the spec shape', async () => {
    const client = await api.verifiedClient();
    let cart: CartItem[] = [];
    for (const productId of ['lychee-gummies', 'sunset-sherbet-flower', 'blue-dream-preroll', 'purple-gruntz-vape']) {
      cart = await added(client, { productId });
    }
    expect(cart.map((line) => [line.product.id, line.size, line.sizeLabel, line.purchaseType, line.quantity])).toEqual([
      ['lychee-gummies', '6-pack', '6-Pack', 'one-time', 1],
      ['sunset-sherbet-flower', '3.5g', '3.5g (Eighth)', 'one-time', 1],
      ['blue-dream-preroll', '1-preroll', '1 Preroll (1.3g)', 'one-time', 1],
      ['purple-gruntz-vape', '1-vape', '1 Vape (2g)', 'one-time', 1],
    ]);
    expect(cart.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      ['14.99', '14.99'],
      ['48.00', '48.00'],
      ['12.00', '12.00'],
      ['39.99', '39.99'],
    ]);
    for (const line of cart) {
      expect(line.issue).toBeNull();
      expect(Object.keys(line).sort()).toEqual(
        [
          'id',
          'issue',
          'lineTotal',
          'product',
          'purchaseType',
          'quantity',
          'size',
          'sizeLabel',
          'unitPrice',
          'content',
        ].sort(),
      );
      expect(Object.keys(line.product).sort()).toEqual(
        ['category', 'id', 'image', 'inStock', 'name', 'price', 'thcContent'].sort(),
      );
      const product = productSchema.parse((await client.get(`/api/products/${line.product.id}`)).body);
      // What the line holds is what its size holds in the catalogue.
      expect(line.content).toEqual(product.sizes.find((size) => size.size === line.size)?.content);
      expect(line.content).not.toBeNull();
      expect(line.product).toMatchObject({
        id: product.id,
        name: product.name,
        price: product.price,
        thcContent: product.thcContent,
        category: product.category,
        inStock: true,
      });
      expect(line.product.image).not.toBe('');
    }
    expect(new Set(cart.map((line) => line.id)).size).toBe(4);
    expect(await cartOf(client)).toEqual(cart);
  });

  test('adding the same product, size and purchase type again adds to its quantity', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower', quantity: 2 });
    const cart = await added(client, {
      productId: 'tangie-flower',
      quantity: 3,
      size: '3.5g',
      purchaseType: 'one-time',
    });
    expect(summary(cart)).toEqual([['tangie-flower', '3.5g', 'one-time', 5]]);
    expect(cart[0]?.lineTotal).toBe('240.00');
    expect(summary(await cartOf(client))).toEqual(summary(cart));
  });

  test('a different size is a line of its own', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    const cart = await added(client, { productId: 'tangie-flower', size: '7g', purchaseType: 'one-time' });
    expect(summary(cart)).toEqual([
      ['tangie-flower', '3.5g', 'one-time', 1],
      ['tangie-flower', '7g', 'one-time', 1],
    ]);
    expect(summary(await cartOf(client))).toEqual(summary(cart));
  });

  test('the server prices each line by size', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower', size: '7g', quantity: 2 });
    await added(client, { productId: 'sunset-sherbet-flower' });
    await added(client, { productId: 'lychee-gummies', size: '6-pack', quantity: 3 });
    const cart = await cartOf(client);
    expect(cart.map((line) => [line.product.id, line.sizeLabel, line.unitPrice, line.lineTotal])).toEqual([
      ['tangie-flower', '7g (Quarter)', '85.00', '170.00'],
      ['sunset-sherbet-flower', '3.5g (Eighth)', '48.00', '48.00'],
      ['lychee-gummies', '6-Pack', '14.99', '44.97'],
    ]);
  });

  test('a price, unit price or total sent by the client is ignored', async () => {
    const client = await api.verifiedClient();
    const cart = await added(client, {
      productId: 'tangie-flower',
      size: '7g',
      quantity: 2,
      price: '0.01',
      unitPrice: '0.01',
      total: '0.02',
      lineTotal: '0.02',
    });
    expect(cart.map((line) => [line.unitPrice, line.lineTotal, line.product.price])).toEqual([
      ['85.00', '170.00', '48.00'],
    ]);
    expect(await cartOf(client)).toEqual(cart);
  });

  test('refuses a size the category does not offer, naming the sizes it does', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies' });
    const before = await cartOf(client);
    const flower = await add(client, { productId: 'tangie-flower', size: '6-pack' });
    expectError(flower, 400, 'invalid_request', 'flower 6-pack');
    expect(flower.body.error.message).toContain('1g, 3.5g, 7g, 14g, 28g');
    const gummies = await add(client, { productId: 'lychee-gummies', size: '3.5g' });
    expectError(gummies, 400, 'invalid_request', 'gummies 3.5g');
    expect(gummies.body.error.message).toContain('6-pack, 2-pack, 5-pack');
    expect(await cartOf(client)).toEqual(before);
  });

  test('refuses an unknown product with 404 and a malformed product id with a JSON 400 or 404', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies' });
    const before = await cartOf(client);
    expectError(await add(client, { productId: 'no-such-product' }), 404, 'product_not_found', 'unknown');
    for (const productId of ['Bad_Id', '../../etc', '', 42, null]) {
      const response = await add(client, { productId });
      expect([400, 404], String(productId)).toContain(response.status);
      expect(knownErrorBody(response.body) !== null, String(productId)).toBe(true);
    }
    expectError(await add(client, { quantity: 1 }), 400, 'invalid_request', 'missing id');
    expect(await cartOf(client)).toEqual(before);
  });

  test('refuses an out-of-stock product with 409 out_of_stock', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies' });
    const before = await cartOf(client);
    // Out of stock in the seeded catalogue.
    const seeded = await add(client, { productId: 'pomegranate-evening-gummies' });
    expectError(seeded, 409, 'out_of_stock', 'seeded');
    // And one that sells out.
    await api.db('products').where({ id: 'blue-dream-preroll' }).update({ in_stock: false });
    expectError(await add(client, { productId: 'blue-dream-preroll' }), 409, 'out_of_stock', 'sold out');
    expect(await cartOf(client)).toEqual(before);
  });

  test('refuses every invalid quantity with a 400 that names quantity', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies', quantity: 4 });
    const before = await cartOf(client);
    for (const quantity of [0, -1, 1.5, 'abc', '2', 1e9, 100, null, true, [1], { n: 1 }]) {
      const label = JSON.stringify(quantity);
      const response = await add(client, { productId: 'lychee-gummies', quantity });
      expectError(response, 400, 'invalid_request', label);
      expect(response.body.error.message, label).toContain('quantity');
    }
    expect(await cartOf(client)).toEqual(before);
  });

  test('refuses an unknown purchase type with a 400 that lists the allowed ones', async () => {
    const client = await api.verifiedClient();
    const response = await add(client, { productId: 'lychee-gummies', purchaseType: 'weekly' });
    expectError(response, 400, 'invalid_request');
    expect(response.body.error.message).toContain('one-time, subscription');
    expect(await cartOf(client)).toEqual([]);
  });

  test('a line holds at most 99: adding past it is 422 quantity_limit and changes nothing', async () => {
    await roomyStateLimits(api);
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies', quantity: 98 });
    const before = await cartOf(client);
    expectError(await add(client, { productId: 'lychee-gummies', quantity: 2 }), 422, 'quantity_limit');
    expect(await cartOf(client)).toEqual(before);
    // The other lines of the product are not limited by this one.
    await added(client, { productId: 'lychee-gummies', size: '2-pack', quantity: 99 });
    const cart = await added(client, { productId: 'lychee-gummies', quantity: 1 });
    expect(summary(cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 99],
      ['lychee-gummies', '2-pack', 'one-time', 99],
    ]);
  });
});

describe('PUT /api/cart/:productId', () => {
  test('sets the quantity of the product’s line', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower', quantity: 2 });
    await added(client, { productId: 'lychee-gummies' });
    const response = await client.put('/api/cart/tangie-flower', { json: { quantity: 7 } });
    expect(response.status).toBe(200);
    const cart = cartSchema.parse(response.body);
    expect(summary(cart)).toEqual([
      ['tangie-flower', '3.5g', 'one-time', 7],
      ['lychee-gummies', '6-pack', 'one-time', 1],
    ]);
    expect(cart[0]?.lineTotal).toBe('336.00');
    expect(await cartOf(client)).toEqual(cart);
    const lowered = await client.put('/api/cart/tangie-flower', { json: { quantity: 1 } });
    expect(summary(cartSchema.parse(lowered.body))[0]).toEqual(['tangie-flower', '3.5g', 'one-time', 1]);
  });

  test('refuses quantity 0, 100, "abc" or none with 400 and keeps the line', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower', quantity: 2 });
    const before = await cartOf(client);
    for (const json of [{ quantity: 0 }, { quantity: 100 }, { quantity: 'abc' }, { quantity: 2.5 }, {}]) {
      const response = await client.put('/api/cart/tangie-flower', { json });
      expectError(response, 400, 'invalid_request', JSON.stringify(json));
      expect(response.body.error.message).toContain('quantity');
    }
    expect(await cartOf(client)).toEqual(before);
  });

  test('a product not in the cart is 404 cart_line_not_found', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    const before = await cartOf(client);
    expectError(await client.put('/api/cart/lychee-gummies', { json: { quantity: 2 } }), 404, 'cart_line_not_found');
    const otherSize = await client.put('/api/cart/tangie-flower', { json: { quantity: 2, size: '7g' } });
    expectError(otherSize, 404, 'cart_line_not_found', 'other size');
    expect(await cartOf(client)).toEqual(before);
  });

  test('a product with two lines needs a size: 409 ambiguous_cart_line without, only that line changes with', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    await added(client, { productId: 'tangie-flower', size: '7g' });
    const before = await cartOf(client);
    expectError(await client.put('/api/cart/tangie-flower', { json: { quantity: 3 } }), 409, 'ambiguous_cart_line');
    expect(await cartOf(client)).toEqual(before);
    const response = await client.put('/api/cart/tangie-flower', { json: { quantity: 3, size: '7g' } });
    expect(response.status).toBe(200);
    expect(summary(cartSchema.parse(response.body))).toEqual([
      ['tangie-flower', '3.5g', 'one-time', 1],
      ['tangie-flower', '7g', 'one-time', 3],
    ]);
  });

  test('an out-of-stock line can be lowered but not raised', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower', quantity: 3 });
    await api.db('products').where({ id: 'tangie-flower' }).update({ in_stock: false });
    const raised = await client.put('/api/cart/tangie-flower', { json: { quantity: 4 } });
    expectError(raised, 409, 'out_of_stock');
    expect(summary(await cartOf(client))).toEqual([['tangie-flower', '3.5g', 'one-time', 3]]);
    const lowered = await client.put('/api/cart/tangie-flower', { json: { quantity: 2 } });
    expect(lowered.status).toBe(200);
    const cart = cartSchema.parse(lowered.body);
    expect(summary(cart)).toEqual([['tangie-flower', '3.5g', 'one-time', 2]]);
    expect(cart[0]?.product.inStock).toBe(false);
  });
});

describe('DELETE /api/cart/:productId', () => {
  test('without qualifiers removes every line of the product and no other', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    await added(client, { productId: 'lychee-gummies' });
    await keepSubscriptionLine(api.db, client, { productId: 'tangie-flower', size: '7g', quantity: 1 });
    const response = await client.delete('/api/cart/tangie-flower');
    expect(response.status).toBe(200);
    expect(summary(cartSchema.parse(response.body))).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
    expect(summary(await cartOf(client))).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
  });

  test('with size and purchase type removes only the line they name', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    await added(client, { productId: 'tangie-flower', size: '7g' });
    await keepSubscriptionLine(api.db, client, { productId: 'tangie-flower', size: '7g', quantity: 1 });
    const response = await client.delete('/api/cart/tangie-flower?size=7g&purchaseType=subscription');
    expect(response.status).toBe(200);
    expect(summary(cartSchema.parse(response.body))).toEqual([
      ['tangie-flower', '3.5g', 'one-time', 1],
      ['tangie-flower', '7g', 'one-time', 1],
    ]);
    expect(summary(await cartOf(client))).toEqual(summary(cartSchema.parse(response.body)));
  });

  test('a product or line not in the cart is 404 cart_line_not_found and changes nothing', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    const before = await cartOf(client);
    expectError(await client.delete('/api/cart/lychee-gummies'), 404, 'cart_line_not_found', 'absent product');
    const absentLine = await client.delete('/api/cart/tangie-flower?size=7g&purchaseType=one-time');
    expectError(absentLine, 404, 'cart_line_not_found', 'absent line');
    expectError(await client.delete('/api/cart/tangie-flower?purchaseType=weekly'), 400, 'invalid_request', 'type');
    expect(await cartOf(client)).toEqual(before);
  });
});

describe('Subscribe & Save, withdrawn (decision 032)', () => {
  const WITHDRAWN = 'Subscribe & Save is no longer offered. Add Tangie Flower as a one-time purchase.';

  test('adding a Subscribe & Save line is 409 discontinued, in words that say what to do, and changes nothing', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies' });
    const before = await api.snapshot();
    for (const json of [
      { productId: 'tangie-flower', purchaseType: 'subscription' },
      { productId: 'tangie-flower', size: '7g', purchaseType: 'subscription', quantity: 3 },
    ]) {
      const response = await add(client, json);
      expectError(response, 409, 'discontinued', JSON.stringify(json));
      expect(response.body.error.message).toBe(WITHDRAWN);
    }
    expect(await api.snapshot()).toEqual(before);
    const oneTime = await added(client, { productId: 'tangie-flower', purchaseType: 'one-time' });
    expect(summary(oneTime)[1]).toEqual(['tangie-flower', '3.5g', 'one-time', 1]);
  });

  test('a line kept from before costs the one-time price, says it cannot be ordered, and can be lowered or taken out but not raised', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'lychee-gummies' });
    await keepSubscriptionLine(api.db, client, { productId: 'tangie-flower', size: '3.5g', quantity: 3 });
    const [, kept] = await cartOf(client);
    expect(kept && [kept.purchaseType, kept.unitPrice, kept.lineTotal, kept.issue]).toEqual([
      'subscription',
      '48.00',
      '144.00',
      { code: 'discontinued', message: WITHDRAWN },
    ]);

    const before = await api.snapshot();
    const line = { size: '3.5g', purchaseType: 'subscription' };
    expectError(await add(client, { productId: 'tangie-flower', ...line }), 409, 'discontinued', 'POST');
    expectError(await client.put('/api/cart/tangie-flower', { json: { ...line, quantity: 4 } }), 409, 'discontinued');
    expect(await api.snapshot()).toEqual(before);

    const lowered = await client.put('/api/cart/tangie-flower', { json: { ...line, quantity: 1 } });
    expect(summary(cartSchema.parse(lowered.body))[1]).toEqual(['tangie-flower', '3.5g', 'subscription', 1]);
    const removed = await client.delete('/api/cart/tangie-flower?size=3.5g&purchaseType=subscription');
    expect(summary(cartSchema.parse(removed.body))).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
  });
});

describe('DELETE /api/cart', () => {
  test('empties the cart', async () => {
    const client = await api.verifiedClient();
    await added(client, { productId: 'tangie-flower' });
    await added(client, { productId: 'lychee-gummies', quantity: 3 });
    const response = await client.delete('/api/cart');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(await cartOf(client)).toEqual([]);
    // Emptying an empty cart is fine too.
    expect((await client.delete('/api/cart')).body).toEqual([]);
  });
});

describe('sessions', () => {
  test('two shoppers have separate carts', async () => {
    const alice = await api.verifiedClient();
    const bob = await api.verifiedClient();
    await added(alice, { productId: 'tangie-flower' });
    await added(bob, { productId: 'lychee-gummies', quantity: 2 });
    expect(summary(await cartOf(alice))).toEqual([['tangie-flower', '3.5g', 'one-time', 1]]);
    expect(summary(await cartOf(bob))).toEqual([['lychee-gummies', '6-pack', 'one-time', 2]]);
    await bob.delete('/api/cart');
    expect(summary(await cartOf(alice))).toEqual([['tangie-flower', '3.5g', 'one-time', 1]]);
  });

  test('another shopper’s session id without its signature gets a new empty cart, not theirs', async () => {
    const owner = await api.verifiedClient();
    await added(owner, { productId: 'tangie-flower', quantity: 4 });
    const ownerSession = owner.cookies.get(SESSION_COOKIE) ?? '';
    expect(ownerSession).not.toBe('');

    for (const sig of ['forged-signature', undefined]) {
      const intruder = await api.verifiedClient();
      intruder.cookies.set(SESSION_COOKIE, ownerSession);
      if (sig) intruder.cookies.set(`${SESSION_COOKIE}.sig`, sig);
      expect(await cartOf(intruder), String(sig)).toEqual([]);
      // A write starts a session of its own; the owner's cart is untouched.
      expect(summary(await added(intruder, { productId: 'lychee-gummies' }))).toEqual([
        ['lychee-gummies', '6-pack', 'one-time', 1],
      ]);
      expect(intruder.cookies.get(SESSION_COOKIE)).not.toBe(ownerSession);
      expect((await intruder.delete('/api/cart/tangie-flower')).status).toBe(404);
    }
    // A guessed id, even correctly signed by the server's secret, only ever names its own empty cart.
    const guesser = await api.verifiedClient();
    const guessed = randomUUID();
    guesser.cookies.set(SESSION_COOKIE, guessed);
    guesser.cookies.set(
      `${SESSION_COOKIE}.sig`,
      new Keygrip([SESSION_SECRET], 'sha256').sign(`${SESSION_COOKIE}=${guessed}`),
    );
    expect(await cartOf(guesser)).toEqual([]);
    expect(summary(await cartOf(owner))).toEqual([['tangie-flower', '3.5g', 'one-time', 4]]);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, for the whole site, and not Secure over http', async () => {
    const client = await api.verifiedClient();
    const response = await add(client, { productId: 'tangie-flower' });
    for (const name of [SESSION_COOKIE, `${SESSION_COOKIE}.sig`]) {
      const header = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
      expect(header, name).toBeDefined();
      const attributes = (header ?? '')
        .split(';')
        .slice(1)
        .map((part) => part.trim().toLowerCase());
      expect(attributes, name).toContain('httponly');
      expect(attributes, name).toContain('samesite=lax');
      expect(attributes, name).toContain('path=/');
      expect(attributes, name).not.toContain('secure');
    }
  });
});

describe('concurrent writes', () => {
  async function twentyParallelAdds(client: TestClient) {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(client, { productId: 'tangie-flower', size: '1g', quantity: 1 })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(summary(await cartOf(client))).toEqual([['tangie-flower', '1g', 'one-time', 20]]);
    expect(await api.rowCount('carts')).toBe(1);
  }

  test('20 parallel adds of one to an existing cart end as one line of 20', async () => {
    const client = await api.verifiedClient();
    await client.delete('/api/cart');
    expect(client.cookies.get(SESSION_COOKIE)).toBeDefined();
    await twentyParallelAdds(client);
  });

  test('20 parallel adds of one to a session without a cart yet end as one line of 20', async () => {
    const client = await api.verifiedClient();
    const session = randomUUID();
    client.cookies.set(SESSION_COOKIE, session);
    client.cookies.set(
      `${SESSION_COOKIE}.sig`,
      new Keygrip([SESSION_SECRET], 'sha256').sign(`${SESSION_COOKIE}=${session}`),
    );
    expect(await api.rowCount('carts')).toBe(0);
    await twentyParallelAdds(client);
  });
});

describe('caching', () => {
  test('cart answers, errors included, carry Cache-Control: no-store', async () => {
    const client = await api.verifiedClient();
    const responses = {
      'GET empty': await api.client().get('/api/cart'),
      POST: await add(client, { productId: 'tangie-flower' }),
      GET: await client.get('/api/cart'),
      PUT: await client.put('/api/cart/tangie-flower', { json: { quantity: 2 } }),
      'POST 400': await add(client, { productId: 'tangie-flower', quantity: 0 }),
      'PUT 404': await client.put('/api/cart/lychee-gummies', { json: { quantity: 2 } }),
      'POST 403': await add(api.client(), { productId: 'tangie-flower' }),
      'DELETE line': await client.delete('/api/cart/tangie-flower'),
      DELETE: await client.delete('/api/cart'),
    };
    for (const [label, response] of Object.entries(responses)) {
      expect(response.headers.get('cache-control'), label).toBe('no-store');
    }
  });
});
