import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import type { PurchaseLimit } from '#shared/compliance/state-rule';
import { type SyncResponse, syncResponseSchema } from '#shared/schemas/cart-sync';
import { cardPaymentIntentSchema } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyLimits } from '../setup/limits.ts';
import { placePaidOrder, startAppWith } from '../setup/paid-orders.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * The states' purchase limits and ship-to rules, enforced by the server: every cart change (the
 * REST calls and the sync protocol) keeps to the chosen state's limits, or the strictest offered
 * state's while none is chosen, and to the largest order total; a payment intent is never made
 * for an order its ship-to state does not take, counting the shopper's earlier orders that day.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const VAPE = { productId: 'purple-punch-vape', size: '1-vape' };
const VAPE_NAME = 'Purple Punch Vape (1 Vape (2g))';
const QUARTER = { productId: 'tangie-flower', size: '7g' };
const GRAM = { productId: 'og-kush-flower', size: '1g' };
const GUMMIES = { productId: 'lychee-gummies', size: '6-pack' };
const STRICTEST = 'Until you choose your state, the cart keeps to the strictest state we deliver to.';

type Line = { productId: string; size: string; quantity?: number };

function add(client: TestClient, line: Line, state?: unknown) {
  return client.post(API_PATHS.cart, { json: { ...line, ...(state === undefined ? {} : { state }) } });
}

async function added(client: TestClient, line: Line, state?: unknown) {
  const response = await add(client, line, state);
  expect(response.status, response.text).toBe(200);
}

/** A verified shopper whose cart holds these lines, each added with the chosen state. */
async function shopperWith(lines: Line[], state: string | null = 'CA'): Promise<TestClient> {
  const client = await api.verifiedClient();
  for (const line of lines) await added(client, line, state);
  return client;
}

const setLine = (id: number, line: Line, quantity: number) => ({
  id,
  name: 'setLineQuantity',
  args: { purchaseType: 'one-time', ...line, quantity },
});

async function push(client: TestClient, mutations: unknown[], state?: unknown): Promise<SyncResponse> {
  const response = await client.post(API_PATHS.cartSync, {
    json: { clientId: randomUUID(), mutations, ...(state === undefined ? {} : { state }) },
  });
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body);
}

const summary = (cart: { product: { id: string }; size: string; quantity: number }[]) =>
  cart.map((line) => [line.product.id, line.size, line.quantity]);

function requestIntent(client: TestClient, delivery: Record<string, string> = DELIVERY, deliveryOption = 'standard') {
  return client.post(API_PATHS.createPaymentIntent, { json: { delivery, deliveryOption } });
}

/** Sets a state's rule in the table, as the owner's edit does, and lets every process hear of it. */
async function changeRule(code: string, change: (limits: PurchaseLimit[]) => Record<string, unknown>) {
  const { limits } = await api.db('state_rules').where('code', code).first('limits');
  const update = change(limits);
  if (update.limits) update.limits = JSON.stringify(update.limits);
  await api.db('state_rules').where('code', code).update(update);
  await api.catalogue.refresh();
}

const withAmount = (label: string, amount: number) => (limits: PurchaseLimit[]) => ({
  limits: limits.map((limit) => (limit.label === label ? { ...limit, amount } : limit)),
});

describe('the REST cart keeps to the chosen state', () => {
  test('an addition over California’s concentrate limit is 422 over_state_limit naming the limit, and nothing changes', async () => {
    const client = await shopperWith([{ ...VAPE, quantity: 4 }]);
    const before = await api.snapshot();
    const response = await add(client, VAPE, 'CA');
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe('California allows 8 g of concentrate a day; this cart would hold 10 g.');
    expect(response.body.error.details).toEqual({ lines: [VAPE_NAME] });
    expect(await api.snapshot()).toEqual(before);
  });

  test('setting a quantity over the limit is refused the same way; every line of the cart counts', async () => {
    const client = await shopperWith([
      { ...VAPE, quantity: 2 },
      { productId: 'bubblegum-gelato-vape', size: '1-vape', quantity: 2 },
    ]);
    const before = await api.snapshot();
    const response = await client.put(`${API_PATHS.cart}/${VAPE.productId}`, {
      json: { size: VAPE.size, quantity: 3, state: 'CA' },
    });
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe('California allows 8 g of concentrate a day; this cart would hold 10 g.');
    expect(await api.snapshot()).toEqual(before);
  });

  test('lowering a line is never refused, even in a cart over a limit lowered since', async () => {
    const client = await shopperWith([{ ...VAPE, quantity: 3 }]);
    await changeRule('CA', withAmount('Concentrate', 2));
    const response = await client.put(`${API_PATHS.cart}/${VAPE.productId}`, {
      json: { size: VAPE.size, quantity: 2, state: 'CA' },
    });
    expect(response.status, response.text).toBe(200);
    expect(summary(await cartOf(client))).toEqual([[VAPE.productId, VAPE.size, 2]]);
  });

  test("with no state chosen the strictest offered state's limits apply, and the message says so", async () => {
    const client = await shopperWith([{ ...GUMMIES, quantity: 16 }], null);
    const response = await add(client, GUMMIES);
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe(
      `Massachusetts allows 28.35 g of flower or its equivalent (5 g of concentrate or 500 mg of THC in edibles for each ounce) a day; this cart would hold 28.917 g. ${STRICTEST}`,
    );
    // California takes far more THC in edibles than that.
    await added(client, GUMMIES, 'CA');
  });

  test('a chosen state the store does not deliver to is 422 not_shipped_to_state with its reason', async () => {
    const client = await api.verifiedClient();
    const response = await add(client, QUARTER, 'tx');
    expectError(response, 422, 'not_shipped_to_state');
    expect(response.body.error.message).toMatch(
      /^Verdant does not deliver to Texas\. It has no adult-use cannabis market/,
    );
    const arizona = await add(client, GUMMIES, 'AZ');
    expectError(arizona, 422, 'not_shipped_to_state');
    expect(arizona.body.error.message).toBe('Verdant does not deliver gummies to Arizona: Lychee Gummies (6-Pack).');
    expect(await cartOf(client)).toEqual([]);
  });

  test('a state that is no US state is 400 invalid_request and stores nothing', async () => {
    const client = await api.verifiedClient();
    for (const state of ['ZZ', 'California', 7]) {
      expectError(await add(client, QUARTER, state), 400, 'invalid_request', String(state));
    }
    expect(await api.rowCount('cart_lines')).toBe(0);
  });
});

describe('the cart sync keeps to the chosen state', () => {
  test('an over-limit mutation is refused with its reason while the others of the push apply', async () => {
    const client = await api.verifiedClient();
    const answer = await push(client, [setLine(1, VAPE, 4), setLine(2, VAPE, 5), setLine(3, QUARTER, 1)], 'CA');
    expect(answer.refused).toEqual([
      {
        mutationId: 2,
        code: 'over_state_limit',
        message: 'California allows 8 g of concentrate a day; this cart would hold 10 g.',
      },
    ]);
    expect(summary(answer.cart)).toEqual([
      [VAPE.productId, VAPE.size, 4],
      [QUARTER.productId, QUARTER.size, 1],
    ]);
    expect(Object.values(answer.lastMutationIds)).toEqual([3]);
    expect(await api.rowCount('cart_lines')).toBe(2);
    expect(await api.rowCount('cart_refusals')).toBe(1);
  });

  test('a push that holds only an over-limit mutation stores nothing but its refusal', async () => {
    const client = await shopperWith([{ ...QUARTER, quantity: 4 }]);
    const lines = await api.db('cart_lines').select('product_id', 'size', 'quantity', 'updated_at');
    const answer = await push(client, [setLine(1, GRAM, 1)], 'CA');
    expect(answer.refused.map((refusal) => refusal.code)).toEqual(['over_state_limit']);
    expect(answer.refused[0]?.message).toBe(
      'California allows 28.5 g of flower and prerolls a day; this cart would hold 29 g.',
    );
    expect(await api.db('cart_lines').select('product_id', 'size', 'quantity', 'updated_at')).toEqual(lines);
  });

  test("with no state chosen the strictest offered state's limits apply", async () => {
    const client = await api.verifiedClient();
    const answer = await push(client, [setLine(1, GUMMIES, 17), setLine(2, GUMMIES, 16)]);
    expect(answer.refused.map((refusal) => [refusal.mutationId, refusal.code])).toEqual([[1, 'over_state_limit']]);
    expect(answer.refused[0]?.message).toContain(STRICTEST);
    expect(summary(answer.cart)).toEqual([[GUMMIES.productId, GUMMIES.size, 16]]);
  });

  test('a chosen state not delivered to refuses additions but not removals; a bad state is 400', async () => {
    const client = await shopperWith([{ ...QUARTER, quantity: 2 }]);
    const answer = await push(client, [setLine(1, GRAM, 1), setLine(2, QUARTER, 1)], 'NY');
    expect(answer.refused.map((refusal) => [refusal.mutationId, refusal.code])).toEqual([[1, 'not_shipped_to_state']]);
    expect(summary(answer.cart)).toEqual([[QUARTER.productId, QUARTER.size, 1]]);
    const bad = await client.post(API_PATHS.cartSync, {
      json: { clientId: randomUUID(), mutations: [setLine(1, GRAM, 1)], state: 'New York' },
    });
    expectError(bad, 400, 'invalid_request');
  });
});

describe('the payment intent keeps to the ship-to state', () => {
  test('a state the store does not deliver to is 422 not_shipped_to_state, and no checkout or intent is made', async () => {
    const client = await shopperWith([QUARTER]);
    for (const state of ['TX', 'NY', 'ID']) {
      const response = await requestIntent(client, { ...DELIVERY, state });
      expectError(response, 422, 'not_shipped_to_state', state);
      expect(response.body.error.details).toEqual({ lines: ['Tangie Flower (7g (Quarter))'] });
    }
    expect(await api.rowCount('checkouts')).toBe(0);
    expect(await api.rowCount('test_payment_intents')).toBe(0);
  });

  test('gummies to Arizona are 422 not_shipped_to_state naming the line', async () => {
    const client = await shopperWith([QUARTER, GUMMIES]);
    const response = await requestIntent(client, { ...DELIVERY, state: 'AZ', city: 'Phoenix', zip: '85004' });
    expectError(response, 422, 'not_shipped_to_state');
    expect(response.body.error.message).toBe('Verdant does not deliver gummies to Arizona: Lychee Gummies (6-Pack).');
    expect(response.body.error.details).toEqual({ lines: ['Lychee Gummies (6-Pack)'] });
    expect(await api.rowCount('checkouts')).toBe(0);
  });

  test("an order over the ship-to state's limit is 422 over_state_limit, though the cart kept to the chosen state", async () => {
    const client = await shopperWith([{ ...VAPE, quantity: 4 }]);
    const response = await requestIntent(client, { ...DELIVERY, state: 'AZ', city: 'Phoenix', zip: '85004' });
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe(
      `Arizona allows 5 g of concentrate per order; this order would hold 8 g (${VAPE_NAME}).`,
    );
    expect(response.body.error.details).toEqual({ lines: [VAPE_NAME] });
    expect(await api.rowCount('test_payment_intents')).toBe(0);
    // California, the state the cart was filled for, takes it.
    expect((await requestIntent(client)).status).toBe(200);
  });

  test('an open checkout is not moved to an order its new ship-to state refuses', async () => {
    const client = await shopperWith([{ ...VAPE, quantity: 3 }]);
    const first = cardPaymentIntentSchema.parse((await requestIntent(client)).body);
    const before = await api.db('checkouts').first('amount_cents', 'delivery', 'lines');
    expectError(await requestIntent(client, { ...DELIVERY, state: 'AZ' }), 422, 'over_state_limit');
    expect(await api.db('checkouts').first('amount_cents', 'delivery', 'lines')).toEqual(before);
    const intent = await api.db('test_payment_intents').where('id', first.paymentIntentId).first('amount_cents');
    expect(Number(intent.amount_cents)).toBe(before.amount_cents);
  });

  test('each order line keeps what it held, so a later count uses what was sold', async () => {
    const { order } = await placePaidOrder(api.baseUrl, [
      { ...QUARTER, quantity: 2 },
      { ...GUMMIES, quantity: 1 },
    ]);
    expect(order.lines.map((line) => line.content)).toEqual([
      { measure: 'flowerGrams', amount: 7 },
      { measure: 'edibleThcMg', amount: 30 },
    ]);
  });
});

describe("per-day limits count the shopper's earlier orders that day", () => {
  /** Three quarters (21 g) paid for today at DELIVERY's address. */
  const paidEarlier = () => placePaidOrder(api.baseUrl, [{ ...QUARTER, quantity: 3 }]);
  const eightMoreGrams = () => shopperWith([QUARTER, GRAM]);
  const sameAddressRetyped = {
    ...DELIVERY,
    fullName: 'A. Lovelace',
    email: 'someone-else@example.com',
    street: '2150  folsom STREET ',
    city: 'san francisco',
  };

  test('a paid order to the same address and date of birth counts: 21 g earlier and 8 g now pass 28.5 g', async () => {
    await paidEarlier();
    const client = await eightMoreGrams();
    const response = await requestIntent(client, sameAddressRetyped);
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe(
      'California allows 28.5 g of flower and prerolls a day; this order and your earlier orders today would hold 29 g (Tangie Flower (7g (Quarter)), OG Kush Flower (1g)).',
    );
    expect(await api.rowCount('checkouts', { status: 'open' })).toBe(0);
  });

  test('an order by someone with another date of birth, or to another address, does not count', async () => {
    await paidEarlier();
    expect((await requestIntent(await eightMoreGrams(), { ...DELIVERY, dateOfBirth: '1985-02-03' })).status).toBe(200);
    expect((await requestIntent(await eightMoreGrams(), { ...DELIVERY, street: '2200 Mission Street' })).status).toBe(
      200,
    );
  });

  test('a cancelled earlier order does not count; an older order without kept contents counts by its sizes', async () => {
    const { order } = await paidEarlier();
    await api.db('orders').where('id', order.id).update({ status: 'cancelled' });
    expect((await requestIntent(await eightMoreGrams())).status).toBe(200);

    await api
      .db('orders')
      .where('id', order.id)
      .update({
        status: 'paid',
        lines: JSON.stringify(order.lines.map(({ content: _content, ...line }) => line)),
      });
    expectError(await requestIntent(await eightMoreGrams()), 422, 'over_state_limit');
  });

  test("Arizona's per-order limit does not count earlier orders", async () => {
    const arizona = { ...DELIVERY, state: 'AZ', city: 'Phoenix', zip: '85004' };
    await placePaidOrder(api.baseUrl, [{ ...QUARTER, quantity: 4 }], arizona);
    const client = await shopperWith([{ ...QUARTER, quantity: 4 }], 'AZ');
    expect((await requestIntent(client, arizona)).status).toBe(200);
  });
});

describe('the largest order total', () => {
  test('a cart change over it is refused in the cart and the sync, and a payment over it is not prepared', async () => {
    const capped = await startAppWith(api, { limits: { ...roomyLimits(), maxOrderTotalCents: 20_000 } });
    try {
      const client = await new TestClient(capped.baseUrl).verifyAge();
      // Three eighths at $48.00: $144.00, which its taxes take to $179.89 (the cap counts them too).
      await added(client, { productId: 'tangie-flower', size: '3.5g', quantity: 3 }, 'CA');
      const before = await api.snapshot();
      const response = await add(client, { productId: 'tangie-flower', size: '3.5g', quantity: 2 }, 'CA');
      expectError(response, 422, 'order_total_limit');
      expect(response.body.error.message).toBe('An order can total at most $200.00; this cart would total $240.00.');
      expect(await api.snapshot()).toEqual(before);

      const answer = await push(client, [setLine(1, { productId: 'tangie-flower', size: '3.5g' }, 5)], 'CA');
      expect(answer.refused).toEqual([
        {
          mutationId: 1,
          code: 'order_total_limit',
          message: 'An order can total at most $200.00; this cart would total $240.00.',
        },
      ]);
      // Express delivery takes the order to $163.99; excise 24.60, sales tax 13.67 and district tax 2.59: $204.85.
      expectError(await requestIntent(client, DELIVERY, 'express'), 422, 'order_total_limit');
      expect(await api.rowCount('checkouts')).toBe(0);
      expect((await requestIntent(client, DELIVERY, 'standard')).status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});

describe('a rule changed in the table', () => {
  test('applies to the very next cart change and payment intent', async () => {
    const client = await shopperWith([{ ...VAPE, quantity: 3 }]);
    await changeRule('CA', withAmount('Concentrate', 4));
    const response = await add(client, { ...VAPE, size: '1-vape' }, 'CA');
    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe('California allows 4 g of concentrate a day; this cart would hold 8 g.');
    const payment = await requestIntent(client);
    expectError(payment, 422, 'over_state_limit');
    expect(payment.body.error.message).toMatch(
      /^California allows 4 g of concentrate a day; this order would hold 6 g/,
    );

    await changeRule('CA', () => ({ offered: false }));
    expectError(await requestIntent(client), 422, 'not_shipped_to_state');
    expectError(await add(client, QUARTER, 'CA'), 422, 'not_shipped_to_state');
  });
});
