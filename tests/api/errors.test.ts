import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { readErrorBody } from '#shared/errors';
import { expectError as expectErrorAnswer } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** A stack frame, a source path or SQL: nothing a client should ever read. */
const LEAKS = [
  /\bat \S+ \(/,
  /\bat file:/,
  /\.ts:\d/,
  /\.js:\d/,
  /node_modules/,
  /\bselect\b.*\bfrom\b/i,
  /\brelation\b/i,
];

/** An error answer: the status, JSON, the shared error shape, the code, and no leaked internals. */
function expectError(response: TestResponse, status: number, code: string, label = '') {
  expectErrorAnswer(response, status, code, label);
  for (const leak of LEAKS) expect(response.text, label).not.toMatch(leak);
}

/** A verified shopper with one line in the cart, to check that bad requests change nothing. */
async function shopperWithCart(): Promise<{ client: TestClient; cart: string }> {
  const client = await api.verifiedClient();
  const added = await client.post('/api/cart', { json: { productId: 'tangie-flower', quantity: 2 } });
  expect(added.status).toBe(200);
  return { client, cart: (await client.get('/api/cart')).text };
}

async function expectCartUnchanged(client: TestClient, cart: string) {
  expect((await client.get('/api/cart')).text).toBe(cart);
  expect(await api.rowCount('cart_lines')).toBe(1);
}

const WRITES = [
  ['POST', '/api/cart'],
  ['PUT', '/api/cart/tangie-flower'],
  ['POST', '/api/orders/lookup'],
] as const;

describe('bad request bodies', () => {
  test('malformed JSON is 400 invalid_json and changes nothing', async () => {
    const { client, cart } = await shopperWithCart();
    for (const [method, path] of WRITES) {
      for (const body of ['{bad', '{"productId": "tangie-flower", "quantity": 3', "{'productId': 'x'}"]) {
        const response = await client.request(method, path, {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectError(response, 400, 'invalid_json', `${method} ${body}`);
      }
    }
    await expectCartUnchanged(client, cart);
  });

  test('a write whose body is not JSON is 415 unsupported_media_type and changes nothing', async () => {
    const { client, cart } = await shopperWithCart();
    const bodies = [
      ['text/plain', '{"productId":"tangie-flower","quantity":3}'],
      ['application/x-www-form-urlencoded', 'productId=tangie-flower&quantity=3'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n3\r\n--x--'],
    ] as const;
    for (const [method, path] of WRITES) {
      for (const [contentType, body] of bodies) {
        const response = await client.request(method, path, { body, headers: { 'content-type': contentType } });
        expectError(response, 415, 'unsupported_media_type', `${method} ${contentType}`);
      }
    }
    // A body sent with no content type at all is not JSON either.
    const untyped = await fetch(new URL('/api/cart', api.baseUrl), {
      method: 'POST',
      // A Blob without a type is sent without a Content-Type header.
      body: new Blob(['{"productId":"tangie-flower","quantity":3}']),
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(untyped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(untyped.status).toBe(415);
    expect(readErrorBody(await untyped.json())?.error.code).toBe('unsupported_media_type');
    await expectCartUnchanged(client, cart);
  });

  test('a body over 16 KB is 413 payload_too_large and changes nothing', async () => {
    const { client, cart } = await shopperWithCart();
    for (const [method, path] of WRITES) {
      const response = await client.request(method, path, {
        json: { productId: 'tangie-flower', quantity: 3, padding: 'x'.repeat(17 * 1024) },
      });
      expectError(response, 413, 'payload_too_large', method);
    }
    await expectCartUnchanged(client, cart);
  });

  test('a JSON array, string, number or null as the body is 400 and changes nothing', async () => {
    const { client, cart } = await shopperWithCart();
    for (const [method, path] of WRITES) {
      for (const body of ['[]', '[{"productId":"tangie-flower","quantity":3}]', '"tangie-flower"', '3', 'null']) {
        const response = await client.request(method, path, { body, headers: { 'content-type': 'application/json' } });
        expect(response.status, `${method} ${body}`).toBe(400);
        expect(['invalid_request', 'invalid_json'], `${method} ${body}`).toContain(
          readErrorBody(response.body)?.error.code,
        );
      }
    }
    await expectCartUnchanged(client, cart);
  });
});

describe('requests Node refuses before the app', () => {
  test('a request line over 16 KB is 431 with the JSON error body, and the server keeps serving', async () => {
    const response = await fetch(`${api.baseUrl}/api/products?search=${'x'.repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(readErrorBody(await response.json())?.error.code).toBe('invalid_request');
    expect((await api.client().get('/api/products/featured')).status).toBe(200);
  });
});

describe('text the database cannot hold', () => {
  test('a NUL character anywhere in a query or body is a 400 that changes nothing, never a 500', async () => {
    const { client, cart } = await shopperWithCart();
    const attempts = [
      client.get('/api/products?search=%00'),
      client.post('/api/cart', { json: { productId: 'tangie-flower', size: '3.5g\u0000' } }),
      client.delete('/api/cart/tangie-flower?size=%00'),
      client.post('/api/cart/sync', {
        json: {
          clientId: randomUUID(),
          mutations: [
            { id: 1, name: 'removeLine', args: { productId: 'a\u0000b', size: '3.5g', purchaseType: 'one-time' } },
          ],
        },
      }),
      client.post('/api/contact', { json: { name: 'A\u0000' } }),
    ];
    for (const response of await Promise.all(attempts)) expectError(response, 400, 'invalid_request');
    await expectCartUnchanged(client, cart);
  });
});

describe('unknown paths and methods', () => {
  test('an /api path no endpoint serves is 404 not_found as JSON, never the app shell', async () => {
    const client = api.client();
    expectError(await client.get('/api/nope'), 404, 'not_found', 'GET /api/nope');
    expectError(await client.post('/api/nope/deeper'), 404, 'not_found', 'POST /api/nope/deeper');
    expectError(await client.get('/api'), 404, 'not_found', 'GET /api');
    expectError(await client.delete('/api/products/lychee-gummies/extra'), 404, 'not_found', 'DELETE nested');
    expectError(await client.post('/api/nope', { json: { a: 1 } }), 404, 'not_found', 'POST with body');
  });

  test('a method a known path does not accept is 405 method_not_allowed as JSON', async () => {
    const client = await api.verifiedClient();
    expectError(await client.request('PATCH', '/api/cart'), 405, 'method_not_allowed', 'PATCH /api/cart');
    expectError(await client.request('PUT', '/api/cart'), 405, 'method_not_allowed', 'PUT /api/cart');
    expectError(await client.request('POST', '/api/products'), 405, 'method_not_allowed', 'POST /api/products');
    expectError(await client.request('DELETE', '/api/age-verification'), 405, 'method_not_allowed', 'DELETE age');
    expect(await client.get('/api/cart').then((response) => response.body)).toEqual([]);
  });
});

describe('error bodies', () => {
  test('every error answer has the shared shape, is JSON, carries no stack, path or SQL, and is not a 5xx', async () => {
    const client = await api.verifiedClient();
    const stranger = api.client();
    const json = { 'content-type': 'application/json' };
    const responses: [string, TestResponse][] = [
      ['unknown product', await client.get('/api/products/no-such-product')],
      ['bad category', await client.get('/api/products?category=candy')],
      ['not verified', await stranger.get('/api/age-verification')],
      ['write not verified', await stranger.post('/api/cart', { json: { productId: 'tangie-flower' } })],
      ['bad json', await client.post('/api/cart', { body: '{bad', headers: json })],
      ['bad quantity', await client.post('/api/cart', { json: { productId: 'tangie-flower', quantity: 'x' } })],
      ['unknown size', await client.post('/api/cart', { json: { productId: 'tangie-flower', size: 'huge' } })],
      ['not in cart', await client.put('/api/cart/tangie-flower', { json: { quantity: 2 } })],
      ['bad id in path', await client.put('/api/cart/Bad_Id', { json: { quantity: 2 } })],
      ['odd id', await client.delete(`/api/cart/${encodeURIComponent("x'; drop table products; --")}`)],
      ['odd search', await client.get(`/api/products?search=${encodeURIComponent("'")}&category=%00`)],
      ['unknown api', await client.get('/api/nope')],
      ['method', await client.request('PATCH', '/api/cart')],
      ['media type', await client.post('/api/cart', { body: 'x', headers: { 'content-type': 'text/plain' } })],
      ['too large', await client.post('/api/cart', { json: { pad: 'x'.repeat(20_000) } })],
    ];
    for (const [label, response] of responses) {
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(readErrorBody(response.body) !== null, `${label}: ${response.text}`).toBe(true);
      for (const leak of LEAKS) expect(response.text, label).not.toMatch(leak);
    }
    expect(await api.rowCount('products')).toBeGreaterThanOrEqual(40);
  });
});

describe('request ids', () => {
  test('every answer carries an X-Request-Id of its own', async () => {
    const client = api.client();
    const responses = [
      await client.get('/api/products'),
      await client.get('/api/nope'),
      await client.post('/api/cart', { json: {} }),
      await client.get('/shop'),
      await client.get('/nope'),
      await client.get('/assets/index-AbCd1234.js'),
    ];
    const ids = responses.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a sane incoming X-Request-Id is echoed back; anything else is replaced', async () => {
    const client = api.client();
    const sane = await client.get('/api/products/tangie-flower', { headers: { 'x-request-id': 'edge-abc.123_XYZ' } });
    expect(sane.headers.get('x-request-id')).toBe('edge-abc.123_XYZ');
    expect(api.logs.some((line) => line.requestId === 'edge-abc.123_XYZ')).toBe(true);
    for (const incoming of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const response = await client.get('/api/products/tangie-flower', { headers: { 'x-request-id': incoming } });
      const id = response.headers.get('x-request-id');
      expect(id, incoming).not.toBe(incoming);
      expect(id, incoming).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });
});

describe('security headers', () => {
  test('API answers, errors and pages carry the Content-Security-Policy and nosniff', async () => {
    const client = api.client();
    const responses = {
      api: await client.get('/api/products/featured'),
      error: await client.get('/api/nope'),
      page: await client.get('/checkout'),
      missing: await client.get('/nope'),
    };
    for (const [label, response] of Object.entries(responses)) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, label).toContain("script-src 'self' https://js.stripe.com");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(csp, label).toContain("default-src 'self'");
      expect(csp, label).not.toContain('unsafe-eval');
      expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      // The older header agrees with frame-ancestors 'none' rather than allowing the same origin.
      expect(response.headers.get('x-frame-options'), label).toBe('DENY');
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
        expect(permissions, label).toContain(feature);
      expect(permissions, label).toContain('payment=(self "https://js.stripe.com")');
    }
  });
});

describe('compression', () => {
  test('a large answer is sent gzipped to a client that accepts it', async () => {
    const response = await api.client().get('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes it transparently: the body is still the whole catalogue.
    expect(response.body.length).toBeGreaterThanOrEqual(40);
    const identity = await api.client().get('/api/products', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.body).toEqual(response.body);
    for (const answer of [response, identity]) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  test('a small answer goes out whole, as JSON with its exact length', async () => {
    const response = await api.client().get('/api/age-verification/status', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(response.body)));
    expect(response.body).toEqual({ verified: false });
  });

  test('a client that leaves mid-answer is not logged as a server error', async () => {
    // A file big enough to still be streaming when the client goes.
    const dist = mkdtempSync(join(tmpdir(), 'verdant-big-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Verdant</title>');
    writeFileSync(join(dist, 'assets', 'big-AbCd1234.js'), randomBytes(4 * 1024 * 1024).toString('base64'));
    const streaming = await startApi({ pwaDist: dist });
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${streaming.baseUrl}/assets/big-AbCd1234.js`,
          { headers: { 'accept-encoding': 'gzip' } },
          (answer) => {
            answer.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      // The server notices the closed socket on its next write.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await streaming.client().get('/api/products/featured')).status).toBe(200);
      expect(streaming.logs.filter((line) => line.level === 50)).toEqual([]);
    } finally {
      await streaming.close();
    }
  });
});

describe('an unexpected server error', () => {
  // Breaks its own database, so it does not share the harness of the other tests.
  let broken: ApiHarness;
  beforeAll(async () => {
    broken = await startApi();
  });
  afterAll(() => broken.close());

  test('is answered 500 internal_error with a generic message quoting the request id, and logged', async () => {
    await broken.db.schema.dropTable('size_multipliers');
    broken.logs.length = 0;
    const response = await broken.client().get('/api/products');
    expectError(response, 500, 'internal_error');
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe('');
    expect(response.body.error.message).toContain(requestId);
    expect(response.text).not.toContain('size_multipliers');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const logged = broken.logs.filter((line) => line.level === 50);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.requestId).toBe(requestId);
    expect(JSON.stringify(logged[0])).toContain('size_multipliers');

    // The rest of the API still answers.
    const cart = await broken.client().get('/api/cart');
    expect(cart.status).toBe(200);
  });
});
