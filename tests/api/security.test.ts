import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { readErrorBody } from '#shared/errors';
import { cardPaymentIntentSchema, orderSchema } from '#shared/schemas/checkout';
import { createApp } from '../../sync-api/app.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from '../setup/api-harness.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * What a hostile page or a hostile client can try against the API. Covered elsewhere, and not
 * repeated here: a price in a cart add (cart.test.ts), in a sync mutation (cart-sync.test.ts)
 * and in a payment intent body (checkout.test.ts); no, forged and tampered age cookies on
 * payment intents (checkout.test.ts) and on reading the confirmation (age-verification.test.ts);
 * another session's cart (cart.test.ts), sync client (cart-sync.test.ts), payment intent and
 * order (checkout.test.ts); script tags stored as text (reviews-contact.test.ts).
 */

const AGE_COOKIE = 'verdant_age';
const SESSION_COOKIE = 'verdant_session';
const CHECKOUT = { delivery: DELIVERY, deliveryOption: 'standard' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** A verified shopper with a line in the cart and an open payment intent. */
async function shopperAtCheckout() {
  const client = await api.verifiedClient();
  const added = await client.post('/api/cart', { json: { productId: 'tangie-flower', size: '7g', quantity: 2 } });
  expect(added.status, added.text).toBe(200);
  const answer = await client.post('/api/create-payment-intent', { json: CHECKOUT });
  expect(answer.status, answer.text).toBe(200);
  return { client, intent: cardPaymentIntentSchema.parse(answer.body) };
}

/** The same session's cookies, with the age cookie replaced by `age`. */
function withAgeCookie(owner: TestClient, age: { value: string; sig?: string | undefined }): TestClient {
  const other = api.client();
  for (const [name, value] of owner.cookies) {
    if (name.startsWith(SESSION_COOKIE)) other.cookies.set(name, value);
  }
  other.cookies.set(AGE_COOKIE, age.value);
  if (age.sig) other.cookies.set(`${AGE_COOKIE}.sig`, age.sig);
  return other;
}

/** Every write of the API that a shopper's browser makes, for a session at checkout. */
function everyWrite(intent: { paymentIntentId: string; clientSecret: string }) {
  const gateway = `/api/test-gateway/payment-intents/${intent.paymentIntentId}`;
  return [
    ['POST', '/api/age-verification', undefined],
    ['POST', '/api/cart', { productId: 'lychee-gummies', quantity: 3 }],
    ['PUT', '/api/cart/tangie-flower', { quantity: 3 }],
    ['DELETE', '/api/cart/tangie-flower', undefined],
    ['DELETE', '/api/cart', undefined],
    ['POST', '/api/cart/sync', { clientId: randomUUID(), mutations: [{ id: 1, name: 'clearCart', args: {} }] }],
    ['POST', '/api/create-payment-intent', { ...CHECKOUT, deliveryOption: 'express' }],
    ['POST', '/api/orders', { paymentIntentId: intent.paymentIntentId }],
    ['POST', `${gateway}/confirm`, { clientSecret: intent.clientSecret, ...CARD }],
    ['POST', `${gateway}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'complete' }],
    [
      'POST',
      '/api/reviews',
      { submissionId: randomUUID(), name: 'Sam', rating: 4, product: 'Tangie Flower', title: 'Nice', review: 'Good.' },
    ],
    [
      'POST',
      '/api/contact',
      { submissionId: randomUUID(), name: 'Sam', email: 'sam@example.com', subject: 'other', message: 'Hello' },
    ],
    ['POST', '/api/orders/lookup', { number: 'VD-2222222222', email: 'sam@example.com' }],
  ] as const;
}

describe('purchases need a genuine age confirmation', () => {
  test('a forged or tampered age cookie is 403 on every cart write, the cart sync and orders, and nothing changes', async () => {
    const { client: owner, intent } = await shopperAtCheckout();
    // The card is held: the order is one call away, had the age confirmation been genuine.
    await api.db('test_payment_intents').where({ id: intent.paymentIntentId }).update({ status: 'requires_capture' });
    const stranger = await api.verifiedClient();
    const cookies = {
      // A made-up id under a made-up signature.
      forged: { value: randomUUID(), sig: 'forged-signature' },
      // Another browser's genuine confirmation under this browser's signature.
      tampered: { value: stranger.cookies.get(AGE_COOKIE) ?? '', sig: owner.cookies.get(`${AGE_COOKIE}.sig`) },
      // The browser's own id with the signature stripped.
      unsigned: { value: owner.cookies.get(AGE_COOKIE) ?? '' },
    };
    const gated = everyWrite(intent).filter(([, path]) => path.startsWith('/api/cart') || path === '/api/orders');
    expect(gated).toHaveLength(6);
    const before = await api.snapshot();
    for (const [label, age] of Object.entries(cookies)) {
      const intruder = withAgeCookie(owner, age);
      for (const [method, path, json] of gated) {
        const response = await intruder.request(method, path, json === undefined ? {} : { json });
        expectError(response, 403, 'age_verification_required', `${label} ${method} ${path}`);
      }
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

/** The shopper's browser, with these headers on every request (as it adds Origin to writes). */
function from(client: TestClient, headers: Record<string, string>): TestClient {
  const browser = new TestClient(client.baseUrl, headers);
  for (const [name, value] of client.cookies) browser.cookies.set(name, value);
  return browser;
}

describe('writes from another site', () => {
  test('each write endpoint refuses a foreign Origin, Origin: null and Sec-Fetch-Site: cross-site with 403, changing nothing', async () => {
    const { client: owner, intent } = await shopperAtCheckout();
    const port = new URL(api.baseUrl).port;
    const foreign: Record<string, Record<string, string>> = {
      'another site': { origin: 'https://evil.example' },
      'a sandboxed frame or a file': { origin: 'null' },
      'another port of this host': { origin: `http://127.0.0.1:${Number(port) + 1}` },
      'another name for this host': { origin: `http://localhost:${port}` },
      'https instead of http': { origin: `https://127.0.0.1:${port}` },
      'a cross-site fetch with no Origin': { 'sec-fetch-site': 'cross-site' },
      'our Origin, but the browser says cross-site': { origin: api.baseUrl, 'sec-fetch-site': 'cross-site' },
    };
    const before = await api.snapshot();
    for (const [label, headers] of Object.entries(foreign)) {
      const attacker = from(owner, headers);
      for (const [method, path, json] of everyWrite(intent)) {
        const response = await attacker.request(method, path, json === undefined ? {} : { json });
        expectError(response, 403, 'cross_origin_refused', `${label}: ${method} ${path}`);
        expect(response.headers.getSetCookie(), `${label}: ${method} ${path}`).toEqual([]);
      }
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('the same writes from the store itself, or with no Origin at all, are accepted', async () => {
    const { client: owner, intent } = await shopperAtCheckout();
    const ourselves = from(owner, { origin: api.baseUrl, 'sec-fetch-site': 'same-origin' });
    const statuses: number[] = [];
    for (const [method, path, json] of everyWrite(intent)) {
      statuses.push((await ourselves.request(method, path, json === undefined ? {} : { json })).status);
    }
    // Each endpoint answered as it does for any shopper making these calls in this order: the
    // cart calls empty the cart, so a new payment intent is 409 empty_cart; the order waits
    // for the card step (409), which pays (200) and needs no authentication after (400); no
    // order has the number looked up (404).
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 409, 409, 200, 400, 201, 201, 404]);
    expect(await api.rowCount('orders')).toBe(1);

    const curl = await api.client().post('/api/contact', {
      json: { submissionId: randomUUID(), name: 'Cli', email: 'cli@example.com', subject: 'other', message: 'Hi' },
    });
    expect(curl.status, curl.text).toBe(201);
  });

  test('reads from another site are answered, without any header that would let its page read them', async () => {
    const { client: owner } = await shopperAtCheckout();
    const page = from(owner, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    for (const path of ['/api/products/featured', '/api/cart', '/api/age-verification']) {
      const response = await page.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  test('Stripe’s webhook is exempt: it is signed, and Stripe sends it from its own servers', async () => {
    const response = await api.client().post('/api/webhooks/stripe', {
      json: { id: 'evt_1', type: 'payment_intent.succeeded' },
      headers: { origin: 'https://stripe.example', 'stripe-signature': 't=1,v1=bad' },
    });
    expectError(response, 400, 'invalid_signature');
  });
});

describe('an API path spelled with other letter cases', () => {
  // The API's checks (same origin, storable text, JSON errors) apply to paths under /api/, so a
  // route must not answer any other spelling of them: it is no API route, and reaches nothing.
  test('a cross-site DELETE /Api/Cart leaves the cart as it was', async () => {
    const { client: owner } = await shopperAtCheckout();
    const before = await api.snapshot();
    const response = await from(owner, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).delete(
      '/Api/Cart',
    );
    expect(response.status, response.text).toBe(404);
    expect(await api.snapshot()).toEqual(before);
  });

  test('a cross-site form POST with no body to /API/age-verification sets no age cookie', async () => {
    const page = new TestClient(api.baseUrl, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
    });
    const response = await page.post('/API/age-verification');
    expect(response.status, response.text).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await api.rowCount('age_verifications')).toBe(0);
  });

  test('a NUL character sent to /API/cart/sync is a 404, not a server error, and changes nothing', async () => {
    const { client: owner } = await shopperAtCheckout();
    const before = await api.snapshot();
    const args = { productId: 'tangie-flower', size: '7g\u0000', purchaseType: 'one-time', quantity: 1 };
    const mutation = { id: 1, name: 'setLineQuantity', args };
    for (const path of ['/API/cart/sync', '/API/cart/sync%00']) {
      const response = await owner.post(path, { json: { clientId: randomUUID(), mutations: [mutation] } });
      expect(response.status, `${path}: ${response.text}`).toBe(404);
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('behind a proxy, the store’s public origin', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  async function serve(config: { trustProxy: boolean; publicOrigin?: string }): Promise<TestClient> {
    const app = createApp({
      config: { sessionSecret: SESSION_SECRET, pwaDist: '/nonexistent', nodeEnv: 'test', ...config },
      db: api.db,
      catalogue: api.catalogue,
      logger: api.logger,
    });
    const server = createServer(app.callback());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const confirm = (client: TestClient, headers: Record<string, string>) =>
    client.post('/api/age-verification', { headers });

  test('PUBLIC_ORIGIN is our origin, whatever Host the proxy passes on', async () => {
    const client = await serve({ trustProxy: false, publicOrigin: 'https://shop.example' });
    expect((await confirm(client, { origin: 'https://shop.example' })).status).toBe(200);
    expectError(await confirm(client, { origin: 'https://shop.example.evil.example' }), 403, 'cross_origin_refused');
  });

  test('with TRUST_PROXY, the forwarded host and scheme are our origin; without it they are not believed', async () => {
    const forwarded = {
      origin: 'https://verdant.example',
      'x-forwarded-host': 'verdant.example',
      'x-forwarded-proto': 'https',
    };
    expect((await confirm(await serve({ trustProxy: true }), forwarded)).status).toBe(200);
    expectError(await confirm(await serve({ trustProxy: false }), forwarded), 403, 'cross_origin_refused');
  });

  test('with TRUST_PROXY and PUBLIC_ORIGIN, a forwarded host the client chose is not our origin', async () => {
    const client = await serve({ trustProxy: true, publicOrigin: 'https://shop.example' });
    const chosen = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expectError(await confirm(client, chosen), 403, 'cross_origin_refused');
    expect((await confirm(client, { origin: 'https://shop.example', 'x-forwarded-proto': 'https' })).status).toBe(200);
  });
});

describe('totals sent by the client', () => {
  test('an amount, total or price in the order call is ignored: the order is what the server priced', async () => {
    const { client, intent } = await shopperAtCheckout();
    const paid = await client.post(`/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
      json: { clientSecret: intent.clientSecret, ...CARD, amount: 1 },
    });
    // The card is held for what the server priced, not what the client sent: 170.00 shipped free;
    // excise 25.50; sales tax 14.17 and district tax 2.69 on 195.50.
    expect(paid.body).toMatchObject({ status: 'requires_capture', amount: 21236 });
    const response = await client.post('/api/orders', {
      json: {
        paymentIntentId: intent.paymentIntentId,
        amount: 1,
        total: '0.01',
        subtotal: '0.01',
        price: '0.01',
        breakdown: { subtotal: '0.01', savings: '0.00', delivery: '0.00', total: '0.01' },
        lines: [{ productId: 'tangie-flower', size: '7g', quantity: 2, unitPrice: '0.01', lineTotal: '0.02' }],
      },
    });
    expect(response.status, response.text).toBe(200);
    const order = orderSchema.parse(response.body);
    expect(order.breakdown).toEqual(californiaBreakdown({ subtotal: '170.00', savings: '0.00', delivery: '0.00' }));
    expect(order.breakdown.total).toBe('212.36');
    expect(order.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      ['tangie-flower', 2, '85.00', '170.00'],
    ]);
  });
});

describe('text from the request echoed in an answer', () => {
  test('is sent as a JSON string with nosniff, never as markup, and never escaped twice', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const client = await api.verifiedClient();
    for (const response of [
      await client.get(`/api/products/${encodeURIComponent(script)}`),
      await client.put(`/api/cart/${encodeURIComponent(script)}`, { json: { quantity: 1 } }),
      await client.post('/api/orders', { json: { paymentIntentId: script } }),
    ]) {
      expect(response.status, response.text).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(readErrorBody(response.body)?.error.message).toContain(script);
      expect(response.text).not.toContain('&lt;');
    }
    // Reading an order answers one message whatever the id, so it echoes nothing.
    const order = await client.get(`/api/orders/${encodeURIComponent(script)}`);
    expect(order.status, order.text).toBe(404);
    expect(order.text).not.toContain('<script');
  });
});
