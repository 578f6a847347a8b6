import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminOrderCancelApiPath, adminOrderStatusApiPath } from '#shared/api-paths';
import { readErrorBody } from '#shared/errors';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import { type CardPaymentIntent, cardPaymentIntentSchema, type Order, orderSchema } from '#shared/schemas/checkout';
import { createApp } from '../../sync-api/app.ts';
import { refundIdempotencyKey } from '../../sync-api/orders/card-refunds.ts';
import { createStripeProvider } from '../../sync-api/payments/stripe-provider.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from '../setup/api-harness.ts';
import { sameCookiesOn } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * Checkout with Stripe as the provider, Stripe being a fake HTTP server on 127.0.0.1 that keeps
 * its payment intents in a Map. The harness supplies the database; the app under test is built
 * here with the Stripe provider (the harness's own app uses the test gateway).
 */

const SECRET_KEY = 'sk_test_verdant_fake';
const WEBHOOK_SECRET = 'whsec_verdant_fake';
const WEBHOOK_PATH = '/api/webhooks/stripe';
interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'usd';
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  livemode: false;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  payment_intent: string;
  status: 'succeeded';
}

/**
 * Stripe's PaymentIntents API, as far as checkout uses it (create, update, retrieve), and its
 * Refunds API as far as cancelling uses it (create, once per idempotency key).
 */
class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly byIdempotencyKey = new Map<string, string>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly calls: string[] = [];
  /** While set, every call fails as Stripe does when it has trouble of its own. */
  down = false;
  private counter = 0;

  reset() {
    this.down = false;
    this.intents.clear();
    this.byIdempotencyKey.clear();
    this.refunds.clear();
    this.calls.length = 0;
  }

  /** The one intent the fake holds (tests make one checkout at a time). */
  only(): FakeIntent {
    expect(this.intents.size).toBe(1);
    const [intent] = this.intents.values();
    if (!intent) throw new Error('No intent');
    return intent;
  }

  answer(method: string, path: string, headers: Record<string, unknown>, form: URLSearchParams) {
    this.calls.push(`${method} ${path}`);
    if (this.down) return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
    const metadata = Object.fromEntries(
      [...form].flatMap(([key, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(key);
        return match?.[1] ? [[match[1], value]] : [];
      }),
    );
    if (method === 'POST' && path === '/v1/refunds') return this.refund(String(headers['idempotency-key'] ?? ''), form);
    const id = /^\/v1\/payment_intents\/([^/?]+)/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/payment_intents') {
      const key = String(headers['idempotency-key'] ?? '');
      const known = this.byIdempotencyKey.get(key);
      if (known) return { status: 200, body: this.intents.get(known) };
      this.counter += 1;
      const newId = `pi_fake_${this.counter}`;
      const intent: FakeIntent = {
        id: newId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: 'usd',
        client_secret: `${newId}_secret_fake`,
        status: 'requires_payment_method',
        metadata,
        last_payment_error: null,
        livemode: false,
      };
      this.intents.set(newId, intent);
      if (key) this.byIdempotencyKey.set(key, newId);
      return { status: 200, body: intent };
    }
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent) {
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
      };
    }
    if (method === 'POST') {
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'No' } },
        };
      }
      if (form.has('amount')) intent.amount = Number(form.get('amount'));
      Object.assign(intent.metadata, metadata);
    }
    return { status: 200, body: intent };
  }

  /** All refunded on an intent so far. */
  refundedOn(paymentIntentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  private refund(key: string, form: URLSearchParams) {
    const known = this.refunds.get(key);
    if (known) return { status: 200, body: known };
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    const left = intent ? intent.amount - this.refundedOn(intent.id) : 0;
    const amount = Number(form.get('amount') ?? left);
    if (intent?.status !== 'succeeded' || amount > left) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'No refund.' } },
      };
    }
    const refund: FakeRefund = {
      id: `re_fake_${this.refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: intent.id,
      status: 'succeeded',
    };
    this.refunds.set(key, refund);
    return { status: 200, body: refund };
  }
}

const stripe = new FakeStripe();
let stripeServer: Server;
let appServer: Server;
let baseUrl: string;
let api: ApiHarness;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

beforeAll(async () => {
  api = await startApi();
  stripeServer = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const { status, body: json } = stripe.answer(
        req.method ?? '',
        req.url ?? '',
        req.headers,
        new URLSearchParams(body),
      );
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  const stripePort = await listen(stripeServer);
  const app = createApp({
    config: {
      sessionSecret: SESSION_SECRET,
      trustProxy: false,
      pwaDist: mkdtempSync(join(tmpdir(), 'verdant-dist-')),
      nodeEnv: 'test',
    },
    db: api.db,
    catalogue: api.catalogue,
    logger: api.logger,
    paymentProvider: createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: stripePort,
      protocol: 'http',
    }),
  });
  appServer = createServer(app.callback());
  baseUrl = `http://127.0.0.1:${await listen(appServer)}`;
});
beforeEach(async () => {
  await api.reset();
  stripe.reset();
});
afterAll(async () => {
  await close(appServer);
  await close(stripeServer);
  await api.close();
});

/** A verified shopper with a cart and a Stripe payment intent for it. */
async function checkout(): Promise<{ client: TestClient; intent: CardPaymentIntent }> {
  const client = await new TestClient(baseUrl).verifyAge();
  for (const json of [
    { productId: 'lychee-gummies', quantity: 2 },
    { productId: 'tangie-flower', size: '7g', purchaseType: 'subscription' },
  ]) {
    expect((await client.post('/api/cart', { json })).status).toBe(200);
  }
  const response = await client.post('/api/create-payment-intent', {
    json: { delivery: DELIVERY, deliveryOption: 'express', amount: 1 },
  });
  expect(response.status, response.text).toBe(200);
  const intent = cardPaymentIntentSchema.parse(response.body);
  // 2 × 14.99 + 72.25, plus 19.99 for Express.
  expect(intent.breakdown).toEqual({ subtotal: '114.98', savings: '12.75', delivery: '19.99', total: '122.22' });
  return { client, intent };
}

/** Stripe's view of the payment moves on, as it does when the shopper's card goes through. */
function stripeSays(id: string, changes: Partial<FakeIntent>): FakeIntent {
  const intent = stripe.intents.get(id);
  if (!intent) throw new Error(`The fake has no intent ${id}`);
  Object.assign(intent, changes);
  return intent;
}

let eventCounter = 0;
function signedEvent(type: string, object: unknown, id = `evt_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  return { id, payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

function deliver(event: { payload: string; header?: string }) {
  return new TestClient(baseUrl).post(WEBHOOK_PATH, {
    body: event.payload,
    headers: {
      'content-type': 'application/json',
      ...(event.header === undefined ? {} : { 'stripe-signature': event.header }),
    },
  });
}

async function delivered(event: { payload: string; header?: string }) {
  const response = await deliver(event);
  expect(response.status, response.text).toBe(200);
  expect(response.body).toEqual({ received: true });
}

async function ordersOf(paymentIntentId: string) {
  return api.db('orders').where({ payment_intent_id: paymentIntentId }).select('id', 'number');
}

async function placed(client: TestClient, paymentIntentId: string): Promise<Order> {
  const response = await client.post('/api/orders', { json: { paymentIntentId } });
  expect(response.status, response.text).toBe(200);
  return orderSchema.parse(response.body);
}

describe('payment intents through Stripe', () => {
  test('the intent is created at Stripe for the server’s total, and a changed cart updates that intent', async () => {
    const { client, intent } = await checkout();
    expect(intent.provider).toBe('stripe');
    const stored = stripe.only();
    expect(intent.paymentIntentId).toBe(stored.id);
    expect(intent.clientSecret).toBe(stored.client_secret);
    expect(stored.amount).toBe(12222);
    expect(stored.metadata.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    // The test gateway's card step is not there when Stripe takes the cards.
    const testGateway = await client.post(`/api/test-gateway/payment-intents/${stored.id}/confirm`, {
      json: { clientSecret: stored.client_secret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(testGateway.status).toBe(404);

    await client.put('/api/cart/lychee-gummies', { json: { quantity: 1 } });
    const again = await client.post('/api/create-payment-intent', {
      json: { delivery: DELIVERY, deliveryOption: 'express' },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.paymentIntentId).toBe(stored.id);
    expect(again.body.breakdown.total).toBe('107.23');
    expect(stripe.only().amount).toBe(10723);
    expect(stripe.calls.filter((call) => call === `POST /v1/payment_intents/${stored.id}`)).toHaveLength(1);
  });
});

describe('when Stripe cannot answer', () => {
  test('creating the intent is 503 provider_unavailable, nothing is stored, and it works once Stripe is back', async () => {
    const client = await new TestClient(baseUrl).verifyAge();
    await client.post('/api/cart', { json: { productId: 'lychee-gummies' } });
    stripe.down = true;
    const request = { json: { delivery: DELIVERY, deliveryOption: 'standard' } };
    const response = await client.post('/api/create-payment-intent', request);
    expectError(response, 503, 'provider_unavailable');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).not.toContain('Something went wrong.');
    expect(await api.rowCount('checkouts')).toBe(0);

    stripe.down = false;
    const retried = await client.post('/api/create-payment-intent', request);
    expect(retried.status, retried.text).toBe(200);
    expect(stripe.only().amount).toBe(2498);
  });

  test('a webhook that cannot check the intent with Stripe fails, so Stripe retries it and it then counts', async () => {
    const { client, intent } = await checkout();
    const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded' });
    const event = signedEvent('payment_intent.succeeded', paid);
    stripe.down = true;
    expectError(await deliver(event), 503, 'provider_unavailable');
    expect(await api.rowCount('orders')).toBe(0);
    expect(await api.rowCount('payment_events')).toBe(0);

    stripe.down = false;
    await delivered(event);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
    expect((await client.get('/api/cart')).body).toEqual([]);
  });
});

describe('POST /api/webhooks/stripe: signatures', () => {
  test('a bad, foreign, stale or missing signature is 400 invalid_signature and changes nothing', async () => {
    const { intent } = await checkout();
    stripeSays(intent.paymentIntentId, { status: 'succeeded' });
    const event = signedEvent('payment_intent.succeeded', stripe.only());
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const attempts = {
      'made-up signature': { payload: event.payload, header: 't=1,v1=deadbeef' },
      'another secret': { payload: event.payload, header: foreign },
      stale: { payload: event.payload, header: stale },
      'tampered body': { payload: event.payload.replace('"created"', '"created_"'), header: event.header },
      'no signature': { payload: event.payload },
      'empty signature': { payload: event.payload, header: '' },
    };
    for (const [label, attempt] of Object.entries(attempts)) {
      expectError(await deliver(attempt), 400, 'invalid_signature', label);
    }
    expect(await api.rowCount('orders')).toBe(0);
    expect(await api.rowCount('payment_events')).toBe(0);
    // The genuine one is accepted.
    await delivered(event);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe: payment_intent.succeeded', () => {
  test('records the order without the browser ever calling /api/orders, and empties the cart', async () => {
    const { client, intent } = await checkout();
    const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded' });
    await delivered(signedEvent('payment_intent.succeeded', paid));

    const rows = await ordersOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect((await client.get('/api/cart')).body).toEqual([]);
    const order = await placed(client, intent.paymentIntentId);
    expect(order.id).toBe(rows[0]?.id);
    expect(order.number).toBe(rows[0]?.number);
    expect(order.breakdown).toEqual(intent.breakdown);
    expect(order.lines.map((line) => [line.productId, line.purchaseType, line.quantity])).toEqual([
      ['lychee-gummies', 'one-time', 2],
      ['tangie-flower', 'subscription', 1],
    ]);
    const read = await client.get(`/api/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(orderSchema.parse(read.body)).toEqual(order);
  });

  test('the same event replayed, or a second event for the intent, still makes one order', async () => {
    const { client, intent } = await checkout();
    const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded' });
    const event = signedEvent('payment_intent.succeeded', paid);
    await delivered(event);
    const first = await placed(client, intent.paymentIntentId);
    const firstRead = (await client.get(`/api/orders/${first.id}`)).body;

    await delivered(event);
    // Stripe re-signs a retry: same event id, new timestamp.
    await delivered({
      payload: event.payload,
      header: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET }),
    });
    await delivered(signedEvent('payment_intent.succeeded', paid));

    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
    expect(await api.rowCount('orders')).toBe(1);
    expect((await client.get(`/api/orders/${first.id}`)).body).toEqual(firstRead);
    const second = await placed(client, intent.paymentIntentId);
    expect(second.number).toBe(first.number);
    expect(second.id).toBe(first.id);
  });

  test('the browser’s order call racing the webhook makes one order', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, intent } = await checkout();
      const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded' });
      const [webhook, browser] = await Promise.all([
        deliver(signedEvent('payment_intent.succeeded', paid)),
        client.post('/api/orders', { json: { paymentIntentId: intent.paymentIntentId } }),
      ]);
      expect(webhook.status, webhook.text).toBe(200);
      expect(browser.status, browser.text).toBe(200);
      const rows = await ordersOf(intent.paymentIntentId);
      expect(rows).toHaveLength(1);
      expect(orderSchema.parse(browser.body).id).toBe(rows[0]?.id);
      expect((await client.get('/api/cart')).body).toEqual([]);
    }
    expect(await api.rowCount('orders')).toBe(3);
  });

  test('an event whose intent Stripe holds for another amount makes no order', async () => {
    const { client, intent } = await checkout();
    const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded', amount: 50 });
    const response = await deliver(signedEvent('payment_intent.succeeded', paid));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(readErrorBody(response.body) !== null).toBe(true);
    expect(await api.rowCount('orders')).toBe(0);
    expect((await client.get('/api/cart')).body).toHaveLength(2);
    expectError(
      await client.post('/api/orders', { json: { paymentIntentId: intent.paymentIntentId } }),
      409,
      'payment_amount_mismatch',
    );
    expect(await api.rowCount('orders')).toBe(0);
  });

  test('an event is believed only as far as Stripe’s own record: an intent not yet paid makes no order', async () => {
    const { client, intent } = await checkout();
    // The event claims success; Stripe, asked, says the intent still wants a card.
    const claimed = { ...stripe.only(), status: 'succeeded' };
    const response = await deliver(signedEvent('payment_intent.succeeded', claimed));
    expect(response.status).not.toBe(200);
    expect(await api.rowCount('orders')).toBe(0);
    expect((await client.get('/api/cart')).body).toHaveLength(2);
    expectError(
      await client.post('/api/orders', { json: { paymentIntentId: intent.paymentIntentId } }),
      409,
      'payment_not_succeeded',
    );
  });

  test('an event for an intent that is not a checkout of ours is acknowledged and ignored', async () => {
    await checkout();
    await delivered(signedEvent('payment_intent.succeeded', { ...stripe.only(), id: 'pi_elsewhere' }));
    await delivered(signedEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(await api.rowCount('orders')).toBe(0);
  });

  test('an event larger than an ordinary request body (a whole intent with its charges) is accepted', async () => {
    const { intent } = await checkout();
    stripeSays(intent.paymentIntentId, { status: 'succeeded' });
    const bulky = { ...stripeSays(intent.paymentIntentId, {}), description: 'x'.repeat(30 * 1024) };
    await delivered(signedEvent('payment_intent.succeeded', bulky));
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe: payment_intent.payment_failed', () => {
  test('makes no order, keeps the cart and records the failure', async () => {
    const { client, intent } = await checkout();
    const declined = stripeSays(intent.paymentIntentId, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await delivered(signedEvent('payment_intent.payment_failed', declined));
    expect(await api.rowCount('orders')).toBe(0);
    expect((await client.get('/api/cart')).body).toHaveLength(2);
    const row = await api.db('checkouts').where({ payment_intent_id: intent.paymentIntentId }).first();
    expect(row?.last_payment_error).toBe('Your card was declined.');
    expectError(
      await client.post('/api/orders', { json: { paymentIntentId: intent.paymentIntentId } }),
      409,
      'payment_not_succeeded',
    );

    // A later failure is recorded; the first event replayed afterwards is skipped, not applied again.
    const first = signedEvent('payment_intent.payment_failed', declined);
    await delivered(first);
    const expired = stripeSays(intent.paymentIntentId, {
      last_payment_error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    });
    await delivered(signedEvent('payment_intent.payment_failed', expired));
    await delivered(first);
    const latest = await api.db('checkouts').where({ payment_intent_id: intent.paymentIntentId }).first();
    expect(latest?.last_payment_error).toBe('Your card has expired.');
    expect(await api.rowCount('payment_events')).toBe(3);

    // The shopper tries another card, which goes through: one order after all.
    const paid = stripeSays(intent.paymentIntentId, { status: 'succeeded', last_payment_error: null });
    await delivered(signedEvent('payment_intent.succeeded', paid));
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });
});

describe('refunds through Stripe: the owner’s cancel and charge.refunded record one refund', () => {
  /** An order Stripe's webhook recorded as paid, and the owner signed in on the Stripe app. */
  async function paidOrder() {
    const { client, intent } = await checkout();
    await delivered(
      signedEvent('payment_intent.succeeded', stripeSays(intent.paymentIntentId, { status: 'succeeded' })),
    );
    const order = await placed(client, intent.paymentIntentId);
    const owner = sameCookiesOn((await staffClient(api, 'owner')).client, baseUrl);
    return { client, order, owner, paymentIntentId: intent.paymentIntentId };
  }

  /** Stripe's event after money went back on the intent's charge: all refunded so far. */
  const chargeRefunded = (paymentIntentId: string, amountRefunded: number) =>
    signedEvent('charge.refunded', {
      id: 'ch_fake_1',
      object: 'charge',
      amount: 12222,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === 12222,
      payment_intent: paymentIntentId,
    });

  const cancel = (owner: TestClient, orderId: string, from = 'paid') =>
    owner.post(adminOrderCancelApiPath(orderId), { json: { from } });

  const refundCalls = () => stripe.calls.filter((call) => call === 'POST /v1/refunds');

  async function lycheeOnHand(): Promise<number> {
    return (await api.db('stock_levels').where({ product_id: 'lychee-gummies', size: '6-pack' }).first()).on_hand;
  }

  test('the owner’s cancel refunds at Stripe with an idempotency key; the webhook that follows changes nothing', async () => {
    const { order, owner, paymentIntentId } = await paidOrder();
    const response = await cancel(owner, order.id);
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      payment: { provider: 'stripe', paymentIntentId, refunded: '122.22' },
    });
    expect(refundCalls()).toHaveLength(1);
    expect([...stripe.refunds.keys()]).toEqual([refundIdempotencyKey(order.id, 0)]);
    expect(stripe.refundedOn(paymentIntentId)).toBe(12222);
    const onHand = await lycheeOnHand();
    const before = await api.snapshot();

    await delivered(chargeRefunded(paymentIntentId, 12222));
    const after = await api.snapshot();
    expect(after.payment_events).toHaveLength((before.payment_events?.length ?? 0) + 1);
    expect({ ...after, payment_events: [] }).toEqual({ ...before, payment_events: [] });
    expect(await api.db('refunds').select('id', 'amount_cents')).toEqual([{ id: 're_fake_1', amount_cents: 12222 }]);
    expect(await lycheeOnHand()).toBe(onHand);
  });

  test('charge.refunded first (a refund made at Stripe) cancels a placed order once; the owner’s press then asks Stripe nothing', async () => {
    const { client, order, owner, paymentIntentId } = await paidOrder();
    const onHand = await lycheeOnHand();
    const event = chargeRefunded(paymentIntentId, 12222);
    await delivered(event);
    await delivered(event);
    await delivered(chargeRefunded(paymentIntentId, 12222));

    const seen = orderSchema.parse((await client.get(`/api/orders/${order.id}`)).body);
    expect(seen).toMatchObject({ status: 'cancelled', refunded: '122.22' });
    expect(await api.db('refunds').select('id', 'amount_cents', 'staff_id')).toEqual([
      { id: event.id, amount_cents: 12222, staff_id: null },
    ]);
    expect(await lycheeOnHand()).toBe(onHand + 2);
    const audit = await api.db('audit_log').whereIn('action', ['order.cancelled', 'order.refunded']).orderBy('id');
    expect(audit.map((row) => [row.action, row.staff_email])).toEqual([
      ['order.cancelled', null],
      ['order.refunded', null],
    ]);

    const pressed = await cancel(owner, order.id);
    expectError(pressed, 409, 'order_status_conflict');
    expect(pressed.body.error.details.order).toMatchObject({ status: 'cancelled', payment: { refunded: '122.22' } });
    expect(refundCalls()).toEqual([]);
    expect(await api.rowCount('refunds')).toBe(1);
    expect(await lycheeOnHand()).toBe(onHand + 2);
  });

  test('a partial refund at Stripe is recorded on the order as it is; cancelling then refunds only the rest', async () => {
    const { order, owner, paymentIntentId } = await paidOrder();
    stripe.refunds.set('dashboard', {
      id: 're_dashboard',
      object: 'refund',
      amount: 1000,
      currency: 'usd',
      payment_intent: paymentIntentId,
      status: 'succeeded',
    });
    await delivered(chargeRefunded(paymentIntentId, 1000));
    const partly = await owner.get(`/api/admin/orders/${order.id}`);
    expect(partly.body).toMatchObject({ status: 'paid', payment: { refunded: '10.00' } });

    expect((await cancel(owner, order.id)).status).toBe(200);
    expect(stripe.refunds.get(refundIdempotencyKey(order.id, 1000))?.amount).toBe(11222);
    expect(stripe.refundedOn(paymentIntentId)).toBe(12222);
    expect(await api.db('refunds').select('order_id', 'amount_cents')).toEqual([
      { order_id: order.id, amount_cents: 12222 },
    ]);
    expect((await api.db('orders').where({ id: order.id }).first()).refunded_cents).toBe(12222);
  });

  test('a refund of an order already out for delivery is recorded without cancelling it', async () => {
    const { order, owner, paymentIntentId } = await paidOrder();
    for (const [from, to] of [
      ['paid', 'processing'],
      ['processing', 'in_transit'],
    ]) {
      expect((await owner.post(adminOrderStatusApiPath(order.id), { json: { from, to } })).status).toBe(200);
    }
    const onHand = await lycheeOnHand();
    await delivered(chargeRefunded(paymentIntentId, 12222));
    const row = await api.db('orders').where({ id: order.id }).first();
    expect([row.status, row.refunded_cents]).toEqual(['in_transit', 12222]);
    expect(await lycheeOnHand()).toBe(onHand);
  });

  test('a refund for a charge that is no order of ours is acknowledged and ignored', async () => {
    await paidOrder();
    const before = await api.snapshot();
    await delivered(chargeRefunded('pi_elsewhere', 500));
    expect({ ...(await api.snapshot()), payment_events: [] }).toEqual({ ...before, payment_events: [] });
  });

  test('when Stripe cannot be reached the cancel is 503 and changes nothing; pressed again later it refunds', async () => {
    const { order, owner, paymentIntentId } = await paidOrder();
    stripe.down = true;
    const before = await api.snapshot();
    expectError(await cancel(owner, order.id), 503, 'provider_unavailable');
    expect(await api.snapshot()).toEqual(before);
    stripe.down = false;
    expect((await cancel(owner, order.id)).status).toBe(200);
    expect(stripe.refundedOn(paymentIntentId)).toBe(12222);
  });
});
