import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  adminHandOverApiPath,
  adminOrderApiPath,
  adminOrderCancelApiPath,
  adminOrderRefundApiPath,
  adminReturnToStoreApiPath,
} from '#shared/api-paths';
import { readErrorBody } from '#shared/errors';
import { handoffOrderSchema } from '#shared/schemas/admin/handoffs';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import { type CardPaymentIntent, cardPaymentIntentSchema, type Order, orderSchema } from '#shared/schemas/checkout';
import { createApp } from '../../sync-api/app.ts';
import { refundIdempotencyKey } from '../../sync-api/orders/card-refunds.ts';
import { HOLD_LAPSED_ATTENTION } from '../../sync-api/orders/order-holds.ts';
import { createStripeProvider } from '../../sync-api/payments/stripe-provider.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from '../setup/api-harness.ts';
import { sendOut, staffOn } from '../setup/paid-orders.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * Checkout with Stripe as the provider, Stripe being a fake HTTP server on 127.0.0.1 that keeps
 * its payment intents in a Map and follows manual capture (decision 028): the card is held at
 * checkout, captured at the handoff for what was handed over, or released when the order is
 * cancelled; refunds come only after the capture. The harness supplies the database; the app
 * under test is built here with the Stripe provider (the harness's own app uses the test gateway).
 */

const SECRET_KEY = 'sk_test_verdant_fake';
const WEBHOOK_SECRET = 'whsec_verdant_fake';
const WEBHOOK_PATH = '/api/webhooks/stripe';
interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  /** What a capture may still take: the amount once the card is held, 0 otherwise. */
  amount_capturable: number;
  /** What was captured. */
  amount_received: number;
  capture_method: 'automatic' | 'manual';
  currency: 'usd';
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  /** Stripe's own cancellations say why: `automatic` for a hold that lapsed uncaptured. */
  cancellation_reason?: string | null;
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

type FakeAnswer = { status: number; body: unknown };

const refusal = (code: string, message: string): FakeAnswer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});

/** The statuses Stripe cancels an intent from. */
const CANCELLABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * Stripe's PaymentIntents API, as far as the store uses it (create, update, retrieve, and with
 * manual capture: capture and cancel), and its Refunds API (create, capped at what was captured).
 * A capture, a cancel or a refund answers a repeated idempotency key with its first answer, and
 * another request under that key with an error, as Stripe does.
 */
class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly byIdempotencyKey = new Map<string, string>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Each capture and cancel Stripe made (not the replays of one). */
  readonly captures: { paymentIntentId: string; amount: number; idempotencyKey: string }[] = [];
  readonly cancels: { paymentIntentId: string; idempotencyKey: string }[] = [];
  readonly calls: string[] = [];
  /** The idempotency key of each call, beside `calls`. */
  readonly keys: string[] = [];
  /** While set, every call fails as Stripe does when it has trouble of its own. */
  down = false;
  /** A path ending so: the next such call is made, then its answer is lost (a 500 reaches the SDK). */
  loseAnswerTo: string | null = null;
  private readonly replies = new Map<string, { request: string; answer: FakeAnswer }>();
  private counter = 0;

  reset() {
    this.down = false;
    this.loseAnswerTo = null;
    this.intents.clear();
    this.byIdempotencyKey.clear();
    this.refunds.clear();
    this.replies.clear();
    this.captures.length = 0;
    this.cancels.length = 0;
    this.calls.length = 0;
    this.keys.length = 0;
  }

  /** The one intent the fake holds (tests make one checkout at a time). */
  only(): FakeIntent {
    expect(this.intents.size).toBe(1);
    const [intent] = this.intents.values();
    if (!intent) throw new Error('No intent');
    return intent;
  }

  /** The idempotency keys `call` ("POST /v1/…") was made with, in order. */
  keysOf(call: string): string[] {
    return this.keys.filter((_, index) => this.calls[index] === call);
  }

  answer(method: string, path: string, headers: Record<string, unknown>, form: URLSearchParams): FakeAnswer {
    const key = String(headers['idempotency-key'] ?? '');
    this.calls.push(`${method} ${path}`);
    this.keys.push(key);
    if (this.down) return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
    const answer = this.answerOnce(method, path, key, form);
    if (this.loseAnswerTo && path.endsWith(this.loseAnswerTo)) {
      this.loseAnswerTo = null;
      return { status: 500, body: { error: { type: 'api_error', message: 'The answer was lost.' } } };
    }
    return answer;
  }

  private answerOnce(method: string, path: string, key: string, form: URLSearchParams): FakeAnswer {
    const metadata = Object.fromEntries(
      [...form].flatMap(([name, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(name);
        return match?.[1] ? [[match[1], value]] : [];
      }),
    );
    if (method === 'POST' && path === '/v1/refunds')
      return this.idempotent(key, path, form, () => this.refund(key, form));
    const action = /^\/v1\/payment_intents\/([^/?]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && action?.[1]) {
      const id = action[1];
      return this.idempotent(key, path, form, () =>
        action[2] === 'capture' ? this.capture(id, key, form) : this.cancel(id, key),
      );
    }
    const id = /^\/v1\/payment_intents\/([^/?]+)/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/payment_intents') {
      const known = this.byIdempotencyKey.get(key);
      if (known) return { status: 200, body: this.intents.get(known) };
      this.counter += 1;
      const newId = `pi_fake_${this.counter}`;
      const intent: FakeIntent = {
        id: newId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_capturable: 0,
        amount_received: 0,
        capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
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
    if (!intent) return { status: 404, body: missing() };
    if (method === 'POST') {
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return refusal('payment_intent_unexpected_state', 'No');
      }
      if (form.has('amount')) intent.amount = Number(form.get('amount'));
      Object.assign(intent.metadata, metadata);
    }
    return { status: 200, body: intent };
  }

  /** Stripe's idempotency: the key's first answer again, or an error for other parameters under it. */
  private idempotent(key: string, path: string, form: URLSearchParams, make: () => FakeAnswer): FakeAnswer {
    const request = `${path}?${form}`;
    const earlier = this.replies.get(key);
    if (earlier) {
      if (earlier.request === request) return earlier.answer;
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    }
    const answer = make();
    if (key && answer.status === 200) this.replies.set(key, { request, answer });
    return answer;
  }

  private capture(id: string, key: string, form: URLSearchParams): FakeAnswer {
    const intent = this.intents.get(id);
    if (!intent) return { status: 404, body: missing() };
    if (intent.status !== 'requires_capture') {
      return refusal(
        'payment_intent_unexpected_state',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    const amount = Number(form.get('amount_to_capture') ?? intent.amount_capturable);
    if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount_capturable) {
      return refusal('amount_too_large', 'The amount to capture must be at most the amount capturable.');
    }
    // The rest of the hold is released.
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    this.captures.push({ paymentIntentId: id, amount, idempotencyKey: key });
    return { status: 200, body: { ...intent } };
  }

  private cancel(id: string, key: string): FakeAnswer {
    const intent = this.intents.get(id);
    if (!intent) return { status: 404, body: missing() };
    if (!CANCELLABLE.includes(intent.status)) {
      return refusal(
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
      );
    }
    Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    this.cancels.push({ paymentIntentId: id, idempotencyKey: key });
    return { status: 200, body: { ...intent } };
  }

  /** All refunded on an intent so far. */
  refundedOn(paymentIntentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  /** A refund made in Stripe's dashboard: no call from the store, and no webhook yet. */
  refundInDashboard(paymentIntentId: string, amount: number) {
    this.refunds.set(`dashboard-${this.refunds.size + 1}`, {
      id: `re_dashboard_${this.refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntentId,
      status: 'succeeded',
    });
  }

  private refund(key: string, form: URLSearchParams): FakeAnswer {
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    // Only what was captured can go back, never the part of the hold that was released.
    const left = intent ? intent.amount_received - this.refundedOn(intent.id) : 0;
    const amount = Number(form.get('amount') ?? left);
    if (intent?.status !== 'succeeded') {
      return refusal('charge_not_captured', 'This PaymentIntent does not have a successful charge to refund.');
    }
    if (amount > left) {
      return refusal(
        'charge_already_refunded',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      );
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

const missing = () => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
});

const stripe = new FakeStripe();
let stripeServer: Server;
let appServer: Server;
let baseUrl: string;
let api: ApiHarness;
let team: ReturnType<typeof staffOn>;

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
  team = staffOn(api, { baseUrl });
});
beforeEach(async () => {
  await api.reset();
  stripe.reset();
  team.forget();
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
    { productId: 'tangie-flower', size: '7g' },
  ]) {
    expect((await client.post('/api/cart', { json })).status).toBe(200);
  }
  const response = await client.post('/api/create-payment-intent', {
    json: { delivery: DELIVERY, deliveryOption: 'express', amount: 1 },
  });
  expect(response.status, response.text).toBe(200);
  const intent = cardPaymentIntentSchema.parse(response.body);
  // 2 × 14.99 + 85.00, plus 19.99 for Express: 134.97; excise 20.25; sales tax 11.25 and district tax 2.13 on 155.22.
  expect(intent.breakdown).toEqual(californiaBreakdown({ subtotal: '114.98', savings: '0.00', delivery: '19.99' }));
  expect(intent.breakdown.total).toBe('168.60');
  return { client, intent };
}

/** Stripe's view of the payment moves on. */
function stripeSays(id: string, changes: Partial<FakeIntent>): FakeIntent {
  const intent = stripe.intents.get(id);
  if (!intent) throw new Error(`The fake has no intent ${id}`);
  Object.assign(intent, changes);
  return intent;
}

/**
 * The shopper's card goes through, as Stripe has it: an intent asking for manual capture is held
 * (requires_capture) for its amount; any other would be charged at once.
 */
function cardGoesThrough(id: string): FakeIntent {
  const intent = stripeSays(id, {});
  return intent.capture_method === 'manual'
    ? stripeSays(id, { status: 'requires_capture', amount_capturable: intent.amount })
    : stripeSays(id, { status: 'succeeded', amount_received: intent.amount });
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

/** Stripe's event when a card is held: the order is made from it. */
const heldEvent = (intent: FakeIntent) => signedEvent('payment_intent.amount_capturable_updated', intent);

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

/** Every table as it is, but for the webhook events remembered. */
async function storeWithoutEvents() {
  return { ...(await api.snapshot()), payment_events: [] };
}

describe('payment intents through Stripe', () => {
  test('the intent is created at Stripe for the server’s total with manual capture, and a changed cart updates that intent', async () => {
    const { client, intent } = await checkout();
    expect(intent.provider).toBe('stripe');
    const stored = stripe.only();
    expect(intent.paymentIntentId).toBe(stored.id);
    expect(intent.clientSecret).toBe(stored.client_secret);
    expect(stored.amount).toBe(16860);
    expect(stored.capture_method).toBe('manual');
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
    // 14.99 + 85.00 + 19.99 = 119.98; excise 18.00; sales tax 10.00 and district tax 1.90 on 137.98.
    expect(again.body.breakdown.total).toBe('149.88');
    expect(stripe.only().amount).toBe(14988);
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
    // 14.99 + 9.99 = 24.98; excise 3.75; sales tax 2.08 and district tax 0.40 on 28.73.
    expect(stripe.only().amount).toBe(3121);
  });

  test('a webhook that cannot check the intent with Stripe fails, so Stripe retries it and it then counts', async () => {
    const { client, intent } = await checkout();
    const event = heldEvent(cardGoesThrough(intent.paymentIntentId));
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
    const event = heldEvent(cardGoesThrough(intent.paymentIntentId));
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

describe('POST /api/webhooks/stripe: payment_intent.amount_capturable_updated (the card is held)', () => {
  test('records the order, held and nothing charged, without the browser ever calling /api/orders, and empties the cart', async () => {
    const { client, intent } = await checkout();
    await delivered(heldEvent(cardGoesThrough(intent.paymentIntentId)));

    const rows = await ordersOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect((await client.get('/api/cart')).body).toEqual([]);
    const order = await placed(client, intent.paymentIntentId);
    expect(order.id).toBe(rows[0]?.id);
    expect(order.number).toBe(rows[0]?.number);
    expect(order.breakdown).toEqual(intent.breakdown);
    expect(order.payment).toMatchObject({ state: 'authorised', due: '168.60', captured: '0.00', collectedAs: null });
    expect(order.lines.map((line) => [line.productId, line.purchaseType, line.quantity])).toEqual([
      ['lychee-gummies', 'one-time', 2],
      ['tangie-flower', 'one-time', 1],
    ]);
    const read = await client.get(`/api/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(orderSchema.parse(read.body)).toEqual(order);
    // Nothing was captured at Stripe: the card is charged at the handoff.
    expect(stripe.captures).toEqual([]);
    expect(stripe.only()).toMatchObject({ status: 'requires_capture', amount_received: 0 });
  });

  test('the same event replayed, or a second event for the intent, still makes one order', async () => {
    const { client, intent } = await checkout();
    const held = cardGoesThrough(intent.paymentIntentId);
    const event = heldEvent(held);
    await delivered(event);
    const first = await placed(client, intent.paymentIntentId);
    const firstRead = (await client.get(`/api/orders/${first.id}`)).body;

    await delivered(event);
    // Stripe re-signs a retry: same event id, new timestamp.
    await delivered({
      payload: event.payload,
      header: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET }),
    });
    await delivered(heldEvent(held));

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
      const held = cardGoesThrough(intent.paymentIntentId);
      const [webhook, browser] = await Promise.all([
        deliver(heldEvent(held)),
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
    cardGoesThrough(intent.paymentIntentId);
    const held = stripeSays(intent.paymentIntentId, { amount: 50, amount_capturable: 50 });
    const response = await deliver(heldEvent(held));
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

  test('an event is believed only as far as Stripe’s own record: an intent whose card is not held makes no order', async () => {
    const { client, intent } = await checkout();
    // The event claims the card is held; Stripe, asked, says the intent still wants a card.
    const claimed = { ...stripe.only(), status: 'requires_capture', amount_capturable: 16860 };
    const response = await deliver(heldEvent(claimed));
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
    await delivered(heldEvent({ ...stripe.only(), id: 'pi_elsewhere', status: 'requires_capture' }));
    await delivered(signedEvent('payment_intent.succeeded', { ...stripe.only(), id: 'pi_elsewhere' }));
    await delivered(signedEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(await api.rowCount('orders')).toBe(0);
  });

  test('an event larger than an ordinary request body (a whole intent with its charges) is accepted', async () => {
    const { intent } = await checkout();
    const bulky = { ...cardGoesThrough(intent.paymentIntentId), description: 'x'.repeat(30 * 1024) };
    await delivered(heldEvent(bulky));
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
    stripeSays(intent.paymentIntentId, { last_payment_error: null });
    await delivered(heldEvent(cardGoesThrough(intent.paymentIntentId)));
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(1);
  });
});

describe('through Stripe: cancelling releases the hold; the handoff captures; refunds follow the capture', () => {
  const ADULT_ID = { nameMatches: true, dateOfBirth: '1990-05-17' };

  /** An order Stripe's webhook made when the card was held. */
  async function heldOrder() {
    const { client, intent } = await checkout();
    await delivered(heldEvent(cardGoesThrough(intent.paymentIntentId)));
    const order = await placed(client, intent.paymentIntentId);
    return { client, order, paymentIntentId: intent.paymentIntentId };
  }

  /** The driver hands the order over, checked ID and all, without the lines `notHandedOver`. */
  async function handOver(order: Order, notHandedOver: number[] = []) {
    return (await team.as('driver')).post(adminHandOverApiPath(order.id), {
      json: { idCheck: ADULT_ID, notHandedOver },
    });
  }

  /**
   * Packed, sent out and handed over without the Tangie line: 29.98 of gummies and the 19.99
   * Express, 49.97; excise 7.50; sales tax 4.17 and district tax 0.79 on 57.47; 62.43 is charged.
   */
  async function deliveredWithoutTangie(order: Order) {
    await sendOut(await team.as('staff'), order);
    const response = await handOver(order, [1]);
    expect(response.status, response.text).toBe(200);
  }

  /** Stripe's event after money went back on the intent's charge: all refunded so far. */
  const chargeRefunded = (paymentIntentId: string, amountRefunded: number) =>
    signedEvent('charge.refunded', {
      id: 'ch_fake_1',
      object: 'charge',
      amount: 16860,
      amount_captured: 6243,
      amount_refunded: amountRefunded,
      captured: true,
      refunded: amountRefunded === 6243,
      payment_intent: paymentIntentId,
    });

  const cancel = (client: TestClient, orderId: string, from = 'paid') =>
    client.post(adminOrderCancelApiPath(orderId), { json: { from } });

  const refund = (client: TestClient, orderId: string, amount: string, refundedBefore: string) =>
    client.post(adminOrderRefundApiPath(orderId), { json: { amount, refundedBefore } });

  const refundCalls = () => stripe.calls.filter((call) => call === 'POST /v1/refunds');

  async function lycheeOnHand(): Promise<number> {
    return (await api.db('stock_levels').where({ product_id: 'lychee-gummies', size: '6-pack' }).first()).on_hand;
  }

  test('a staff member’s cancel releases the hold at Stripe with the order’s key and refunds nothing', async () => {
    const { client, order, paymentIntentId } = await heldOrder();
    const onHand = await lycheeOnHand();
    const response = await cancel(await team.as('staff'), order.id);
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      payment: { provider: 'stripe', paymentIntentId, state: 'voided', captured: '0.00', refunded: '0.00' },
    });
    expect(stripe.cancels).toEqual([{ paymentIntentId, idempotencyKey: `order-${order.id}-release` }]);
    expect(stripe.only()).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(stripe.captures).toEqual([]);
    expect(refundCalls()).toEqual([]);
    expect(await api.rowCount('refunds')).toBe(0);
    expect(await lycheeOnHand()).toBe(onHand + 2);
    expect(orderSchema.parse((await client.get(`/api/orders/${order.id}`)).body)).toMatchObject({
      status: 'cancelled',
      refunded: '0.00',
      payment: { state: 'voided' },
    });

    // Stripe's own event for the cancelled intent changes nothing.
    const before = await storeWithoutEvents();
    await delivered(signedEvent('payment_intent.canceled', stripe.only()));
    expect(await storeWithoutEvents()).toEqual(before);
  });

  test('a hold Stripe already let go (it lapsed) is released as it is: the order is cancelled', async () => {
    const { order, paymentIntentId } = await heldOrder();
    stripeSays(paymentIntentId, { status: 'canceled', amount_capturable: 0 });
    const response = await cancel(await team.as('owner'), order.id);
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({ status: 'cancelled', payment: { state: 'voided' } });
    expect(stripe.calls.slice(-2)).toEqual([
      `POST /v1/payment_intents/${paymentIntentId}/cancel`,
      `GET /v1/payment_intents/${paymentIntentId}`,
    ]);
    expect(refundCalls()).toEqual([]);
  });

  test('a hold that lapsed uncaptured voids the order’s money and flags it: the handoff takes nothing, and it goes back to the store', async () => {
    const { client, order, paymentIntentId } = await heldOrder();
    await sendOut(await team.as('staff'), order);
    const lapsed = stripeSays(paymentIntentId, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: 'automatic',
    });
    await delivered(signedEvent('payment_intent.canceled', lapsed));
    const owner = await team.as('owner');
    const flagged = adminOrderSchema.parse((await owner.get(adminOrderApiPath(order.id))).body);
    expect(flagged).toMatchObject({
      status: 'in_transit',
      attentionReason: HOLD_LAPSED_ATTENTION,
      payment: { state: 'voided', captured: '0.00' },
    });
    expect(flagged.timeline.map((entry) => entry.note)).toContain(
      'The card’s hold lapsed before the handoff: nothing can be charged',
    );
    expect(orderSchema.parse((await client.get(`/api/orders/${order.id}`)).body).payment.state).toBe('voided');

    // Another event for it changes nothing more.
    const before = await storeWithoutEvents();
    await delivered(signedEvent('payment_intent.canceled', lapsed));
    expect(await storeWithoutEvents()).toEqual(before);

    const refused = await handOver(order);
    expectError(refused, 422, 'payment_refused');
    expect(refused.body.error.message).toBe('The card payment was cancelled: nothing can be taken.');
    expect(stripe.captures).toEqual([]);
    const returned = await (await team.as('driver')).post(adminReturnToStoreApiPath(order.id), {
      json: { reason: 'refused' },
    });
    expect(returned.status, returned.text).toBe(200);
    expect(handoffOrderSchema.parse(returned.body)).toMatchObject({ status: 'returned', payment: { state: 'voided' } });
    expect(stripe.cancels).toEqual([]);
  });

  test('a hold that lapsed on an order still in the store leaves it for staff to cancel, asking Stripe nothing', async () => {
    const { order, paymentIntentId } = await heldOrder();
    const lapsed = stripeSays(paymentIntentId, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: 'expired',
    });
    await delivered(signedEvent('payment_intent.canceled', lapsed));
    const response = await cancel(await team.as('staff'), order.id);
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      attentionReason: HOLD_LAPSED_ATTENTION,
      payment: { state: 'voided' },
    });
    expect(stripe.cancels).toEqual([]);
  });

  test('when Stripe cannot be reached the cancel is 503 and changes nothing; pressed again later it releases the hold', async () => {
    const { order, paymentIntentId } = await heldOrder();
    const owner = await team.as('owner');
    stripe.down = true;
    const before = await api.snapshot();
    expectError(await cancel(owner, order.id), 503, 'provider_unavailable');
    expect(await api.snapshot()).toEqual(before);
    expect(stripe.cancels).toEqual([]);

    stripe.down = false;
    const later = await cancel(owner, order.id);
    expect(later.status, later.text).toBe(200);
    expect(adminOrderSchema.parse(later.body)).toMatchObject({ status: 'cancelled', payment: { state: 'voided' } });
    expect(stripe.cancels).toEqual([{ paymentIntentId, idempotencyKey: `order-${order.id}-release` }]);
    expect(new Set(stripe.keysOf(`POST /v1/payment_intents/${paymentIntentId}/cancel`))).toEqual(
      new Set([`order-${order.id}-release`]),
    );
    expect(refundCalls()).toEqual([]);
  });

  test('Stripe refusing to release the hold (the card was captured there) is 422 with its reason, and nothing changes', async () => {
    const { order, paymentIntentId } = await heldOrder();
    stripeSays(paymentIntentId, { status: 'succeeded', amount_capturable: 0, amount_received: 16860 });
    const owner = await team.as('owner');
    const before = await api.snapshot();
    const response = await cancel(owner, order.id);
    expectError(response, 422, 'payment_refused');
    expect(response.body.error.message).toMatch(
      /^The card payment provider refused: You cannot cancel this PaymentIntent because it has a status of succeeded\..* The order was not changed/,
    );
    expect(await api.snapshot()).toEqual(before);
    expect(refundCalls()).toEqual([]);
  });

  test('the handoff captures at Stripe what was handed over, with the order’s key; payment_intent.succeeded that follows changes nothing', async () => {
    const { client, order, paymentIntentId } = await heldOrder();
    await deliveredWithoutTangie(order);
    expect(stripe.captures).toEqual([{ paymentIntentId, amount: 6243, idempotencyKey: `order-${order.id}-capture` }]);
    expect(stripe.only()).toMatchObject({ status: 'succeeded', amount_received: 6243, amount_capturable: 0 });
    expect(orderSchema.parse((await client.get(`/api/orders/${order.id}`)).body)).toMatchObject({
      status: 'delivered',
      payment: { state: 'captured', due: '62.43', captured: '62.43', collectedAs: 'card' },
      refunded: '0.00',
    });

    const before = await storeWithoutEvents();
    await delivered(signedEvent('payment_intent.succeeded', stripe.only()));
    expect(await storeWithoutEvents()).toEqual(before);
    expect(await api.rowCount('orders')).toBe(1);
    expect(stripe.captures).toHaveLength(1);
  });

  test('a capture Stripe could not answer, or whose answer was lost, is retried with the same key and made once', async () => {
    const { order, paymentIntentId } = await heldOrder();
    await sendOut(await team.as('staff'), order);
    const capturePath = `POST /v1/payment_intents/${paymentIntentId}/capture`;
    await team.as('driver');

    stripe.down = true;
    const before = await api.snapshot();
    expectError(await handOver(order, [1]), 503, 'provider_unavailable');
    expect(await api.snapshot()).toEqual(before);
    expect(stripe.captures).toEqual([]);

    // Stripe captures, then its answer is lost: the SDK asks again with the same key and is answered the capture.
    stripe.down = false;
    stripe.loseAnswerTo = '/capture';
    const response = await handOver(order, [1]);
    expect(response.status, response.text).toBe(200);
    expect(handoffOrderSchema.parse(response.body).payment).toMatchObject({ state: 'captured', captured: '62.43' });

    // A second press finds the order delivered and asks Stripe nothing.
    expectError(await handOver(order, [1]), 409, 'order_status_conflict');
    expect(stripe.captures).toEqual([{ paymentIntentId, amount: 6243, idempotencyKey: `order-${order.id}-capture` }]);
    // Twice while Stripe was down (the SDK retries once), then the capture and the SDK's retry of its lost answer.
    expect(stripe.keysOf(capturePath)).toHaveLength(4);
    expect(new Set(stripe.keysOf(capturePath))).toEqual(new Set([`order-${order.id}-capture`]));
    expect(stripe.only()).toMatchObject({ status: 'succeeded', amount_received: 6243 });
  });

  test('refunds go through Stripe only after the handoff’s capture, and never more than was captured', async () => {
    const { order, paymentIntentId } = await heldOrder();
    const owner = await team.as('owner');
    const held = await refund(owner, order.id, '10.00', '0.00');
    expectError(held, 422, 'payment_refused');
    expect(held.body.error.message).toBe('Nothing was taken for this order, so there is nothing to refund.');
    expect(refundCalls()).toEqual([]);

    await deliveredWithoutTangie(order);
    const first = await refund(owner, order.id, '10.00', '0.00');
    expect(first.status, first.text).toBe(200);
    expect(adminOrderSchema.parse(first.body).payment).toMatchObject({ captured: '62.43', refunded: '10.00' });
    expect(stripe.refunds.get(refundIdempotencyKey(order.id, 0))).toMatchObject({
      payment_intent: paymentIntentId,
      amount: 1000,
    });
    // The webhook for that refund finds it recorded.
    const recorded = await storeWithoutEvents();
    await delivered(chargeRefunded(paymentIntentId, 1000));
    expect(await storeWithoutEvents()).toEqual(recorded);

    // 10.00 more went back in Stripe's dashboard, its webhook not here yet: Stripe refuses what the store
    // thinks is left (52.43), since only 42.43 of the 62.43 captured is.
    stripe.refundInDashboard(paymentIntentId, 1000);
    const before = await api.snapshot();
    const tooMuch = await refund(owner, order.id, '52.43', '10.00');
    expectError(tooMuch, 502, 'refund_failed');
    expect(tooMuch.body.error.message).toMatch(/greater than unrefunded amount on charge \(\$42\.43\).*not changed/);
    expect(await api.snapshot()).toEqual(before);

    await delivered(chargeRefunded(paymentIntentId, 2000));
    const rest = await refund(owner, order.id, '42.43', '20.00');
    expect(rest.status, rest.text).toBe(200);
    expect(adminOrderSchema.parse(rest.body)).toMatchObject({
      status: 'delivered',
      payment: { captured: '62.43', refunded: '62.43' },
    });
    expect(stripe.refundedOn(paymentIntentId)).toBe(6243);
    // The order's one refund record is all it has had back.
    expect(await api.db('refunds').select('order_id', 'amount_cents')).toEqual([
      { order_id: order.id, amount_cents: 6243 },
    ]);
    expect(await api.rowCount('order_events', { order_id: order.id, kind: 'refund' })).toBe(3);
  });

  test('charge.refunded (a refund made at Stripe after the handoff) is recorded once and never cancels the order', async () => {
    const { client, order, paymentIntentId } = await heldOrder();
    await deliveredWithoutTangie(order);
    const onHand = await lycheeOnHand();
    stripe.refundInDashboard(paymentIntentId, 6243);
    const event = chargeRefunded(paymentIntentId, 6243);
    await delivered(event);
    await delivered(event);
    await delivered(chargeRefunded(paymentIntentId, 6243));

    expect(orderSchema.parse((await client.get(`/api/orders/${order.id}`)).body)).toMatchObject({
      status: 'delivered',
      refunded: '62.43',
      payment: { state: 'captured', captured: '62.43' },
    });
    expect(await api.db('refunds').select('id', 'amount_cents', 'staff_id')).toEqual([
      { id: event.id, amount_cents: 6243, staff_id: null },
    ]);
    expect(await lycheeOnHand()).toBe(onHand);
    const audit = await api.db('audit_log').whereIn('action', ['order.cancelled', 'order.refunded']).orderBy('id');
    expect(audit.map((row) => [row.action, row.staff_email])).toEqual([['order.refunded', null]]);

    // The owner, seeing it refunded, is refused another refund and Stripe is not asked.
    const again = await refund(await team.as('owner'), order.id, '1.00', '62.43');
    expectError(again, 422, 'payment_refused');
    expect(refundCalls()).toEqual([]);
  });

  test('a full refund at Stripe of an order charged at checkout (before cards were held) is recorded, and the order is not cancelled', async () => {
    const { order, paymentIntentId } = await heldOrder();
    // Charged in full when it was placed, as cards were before decision 028.
    stripeSays(paymentIntentId, { status: 'succeeded', amount_capturable: 0, amount_received: 16860 });
    await api
      .db('orders')
      .where({ id: order.id })
      .update({ payment_state: 'captured', captured_cents: 16860, collected_as: 'card' });
    const onHand = await lycheeOnHand();
    stripe.refundInDashboard(paymentIntentId, 16860);
    await delivered(
      signedEvent('charge.refunded', {
        id: 'ch_fake_1',
        object: 'charge',
        amount: 16860,
        amount_refunded: 16860,
        refunded: true,
        payment_intent: paymentIntentId,
      }),
    );
    const row = await api.db('orders').where({ id: order.id }).first();
    expect([row.status, row.refunded_cents]).toEqual(['paid', 16860]);
    expect(await lycheeOnHand()).toBe(onHand);
    expect(await api.rowCount('audit_log', { action: 'order.cancelled' })).toBe(0);
  });

  test('a refund for a charge that is no order of ours is acknowledged and ignored', async () => {
    await heldOrder();
    const before = await storeWithoutEvents();
    await delivered(chargeRefunded('pi_elsewhere', 500));
    expect(await storeWithoutEvents()).toEqual(before);
  });
});
