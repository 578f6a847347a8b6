import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { knownErrorBody } from '#shared/errors';
import type { CartItem } from '#shared/schemas/cart';
import { type SyncResponse, syncResponseSchema } from '#shared/schemas/cart-sync';
import { productListSchema } from '#shared/schemas/product';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { keepSubscriptionLine } from '../setup/kept-subscription-lines.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

const SYNC = '/api/cart/sync';
const SESSION_COOKIE = 'verdant_session';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

type PurchaseType = 'one-time' | 'subscription';

interface Mutation {
  id: number;
  name: string;
  args?: unknown;
}

/** setLineQuantity, the mutation a device sends when a line is added or its quantity changed. */
function set(
  id: number,
  productId: string,
  size: string,
  quantity: unknown,
  purchaseType: PurchaseType = 'one-time',
): Mutation {
  return { id, name: 'setLineQuantity', args: { productId, size, purchaseType, quantity } };
}

function remove(id: number, productId: string, size: string, purchaseType: PurchaseType = 'one-time'): Mutation {
  return { id, name: 'removeLine', args: { productId, size, purchaseType } };
}

function clear(id: number): Mutation {
  return { id, name: 'clearCart', args: {} };
}

function push(client: TestClient, clientId: string, mutations: unknown[]): Promise<TestResponse> {
  return client.post(SYNC, { json: { clientId, mutations } });
}

/** Pushes and expects a 200 in the protocol's shape. */
async function pushed(client: TestClient, clientId: string, mutations: unknown[]): Promise<SyncResponse> {
  const response = await push(client, clientId, mutations);
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body);
}

/** A push of nothing: the device asking for the cart as the server has it. */
function pull(client: TestClient, clientId: string = randomUUID()): Promise<SyncResponse> {
  return pushed(client, clientId, []);
}

/** One entry per line: [productId, size, purchaseType, quantity]. */
const summary = (cart: CartItem[]) =>
  cart.map((line) => [line.product.id, line.size, line.purchaseType, line.quantity] as const);

const refusalCodes = (answer: SyncResponse) => answer.refused.map((refusal) => [refusal.mutationId, refusal.code]);

/** Everything the sync protocol stores, to show a refused request stored nothing. */
async function storedRows() {
  return {
    carts: await api.rowCount('carts'),
    cartLines: await api.rowCount('cart_lines'),
    clients: await api.rowCount('cart_clients'),
    refusals: await api.rowCount('cart_refusals'),
  };
}

describe('pushing mutations', () => {
  test('a push applies its mutations in order and answers the whole cart, priced by the server', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const first = await pushed(client, device, [
      set(1, 'tangie-flower', '3.5g', 2),
      set(2, 'lychee-gummies', '6-pack', 1),
      // A price inside the args is not part of the mutation and must be ignored.
      {
        id: 3,
        name: 'setLineQuantity',
        args: {
          productId: 'tangie-flower',
          size: '7g',
          purchaseType: 'one-time',
          quantity: 2,
          price: '0.01',
          unitPrice: '0.01',
          lineTotal: '0.02',
        },
      },
      // Later mutations act on the result of earlier ones.
      set(4, 'tangie-flower', '3.5g', 3),
      remove(5, 'lychee-gummies', '6-pack'),
    ]);
    expect(summary(first.cart)).toEqual([
      ['tangie-flower', '3.5g', 'one-time', 3],
      ['tangie-flower', '7g', 'one-time', 2],
    ]);
    expect(first.cart.map((line) => [line.unitPrice, line.lineTotal, line.product.price, line.issue])).toEqual([
      ['48.00', '144.00', '48.00', null],
      ['85.00', '170.00', '48.00', null],
    ]);
    expect(first.version).toBeGreaterThan(0);
    expect(first.lastMutationIds).toEqual({ [device]: 5 });
    expect(first.refused).toEqual([]);

    const second = await pushed(client, device, [set(6, 'blue-dream-preroll', '1-preroll', 1)]);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.lastMutationIds).toEqual({ [device]: 6 });
    expect(summary(second.cart)).toEqual([...summary(first.cart), ['blue-dream-preroll', '1-preroll', 'one-time', 1]]);
    expect(await cartOf(client)).toEqual(second.cart);
  });

  test('a mutation pushed twice is applied once', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const first = await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 2)]);
    expect(summary(first.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 2]]);
    const again = await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 2)]);
    expect(again).toEqual(first);

    // Once a later mutation has changed the line, an old one arriving again must not undo it.
    const later = await pushed(client, device, [set(2, 'lychee-gummies', '6-pack', 5)]);
    expect(later.version).toBe(first.version + 1);
    const stale = await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 2)]);
    expect(stale).toEqual(later);
    expect(summary(stale.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 5]]);
  });

  test('a batch re-sent after its answer was lost changes nothing', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const batch = [
      set(1, 'tangie-flower', '3.5g', 2),
      set(2, 'lychee-gummies', '2-pack', 1),
      remove(3, 'tangie-flower', '3.5g'),
    ];
    const first = await pushed(client, device, batch);
    expect(summary(first.cart)).toEqual([['lychee-gummies', '2-pack', 'one-time', 1]]);
    const resent = await pushed(client, device, batch);
    expect(resent).toEqual(first);
    expect(await api.rowCount('cart_lines')).toBe(1);
    expect(await cartOf(client)).toEqual(first.cart);
  });

  test('a re-sent batch that also carries new mutations applies only the new ones', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const other = randomUUID();
    const batch = [set(1, 'lychee-gummies', '6-pack', 2), set(2, 'tangie-flower', '3.5g', 1)];
    await pushed(client, device, batch);
    // Another device of the same shopper changes a line the first batch set.
    const changed = await pushed(client, other, [set(1, 'lychee-gummies', '6-pack', 7)]);
    const answer = await pushed(client, device, [...batch, set(3, 'blue-dream-preroll', '1-preroll', 4)]);
    expect(summary(answer.cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 7],
      ['tangie-flower', '3.5g', 'one-time', 1],
      ['blue-dream-preroll', '1-preroll', 'one-time', 4],
    ]);
    expect(answer.version).toBe(changed.version + 1);
    expect(answer.lastMutationIds).toEqual({ [device]: 3, [other]: 1 });
  });

  test('one push that removes, changes, adds and re-adds lines leaves them as one by one would, in that order', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [
      set(1, 'tangie-flower', '3.5g', 1),
      set(2, 'lychee-gummies', '6-pack', 1),
      set(3, 'blue-dream-preroll', '1-preroll', 1),
    ]);
    const answer = await pushed(client, device, [
      remove(4, 'tangie-flower', '3.5g'),
      set(5, 'lychee-gummies', '6-pack', 4),
      set(6, 'mango-cbd-relief-gummies', '6-pack', 2),
      // Removed, then added again: a new line, at the end, as if added for the first time.
      set(7, 'tangie-flower', '3.5g', 3),
      // Added in this push, then changed and removed: never a line at all.
      set(8, 'jack-herer-vape', '1-vape', 1),
      set(9, 'jack-herer-vape', '1-vape', 2),
      remove(10, 'jack-herer-vape', '1-vape'),
      set(11, 'mango-cbd-relief-gummies', '6-pack', 5),
    ]);
    const expected = [
      ['lychee-gummies', '6-pack', 'one-time', 4],
      ['blue-dream-preroll', '1-preroll', 'one-time', 1],
      ['mango-cbd-relief-gummies', '6-pack', 'one-time', 5],
      ['tangie-flower', '3.5g', 'one-time', 3],
    ];
    expect(summary(answer.cart)).toEqual(expected);
    // The answer is the cart as stored, line ids and prices included.
    expect(await cartOf(client)).toEqual(answer.cart);

    const cleared = await pushed(client, device, [clear(12), set(13, 'lychee-gummies', '6-pack', 1)]);
    expect(summary(cleared.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
  });

  test('mutations from two devices of one session all apply, each device in its own order', async () => {
    const client = await api.verifiedClient();
    const phone = randomUUID();
    const laptop = randomUUID();
    await pushed(client, phone, [set(1, 'lychee-gummies', '6-pack', 1), set(2, 'lychee-gummies', '6-pack', 4)]);
    // The laptop numbers its mutations from 1 too; they are not the phone's 1 and 2.
    await pushed(client, laptop, [set(1, 'tangie-flower', '3.5g', 2), set(2, 'tangie-flower', '3.5g', 3)]);
    const answer = await pushed(client, phone, [set(3, 'blue-dream-preroll', '1-preroll', 1)]);
    expect(summary(answer.cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 4],
      ['tangie-flower', '3.5g', 'one-time', 3],
      ['blue-dream-preroll', '1-preroll', 'one-time', 1],
    ]);
    expect(answer.lastMutationIds).toEqual({ [phone]: 3, [laptop]: 2 });
    // A pull from either device sees the same.
    const pulled = await pull(client, laptop);
    expect(pulled).toEqual({ ...answer, refused: [] });
  });
});

describe('refused mutations', () => {
  test('a refused mutation does not stop the rest, and the refusal is reported again when re-sent', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const batch: Mutation[] = [
      set(1, 'lychee-gummies', '6-pack', 2),
      set(2, 'runtz-preroll', '1-preroll', 1),
      set(3, 'no-such-product', '3.5g', 1),
      { id: 4, name: 'addEverythingFree', args: {} },
      set(5, 'tangie-flower', '3.5g', 0),
      set(6, 'tangie-flower', '3.5g', 100),
      set(7, 'tangie-flower', '3.5g', 'abc'),
      { id: 8, name: 'setLineQuantity', args: { productId: 'tangie-flower', purchaseType: 'one-time', quantity: 1 } },
      { id: 9, name: 'setLineQuantity', args: null },
      set(10, 'tangie-flower', '3.5g', 1.5),
      set(11, 'tangie-flower', '3.5g', 3),
    ];
    const answer = await pushed(client, device, batch);
    expect(summary(answer.cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 2],
      ['tangie-flower', '3.5g', 'one-time', 3],
    ]);
    expect(answer.lastMutationIds).toEqual({ [device]: 11 });
    expect(refusalCodes(answer)).toEqual([
      [2, 'out_of_stock'],
      [3, 'product_not_found'],
      [4, 'invalid_mutation'],
      [5, 'invalid_mutation'],
      [6, 'invalid_mutation'],
      [7, 'invalid_mutation'],
      [8, 'invalid_mutation'],
      [9, 'invalid_mutation'],
      [10, 'invalid_mutation'],
    ]);
    const messages = Object.fromEntries(answer.refused.map((refusal) => [refusal.mutationId, refusal.message]));
    expect(messages[2]).toContain('out of stock');
    expect(messages[3]).toContain('no-such-product');
    expect(messages[4]).toContain('addEverythingFree');
    for (const id of [5, 6, 7, 10]) expect(messages[id], String(id)).toContain('quantity');
    expect(messages[8]).toContain('size');

    // The answer was lost: the device sends the batch again and still learns why.
    const resent = await pushed(client, device, batch);
    expect(resent).toEqual(answer);
    // Refusals belong to the pushed ids only.
    const next = await pushed(client, device, [set(12, 'tangie-flower', '3.5g', 4)]);
    expect(next.refused).toEqual([]);
    expect(summary(next.cart)[1]).toEqual(['tangie-flower', '3.5g', 'one-time', 4]);
  });

  test('a size the product does not come in is refused as size_unavailable, naming the sizes it does', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const answer = await pushed(client, device, [
      set(1, 'tangie-flower', '6-pack', 1),
      set(2, 'lychee-gummies', '3.5g', 1),
      set(3, 'lychee-gummies', '5-pack', 1),
    ]);
    expect(summary(answer.cart)).toEqual([['lychee-gummies', '5-pack', 'one-time', 1]]);
    expect(refusalCodes(answer)).toEqual([
      [1, 'size_unavailable'],
      [2, 'size_unavailable'],
    ]);
    expect(answer.refused[0]?.message).toContain('1g, 3.5g, 7g, 14g, 28g');
    expect(answer.refused[1]?.message).toContain('6-pack, 2-pack, 5-pack');
    expect(answer.lastMutationIds).toEqual({ [device]: 3 });
  });

  test('a line whose product sold out can be lowered or removed but not raised', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [set(1, 'tangie-flower', '3.5g', 3), set(2, 'lychee-gummies', '6-pack', 2)]);
    await api.db('products').where({ id: 'tangie-flower' }).update({ in_stock: false });
    await api.db('products').where({ id: 'lychee-gummies' }).update({ in_stock: false });

    const answer = await pushed(client, device, [
      set(3, 'tangie-flower', '3.5g', 4),
      set(4, 'tangie-flower', '3.5g', 2),
      set(5, 'tangie-flower', '7g', 1),
      remove(6, 'lychee-gummies', '6-pack'),
    ]);
    expect(refusalCodes(answer)).toEqual([
      [3, 'out_of_stock'],
      [5, 'out_of_stock'],
    ]);
    expect(summary(answer.cart)).toEqual([['tangie-flower', '3.5g', 'one-time', 2]]);
    expect(answer.cart[0]?.product.inStock).toBe(false);
    expect(answer.cart[0]?.issue?.code).toBe('out_of_stock');
    expect(answer.lastMutationIds).toEqual({ [device]: 6 });
  });
});

describe('refusals kept for a retried push', () => {
  test('a push sent without a session cookie and refused whole is told why, and stores no refusal', async () => {
    const verified = await api.verifiedClient();
    // Only the age cookies: each request starts a session, and an empty cart, of its own.
    const ageOnly = [...verified.cookies].filter(([name]) => name.includes('age'));
    const batch = Array.from({ length: 20 }, (_, index) => set(index + 1, 'no-such-product', '3.5g', 1));
    for (let round = 0; round < 5; round += 1) {
      const sessionless = new TestClient(api.baseUrl);
      for (const [name, value] of ageOnly) sessionless.cookies.set(name, value);
      const answer = await pushed(sessionless, randomUUID(), batch);
      expect(answer.refused).toHaveLength(20);
      expect(answer.refused[0]).toMatchObject({ mutationId: 1, code: 'product_not_found' });
    }
    expect(await api.rowCount('cart_refusals')).toBe(0);
  });

  test('a cart that holds something keeps its refusals, so the same push sent again is told why again', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
    const batch = [set(2, 'no-such-product', '3.5g', 1)];
    expect(refusalCodes(await pushed(client, device, batch))).toEqual([[2, 'product_not_found']]);
    expect(refusalCodes(await pushed(client, device, batch))).toEqual([[2, 'product_not_found']]);
    expect(await api.rowCount('cart_refusals')).toBe(1);
  });
});

describe('mutation gaps', () => {
  test('an id that skips ahead is 409 mutation_gap with the last applied id, and applies nothing', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const before = await pushed(client, device, [
      set(1, 'lychee-gummies', '6-pack', 1),
      set(2, 'tangie-flower', '3.5g', 1),
    ]);
    const gap = await push(client, device, [set(4, 'blue-dream-preroll', '1-preroll', 1)]);
    expectError(gap, 409, 'mutation_gap');
    expect(gap.body.error.details.lastMutationId).toBe(2);
    expect(await pull(client)).toEqual({ ...before, refused: [] });
    expect(await cartOf(client)).toEqual(before.cart);

    // Once the device sends what it skipped, both apply.
    const resumed = await pushed(client, device, [
      set(3, 'blue-dream-preroll', '1-preroll', 1),
      set(4, 'blue-dream-preroll', '1-preroll', 2),
    ]);
    expect(resumed.lastMutationIds).toEqual({ [device]: 4 });
    expect(summary(resumed.cart)[2]).toEqual(['blue-dream-preroll', '1-preroll', 'one-time', 2]);
  });

  test('a new device whose first id is not 1 is told to start from 1', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const gap = await push(client, device, [set(3, 'lychee-gummies', '6-pack', 1)]);
    expectError(gap, 409, 'mutation_gap');
    expect(gap.body.error.details.lastMutationId).toBe(0);
    expect(await cartOf(client)).toEqual([]);
    expect(await api.rowCount('cart_refusals')).toBe(0);
  });

  test('a batch with a gap in the middle applies and keeps what comes before it', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const gap = await push(client, device, [
      set(1, 'lychee-gummies', '6-pack', 1),
      set(2, 'lychee-gummies', '6-pack', 2),
      set(4, 'tangie-flower', '3.5g', 1),
      set(5, 'tangie-flower', '3.5g', 2),
    ]);
    expectError(gap, 409, 'mutation_gap');
    expect(gap.body.error.details.lastMutationId).toBe(2);
    const pulled = await pull(client);
    expect(summary(pulled.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 2]]);
    expect(pulled.lastMutationIds).toEqual({ [device]: 2 });
    expect(pulled.version).toBe(1);
  });

  test('a batch whose ids are out of order ([1, 2, 5, 4]) is refused whole as a bad envelope', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const response = await push(client, device, [
      set(1, 'lychee-gummies', '6-pack', 1),
      set(2, 'lychee-gummies', '6-pack', 2),
      set(5, 'tangie-flower', '3.5g', 2),
      set(4, 'tangie-flower', '3.5g', 1),
    ]);
    expectError(response, 400, 'invalid_request');
    expect(response.body.error.message).toContain('increase');
    expect(await cartOf(client)).toEqual([]);
    expect(await api.rowCount('cart_clients')).toBe(0);
  });
});

describe('client ids and sessions', () => {
  test('a client id bound to another session is 409 client_conflict and neither cart changes', async () => {
    const alice = await api.verifiedClient();
    const bob = await api.verifiedClient();
    const device = randomUUID();
    const aliceBefore = await pushed(alice, device, [set(1, 'lychee-gummies', '6-pack', 2)]);
    await pushed(bob, randomUUID(), [set(1, 'tangie-flower', '3.5g', 1)]);
    const bobBefore = await cartOf(bob);
    expect(bob.cookies.get(SESSION_COOKIE)).not.toBe(alice.cookies.get(SESSION_COOKIE));

    for (const mutations of [[set(2, 'blue-dream-preroll', '1-preroll', 9)], [set(1, 'lychee-gummies', '6-pack', 9)]]) {
      expectError(await push(bob, device, mutations), 409, 'client_conflict', JSON.stringify(mutations));
    }
    expect(await cartOf(bob)).toEqual(bobBefore);
    expect(await pull(alice)).toEqual(aliceBefore);
    // Alice's device carries on from where it was.
    const next = await pushed(alice, device, [set(2, 'lychee-gummies', '6-pack', 3)]);
    expect(next.lastMutationIds).toEqual({ [device]: 2 });
    expect(summary(next.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 3]]);
  });

  test('a pull answers only this session’s cart and its own devices', async () => {
    const alice = await api.verifiedClient();
    const bob = await api.verifiedClient();
    const aliceDevice = randomUUID();
    await pushed(alice, aliceDevice, [set(1, 'lychee-gummies', '6-pack', 2)]);
    const bobView = await pull(bob);
    expect(bobView).toEqual({ cart: [], version: 0, lastMutationIds: {}, refused: [] });
    expect(JSON.stringify(bobView)).not.toContain(aliceDevice);
  });
});

describe('the REST cart and the sync protocol share one cart', () => {
  test('a line added by REST is pulled, a line pushed is read by REST, and REST changes bump the version', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    expect((await client.post('/api/cart', { json: { productId: 'tangie-flower', quantity: 2 } })).status).toBe(200);
    const first = await pull(client, device);
    expect(summary(first.cart)).toEqual([['tangie-flower', '3.5g', 'one-time', 2]]);
    expect(first.version).toBeGreaterThan(0);

    const afterPush = await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
    expect(afterPush.version).toBe(first.version + 1);
    expect(await cartOf(client)).toEqual(afterPush.cart);

    const put = await client.put('/api/cart/lychee-gummies', { json: { quantity: 3 } });
    expect(put.status).toBe(200);
    const afterPut = await pull(client, device);
    expect(afterPut.version).toBe(afterPush.version + 1);
    expect(summary(afterPut.cart)[1]).toEqual(['lychee-gummies', '6-pack', 'one-time', 3]);

    expect((await client.delete('/api/cart/tangie-flower')).status).toBe(200);
    const afterDelete = await pull(client, device);
    expect(afterDelete.version).toBe(afterPut.version + 1);
    expect(summary(afterDelete.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 3]]);

    expect((await client.delete('/api/cart')).status).toBe(200);
    const afterClear = await pull(client, device);
    expect(afterClear.version).toBeGreaterThan(afterDelete.version);
    expect(afterClear.cart).toEqual([]);
    expect(afterClear.lastMutationIds).toEqual({ [device]: 1 });
  });

  test('a change made since a device last pushed, by REST or by another process, is in its next push', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
    // The process that answered this keeps the cart it wrote, for the device's next push.
    await pushed(client, device, [set(2, 'lychee-gummies', '6-pack', 2)]);

    expect((await client.post('/api/cart', { json: { productId: 'tangie-flower', quantity: 2 } })).status).toBe(200);
    const afterRest = await pushed(client, device, [set(3, 'lychee-gummies', '6-pack', 3)]);
    expect(summary(afterRest.cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 3],
      ['tangie-flower', '3.5g', 'one-time', 2],
    ]);
    expect(await cartOf(client)).toEqual(afterRest.cart);

    // Another process writes as every writer does: the lines, and the cart's version with them.
    const { cart_id: cartId } = await api.db('cart_clients').where({ client_id: device }).first();
    await api.db('cart_lines').where({ cart_id: cartId, product_id: 'tangie-flower' }).update({ quantity: 5 });
    await api.db('carts').where({ id: cartId }).increment('version', 1);
    const afterOther = await pushed(client, device, [remove(4, 'lychee-gummies', '6-pack')]);
    expect(summary(afterOther.cart)).toEqual([['tangie-flower', '3.5g', 'one-time', 5]]);
    expect(afterOther.version).toBe(Number((await api.db('carts').where({ id: cartId }).first()).version));
    expect(await cartOf(client)).toEqual(afterOther.cart);
  });

  test('lines whose product sold out or was discontinued stay in the cart, flagged', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [
      set(1, 'tangie-flower', '3.5g', 1),
      set(2, 'lychee-gummies', '6-pack', 2),
      set(3, 'blue-dream-preroll', '1-preroll', 1),
    ]);
    await api.db('products').where({ id: 'tangie-flower' }).update({ in_stock: false });
    await api.db('products').where({ id: 'lychee-gummies' }).update({ discontinued: true });

    const pulled = await pull(client, device);
    expect(pulled.cart.map((line) => [line.product.id, line.quantity, line.issue?.code ?? null])).toEqual([
      ['tangie-flower', 1, 'out_of_stock'],
      ['lychee-gummies', 2, 'discontinued'],
      ['blue-dream-preroll', 1, null],
    ]);
    // Still priced, so the shopper sees what the line was.
    expect(pulled.cart[1]?.lineTotal).toBe('29.98');
    expect(await cartOf(client)).toEqual(pulled.cart);

    // The discontinued product has left the catalogue...
    const products = productListSchema.parse((await api.client().get('/api/products')).body);
    expect(products.map((product) => product.id)).not.toContain('lychee-gummies');
    expect(products.map((product) => product.id)).toContain('tangie-flower');
    expectError(await api.client().get('/api/products/lychee-gummies'), 404, 'product_not_found');

    // ...so it can be lowered or removed but not raised.
    const raised = await pushed(client, device, [set(4, 'lychee-gummies', '6-pack', 3)]);
    expect(refusalCodes(raised)).toEqual([[4, 'discontinued']]);
    expect(raised.version).toBe(pulled.version);
    const lowered = await pushed(client, device, [set(5, 'lychee-gummies', '6-pack', 1)]);
    expect(lowered.refused).toEqual([]);
    expect(summary(lowered.cart)[1]).toEqual(['lychee-gummies', '6-pack', 'one-time', 1]);
    expect(lowered.cart[1]?.issue?.code).toBe('discontinued');
  });
});

describe('Subscribe & Save, withdrawn (decision 032)', () => {
  const withdrawn = (mutationId: number) => ({
    mutationId,
    code: 'discontinued',
    message: 'Subscribe & Save is no longer offered. Add Tangie Flower as a one-time purchase.',
  });

  test('a pushed Subscribe & Save line is refused, in a first push and a later one, and the cart does not change', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const first = await pushed(client, device, [
      set(1, 'tangie-flower', '3.5g', 2, 'subscription'),
      set(2, 'lychee-gummies', '6-pack', 1),
    ]);
    expect(summary(first.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
    expect(first.refused).toEqual([withdrawn(1)]);

    const lines = await api.db('cart_lines').orderBy('id');
    const later = await pushed(client, device, [set(3, 'tangie-flower', '7g', 1, 'subscription')]);
    expect(later.refused).toEqual([withdrawn(3)]);
    expect(later.lastMutationIds).toEqual({ [device]: 3 });
    expect([later.cart, later.version]).toEqual([first.cart, first.version]);
    expect(await api.db('cart_lines').orderBy('id')).toEqual(lines);
  });

  test('a line the cart kept from before can be lowered and removed by a push, not raised', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
    await keepSubscriptionLine(api.db, client, { productId: 'tangie-flower', size: '3.5g', quantity: 3 });

    const raised = await pushed(client, device, [set(2, 'tangie-flower', '3.5g', 4, 'subscription')]);
    expect(raised.refused).toEqual([withdrawn(2)]);
    expect(summary(raised.cart)[1]).toEqual(['tangie-flower', '3.5g', 'subscription', 3]);
    expect(raised.cart[1] && [raised.cart[1].unitPrice, raised.cart[1].issue]).toEqual([
      '48.00',
      { code: 'discontinued', message: withdrawn(0).message },
    ]);

    const lowered = await pushed(client, device, [set(3, 'tangie-flower', '3.5g', 1, 'subscription')]);
    expect(lowered.refused).toEqual([]);
    expect(summary(lowered.cart)[1]).toEqual(['tangie-flower', '3.5g', 'subscription', 1]);
    const removed = await pushed(client, device, [remove(4, 'tangie-flower', '3.5g', 'subscription')]);
    expect(summary(removed.cart)).toEqual([['lychee-gummies', '6-pack', 'one-time', 1]]);
  });
});

describe('concurrent pushes', () => {
  test('the same batch sent twice at once is applied once', async () => {
    const client = await api.verifiedClient();
    // One request first, so both pushes carry the same session.
    await pull(client);
    const device = randomUUID();
    const batch = [
      set(1, 'lychee-gummies', '6-pack', 2),
      set(2, 'runtz-preroll', '1-preroll', 1),
      set(3, 'tangie-flower', '7g', 1),
      remove(4, 'lychee-gummies', '6-pack'),
      set(5, 'blue-dream-preroll', '1-preroll', 3),
    ];
    const responses = await Promise.all([push(client, device, batch), push(client, device, batch)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const answers = responses.map((response) => syncResponseSchema.parse(response.body));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.version).toBe(1);
    expect(summary(answers[0]?.cart ?? [])).toEqual([
      ['tangie-flower', '7g', 'one-time', 1],
      ['blue-dream-preroll', '1-preroll', 'one-time', 3],
    ]);
    expect(refusalCodes(answers[0] as SyncResponse)).toEqual([[2, 'out_of_stock']]);
    expect(await api.rowCount('cart_refusals')).toBe(1);
    expect(await api.rowCount('carts')).toBe(1);
  });

  test('the same batch sent twice at once by a device the cart knows is applied once', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
    const batch = [
      set(2, 'lychee-gummies', '6-pack', 3),
      set(3, 'tangie-flower', '3.5g', 1),
      set(4, 'runtz-preroll', '1-preroll', 1),
      remove(5, 'tangie-flower', '3.5g'),
      set(6, 'tangie-flower', '3.5g', 2),
    ];
    for (let round = 0; round < 5; round += 1) {
      const first = 2 + round * batch.length;
      const renumbered = batch.map((mutation, index) => ({ ...mutation, id: first + index }));
      const responses = await Promise.all([push(client, device, renumbered), push(client, device, renumbered)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const answers = responses.map((response) => syncResponseSchema.parse(response.body));
      expect(answers[1]?.cart).toEqual(answers[0]?.cart);
      expect(answers.map((answer) => answer.lastMutationIds[device])).toEqual([first + 4, first + 4]);
    }
    const final = await pull(client, device);
    expect(summary(final.cart)).toEqual([
      ['lychee-gummies', '6-pack', 'one-time', 3],
      ['tangie-flower', '3.5g', 'one-time', 2],
    ]);
    // Each round changed the cart once, and each refusal (the sold-out preroll) is stored once.
    expect(final.version).toBe(1 + 5);
    expect(await api.rowCount('cart_refusals')).toBe(5);
    expect(await cartOf(client)).toEqual(final.cart);
  });

  test('devices the cart knows, pushing at once again and again, each apply every change once', async () => {
    // The quantities grow past what the strictest state allows; the limits are not the subject.
    await roomyStateLimits(api);
    const client = await api.verifiedClient();
    const phone = randomUUID();
    const laptop = randomUUID();
    await pushed(client, phone, [set(1, 'lychee-gummies', '6-pack', 1)]);
    await pushed(client, laptop, [set(1, 'blue-dream-preroll', '1-preroll', 1)]);
    const rounds = 8;
    for (let round = 1; round <= rounds; round += 1) {
      const [fromPhone, fromLaptop, fromRest] = await Promise.all([
        push(client, phone, [set(1 + round, 'lychee-gummies', '6-pack', 1 + round)]),
        push(client, laptop, [set(1 + round, 'blue-dream-preroll', '1-preroll', 1 + round)]),
        client.put('/api/cart/watermelon-gummies', { json: { quantity: round } }).then(async (response) => {
          // The first round has no watermelon line yet: the REST call adds it instead.
          if (response.status === 404) return client.post('/api/cart', { json: { productId: 'watermelon-gummies' } });
          return response;
        }),
      ]);
      expect([fromPhone.status, fromLaptop.status, fromRest.status], `round ${round}`).toEqual([200, 200, 200]);
    }
    const final = await pull(client, phone);
    expect(final.lastMutationIds).toEqual({ [phone]: 1 + rounds, [laptop]: 1 + rounds });
    expect(summary(final.cart).sort()).toEqual(
      [
        ['lychee-gummies', '6-pack', 'one-time', 1 + rounds],
        ['blue-dream-preroll', '1-preroll', 'one-time', 1 + rounds],
        ['watermelon-gummies', '6-pack', 'one-time', rounds],
      ].sort(),
    );
    // Every change bumped the version once: two first pushes, then three changes a round.
    expect(final.version).toBe(2 + 3 * rounds);
  });

  test('two devices adding at once never pass a state limit together that each keeps to alone', async () => {
    const client = await api.verifiedClient();
    const phone = randomUUID();
    const laptop = randomUUID();
    // California allows 28.5 g of flower: an ounce, or an eighth, fits; not both.
    const inCalifornia = (clientId: string, mutations: Mutation[]) =>
      client.post(SYNC, { json: { clientId, mutations, state: 'CA' } });
    await pushed(client, phone, [clear(1)]);
    await pushed(client, laptop, [clear(1)]);
    for (let round = 1; round <= 10; round += 1) {
      const [fromPhone, fromLaptop] = await Promise.all([
        inCalifornia(phone, [set(2 * round, 'wedding-cake-flower', '28g', 1)]),
        inCalifornia(laptop, [set(1 + round, 'tangie-flower', '3.5g', 1)]),
      ]);
      const answers = [fromPhone, fromLaptop].map((response) => syncResponseSchema.parse(response.body));
      const refused = answers.flatMap((answer) => answer.refused.map((refusal) => refusal.code));
      expect(refused, `round ${round}`).toEqual(['over_state_limit']);
      const cart = (await pull(client, phone)).cart;
      expect(cart, `round ${round}`).toHaveLength(1);
      await pushed(client, phone, [clear(2 * round + 1)]);
    }
  });

  test('pushes from two devices at once both apply', async () => {
    const client = await api.verifiedClient();
    await pull(client);
    const phone = randomUUID();
    const laptop = randomUUID();
    const [fromPhone, fromLaptop] = await Promise.all([
      push(client, phone, [set(1, 'lychee-gummies', '6-pack', 2), set(2, 'lychee-gummies', '6-pack', 3)]),
      push(client, laptop, [set(1, 'tangie-flower', '3.5g', 1)]),
    ]);
    expect([fromPhone?.status, fromLaptop?.status]).toEqual([200, 200]);
    const final = await pull(client);
    expect(final.version).toBe(2);
    expect(final.lastMutationIds).toEqual({ [phone]: 2, [laptop]: 1 });
    expect(summary(final.cart).sort()).toEqual(
      [
        ['lychee-gummies', '6-pack', 'one-time', 3],
        ['tangie-flower', '3.5g', 'one-time', 1],
      ].sort(),
    );
  });
});

describe('refused requests', () => {
  test('without age verification a push is 403 and nothing is stored', async () => {
    const client = api.client();
    const response = await push(client, randomUUID(), [set(1, 'lychee-gummies', '6-pack', 1)]);
    expectError(response, 403, 'age_verification_required');
    expect(response.headers.getSetCookie().filter((header) => header.startsWith(SESSION_COOKIE))).toEqual([]);
    expectError(await push(client, randomUUID(), []), 403, 'age_verification_required', 'pull');
    expect(await storedRows()).toEqual({ carts: 0, cartLines: 0, clients: 0, refusals: 0 });
  });

  test('a shopper whose age confirmation expired or was withdrawn since the cart began is refused 403, and the cart stays', async () => {
    for (const change of ['expired', 'withdrawn'] as const) {
      const client = await api.verifiedClient();
      const device = randomUUID();
      await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]);
      // A second push: the server keeps the cart it wrote, and must still hear of the change.
      const before = await pushed(client, device, [set(2, 'lychee-gummies', '6-pack', 2)]);
      const confirmation = api.db('age_verifications').where({ id: client.cookies.get('verdant_age') });
      if (change === 'expired') await confirmation.update({ expires_at: new Date(Date.now() - 1000) });
      else await confirmation.delete();
      const refused = await push(client, device, [set(3, 'lychee-gummies', '6-pack', 3)]);
      expectError(refused, 403, 'age_verification_required', change);
      expectError(await push(client, device, []), 403, 'age_verification_required', `${change}, pull`);
      // Refused for the age before its form: the envelope below is 400 to a confirmed shopper.
      const malformed = { json: { clientId: 'not-a-uuid', mutations: [] } };
      expectError(await client.post(SYNC, malformed), 403, 'age_verification_required', `${change}, malformed`);
      expectError(await (await api.verifiedClient()).post(SYNC, malformed), 400, 'invalid_request');
      expect(await cartOf(client), change).toEqual(before.cart);
      expect(await api.rowCount('cart_clients', { client_id: device }), change).toBe(1);
      const stored = await api.db('cart_clients').where({ client_id: device }).first();
      expect(Number(stored.last_mutation_id), change).toBe(2);
    }
  });

  test('a malformed envelope is 400 and nothing in it is applied', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const before = await pushed(client, device, [set(1, 'lychee-gummies', '6-pack', 2)]);
    const stored = await storedRows();
    const valid = (id: number) => set(id, 'tangie-flower', '3.5g', 1);
    const envelopes: [string, unknown][] = [
      ['missing clientId', { mutations: [valid(2)] }],
      ['empty clientId', { clientId: '', mutations: [valid(2)] }],
      ['non-uuid clientId', { clientId: 'device-1', mutations: [valid(2)] }],
      ['numeric clientId', { clientId: 42, mutations: [valid(2)] }],
      ['missing mutations', { clientId: device }],
      ['mutations not a list', { clientId: device, mutations: { 2: valid(2) } }],
      ['id 0', { clientId: device, mutations: [valid(0)] }],
      ['negative id', { clientId: device, mutations: [valid(-2)] }],
      ['fractional id', { clientId: device, mutations: [valid(2.5)] }],
      ['string id', { clientId: device, mutations: [{ ...valid(2), id: '2' }] }],
      ['missing id', { clientId: device, mutations: [{ name: 'clearCart', args: {} }] }],
      ['missing name', { clientId: device, mutations: [{ id: 2, args: {} }] }],
      ['repeated id', { clientId: device, mutations: [valid(2), valid(2)] }],
      ['decreasing ids', { clientId: device, mutations: [valid(3), valid(2)] }],
      ['201 mutations', { clientId: device, mutations: Array.from({ length: 201 }, (_, index) => clear(index + 2)) }],
    ];
    for (const [label, json] of envelopes) {
      const response = await client.post(SYNC, { json });
      expectError(response, 400, 'invalid_request', label);
    }
    const arrayBody = JSON.stringify([{ clientId: device, mutations: [valid(2)] }]);
    for (const body of [
      '{"clientId":',
      'not json',
      `{"clientId":"${device}","mutations":[}`,
      arrayBody,
      'null',
      '"x"',
    ]) {
      const response = await client.post(SYNC, { body, headers: { 'content-type': 'application/json' } });
      expect(response.status, body).toBe(400);
      expect(['invalid_json', 'invalid_request'], body).toContain(knownErrorBody(response.body)?.error.code);
    }
    expect(await storedRows()).toEqual(stored);
    expect(await pull(client)).toEqual(before);
    // The largest push the protocol allows, 200 line changes, fits the body limit: in the longest
    // purchase type a device may still send, each refused since Subscribe & Save was withdrawn.
    const full = await pushed(
      client,
      device,
      Array.from({ length: 200 }, (_, index) =>
        set(index + 2, 'bubblegum-gelato-vape', '3-pack', (index % 99) + 1, 'subscription'),
      ),
    );
    expect(full.lastMutationIds).toEqual({ [device]: 201 });
  });

  test('a push over 64 KB is 413 and nothing is stored', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const response = await push(client, device, [
      { ...set(1, 'lychee-gummies', '6-pack', 1), note: 'x'.repeat(65 * 1024) },
    ]);
    expectError(response, 413, 'payload_too_large');
    expect(await storedRows()).toEqual({ carts: 0, cartLines: 0, clients: 0, refusals: 0 });
  });
});

describe('absolute mutations', () => {
  test('removing an absent line and clearing an empty cart are accepted and change nothing', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const empty = await pushed(client, device, [clear(1), remove(2, 'tangie-flower', '3.5g')]);
    expect(empty).toEqual({ cart: [], version: 0, lastMutationIds: { [device]: 2 }, refused: [] });

    const filled = await pushed(client, device, [set(3, 'lychee-gummies', '6-pack', 1)]);
    expect(filled.version).toBe(1);
    // Another size or purchase type of a product in the cart is another line, absent too.
    const absent = await pushed(client, device, [
      remove(4, 'tangie-flower', '3.5g'),
      remove(5, 'lychee-gummies', '2-pack'),
      remove(6, 'lychee-gummies', '6-pack', 'subscription'),
    ]);
    expect(absent).toEqual({ ...filled, lastMutationIds: { [device]: 6 } });

    const removed = await pushed(client, device, [remove(7, 'lychee-gummies', '6-pack'), clear(8)]);
    expect(removed.version).toBe(2);
    expect(removed.cart).toEqual([]);
    const cleared = await pushed(client, device, [clear(9)]);
    expect(cleared).toEqual({ ...removed, lastMutationIds: { [device]: 9 } });
  });
});

describe('caching', () => {
  test('sync answers, errors included, carry Cache-Control: no-store', async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const responses = {
      push: await push(client, device, [set(1, 'lychee-gummies', '6-pack', 1)]),
      pull: await push(client, device, []),
      gap: await push(client, device, [set(5, 'lychee-gummies', '6-pack', 1)]),
      conflict: await push(await api.verifiedClient(), device, [set(2, 'lychee-gummies', '6-pack', 1)]),
      'bad envelope': await push(client, 'nope', []),
      'not verified': await push(api.client(), randomUUID(), []),
      'too large': await push(client, device, [{ id: 2, name: 'clearCart', args: { pad: 'x'.repeat(65 * 1024) } }]),
    };
    expect(Object.values(responses).map((response) => response.status)).toEqual([200, 200, 409, 409, 400, 403, 413]);
    for (const [label, response] of Object.entries(responses)) {
      expect(response.headers.get('cache-control'), label).toBe('no-store');
    }
  });
});
