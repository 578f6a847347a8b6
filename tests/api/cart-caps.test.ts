import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { MAX_CART_LINES } from '#shared/catalogue/cart-rules';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { CATEGORY_SIZES } from '#shared/catalogue/sizes';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { MAX_CLIENTS_PER_CART, MAX_REFUSALS_PER_CLIENT } from '../../sync-api/cart/cart-sync-caps.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyLimits } from '../setup/limits.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * What one session can make the store keep: lines per cart, devices (client ids) per cart,
 * refusals per device, and no payment for more than the largest order total.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** One more line than a cart holds, each a different product or size in stock, bought once. */
const LINES = catalogueProducts
  .filter((product) => product.inStock)
  .flatMap((product) =>
    CATEGORY_SIZES[product.category].map(({ size }) => ({
      productId: product.id,
      size,
      purchaseType: 'one-time' as const,
    })),
  )
  .slice(0, MAX_CART_LINES + 1);

const setLine = (id: number, line: (typeof LINES)[number], quantity = 1) => ({
  id,
  name: 'setLineQuantity',
  args: { ...line, quantity },
});

async function push(client: TestClient, clientId: string, mutations: unknown[]) {
  const response = await client.post(API_PATHS.cartSync, { json: { clientId, mutations } });
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body);
}

describe('lines per cart', () => {
  test(`a sync adding line ${MAX_CART_LINES + 1} is refused with its reason; changing the others still works`, async () => {
    expect(LINES).toHaveLength(MAX_CART_LINES + 1);
    await roomyStateLimits(api);
    const client = await api.verifiedClient();
    const device = randomUUID();
    const answer = await push(
      client,
      device,
      LINES.map((line, index) => setLine(index + 1, line)),
    );
    expect(answer.cart).toHaveLength(MAX_CART_LINES);
    expect(answer.refused).toEqual([
      {
        mutationId: MAX_CART_LINES + 1,
        code: 'cart_line_limit',
        message: expect.stringMatching(
          new RegExp(`^A cart holds at most ${MAX_CART_LINES} different items\\. Remove one to add .+\\.$`),
        ),
      },
    ]);
    expect(await api.rowCount('cart_lines')).toBe(MAX_CART_LINES);

    // Raising a line it has, or swapping one line for another, stays possible.
    const next = MAX_CART_LINES + 2;
    const later = await push(client, device, [
      setLine(next, LINES[0] as (typeof LINES)[number], 5),
      { id: next + 1, name: 'removeLine', args: LINES[1] },
      setLine(next + 2, LINES[MAX_CART_LINES] as (typeof LINES)[number]),
    ]);
    expect(later.refused).toEqual([]);
    expect(later.cart).toHaveLength(MAX_CART_LINES);
  });

  test('the REST cart refuses a new line past the cap with 422 cart_line_limit and stores nothing', async () => {
    await roomyStateLimits(api);
    const client = await api.verifiedClient();
    await push(
      client,
      randomUUID(),
      LINES.slice(0, MAX_CART_LINES).map((line, index) => setLine(index + 1, line)),
    );
    const before = await api.snapshot();
    const response = await client.post(API_PATHS.cart, { json: { ...LINES[MAX_CART_LINES], quantity: 1 } });
    expectError(response, 422, 'cart_line_limit');
    expect(await api.snapshot()).toEqual(before);
    // More of a line the cart has is not a new line.
    const more = await client.post(API_PATHS.cart, { json: { ...LINES[0], quantity: 1 } });
    expect(more.status, more.text).toBe(200);
  });
});

describe('devices per cart', () => {
  test(`past ${MAX_CLIENTS_PER_CART} client ids the cart forgets its least recently active ones`, async () => {
    const client = await api.verifiedClient();
    const devices = Array.from({ length: MAX_CLIENTS_PER_CART + 5 }, () => randomUUID());
    for (const device of devices) await push(client, device, [setLine(1, LINES[0] as (typeof LINES)[number])]);
    expect(await api.rowCount('cart_clients')).toBe(MAX_CLIENTS_PER_CART);
    const kept = await api.db('cart_clients').pluck('client_id');
    expect(new Set(kept)).toEqual(new Set(devices.slice(5)));

    // A forgotten device that pushes its next change is told to start again, as after a reset.
    const response = await client.post(API_PATHS.cartSync, {
      json: { clientId: devices[0], mutations: [setLine(2, LINES[0] as (typeof LINES)[number], 2)] },
    });
    expectError(response, 409, 'mutation_gap');
    expect(await api.rowCount('cart_clients')).toBe(MAX_CLIENTS_PER_CART);
  });
});

describe('refusals per device', () => {
  test(`a device keeps the newest ${MAX_REFUSALS_PER_CLIENT} refusals, so a retried push still learns why`, async () => {
    const client = await api.verifiedClient();
    const device = randomUUID();
    const unknown = (id: number) => ({ id, name: 'fly', args: {} });
    // A cart that holds something keeps its refusals (an empty one's are only answered).
    await push(client, device, [setLine(1, LINES[0] as (typeof LINES)[number])]);
    let next = 2;
    let last = null;
    for (let push_ = 0; push_ < 3; push_ += 1) {
      const mutations = Array.from({ length: MAX_REFUSALS_PER_CLIENT }, () => unknown(next++));
      last = { mutations, answer: await push(client, device, mutations) };
    }
    expect(await api.rowCount('cart_refusals')).toBe(MAX_REFUSALS_PER_CLIENT);
    // The last push sent again: every one of its refusals is still there.
    const again = await push(client, device, last?.mutations ?? []);
    expect(again.refused).toHaveLength(MAX_REFUSALS_PER_CLIENT);
    expect(again.refused).toEqual(last?.answer.refused);
  });
});

describe('the largest order total', () => {
  test('a payment is not prepared for more than it: 422 order_total_limit, and no checkout is stored', async () => {
    await api.restart({ limits: { ...roomyLimits(), maxOrderTotalCents: 10_000 } });
    const client = await api.verifiedClient();
    // Two eighths, $96.00, fit in the cart; standard delivery ($9.99 under $99) takes the order past $100.
    const added = await client.post(API_PATHS.cart, {
      json: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 2 },
    });
    expect(added.status, added.text).toBe(200);
    const before = await api.snapshot();
    const response = await client.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard' },
    });
    expectError(response, 422, 'order_total_limit');
    expect(response.body.error.message).toMatch(
      /^An order can total at most \$100\.00; this one totals \$\d[\d,]*\.\d\d\. Please remove some items\.$/,
    );
    expect(await api.snapshot()).toEqual(before);
    expect(await api.rowCount('checkouts')).toBe(0);
  });
});
