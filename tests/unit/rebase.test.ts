import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#shared/schemas/cart';
import type { SyncResponse } from '#shared/schemas/cart-sync';
import { CartDatabase, type CartLineRecord } from '../../pwa/db/cart-db.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import { type AddToCartInput, addToCart, clearCart, removeLine } from '../../pwa/features/cart/cart-actions.ts';
import { rebaseOnServer } from '../../pwa/sync/rebase.ts';
import { GUMMIES_SIX_PACK, serverItem, TANGIE_EIGHTH } from '../fixtures/cart-lines.ts';
import { BERRY_GUMMIES_PRODUCT, TANGIE_PRODUCT } from '../fixtures/line-products.ts';

let db: CartDatabase;
let clientId: string;

beforeEach(async () => {
  db = new CartDatabase(`cart-${crypto.randomUUID()}`);
  clientId = (await readSyncMeta(db)).clientId;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

/** The catalogue's view, with a price the server will correct. */
const tangie: AddToCartInput = { ...TANGIE_EIGHTH, unitPrice: '45.00' };

const serverTangie = (quantity: number) => serverItem({ ...TANGIE_EIGHTH, quantity });
const serverGummies = (quantity: number) => serverItem({ ...GUMMIES_SIX_PACK, quantity });

function answer(acknowledged: number, cart: CartItem[], extra: Partial<SyncResponse> = {}): SyncResponse {
  return { cart, version: 1, lastMutationIds: { [clientId]: acknowledged }, refused: [], ...extra };
}

async function lines(): Promise<CartLineRecord[]> {
  return db.lines.orderBy('addedAt').toArray();
}

async function pendingIds(): Promise<number[]> {
  return (await db.outbox.orderBy('seq').toArray()).map((row) => row.mutationId);
}

describe('rebaseOnServer', () => {
  test('drops the outbox rows the server acknowledged and keeps the rest', async () => {
    await addToCart(db, tangie);
    await addToCart(db, tangie);
    await addToCart(db, tangie);
    await rebaseOnServer(db, clientId, answer(2, [serverTangie(2)]));
    expect(await pendingIds()).toEqual([3]);
  });

  test("another client's acknowledgement does not drop this device's rows", async () => {
    await addToCart(db, tangie);
    await rebaseOnServer(db, clientId, answer(0, [], { lastMutationIds: { [crypto.randomUUID()]: 5 } }));
    expect(await pendingIds()).toEqual([1]);
  });

  test("the server's lines replace the device's, and the server's price wins", async () => {
    await addToCart(db, { ...tangie, quantity: 2 });
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(2), serverGummies(1)]));
    expect((await lines()).map((line) => [line.key, line.quantity, line.unitPrice, line.confirmed])).toEqual([
      ['tangie-flower|3.5g|one-time', 2, '48.00', true],
      ['berry-gummies|6-pack|one-time', 1, '14.99', true],
    ]);
    const meta = await readSyncMeta(db);
    expect(meta.serverVersion).toBe(1);
    expect(meta.lastSyncAt).not.toBeNull();
  });

  test('an answer that changes nothing the device shows leaves its lines untouched', async () => {
    await addToCart(db, { ...tangie, quantity: 2 });
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(2)], { version: 1 }));
    const before = await lines();
    let writes = 0;
    db.lines.hook('creating', () => {
      writes += 1;
    });
    db.lines.hook('deleting', () => {
      writes += 1;
    });

    await rebaseOnServer(db, clientId, answer(1, [serverTangie(2)], { version: 2 }));
    expect(writes).toBe(0);
    expect(await lines()).toEqual(before);
    expect((await readSyncMeta(db)).serverVersion).toBe(2);

    await rebaseOnServer(db, clientId, answer(1, [serverTangie(3)], { version: 3 }));
    expect(writes).toBeGreaterThan(0);
    expect((await lines()).map((line) => line.quantity)).toEqual([3]);
  });

  test('a line the server does not have and no pending change asks for disappears', async () => {
    await addToCart(db, tangie);
    await rebaseOnServer(db, clientId, answer(1, []));
    expect(await lines()).toEqual([]);
  });

  test('a pending set of a line the server lacks re-creates it from its snapshot', async () => {
    await addToCart(db, tangie);
    await addToCart(db, { ...GUMMIES_SIX_PACK, quantity: 2 });
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(1)]));
    expect(await lines()).toMatchObject([
      { key: 'tangie-flower|3.5g|one-time', quantity: 1, unitPrice: '48.00', confirmed: true },
      {
        key: 'berry-gummies|6-pack|one-time',
        quantity: 2,
        unitPrice: '14.99',
        sizeLabel: '6-Pack',
        product: BERRY_GUMMIES_PRODUCT,
        confirmed: false,
      },
    ]);
  });

  test("a pending set over a server line keeps the server's price with the pending quantity", async () => {
    await addToCart(db, tangie);
    await addToCart(db, { ...tangie, quantity: 4 });
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(1)]));
    expect(await lines()).toMatchObject([
      { key: 'tangie-flower|3.5g|one-time', quantity: 5, unitPrice: '48.00', confirmed: false },
    ]);
  });

  test('a pending remove hides a line the server still has', async () => {
    await addToCart(db, tangie);
    await addToCart(db, GUMMIES_SIX_PACK);
    await removeLine(db, (await lines())[0] as CartLineRecord);
    await rebaseOnServer(db, clientId, answer(2, [serverTangie(1), serverGummies(1)]));
    expect((await lines()).map((line) => line.key)).toEqual(['berry-gummies|6-pack|one-time']);
    expect(await pendingIds()).toEqual([3]);
  });

  test('a pending clear hides every server line', async () => {
    await addToCart(db, tangie);
    await clearCart(db);
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(1)]));
    expect(await lines()).toEqual([]);
  });

  test('a refusal is kept with the product name and the reason', async () => {
    await addToCart(db, tangie);
    await addToCart(db, GUMMIES_SIX_PACK);
    await clearCart(db);
    await rebaseOnServer(
      db,
      clientId,
      answer(3, [], {
        refused: [
          { mutationId: 1, code: 'out_of_stock', message: 'Tangie Flower is out of stock.' },
          { mutationId: 3, code: 'invalid_mutation', message: 'nope' },
        ],
      }),
    );
    const refusals = await db.refusals.orderBy('id').toArray();
    expect(refusals.map(({ at: _at, ...rest }) => rest)).toEqual(
      [
        {
          id: `${clientId}:1`,
          lineKey: 'tangie-flower|3.5g|one-time',
          productName: 'Tangie Flower',
          code: 'out_of_stock',
          message: 'Tangie Flower is out of stock.',
        },
        { id: `${clientId}:3`, lineKey: null, productName: null, code: 'invalid_mutation', message: 'nope' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await pendingIds()).toEqual([]);
  });

  test('a refusal of a mutation still pending is not recorded yet', async () => {
    await addToCart(db, tangie);
    await rebaseOnServer(
      db,
      clientId,
      answer(0, [], { refused: [{ mutationId: 1, code: 'out_of_stock', message: 'gone' }] }),
    );
    expect(await db.refusals.count()).toBe(0);
  });

  test("a stale answer's lines are ignored but its acknowledgements still count", async () => {
    await addToCart(db, tangie);
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(1)], { version: 5 }));
    await addToCart(db, GUMMIES_SIX_PACK);
    await addToCart(db, { ...GUMMIES_SIX_PACK, quantity: 2 });
    const before = await lines();

    // An older answer (version 3) that acknowledges mutation 2 and shows another cart.
    await rebaseOnServer(db, clientId, answer(2, [serverGummies(1)], { version: 3 }));

    expect(await pendingIds()).toEqual([3]);
    expect(await lines()).toEqual(before);
    expect((await readSyncMeta(db)).serverVersion).toBe(5);
  });

  test('an answer of the same version as the last one is taken in', async () => {
    await addToCart(db, tangie);
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(1)], { version: 5 }));
    await rebaseOnServer(db, clientId, answer(1, [serverTangie(3)], { version: 5 }));
    expect((await lines()).map((line) => line.quantity)).toEqual([3]);
  });

  test('lines keep the order they were added in, whatever order the server answers', async () => {
    await addToCart(db, tangie);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addToCart(db, GUMMIES_SIX_PACK);
    const addedAt = new Map((await lines()).map((line) => [line.key, line.addedAt]));

    await rebaseOnServer(db, clientId, answer(2, [serverGummies(1), serverTangie(1)]));

    const after = await lines();
    expect(after.map((line) => line.key)).toEqual(['tangie-flower|3.5g|one-time', 'berry-gummies|6-pack|one-time']);
    expect(after.map((line) => line.addedAt)).toEqual(after.map((line) => addedAt.get(line.key)));
  });

  test('pending lines the server has not seen yet keep their place and their order', async () => {
    // The shopper adds two lines while a pull is on its way; its answer knows neither.
    await addToCart(db, tangie);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addToCart(db, GUMMIES_SIX_PACK);
    const before = await lines();
    await new Promise((resolve) => setTimeout(resolve, 5));

    await rebaseOnServer(db, clientId, answer(0, []));

    const after = await lines();
    expect(after.map((line) => line.key)).toEqual(['tangie-flower|3.5g|one-time', 'berry-gummies|6-pack|one-time']);
    expect(after.map((line) => line.addedAt)).toEqual(before.map((line) => line.addedAt));
  });

  test("lines only the server knows come after the device's, in the server's order", async () => {
    // Within one millisecond, so that only the stamps' order can put them right.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await addToCart(db, tangie);
    const vape = serverItem({
      product: { ...TANGIE_PRODUCT, id: 'blue-dream-vape', name: 'Blue Dream Vape', category: 'vapes' },
      size: '1-vape',
      sizeLabel: '1 Vape (2g)',
      purchaseType: 'one-time',
      quantity: 1,
      unitPrice: '39.99',
    });
    await rebaseOnServer(db, clientId, answer(1, [serverGummies(1), vape, serverTangie(1)]));
    expect((await lines()).map((line) => line.productId)).toEqual([
      'tangie-flower',
      'berry-gummies',
      'blue-dream-vape',
    ]);
  });
});
