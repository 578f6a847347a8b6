import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import type { CartItem } from '#shared/schemas/cart';
import { type SyncResponse, syncResponseSchema } from '#shared/schemas/cart-sync';
import { down, up } from '../../sync-api/db/migrations/030-subscribe-and-save-withdrawn.ts';
import { cartOf } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { keepSubscriptionLine } from '../setup/kept-subscription-lines.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Carts kept Subscribe & Save lines when it was withdrawn (decision 032): migration 030 makes
 * each a one-time line, adding it to the one-time line of its product and size where the cart
 * has one, and moves the cart's version so its devices take the new cart in.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const summary = (cart: CartItem[]) =>
  cart.map((line) => [line.product.id, line.size, line.purchaseType, line.quantity, line.unitPrice, line.issue]);

async function shopperWith(lines: { productId: string; size: string; quantity: number }[]): Promise<TestClient> {
  const client = await api.verifiedClient();
  for (const line of lines) {
    const response = await client.post(API_PATHS.cart, { json: line });
    expect(response.status, response.text).toBe(200);
  }
  return client;
}

async function push(client: TestClient, clientId: string, mutations: unknown[]): Promise<SyncResponse> {
  const response = await client.post(API_PATHS.cartSync, { json: { clientId, mutations } });
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body);
}

const versionOf = async (client: TestClient) =>
  (await api.db('carts').where('session_id', client.cookies.get('verdant_session')).first('version')).version;

describe('migration 030: Subscribe & Save withdrawn', () => {
  test('each kept line becomes one-time, joined to the same one-time line up to 99, and its devices take the cart in', async () => {
    // 99 eighths is past every state's limit: the limits are not this test's subject.
    await roomyStateLimits(api);
    const shopper = await shopperWith([
      { productId: 'lychee-gummies', size: '6-pack', quantity: 1 },
      { productId: 'tangie-flower', size: '3.5g', quantity: 97 },
    ]);
    await keepSubscriptionLine(api.db, shopper, { productId: 'tangie-flower', size: '3.5g', quantity: 5 });
    await keepSubscriptionLine(api.db, shopper, { productId: 'tangie-flower', size: '7g', quantity: 2 });
    const device = randomUUID();
    const seen = await push(shopper, device, []);
    expect(seen.cart.map((line) => line.purchaseType)).toEqual([
      'one-time',
      'one-time',
      'subscription',
      'subscription',
    ]);
    const untouched = await shopperWith([{ productId: 'lychee-gummies', size: '6-pack', quantity: 2 }]);
    const untouchedVersion = await versionOf(untouched);

    await up(api.db);

    const gummies = (quantity: number) => ['lychee-gummies', '6-pack', 'one-time', quantity, '14.99', null];
    const converted = [
      gummies(1),
      ['tangie-flower', '3.5g', 'one-time', 99, '48.00', null],
      ['tangie-flower', '7g', 'one-time', 2, '85.00', null],
    ];
    expect(summary(await cartOf(shopper))).toEqual(converted);
    expect(await api.rowCount('cart_lines', { purchase_type: 'subscription' })).toBe(0);
    expect(await versionOf(shopper)).toBe(seen.version + 1);
    expect(await versionOf(untouched)).toBe(untouchedVersion);
    expect(summary(await cartOf(untouched))).toEqual([['lychee-gummies', '6-pack', 'one-time', 2, '14.99', null]]);

    // The device that last saw the old cart: its next push answers the new one, newer than it had.
    const next = await push(shopper, device, [
      {
        id: 1,
        name: 'setLineQuantity',
        args: { productId: 'lychee-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 2 },
      },
    ]);
    expect(next.version).toBeGreaterThan(seen.version);
    expect(summary(next.cart)).toEqual([gummies(2), ...converted.slice(1)]);
  });

  test('running it again changes nothing, and undoing it leaves the lines one-time', async () => {
    const shopper = await shopperWith([{ productId: 'lychee-gummies', size: '6-pack', quantity: 1 }]);
    await keepSubscriptionLine(api.db, shopper, { productId: 'tangie-flower', size: '7g', quantity: 2 });
    await up(api.db);
    const after = await api.snapshot();
    await up(api.db);
    await down();
    expect(await api.snapshot()).toEqual(after);
  });
});
