import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { CartDatabase } from '../../pwa/db/cart-db.ts';
import { builtCartDbSchema, CART_DB_SCHEMAS, LATEST_CART_DB_SCHEMA } from '../../pwa/db/cart-db-schemas.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import { addToCart, stepLineQuantity } from '../../pwa/features/cart/cart-actions.ts';
import { GUMMIES_SIX_PACK, TANGIE_EIGHTH } from '../fixtures/cart-lines.ts';

const name = `cart-${crypto.randomUUID()}`;
afterEach(async () => {
  await new CartDatabase(name).delete();
});

describe("the cart database's schemas", () => {
  test('a cart kept under every earlier schema opens under the latest with its waiting changes in order', async () => {
    for (let schema = 1; schema < LATEST_CART_DB_SCHEMA; schema += 1) {
      const older = new CartDatabase(name, schema);
      await addToCart(older, TANGIE_EIGHTH);
      await addToCart(older, GUMMIES_SIX_PACK);
      await stepLineQuantity(older, 'tangie-flower|3.5g|one-time', 1);
      const before = {
        lines: await older.lines.orderBy('addedAt').toArray(),
        outbox: await older.outbox.orderBy('seq').toArray(),
        meta: await readSyncMeta(older),
      };
      expect(before.outbox.length).toBeGreaterThan(0);
      older.close();

      const latest = new CartDatabase(name);
      expect(await latest.lines.orderBy('addedAt').toArray()).toEqual(before.lines);
      expect(await latest.outbox.orderBy('seq').toArray()).toEqual(before.outbox);
      expect(await readSyncMeta(latest)).toEqual(before.meta);
      expect(latest.verno).toBe(LATEST_CART_DB_SCHEMA);
      // A change made after the upgrade follows the old ones, with the next mutation id.
      await addToCart(latest, { ...TANGIE_EIGHTH, size: '7g', sizeLabel: '7g (Quarter)', unitPrice: '85.00' });
      const after = await latest.outbox.orderBy('seq').toArray();
      expect(after.slice(0, -1)).toEqual(before.outbox);
      expect(after.at(-1)?.mutationId).toBe(before.meta.nextMutationId);
      await latest.delete();
    }
  });

  test('a release may be built as of an earlier schema, and nothing else', () => {
    expect(builtCartDbSchema(undefined)).toBe(CART_DB_SCHEMAS.length);
    expect(builtCartDbSchema('')).toBe(CART_DB_SCHEMAS.length);
    expect(builtCartDbSchema('1')).toBe(1);
    for (const bad of ['0', String(CART_DB_SCHEMAS.length + 1), '1.5', 'two']) {
      expect(() => builtCartDbSchema(bad)).toThrow('VITE_CART_DB_SCHEMA must be a whole number');
    }
  });
});
