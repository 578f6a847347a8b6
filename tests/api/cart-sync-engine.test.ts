import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { CartDatabase } from '../../pwa/db/cart-db.ts';
import { addToCart, setLineQuantity } from '../../pwa/features/cart/cart-actions.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';
import { SyncEngine, type SyncTransport } from '../../pwa/sync/sync-engine.ts';
import { TANGIE_PRODUCT } from '../fixtures/line-products.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import type { TestClient } from '../setup/test-client.ts';

let api: ApiHarness;
let database: CartDatabase;
let shopper: TestClient;

beforeAll(async () => {
  api = await startApi();
});
beforeEach(async () => {
  await api.reset();
  database = new CartDatabase(`cart-${crypto.randomUUID()}`);
  shopper = await api.verifiedClient();
});
afterAll(() => api.close());

/** The device's transport, over the test client's cookie jar. */
function transportFor(client: TestClient): SyncTransport {
  return async (request) => {
    const response = await client.post('/api/cart/sync', { json: request });
    if (response.status !== 200) {
      throw new ApiError(response.status, response.body?.error?.code ?? null, `${response.status}: ${response.text}`);
    }
    return syncResponseSchema.parse(response.body);
  };
}

const tangie = {
  product: TANGIE_PRODUCT,
  size: '3.5g',
  sizeLabel: '3.5g (Eighth)',
  purchaseType: 'one-time' as const,
  unitPrice: '48.00',
  quantity: 1,
};

describe('the sync engine against the real API', () => {
  test('changes made offline reach the server once, and the device takes the server prices', async () => {
    const engine = new SyncEngine({ db: database, transport: transportFor(shopper) });
    await addToCart(database, tangie);
    await addToCart(database, { ...tangie, purchaseType: 'subscription', unitPrice: '1.00' });
    const [line] = await database.lines.toArray();
    if (!line) throw new Error('no line');
    await setLineQuantity(database, line, 3);
    expect(await database.outbox.count()).toBe(3);

    await engine.syncNow();

    expect(await database.outbox.count()).toBe(0);
    const server = (await shopper.get('/api/cart')).body;
    const device = await database.lines.orderBy('addedAt').toArray();
    expect(device.map((item) => [item.productId, item.purchaseType, item.quantity, item.unitPrice])).toEqual(
      server.map((item: { product: { id: string }; purchaseType: string; quantity: number; unitPrice: string }) => [
        item.product.id,
        item.purchaseType,
        item.quantity,
        item.unitPrice,
      ]),
    );
    expect(device.find((item) => item.purchaseType === 'subscription')?.unitPrice).toBe('40.80');
    await engine.syncNow();
    expect((await shopper.get('/api/cart')).body).toEqual(server);
  });
});
