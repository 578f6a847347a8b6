import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_CART_LINES } from '#shared/catalogue/cart-rules';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { CartDatabase, type CartLineRecord } from '../../pwa/db/cart-db.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import {
  addToCart,
  CartLimitError,
  clearCart,
  removeLine,
  setLineQuantity,
  stepLineQuantity,
} from '../../pwa/features/cart/cart-actions.ts';
import { cartErrorToast } from '../../pwa/features/cart/cart-messages.ts';
import { deviceLine, GUMMIES_SIX_PACK, TANGIE_EIGHTH } from '../fixtures/cart-lines.ts';

let db: CartDatabase;

beforeEach(() => {
  db = new CartDatabase(`cart-${crypto.randomUUID()}`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

async function lines() {
  return db.lines.orderBy('addedAt').toArray();
}

async function onlyLine(): Promise<CartLineRecord> {
  const all = await lines();
  expect(all).toHaveLength(1);
  return all[0] as CartLineRecord;
}

async function outbox() {
  return db.outbox.orderBy('seq').toArray();
}

describe('cart actions change the lines', () => {
  test('adding a new product makes an unconfirmed line from the catalogue', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 2 });
    expect(await onlyLine()).toEqual(
      deviceLine({ ...TANGIE_EIGHTH, quantity: 2 }, { confirmed: false, addedAt: expect.any(Number) }),
    );
  });

  test('adding to an existing line sums the quantities', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 3 });
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 2 });
    expect((await onlyLine()).quantity).toBe(5);
  });

  test('another size makes a separate line', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    await addToCart(db, { ...TANGIE_EIGHTH, size: '7g', sizeLabel: '7g (Quarter)', unitPrice: '85.00' });
    expect((await lines()).map((line) => line.key).sort()).toEqual([
      'tangie-flower|3.5g|one-time',
      'tangie-flower|7g|one-time',
    ]);
  });

  test('lines show in the order they were added, even within one millisecond', async () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await addToCart(db, TANGIE_EIGHTH);
    await addToCart(db, GUMMIES_SIX_PACK);
    await addToCart(db, { ...TANGIE_EIGHTH, size: '7g', sizeLabel: '7g (Quarter)', unitPrice: '85.00' });
    expect((await lines()).map((line) => line.key)).toEqual([
      'tangie-flower|3.5g|one-time',
      'berry-gummies|6-pack|one-time',
      'tangie-flower|7g|one-time',
    ]);
  });

  test('setting a quantity replaces it', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 3 });
    await setLineQuantity(db, await onlyLine(), 7);
    expect((await onlyLine()).quantity).toBe(7);
  });

  test.each([0, -1])('setting a quantity of %i removes the line', async (quantity) => {
    await addToCart(db, TANGIE_EIGHTH);
    await addToCart(db, GUMMIES_SIX_PACK);
    const line = (await lines()).find((item) => item.productId === 'tangie-flower') as CartLineRecord;
    await setLineQuantity(db, line, quantity);
    expect((await lines()).map((item) => item.productId)).toEqual(['berry-gummies']);
  });

  test('removing takes out only that line', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    await addToCart(db, GUMMIES_SIX_PACK);
    const line = (await lines()).find((item) => item.productId === 'tangie-flower') as CartLineRecord;
    await removeLine(db, line);
    expect((await lines()).map((item) => item.productId)).toEqual(['berry-gummies']);
  });

  test('clearing empties the cart', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    await addToCart(db, GUMMIES_SIX_PACK);
    await clearCart(db);
    expect(await lines()).toEqual([]);
  });
});

describe('Subscribe & Save, withdrawn', () => {
  const subscribed = { ...TANGIE_EIGHTH, purchaseType: 'subscription' as const, unitPrice: '40.80', quantity: 2 };
  const withdrawn = 'Subscribe & Save is no longer offered. Add Tangie Flower as a one-time purchase.';

  test('adding one is refused on the device in the server’s words, and nothing waits to be sent', async () => {
    const refused = await addToCart(db, subscribed).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CartLimitError);
    expect(cartErrorToast(refused)).toEqual({
      variant: 'destructive',
      title: 'No longer sold',
      description: withdrawn,
    });
    expect(await lines()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  test('a line the device kept from before can be lowered or taken out, not raised', async () => {
    await db.lines.put(deviceLine(subscribed));
    await expect(stepLineQuantity(db, 'tangie-flower|3.5g|subscription', +1)).rejects.toThrow(withdrawn);
    expect((await onlyLine()).quantity).toBe(2);

    await stepLineQuantity(db, 'tangie-flower|3.5g|subscription', -1);
    expect((await onlyLine()).quantity).toBe(1);
    await removeLine(db, await onlyLine());
    expect(await lines()).toEqual([]);
    expect((await outbox()).map((row) => row.mutation.name)).toEqual(['setLineQuantity', 'removeLine']);
  });
});

describe('the lines limit', () => {
  test(`a new line past ${MAX_CART_LINES} is refused on the device with the store's words; more of a line it has is not`, async () => {
    for (let index = 0; index < MAX_CART_LINES; index += 1) {
      await addToCart(db, { ...TANGIE_EIGHTH, product: { ...TANGIE_EIGHTH.product, id: `product-${index}` } });
    }
    const outboxBefore = await outbox();
    await expect(addToCart(db, GUMMIES_SIX_PACK)).rejects.toThrow(
      `A cart holds at most ${MAX_CART_LINES} different items. Remove one to add ${GUMMIES_SIX_PACK.product.name}.`,
    );
    expect(await outbox()).toEqual(outboxBefore);
    await addToCart(db, { ...TANGIE_EIGHTH, product: { ...TANGIE_EIGHTH.product, id: 'product-0' } });
    expect(await db.lines.count()).toBe(MAX_CART_LINES);
  });
});

describe("a state's purchase limits", () => {
  const california = { rules: STATE_RULES_SEED, chosen: 'CA' };
  const vape = (size: string, sizeLabel: string, grams: number) => ({
    ...TANGIE_EIGHTH,
    product: { ...TANGIE_EIGHTH.product, id: 'blue-dream-vape', name: 'Blue Dream Vape', category: 'vapes' },
    size,
    sizeLabel,
    content: { measure: 'concentrateGrams' as const, amount: grams },
  });

  test("adding past California's concentrate limit is refused on the device in the state's words and writes nothing", async () => {
    await addToCart(db, vape('3-pack', '3-Pack', 6), california);
    await addToCart(db, vape('1-vape', '1 Vape (2g)', 2), california);
    const outboxBefore = await outbox();
    await expect(addToCart(db, vape('1-vape', '1 Vape (2g)', 2), california)).rejects.toThrow(
      'California allows 8 g of concentrate a day; this cart would hold 10 g.',
    );
    expect(await outbox()).toEqual(outboxBefore);
    expect((await lines()).map((line) => line.quantity)).toEqual([1, 1]);
  });

  test('stepping a line up past the limit is refused; stepping it down never is', async () => {
    await addToCart(db, vape('2-pack', '2-Pack', 4), california);
    await addToCart(db, vape('2-pack', '2-Pack', 4), california);
    const [line] = await lines();
    await expect(stepLineQuantity(db, line?.key ?? '', +1, california)).rejects.toThrow(CartLimitError);
    await stepLineQuantity(db, line?.key ?? '', -1, california);
    expect((await onlyLine()).quantity).toBe(1);
  });

  test('a state the store does not deliver to refuses any addition, and without the rules the server decides', async () => {
    const refused = await addToCart(db, TANGIE_EIGHTH, { rules: STATE_RULES_SEED, chosen: 'TX' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CartLimitError);
    // The toast is titled by what stopped the change, and gives the state's reason.
    expect(cartErrorToast(refused)).toEqual({
      variant: 'destructive',
      title: 'Not delivered there',
      description: expect.stringMatching(/^Verdant does not deliver to Texas\. It has no adult-use cannabis market/),
    });
    // A failure that is no refusal says the cart did not change, never just "Error".
    expect(cartErrorToast(new Error('The device is out of storage.'))).toEqual({
      variant: 'destructive',
      title: 'Your cart did not change',
      description: 'The device is out of storage.',
    });
    expect(await lines()).toEqual([]);
    await addToCart(db, TANGIE_EIGHTH);
    expect((await onlyLine()).quantity).toBe(1);
  });
});

describe('the 99 limit', () => {
  test('adding past 99 throws CartLimitError and writes nothing', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 98 });
    const before = await lines();
    const outboxBefore = await outbox();
    await expect(addToCart(db, { ...TANGIE_EIGHTH, quantity: 2 })).rejects.toBeInstanceOf(CartLimitError);
    expect(await lines()).toEqual(before);
    expect(await outbox()).toEqual(outboxBefore);
    expect((await readSyncMeta(db)).nextMutationId).toBe(2);
  });

  test('adding up to exactly 99 is allowed', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 98 });
    await addToCart(db, TANGIE_EIGHTH);
    expect((await onlyLine()).quantity).toBe(99);
  });

  test('a first add of more than 99 is refused and writes nothing', async () => {
    await expect(addToCart(db, { ...TANGIE_EIGHTH, quantity: 100 })).rejects.toThrow(
      'A cart line holds at most 99 of Tangie Flower.',
    );
    expect(await lines()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('setting a quantity past 99 throws CartLimitError and writes nothing', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 4 });
    const line = await onlyLine();
    await expect(setLineQuantity(db, line, 100)).rejects.toBeInstanceOf(CartLimitError);
    expect(await onlyLine()).toEqual(line);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the outbox', () => {
  test('each action appends exactly one absolute mutation with the next id', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 3 });
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 2 });
    await addToCart(db, GUMMIES_SIX_PACK);
    const tangieLine = (await lines()).find((item) => item.productId === 'tangie-flower') as CartLineRecord;
    await setLineQuantity(db, tangieLine, 4);
    await setLineQuantity(db, tangieLine, 0);
    const gummiesLine = (await lines()).find((item) => item.productId === 'berry-gummies') as CartLineRecord;
    await removeLine(db, gummiesLine);
    await clearCart(db);

    const { clientId } = await readSyncMeta(db);
    const tangieKey = { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time' };
    const gummiesKey = { productId: 'berry-gummies', size: '6-pack', purchaseType: 'one-time' };
    const rows = await outbox();
    expect(rows.map((row) => [row.clientId, row.mutationId, row.mutation])).toEqual([
      [clientId, 1, { name: 'setLineQuantity', args: { ...tangieKey, quantity: 3 } }],
      // An add of 2 onto 3 is recorded as the line's new quantity.
      [clientId, 2, { name: 'setLineQuantity', args: { ...tangieKey, quantity: 5 } }],
      [clientId, 3, { name: 'setLineQuantity', args: { ...gummiesKey, quantity: 1 } }],
      [clientId, 4, { name: 'setLineQuantity', args: { ...tangieKey, quantity: 4 } }],
      [clientId, 5, { name: 'removeLine', args: tangieKey }],
      [clientId, 6, { name: 'removeLine', args: gummiesKey }],
      [clientId, 7, { name: 'clearCart', args: {} }],
    ]);
    expect((await readSyncMeta(db)).nextMutationId).toBe(8);
  });

  test('a set records the snapshot the device needs to show the line', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    const [row] = await outbox();
    expect(row?.snapshot).toEqual({
      product: TANGIE_EIGHTH.product,
      sizeLabel: '3.5g (Eighth)',
      unitPrice: '48.00',
      content: { measure: 'flowerGrams', amount: 3.5 },
    });
  });

  test('when the outbox write fails, the line does not change either', async () => {
    await addToCart(db, { ...TANGIE_EIGHTH, quantity: 3 });
    const before = await lines();
    const metaBefore = await readSyncMeta(db);
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });

    await expect(addToCart(db, { ...TANGIE_EIGHTH, quantity: 2 })).rejects.toThrow('disk full');
    await expect(addToCart(db, GUMMIES_SIX_PACK)).rejects.toThrow('disk full');
    await expect(setLineQuantity(db, before[0] as CartLineRecord, 9)).rejects.toThrow('disk full');
    await expect(removeLine(db, before[0] as CartLineRecord)).rejects.toThrow('disk full');
    await expect(clearCart(db)).rejects.toThrow('disk full');

    expect(await lines()).toEqual(before);
    expect(await db.outbox.count()).toBe(1);
    expect(await readSyncMeta(db)).toEqual(metaBefore);
  });
});

describe('stepping a line by one', () => {
  test('each step counts from the stored quantity, even when taps come faster than renders', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    const [line] = await lines();
    if (!line) throw new Error('no line');
    await Promise.all([stepLineQuantity(db, line.key, 1), stepLineQuantity(db, line.key, 1)]);
    expect((await lines()).map((item) => item.quantity)).toEqual([3]);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((row) => row.mutation)).toEqual([
      {
        name: 'setLineQuantity',
        args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 1 },
      },
      {
        name: 'setLineQuantity',
        args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 2 },
      },
      {
        name: 'setLineQuantity',
        args: { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 3 },
      },
    ]);
  });

  test('stepping down from 1 removes the line and says so; a missing line is left alone', async () => {
    await addToCart(db, TANGIE_EIGHTH);
    const [line] = await lines();
    if (!line) throw new Error('no line');
    expect(await stepLineQuantity(db, line.key, -1)).toEqual({ removed: true });
    expect(await lines()).toEqual([]);
    expect(await stepLineQuantity(db, line.key, -1)).toEqual({ removed: false });
    expect(await db.outbox.count()).toBe(2);
  });
});
