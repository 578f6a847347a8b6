import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  InvalidSignatureError,
  type PaymentProvider,
  PaymentRefusedError,
  ProviderUnavailableError,
  RefundRefusedError,
} from '../../sync-api/payments/payment-provider.ts';
import { createStripeProvider } from '../../sync-api/payments/stripe-provider.ts';

/**
 * The Stripe adapter against a fake Stripe API on 127.0.0.1: what the SDK sends (form-encoded
 * bodies, Idempotency-Key headers) and how Stripe's answers and failures are mapped. Nothing
 * here reaches the internet.
 */

const SECRET_KEY = 'sk_test_verdant_fake';
const WEBHOOK_SECRET = 'whsec_verdant_fake';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body flattened as Stripe sends it: `metadata[checkoutId]` is one key. */
  form: Record<string, string>;
}

type Answer = { status: number; body: unknown };
type Answerer = (request: RecordedRequest) => Answer;

/** A PaymentIntent as Stripe's API returns it, with only the fields the adapter reads set. */
function paymentIntentJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_fake_1',
    object: 'payment_intent',
    amount: 2599,
    currency: 'usd',
    client_secret: 'pi_fake_1_secret_abc',
    status: 'requires_payment_method',
    capture_method: 'manual',
    amount_capturable: 0,
    amount_received: 0,
    metadata: {},
    last_payment_error: null,
    automatic_payment_methods: { enabled: true },
    livemode: false,
    ...overrides,
  };
}

function stripeError(status: number, error: Record<string, unknown>): Answer {
  return { status, body: { error } };
}

/** Metadata as Stripe echoes it: the `metadata[...]` keys of the form. */
function metadataOf(form: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(key);
      return match?.[1] ? [[match[1], value]] : [];
    }),
  );
}

const echoIntent: Answerer = (request) => ({
  status: 200,
  body: paymentIntentJson({
    id: request.path.split('/')[3] ?? 'pi_fake_1',
    amount: Number(request.form.amount ?? 2599),
    metadata: metadataOf(request.form),
  }),
});

let server: Server;
let port: number;
let requests: RecordedRequest[];
let answer: Answerer;
let provider: PaymentProvider;

function listen(target: Server): Promise<number> {
  return new Promise((resolve) => {
    target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port));
  });
}

function close(target: Server): Promise<void> {
  return new Promise((resolve) => {
    target.close(() => resolve());
    target.closeAllConnections();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(recorded);
      const { status, body: json } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(json));
    });
  });
  port = await listen(server);
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});
beforeEach(() => {
  requests = [];
  answer = echoIntent;
});
afterAll(() => close(server));

describe('payment intents', () => {
  test('creating an intent sends integer cents, usd, manual capture, the metadata and the idempotency key', async () => {
    const intent = await provider.createIntent({
      amountCents: 2599,
      currency: 'usd',
      metadata: { checkoutId: 'chk_123', cartVersion: '7' },
      idempotencyKey: 'create-chk_123-1',
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe('create-chk_123-1');
    expect(request?.form).toEqual({
      amount: '2599',
      currency: 'usd',
      'metadata[checkoutId]': 'chk_123',
      'metadata[cartVersion]': '7',
      // The card is only held at checkout; it is captured at the handoff (decision 028).
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(intent).toEqual({
      id: 'pi_fake_1',
      clientSecret: 'pi_fake_1_secret_abc',
      status: 'requires_payment_method',
      amountCents: 2599,
      capturedCents: 0,
      currency: 'usd',
      metadata: { checkoutId: 'chk_123', cartVersion: '7' },
      lastPaymentError: null,
    });
  });

  test('updating an intent sends the new amount with its own idempotency key to that intent', async () => {
    const intent = await provider.updateIntent('pi_fake_9', {
      amountCents: 3150,
      metadata: { checkoutId: 'chk_123' },
      idempotencyKey: 'update-chk_123-2',
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents/pi_fake_9');
    expect(request?.headers['idempotency-key']).toBe('update-chk_123-2');
    expect(request?.form).toEqual({ amount: '3150', 'metadata[checkoutId]': 'chk_123' });
    expect(intent).toMatchObject({ id: 'pi_fake_9', amountCents: 3150, metadata: { checkoutId: 'chk_123' } });
  });

  test('retrieving a held intent maps its status, and a captured one what was captured', async () => {
    answer = () => ({
      status: 200,
      body: paymentIntentJson({ id: 'pi_held', status: 'requires_capture', amount: 4200, amount_capturable: 4200 }),
    });

    const held = await provider.retrieveIntent('pi_held');

    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/payment_intents/pi_held']);
    expect(held).toMatchObject({
      id: 'pi_held',
      status: 'requires_capture',
      amountCents: 4200,
      capturedCents: 0,
      lastPaymentError: null,
    });

    answer = () => ({
      status: 200,
      body: paymentIntentJson({ id: 'pi_paid', status: 'succeeded', amount: 4200, amount_received: 3100 }),
    });
    expect(await provider.retrieveIntent('pi_paid')).toMatchObject({
      status: 'succeeded',
      amountCents: 4200,
      capturedCents: 3100,
    });
  });

  test('retrieving a declined intent maps the last payment error', async () => {
    answer = () => ({
      status: 200,
      body: paymentIntentJson({
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    });

    const intent = await provider.retrieveIntent('pi_fake_1');

    expect(intent?.status).toBe('requires_payment_method');
    expect(intent?.lastPaymentError).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
  });

  test('retrieving an intent Stripe does not know answers null', async () => {
    answer = () =>
      stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: "No such payment_intent: 'pi_unknown'",
      });

    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  test('a request Stripe refuses is an error with Stripe’s message, not an outage', async () => {
    answer = () =>
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      });

    const failure = provider.createIntent({
      amountCents: 10,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'k-small',
    });

    await expect(failure).rejects.toThrow('Amount must be at least $0.50 usd');
    await expect(failure).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    expect(requests).toHaveLength(1);
  });
});

describe('capturing and releasing a held card', () => {
  const held = (overrides: Record<string, unknown> = {}) =>
    paymentIntentJson({
      id: 'pi_held',
      status: 'requires_capture',
      amount: 12222,
      amount_capturable: 12222,
      ...overrides,
    });
  const unexpectedState = (status: string, message: string): Answer =>
    stripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message,
      payment_intent: held({ status }),
    });
  const capture = () =>
    provider.capture({ paymentIntentId: 'pi_held', amountCents: 4997, idempotencyKey: 'order-1-capture' });
  const cancel = () => provider.cancel({ paymentIntentId: 'pi_held', idempotencyKey: 'order-1-release' });
  const calls = () => requests.map(({ method, path }) => `${method} ${path}`);

  test('a capture sends the amount to capture and the idempotency key to that intent, and maps what was captured', async () => {
    answer = (request) => ({
      status: 200,
      body: held({
        status: 'succeeded',
        amount_capturable: 0,
        amount_received: Number(request.form.amount_to_capture),
      }),
    });

    const captured = await capture();

    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/capture']);
    expect(requests[0]?.headers['idempotency-key']).toBe('order-1-capture');
    expect(requests[0]?.form).toEqual({ amount_to_capture: '4997' });
    expect(captured).toMatchObject({ id: 'pi_held', status: 'succeeded', amountCents: 12222, capturedCents: 4997 });
  });

  test('a capture Stripe refuses is PaymentRefusedError with Stripe’s message, not an outage', async () => {
    answer = () =>
      unexpectedState(
        'canceled',
        'This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      );

    const failure = capture();

    await expect(failure).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(failure).rejects.toThrow('could not be captured because it has a status of canceled');
    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/capture']);
  });

  test('a capture Stripe cannot answer is ProviderUnavailableError, retried once with the same key', async () => {
    answer = () => stripeError(500, { type: 'api_error', message: 'Something went wrong on our end.' });

    await expect(capture()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(requests.map(({ headers }) => headers['idempotency-key'])).toEqual(['order-1-capture', 'order-1-capture']);
  });

  test('a release cancels the intent with the idempotency key and maps it as canceled', async () => {
    answer = () => ({ status: 200, body: held({ status: 'canceled', amount_capturable: 0 }) });

    const released = await cancel();

    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/cancel']);
    expect(requests[0]?.headers['idempotency-key']).toBe('order-1-release');
    expect(requests[0]?.form).toEqual({});
    expect(released).toMatchObject({ id: 'pi_held', status: 'canceled', capturedCents: 0 });
  });

  test('releasing an intent already cancelled (a hold that lapsed) answers it as it is', async () => {
    answer = (request) =>
      request.method === 'GET'
        ? { status: 200, body: held({ status: 'canceled', amount_capturable: 0 }) }
        : unexpectedState(
            'canceled',
            'You cannot cancel this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
          );

    const released = await cancel();

    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/cancel', 'GET /v1/payment_intents/pi_held']);
    expect(released).toMatchObject({ id: 'pi_held', status: 'canceled' });
  });

  test('releasing an intent already captured is PaymentRefusedError with Stripe’s message', async () => {
    answer = (request) =>
      request.method === 'GET'
        ? { status: 200, body: held({ status: 'succeeded', amount_capturable: 0, amount_received: 12222 }) }
        : unexpectedState(
            'succeeded',
            'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
          );

    const failure = cancel();

    await expect(failure).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(failure).rejects.toThrow('it has a status of succeeded');
    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/cancel', 'GET /v1/payment_intents/pi_held']);
  });

  test('a release Stripe cannot answer is ProviderUnavailableError, and nothing else is asked', async () => {
    answer = () => stripeError(500, { type: 'api_error', message: 'Something went wrong on our end.' });

    await expect(cancel()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(calls()).toEqual(['POST /v1/payment_intents/pi_held/cancel', 'POST /v1/payment_intents/pi_held/cancel']);
    expect(requests.map(({ headers }) => headers['idempotency-key'])).toEqual(['order-1-release', 'order-1-release']);
  });

  test('a release whose answer is refused and then cannot be checked is ProviderUnavailableError', async () => {
    answer = (request) =>
      request.method === 'GET'
        ? stripeError(500, { type: 'api_error', message: 'Something went wrong on our end.' })
        : unexpectedState('canceled', 'You cannot cancel this PaymentIntent because it has a status of canceled.');

    await expect(cancel()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('refunds', () => {
  /** A Refund as Stripe's API returns it, with only the fields the adapter reads set. */
  const refundJson = (overrides: Record<string, unknown> = {}) => ({
    id: 're_fake_1',
    object: 'refund',
    amount: 12222,
    currency: 'usd',
    payment_intent: 'pi_paid',
    charge: 'ch_fake_1',
    status: 'succeeded',
    ...overrides,
  });
  const refund = () =>
    provider.refund({ paymentIntentId: 'pi_paid', amountCents: 12222, idempotencyKey: 'order-1-refund-after-0' });

  test('a refund sends the intent, the amount in cents and the idempotency key, and maps Stripe’s Refund', async () => {
    answer = () => ({ status: 200, body: refundJson() });

    const made = await refund();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(`${request?.method} ${request?.path}`).toBe('POST /v1/refunds');
    expect(request?.headers['idempotency-key']).toBe('order-1-refund-after-0');
    expect(request?.form).toEqual({ payment_intent: 'pi_paid', amount: '12222' });
    expect(made).toEqual({ id: 're_fake_1', paymentIntentId: 'pi_paid', amountCents: 12222, status: 'succeeded' });
  });

  test('a refund still on its way is accepted as pending', async () => {
    answer = () => ({ status: 200, body: refundJson({ status: 'pending' }) });

    expect(await refund()).toMatchObject({ status: 'pending' });
  });

  test('a refund Stripe answers as failed or canceled is RefundRefusedError with the reason', async () => {
    answer = () => ({
      status: 200,
      body: refundJson({ status: 'failed', failure_reason: 'expired_or_canceled_card' }),
    });
    await expect(refund()).rejects.toThrow(RefundRefusedError);
    await expect(refund()).rejects.toThrow('expired_or_canceled_card');

    answer = () => ({ status: 200, body: refundJson({ status: 'canceled' }) });
    await expect(refund()).rejects.toThrow(RefundRefusedError);
  });

  test('a refund Stripe refuses is RefundRefusedError with Stripe’s message, not an outage', async () => {
    answer = () =>
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge ch_fake_1 has already been refunded.',
      });

    const failure = refund();

    await expect(failure).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(failure).rejects.toThrow('Charge ch_fake_1 has already been refunded.');
    expect(requests).toHaveLength(1);
  });

  test('a refund Stripe cannot answer (500, after the SDK retried) is ProviderUnavailableError', async () => {
    answer = () => stripeError(500, { type: 'api_error', message: 'Something went wrong on our end.' });

    await expect(refund()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(requests.map(({ headers }) => headers['idempotency-key'])).toEqual([
      'order-1-refund-after-0',
      'order-1-refund-after-0',
    ]);
  });
});

describe('when Stripe cannot answer', () => {
  test('a 500, after the SDK retried once, is ProviderUnavailableError', async () => {
    answer = () => stripeError(500, { type: 'api_error', message: 'Something went wrong on our end.' });

    const failure = provider.retrieveIntent('pi_fake_1');

    await expect(failure).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(failure).rejects.toHaveProperty('cause', expect.any(Stripe.errors.StripeAPIError));
    expect(requests).toHaveLength(2);
  });

  test('a 429 rate limit is ProviderUnavailableError', async () => {
    answer = () =>
      stripeError(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' });

    await expect(
      provider.createIntent({ amountCents: 2599, currency: 'usd', metadata: {}, idempotencyKey: 'k-rate' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  test('a refused connection is ProviderUnavailableError', async () => {
    // A port that was just listened on and closed: nothing answers there.
    const gone = createServer();
    const closedPort = await listen(gone);
    await close(gone);
    const unreachable = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: closedPort,
      protocol: 'http',
    });

    const failure = unreachable.createIntent({ amountCents: 2599, currency: 'usd', metadata: {}, idempotencyKey: 'k' });

    await expect(failure).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(failure).rejects.toHaveProperty('cause', expect.any(Stripe.errors.StripeConnectionError));
  });
});

describe('webhooks', () => {
  function signedEvent(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, ...event });
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  const succeeded = () =>
    signedEvent({
      id: 'evt_paid',
      type: 'payment_intent.succeeded',
      data: { object: paymentIntentJson({ id: 'pi_paid', status: 'succeeded', amount_received: 2599 }) },
    });

  test('a signed payment_intent.succeeded names the captured intent', () => {
    const { payload, header } = succeeded();

    expect(provider.verifyWebhook(payload, header)).toEqual({
      id: 'evt_paid',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_paid',
    });
  });

  test('a signed payment_intent.amount_capturable_updated names the intent whose card is held', () => {
    const { payload, header } = signedEvent({
      id: 'evt_held',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: paymentIntentJson({ id: 'pi_held', status: 'requires_capture', amount_capturable: 2599 }) },
    });

    expect(provider.verifyWebhook(payload, header)).toEqual({
      id: 'evt_held',
      type: 'payment_intent.amount_capturable_updated',
      paymentIntentId: 'pi_held',
    });
    expect(requests).toHaveLength(0);
  });

  test('a signed payment_intent.payment_failed carries the decline message, or a default', () => {
    const declined = signedEvent({
      id: 'evt_declined',
      type: 'payment_intent.payment_failed',
      data: {
        object: paymentIntentJson({
          id: 'pi_declined',
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        }),
      },
    });
    const bare = signedEvent({
      id: 'evt_failed',
      type: 'payment_intent.payment_failed',
      data: { object: paymentIntentJson({ id: 'pi_failed' }) },
    });

    expect(provider.verifyWebhook(declined.payload, declined.header)).toEqual({
      id: 'evt_declined',
      type: 'payment_intent.payment_failed',
      paymentIntentId: 'pi_declined',
      message: 'Your card was declined.',
    });
    expect(provider.verifyWebhook(bare.payload, bare.header)).toMatchObject({ message: 'The payment failed.' });
  });

  test('a signed charge.refunded names the intent and all that was refunded on the charge', () => {
    const charge = (overrides: Record<string, unknown>) => ({
      id: 'ch_fake_1',
      object: 'charge',
      amount: 12222,
      amount_refunded: 5000,
      refunded: false,
      payment_intent: 'pi_paid',
      ...overrides,
    });
    const listed = signedEvent({
      id: 'evt_refunded',
      type: 'charge.refunded',
      data: {
        object: charge({
          refunds: {
            object: 'list',
            data: [
              { id: 're_newest', object: 'refund' },
              { id: 're_older', object: 'refund' },
            ],
          },
        }),
      },
    });
    const bare = signedEvent({ id: 'evt_bare', type: 'charge.refunded', data: { object: charge({}) } });
    const noIntent = signedEvent({
      id: 'evt_no_intent',
      type: 'charge.refunded',
      data: { object: charge({ payment_intent: null }) },
    });

    expect(provider.verifyWebhook(listed.payload, listed.header)).toEqual({
      id: 'evt_refunded',
      type: 'charge.refunded',
      paymentIntentId: 'pi_paid',
      amountRefundedCents: 5000,
      refundId: 're_newest',
    });
    expect(provider.verifyWebhook(bare.payload, bare.header)).toMatchObject({
      paymentIntentId: 'pi_paid',
      refundId: null,
    });
    expect(provider.verifyWebhook(noIntent.payload, noIntent.header)).toEqual({
      id: 'evt_no_intent',
      type: 'ignored',
      paymentIntentId: null,
    });
  });

  test('payment_intent.canceled names the intent only when Stripe let the hold lapse; the store’s own release is ignored', () => {
    for (const [reason, expected] of [
      ['automatic', 'payment_intent.canceled'],
      ['expired', 'payment_intent.canceled'],
      [null, 'ignored'],
      ['requested_by_customer', 'ignored'],
    ] as const) {
      const { payload, header } = signedEvent({
        id: `evt_${reason}`,
        type: 'payment_intent.canceled',
        data: { object: { id: 'pi_held', cancellation_reason: reason } },
      });
      expect(provider.verifyWebhook(payload, header), String(reason)).toEqual(
        expected === 'ignored'
          ? { id: `evt_${reason}`, type: 'ignored', paymentIntentId: null }
          : { id: `evt_${reason}`, type: expected, paymentIntentId: 'pi_held' },
      );
    }
  });

  test('any other signed event type is ignored', () => {
    for (const type of [
      'payment_intent.created',
      'payment_intent.canceled',
      'charge.succeeded',
      'charge.captured',
      'customer.created',
    ]) {
      const { payload, header } = signedEvent({ id: `evt_${type}`, type, data: { object: { id: 'x' } } });
      expect(provider.verifyWebhook(payload, header), type).toEqual({
        id: `evt_${type}`,
        type: 'ignored',
        paymentIntentId: null,
      });
    }
  });

  test('a wrong secret, a tampered body, a stale or missing signature are InvalidSignatureError', () => {
    const { payload, header } = succeeded();
    const forged = signedEvent(JSON.parse(payload), 'whsec_someone_else');
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });

    expect(() => provider.verifyWebhook(forged.payload, forged.header)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyWebhook(payload.replace('pi_paid', 'pi_other'), header)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyWebhook(payload, stale)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyWebhook(payload, '')).toThrow(InvalidSignatureError);
    expect(() => provider.verifyWebhook(payload, 'not a signature')).toThrow(InvalidSignatureError);
    expect(requests).toHaveLength(0);
  });
});
