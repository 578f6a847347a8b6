import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminOrderStatusApiPath, orderApiPath } from '#shared/api-paths';
import { orderSchema } from '#shared/schemas/checkout';
import { ORDER_LOOKUP_NOT_FOUND_MESSAGE } from '#shared/schemas/order-lookup';
import { ORDER_LOOKUP_ANSWER_FLOOR_MS } from '../../sync-api/orders/order-tracking.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder, shopperView } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * Shoppers following their orders: the session that placed an order reads it, and any device
 * that looks it up by its number and the email given at checkout follows it from then on.
 * Nothing tells a stranger whether an order exists. The limits are in order-lookup-limits.test.ts.
 */

let api: ApiHarness;
beforeAll(async () => {
  // The harness's limits are far above what this file sends: only the lookups' rules answer here.
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** A number in the store's format that no order has (orders are made with random ones). */
const UNUSED_NUMBER = 'VD-2222222222';

function lookUp(client: TestClient, body: unknown) {
  return client.post(API_PATHS.orderLookup, { json: body });
}

/** The lookup's answer and how long the client waited for it, in milliseconds. */
async function timedLookUp(client: TestClient, body: unknown): Promise<{ response: TestResponse; ms: number }> {
  const started = performance.now();
  const response = await lookUp(client, body);
  return { response, ms: performance.now() - started };
}

const followers = () => api.rowCount('order_followers');

describe('GET /api/orders/{id}', () => {
  test('the session that placed an order reads its status and public timeline, never a date of birth', async () => {
    const { shopper, order } = await placePaidOrder(api.baseUrl);
    const response = await shopper.get(orderApiPath(order.id));
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).not.toContain('dateOfBirth');
    expect(response.text).not.toContain(DELIVERY.dateOfBirth);
    const read = orderSchema.parse(response.body);
    expect(read.status).toBe('paid');
    expect(read.timeline).toEqual([{ status: 'paid', at: expect.any(String) }]);
    expect(Object.keys(response.body.timeline[0]).sort()).toEqual(['at', 'status']);
  });

  test('another session, no session, an unknown id and a malformed id all get the one 404 body', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const stranger = await api.verifiedClient();
    const answers: [string, TestResponse][] = [
      ['another session', await stranger.get(orderApiPath(order.id))],
      ['no session', await api.client().get(orderApiPath(order.id))],
      ['unknown id', await stranger.get(orderApiPath(randomUUID()))],
      ['malformed id', await stranger.get(orderApiPath('not-an-order'))],
      ['order number as id', await stranger.get(orderApiPath(order.number))],
    ];
    const [, first] = answers[0] ?? [];
    for (const [label, response] of answers) {
      expectError(response, 404, 'order_not_found', label);
      expect(response.body, label).toEqual(first?.body);
      expect(response.text, label).not.toContain(order.id);
      expect(response.text, label).not.toContain(order.number);
    }
  });
});

describe('POST /api/orders/lookup: a match', () => {
  test('answers the order as GET does, and the device follows it from then on, later moves included', async () => {
    const { shopper, order } = await placePaidOrder(api.baseUrl);
    const device = api.client();
    const response = await lookUp(device, { number: order.number, email: DELIVERY.email });
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain('dateOfBirth');
    expect(orderSchema.parse(response.body)).toEqual(await shopperView(shopper, order.id));
    expect(await followers()).toBe(1);

    const { client: staff } = await staffClient(api, 'staff');
    for (const [from, to] of [
      ['paid', 'processing'],
      ['processing', 'in_transit'],
    ]) {
      const moved = await staff.post(adminOrderStatusApiPath(order.id), { json: { from, to } });
      expect(moved.status, moved.text).toBe(200);
    }
    const followed = await shopperView(device, order.id);
    expect(followed.status).toBe('in_transit');
    expect(followed.timeline.map((step) => step.status)).toEqual(['paid', 'processing', 'in_transit']);
    expect(followed).toEqual(await shopperView(shopper, order.id));

    // Looking it up again, from the same device, follows it once.
    expect((await lookUp(device, { number: order.number, email: DELIVERY.email })).status).toBe(200);
    expect(await followers()).toBe(1);
  });

  test('the number in lower case, with spaces or without its prefix, and the email in any case, still match', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const body = order.number.slice('VD-'.length);
    const typed = [
      { number: order.number.toLowerCase(), email: DELIVERY.email },
      { number: body, email: DELIVERY.email },
      { number: ` ${body.slice(0, 4)} ${body.slice(4)} `, email: DELIVERY.email },
      { number: `vd${body.toLowerCase()}`, email: ` ${DELIVERY.email.toUpperCase()} ` },
    ];
    const answers = await Promise.all(typed.map((request) => lookUp(api.client(), request)));
    for (const [index, response] of answers.entries()) {
      expect(response.status, JSON.stringify(typed[index])).toBe(200);
      expect(response.body.id).toBe(order.id);
    }
    expect(await followers()).toBe(typed.length);
  });
});

describe('POST /api/orders/lookup: no match', () => {
  test('a wrong email, a number no order has, or both, get the same 404 with the one message', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const device = api.client();
    const answers = await Promise.all([
      lookUp(device, { number: order.number, email: 'grace@example.com' }),
      lookUp(device, { number: UNUSED_NUMBER, email: DELIVERY.email }),
      lookUp(device, { number: UNUSED_NUMBER, email: 'grace@example.com' }),
    ]);
    for (const response of answers) {
      expectError(response, 404, 'order_not_found');
      expect(response.body).toEqual({ error: { code: 'order_not_found', message: ORDER_LOOKUP_NOT_FOUND_MESSAGE } });
    }
    expect(await followers()).toBe(0);
    expectError(await device.get(orderApiPath(order.id)), 404, 'order_not_found');
  });

  test('a malformed number or email, a missing field or a body that is not an object is 400, and nothing is stored', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const before = await api.snapshot();
    const bodies: [string, unknown, string[]][] = [
      ['number with a 0', { number: 'VD-0000000000', email: DELIVERY.email }, ['number']],
      ['number too short', { number: order.number.slice(0, -1), email: DELIVERY.email }, ['number']],
      ['number too long', { number: 'x'.repeat(41), email: DELIVERY.email }, ['number']],
      ['number not text', { number: 42, email: DELIVERY.email }, ['number']],
      ['email malformed', { number: order.number, email: 'ada at example.com' }, ['email']],
      ['email empty', { number: order.number, email: '  ' }, ['email']],
      ['email too long', { number: order.number, email: `${'a'.repeat(250)}@example.com` }, ['email']],
      ['no number', { email: DELIVERY.email }, ['number']],
      ['no email', { number: order.number }, ['email']],
      ['empty object', {}, ['number']],
      ['an array', [order.number, DELIVERY.email], []],
      ['a string', order.number, []],
      ['a number', 42, []],
    ];
    const answers = await Promise.all(bodies.map(([, body]) => lookUp(api.client(), body)));
    for (const [index, response] of answers.entries()) {
      const [label, , path] = bodies[index] ?? [];
      expect(response.status, `${label}: ${response.text}`).toBe(400);
      expect(['invalid_request', 'invalid_json'], label).toContain(response.body?.error?.code);
      if (response.body.error.code === 'invalid_request' && path?.length) {
        expect(response.body.error.details[0].path, label).toEqual(path);
      }
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('POST /api/orders/lookup: what the answer gives away', () => {
  test(`a wrong number, a wrong email and a malformed request each take at least ${ORDER_LOOKUP_ANSWER_FLOOR_MS} ms`, async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const timed = {
      'wrong number': await timedLookUp(api.client(), { number: UNUSED_NUMBER, email: DELIVERY.email }),
      'wrong email': await timedLookUp(api.client(), { number: order.number, email: 'grace@example.com' }),
      malformed: await timedLookUp(api.client(), { number: 'nope', email: DELIVERY.email }),
      match: await timedLookUp(api.client(), { number: order.number, email: DELIVERY.email }),
    };
    for (const [label, { response, ms }] of Object.entries(timed)) {
      expect(response.status, label).toBe(label === 'match' ? 200 : label === 'malformed' ? 400 : 404);
      expect(ms, label).toBeGreaterThanOrEqual(ORDER_LOOKUP_ANSWER_FLOOR_MS);
    }
  });

  test('every answer carries Cache-Control: no-store', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const answers = await Promise.all([
      lookUp(api.client(), { number: order.number, email: DELIVERY.email }),
      lookUp(api.client(), { number: UNUSED_NUMBER, email: DELIVERY.email }),
      lookUp(api.client(), { number: 'nope', email: 'nope' }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 404, 400]);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('no age confirmation is asked for, and the device is given a session to follow the order with', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const device = api.client();
    const response = await lookUp(device, { number: order.number, email: DELIVERY.email });
    expect(response.status, response.text).toBe(200);
    expect([...device.cookies.keys()]).toContain('verdant_session');
    expect([...device.cookies.keys()]).not.toContain('verdant_age');
  });
});
