import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { CartDatabase } from '../../pwa/db/cart-db.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import { addToCart, setLineQuantity } from '../../pwa/features/cart/cart-actions.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';
import { SyncEngine, type SyncTransport } from '../../pwa/sync/sync-engine.ts';
import { deviceLine } from '../fixtures/cart-lines.ts';
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
    await addToCart(database, { ...tangie, size: '7g', sizeLabel: '7g (Quarter)', unitPrice: '1.00' });
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
    expect(device.find((item) => item.size === '7g')?.unitPrice).toBe('85.00');
    await engine.syncNow();
    expect((await shopper.get('/api/cart')).body).toEqual(server);
  });

  test('a Subscribe & Save line a build from before its withdrawal left waiting is refused, and the device shows why', async () => {
    const engine = new SyncEngine({ db: database, transport: transportFor(shopper) });
    await addToCart(database, tangie);
    // As that build recorded an addition: the line on the device, its mutation in the outbox.
    const subscribed = { ...tangie, purchaseType: 'subscription' as const, unitPrice: '40.80', quantity: 2 };
    const { clientId, nextMutationId } = await readSyncMeta(database);
    await database.meta.update('sync', { nextMutationId: nextMutationId + 1 });
    await database.outbox.add({
      clientId,
      mutationId: nextMutationId,
      mutation: {
        name: 'setLineQuantity',
        args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'subscription', quantity: 2 },
      },
      snapshot: { product: subscribed.product, sizeLabel: subscribed.sizeLabel, unitPrice: '40.80', content: null },
      createdAt: Date.now(),
    });
    await database.lines.put(deviceLine(subscribed, { confirmed: false, addedAt: Date.now() }));

    await engine.syncNow();

    expect(await database.outbox.count()).toBe(0);
    expect((await database.lines.toArray()).map((line) => [line.key, line.quantity])).toEqual([
      ['tangie-flower|3.5g|one-time', 1],
    ]);
    expect((await shopper.get('/api/cart')).body.map((item: { purchaseType: string }) => item.purchaseType)).toEqual([
      'one-time',
    ]);
    expect((await database.refusals.toArray()).map((refusal) => [refusal.code, refusal.message])).toEqual([
      ['discontinued', 'Subscribe & Save is no longer offered. Add Tangie Flower as a one-time purchase.'],
    ]);
  });
});
