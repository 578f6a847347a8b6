import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, orderApiPath } from '#shared/api-paths';
import { signInAnswerSchema } from '#shared/schemas/account';
import type { CartItem } from '#shared/schemas/cart';
import { type SyncResponse, syncResponseSchema } from '#shared/schemas/cart-sync';
import { doorCheckoutSchema, orderSchema } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { newCode, signInWithNewCode } from '../setup/shopper-sign-in.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * The cart that follows a shopper (decision 033): signing in brings the device's cart to the
 * account's by the cart engine's merge rule, moving the device's clients so what it still has
 * to push applies once; every signed-in device then works on that one cart, checkout included;
 * signing out leaves the account's cart behind.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const ADA = 'ada@example.com';

const set = (id: number, productId: string, size: string, quantity: number) => ({
  id,
  name: 'setLineQuantity',
  args: { productId, size, purchaseType: 'one-time', quantity },
});

/** A browser on the store past the age gate, with its own device (client) id. */
async function device() {
  const client = await new TestClient(api.baseUrl, { origin: api.baseUrl }).verifyAge();
  return { client, clientId: randomUUID() };
}

type Device = Awaited<ReturnType<typeof device>>;

async function push(on: Device, mutations: unknown[]): Promise<SyncResponse> {
  const response = await on.client.post(API_PATHS.cartSync, { json: { clientId: on.clientId, mutations } });
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body);
}

/** The cart the device's next pull answers: [product, size, quantity] per line, in order. */
async function cartSeenBy(on: Device) {
  return lines((await push(on, [])).cart);
}

const lines = (cart: CartItem[]) => cart.map((line) => [line.product.id, line.size, line.quantity]);

async function signIn(on: Device, extra: Record<string, unknown> = {}) {
  const signed = await signInWithNewCode(api.db, on.client, ADA, extra);
  return signInAnswerSchema.parse(signed.body);
}

describe("a device's cart comes to the account's when it signs in", () => {
  test("the first device's cart becomes the account's; a second device's merges in, larger quantities kept, nothing doubled", async () => {
    const phone = await device();
    await push(phone, [set(1, 'tangie-flower', '3.5g', 2), set(2, 'lychee-gummies', '6-pack', 1)]);
    const first = await signIn(phone);
    expect(first.cartMerge).toEqual({ fromAccount: [], keptLarger: [], leftOut: [] });
    expect(await cartSeenBy(phone)).toEqual([
      ['tangie-flower', '3.5g', 2],
      ['lychee-gummies', '6-pack', 1],
    ]);

    const laptop = await device();
    await push(laptop, [
      set(1, 'lychee-gummies', '6-pack', 3),
      set(2, 'tangie-flower', '3.5g', 1),
      set(3, 'og-kush-flower', '1g', 1),
    ]);
    const second = await signIn(laptop);
    expect(second.cartMerge.fromAccount).toEqual([]);
    expect(second.cartMerge.keptLarger).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/Tangie/), sizeLabel: expect.any(String), quantity: 2 }),
    ]);
    expect(second.cartMerge.leftOut).toEqual([]);

    const merged = [
      ['tangie-flower', '3.5g', 2],
      ['lychee-gummies', '6-pack', 3],
      ['og-kush-flower', '1g', 1],
    ];
    expect(await cartSeenBy(laptop)).toEqual(merged);
    expect(await cartSeenBy(phone)).toEqual(merged);
    // One cart for the account; the laptop's own is gone.
    expect(await api.rowCount('carts')).toBe(1);
  });

  test("the device's client moves with its cart: its next mutation applies once, a resent one not again", async () => {
    const phone = await device();
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    await signIn(phone);
    const laptop = await device();
    await push(laptop, [set(1, 'lychee-gummies', '6-pack', 1)]);
    await signIn(laptop);

    const next = [set(2, 'lychee-gummies', '6-pack', 2)];
    const answer = await push(laptop, next);
    expect(answer.lastMutationIds[laptop.clientId]).toBe(2);
    expect(answer.lastMutationIds[phone.clientId]).toBe(1);
    // The same push again (its answer was lost): applied once.
    expect(lines((await push(laptop, next)).cart)).toEqual([
      ['tangie-flower', '3.5g', 1],
      ['lychee-gummies', '6-pack', 2],
    ]);
    // A push that skips ahead of what the moved client applied is a gap, as before signing in.
    const gap = await laptop.client.post(API_PATHS.cartSync, {
      json: { clientId: laptop.clientId, mutations: [set(4, 'tangie-flower', '3.5g', 5)] },
    });
    expectError(gap, 409, 'mutation_gap');
  });

  test('offline changes from two signed-in devices both land in the one cart', async () => {
    const phone = await device();
    const laptop = await device();
    await signIn(phone);
    await signIn(laptop);
    // Each device queued changes while offline, numbered on its own.
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1), set(2, 'tangie-flower', '3.5g', 2)]);
    await push(laptop, [set(1, 'lychee-gummies', '6-pack', 1), set(2, 'og-kush-flower', '1g', 1)]);
    const expected = [
      ['tangie-flower', '3.5g', 2],
      ['lychee-gummies', '6-pack', 1],
      ['og-kush-flower', '1g', 1],
    ];
    expect(await cartSeenBy(phone)).toEqual(expected);
    expect(await cartSeenBy(laptop)).toEqual(expected);
  });

  test("a line the store cannot take now stays out of the account's cart, and the answer says why", async () => {
    const phone = await device();
    await signIn(phone);
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    const laptop = await device();
    await push(laptop, [set(1, 'lychee-gummies', '6-pack', 2)]);
    await api.db('products').where({ id: 'lychee-gummies' }).update({ in_stock: false });

    const signed = await signIn(laptop);
    expect(signed.cartMerge.fromAccount).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/Tangie/), quantity: 1 }),
    ]);
    expect(signed.cartMerge.leftOut).toEqual([
      expect.objectContaining({ quantity: 2, reason: expect.stringMatching(/out of stock/) }),
    ]);
    expect(await cartSeenBy(laptop)).toEqual([['tangie-flower', '3.5g', 1]]);
  });

  test('the REST cart and checkout work on the account cart; the placing device still reads its order once signed out', async () => {
    const phone = await device();
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    await signIn(phone);
    const laptop = await device();
    await signIn(laptop);
    const added = await laptop.client.post(API_PATHS.cart, {
      json: { productId: 'lychee-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 1 },
    });
    expect(added.status, added.text).toBe(200);
    expect((await phone.client.get(API_PATHS.cart)).body).toHaveLength(2);

    const prepared = await laptop.client.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard', tender: 'door' },
    });
    expect(prepared.status, prepared.text).toBe(200);
    const { checkoutId } = doorCheckoutSchema.parse(prepared.body);
    const placed = await laptop.client.post(API_PATHS.orders, { json: { checkoutId } });
    expect(placed.status, placed.text).toBe(200);
    const order = orderSchema.parse(placed.body);
    expect(order.lines.map((line) => line.productId).sort()).toEqual(['lychee-gummies', 'tangie-flower']);

    // The order took the account's cart on every device.
    expect(await cartSeenBy(phone)).toEqual([]);
    // The other device reads the order as the account's, whatever email checkout was given.
    expect((await phone.client.get(orderApiPath(order.id))).status).toBe(200);
    const orders = await phone.client.get(API_PATHS.accountOrders);
    expect(orders.body.orders.map((each: { id: string }) => each.id)).toEqual([order.id]);

    expect((await laptop.client.delete(API_PATHS.accountSession)).status).toBe(204);
    expect((await laptop.client.get(orderApiPath(order.id))).status).toBe(200);
  });
});

describe('signing out', () => {
  test("leaves the account's cart behind: the device's session starts empty, and its old client must start again", async () => {
    const phone = await device();
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    await signIn(phone);
    expect((await phone.client.delete(API_PATHS.accountSession)).status).toBe(204);

    expect((await phone.client.get(API_PATHS.cart)).body).toEqual([]);
    const stale = await phone.client.post(API_PATHS.cartSync, {
      json: { clientId: phone.clientId, mutations: [set(2, 'tangie-flower', '3.5g', 3)] },
    });
    expectError(stale, 409, 'client_conflict');

    // Signed in again, the account's cart is there, as left.
    const fresh = { client: phone.client, clientId: randomUUID() };
    const back = await signIn(fresh);
    expect(back.cartMerge.fromAccount).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(await cartSeenBy(fresh)).toEqual([['tangie-flower', '3.5g', 1]]);
  });

  test('a device signed out everywhere works on its own cart from its next push', async () => {
    const phone = await device();
    const laptop = await device();
    await signIn(phone);
    await signIn(laptop);
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    expect((await laptop.client.delete(API_PATHS.accountSessions)).status).toBe(200);

    expect(await cartSeenBy({ client: phone.client, clientId: randomUUID() })).toEqual([]);
  });
});

describe('bad input', () => {
  test('a sign-in naming a state that is not one is refused naming the field, and no cart moves', async () => {
    const phone = await device();
    await push(phone, [set(1, 'tangie-flower', '3.5g', 1)]);
    const code = await newCode(api.db, phone.client, ADA);
    const before = await api.snapshot();
    const refused = await phone.client.post(API_PATHS.accountSession, { json: { email: ADA, code, cartState: 'ZZ' } });
    expectError(refused, 400, 'invalid_request', 'cartState');
    expect(refused.body.error.details[0].path).toEqual(['cartState']);
    expect(await api.snapshot()).toEqual(before);
    expect(await cartSeenBy(phone)).toEqual([['tangie-flower', '3.5g', 1]]);
  });
});
