import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, orderApiPath } from '#shared/api-paths';
import { ORDER_NUMBER_ALPHABET } from '#shared/schemas/order-lookup';
import { WRITE_LIMITS } from '../../sync-api/limits/write-limits.ts';
import { ORDER_LOOKUP_PER_NUMBER } from '../../sync-api/orders/order-lookup-limits.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { everyCount } from '../setup/limits.ts';
import { placePaidOrder } from '../setup/paid-orders.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * Look Up Order's limits, per client address and per order number, over an app with small
 * ones (every test here comes from 127.0.0.1). Each test starts a new app, whose counters start
 * at zero, over the emptied database.
 */

const PER_ADDRESS = 10;
const PER_NUMBER = 3;
const WINDOW_SECONDS = 600;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({
    limits: {
      // Each lookup below comes from a client without a session: one client per address.
      orderLookup: everyCount({ points: PER_ADDRESS, durationSeconds: WINDOW_SECONDS }),
      orderLookupPerNumber: { points: PER_NUMBER, durationSeconds: WINDOW_SECONDS },
    },
  });
});
beforeEach(async () => {
  await api.reset();
  await api.restart();
});
afterAll(() => api.close());

function lookUp(client: TestClient, body: unknown) {
  return client.post(API_PATHS.orderLookup, { json: body });
}

/** A well-formed number, different for each `index`, that no order has. */
const unusedNumber = (index: number) =>
  `VD-${'2'.repeat(8)}${ORDER_NUMBER_ALPHABET[Math.floor(index / 32)]}${ORDER_NUMBER_ALPHABET[index % 32]}`;

/** A 429 `too_many_attempts` with a whole number of seconds to wait, within the window. */
function expectRefused(response: TestResponse, label = '') {
  expectError(response, 429, 'too_many_attempts', label);
  expect(response.headers.get('retry-after'), label).toMatch(/^\d+$/);
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds, label).toBeGreaterThanOrEqual(1);
  expect(seconds, label).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers.get('cache-control'), label).toBe('no-store');
}

describe('the defaults', () => {
  test('a household behind one address, or a shopper retrying an email, stays far below them', () => {
    expect(WRITE_LIMITS.orderLookup.perSession).toEqual({ points: 30, durationSeconds: 3600 });
    expect(ORDER_LOOKUP_PER_NUMBER).toEqual({ points: 10, durationSeconds: 3600 });
  });
});

describe('per client address', () => {
  test('past the limit every lookup is 429 with Retry-After, a matching one too, and nothing is done', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    // Lookups of every kind count: misses on different numbers, and malformed requests.
    const counted = await Promise.all(
      Array.from({ length: PER_ADDRESS }, (_, index) =>
        lookUp(api.client(), index % 2 ? { number: unusedNumber(index), email: DELIVERY.email } : { number: 'nope' }),
      ),
    );
    expect(counted.map((response) => response.status).sort()).toEqual([
      ...Array(PER_ADDRESS / 2).fill(400),
      ...Array(PER_ADDRESS / 2).fill(404),
    ]);

    const device = api.client();
    const before = await api.snapshot();
    for (const body of [{ number: order.number, email: DELIVERY.email }, { number: unusedNumber(99) }, {}]) {
      const response = await lookUp(device, body);
      expectRefused(response, JSON.stringify(body));
      expect(response.headers.getSetCookie(), JSON.stringify(body)).toEqual([]);
    }
    expect(device.cookies.size).toBe(0);
    expect(await api.snapshot()).toEqual(before);
    expect(await api.rowCount('order_followers')).toBe(0);
  });
});

describe('per order number', () => {
  test('past the limit a number is 429 whether or not an order has it, and both refusals look the same', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const unused = unusedNumber(0);
    const body = order.number.slice('VD-'.length);
    // One number however it is typed; the wrong email each time.
    const spellings = [order.number, body.toLowerCase(), `vd ${body}`];
    const misses = await Promise.all([
      ...spellings.map((number) => lookUp(api.client(), { number, email: 'grace@example.com' })),
      ...spellings.map(() => lookUp(api.client(), { number: unused, email: 'grace@example.com' })),
    ]);
    for (const response of misses) expectError(response, 404, 'order_not_found');

    const device = api.client();
    const existing = await lookUp(device, { number: order.number, email: 'grace@example.com' });
    const missing = await lookUp(device, { number: unused, email: 'grace@example.com' });
    expectRefused(existing, 'an order has the number');
    expectRefused(missing, 'no order has the number');
    expect(existing.body).toEqual(missing.body);
    // Both windows began with the same burst: the waits differ by a second's rounding at most.
    const waits = [existing, missing].map((response) => Number(response.headers.get('retry-after')));
    expect(Math.abs((waits[0] ?? 0) - (waits[1] ?? 0))).toBeLessThanOrEqual(1);

    // The right email no longer helps until the window ends, and nothing is followed.
    expectRefused(await lookUp(device, { number: order.number, email: DELIVERY.email }), 'the right email');
    expect(await api.rowCount('order_followers')).toBe(0);
    expectError(await device.get(orderApiPath(order.id)), 404, 'order_not_found');

    // Another number from the same address is still looked up.
    expectError(await lookUp(device, { number: unusedNumber(1), email: DELIVERY.email }), 404, 'order_not_found');
  });
});
