import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lineKey } from '#shared/cart/line-key';
import { MAX_LINE_QUANTITY } from '#shared/catalogue/cart-rules';
import { PURCHASE_TYPES, type PurchaseType } from '#shared/catalogue/sizes';
import { type SyncRequest, type SyncResponse, syncResponseSchema } from '#shared/schemas/cart-sync';
import type { Product } from '#shared/schemas/product';
import { CartDatabase, type CartLineRecord } from '../../pwa/db/cart-db.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import {
  addToCart,
  CartLimitError,
  clearCart,
  removeLine,
  setLineQuantity,
} from '../../pwa/features/cart/cart-actions.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';
import { SyncEngine, type SyncTransport } from '../../pwa/sync/sync-engine.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The sync protocol as a property: whatever the shopper does on the device and whatever the
 * network does to the pushes (lost answers, requests that never arrive, duplicates, a server
 * restart), once a clean sync goes through the device and the server hold the same cart, and
 * that cart is what the shopper's actions make when each is applied exactly once, in order.
 */

const RUNS = 25;
const MAX_STEPS = 25;

type DeviceAction =
  | { kind: 'add'; product: number; size: number; purchaseType: PurchaseType; quantity: number }
  | { kind: 'set'; line: number; quantity: number }
  | { kind: 'remove'; line: number }
  | { kind: 'clear' };
/** What the network does to one sync. */
type Delivery = 'ok' | 'answer-lost' | 'never-arrives' | 'duplicated';
/** A sync, and maybe a shopper action made while its request is on the way. */
type NetworkEvent = { kind: 'sync'; delivery: Delivery; during: DeviceAction | null } | { kind: 'restart' };
type Step = DeviceAction | NetworkEvent;

const actionArbitrary: fc.Arbitrary<DeviceAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      product: fc.nat(),
      size: fc.nat(),
      purchaseType: fc.constantFrom(...PURCHASE_TYPES),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      line: fc.nat(),
      quantity: fc.integer({ min: 0, max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: actionArbitrary },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      delivery: fc.constantFrom<Delivery>('ok', 'answer-lost', 'never-arrives', 'duplicated'),
      during: fc.option(actionArbitrary, { nil: null, freq: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

let api: ApiHarness;
let products: Product[];

beforeAll(async () => {
  api = await startApi();
  // The actions add any size of any category; the device does not model the states' limits.
  await roomyStateLimits(api);
  const catalogue = (await api.client().get('/api/products')).body as Product[];
  // In-stock products of different categories, so sizes and prices vary.
  const byCategory = new Map<string, Product>();
  for (const product of catalogue) {
    if (product.inStock && !byCategory.has(product.category)) byCategory.set(product.category, product);
  }
  products = [...byCategory.values()].slice(0, 4);
  if (products.length < 4) throw new Error('The seeded catalogue has fewer than 4 categories in stock');
});
afterAll(() => api?.close());

/** Lines as both sides can compare them: key and quantity, sorted by key. */
type Quantities = [string, number][];
const sorted = (entries: Iterable<[string, number]>): Quantities =>
  [...entries].sort((a, b) => a[0].localeCompare(b[0]));

async function deviceLines(db: CartDatabase): Promise<CartLineRecord[]> {
  return db.lines.orderBy('key').toArray();
}

async function deviceQuantities(db: CartDatabase): Promise<Quantities> {
  return sorted((await deviceLines(db)).map((line): [string, number] => [line.key, line.quantity]));
}

interface ServerLine {
  quantity: number;
  size: string;
  purchaseType: PurchaseType;
  product: { id: string };
}

async function serverQuantities(client: TestClient): Promise<Quantities> {
  const response = await client.get(new URL('/api/cart', api.baseUrl).href);
  expect(response.status).toBe(200);
  return sorted(
    (response.body as ServerLine[]).map((line): [string, number] => [
      lineKey({ productId: line.product.id, size: line.size, purchaseType: line.purchaseType }),
      line.quantity,
    ]),
  );
}

/**
 * The device's transport over the test client's cookie jar, always to the current server,
 * with the network's behaviour for the next sync chosen by the test. `whileSending` runs once,
 * after the request has gone out and before the device hears anything back.
 */
function unreliableTransport(client: TestClient, unexpected: string[]) {
  let delivery: Delivery = 'ok';
  let whileSending: (() => Promise<void>) | null = null;
  const interleave = async () => {
    const task = whileSending;
    whileSending = null;
    await task?.();
  };
  const send = async (request: SyncRequest): Promise<SyncResponse> => {
    const response = await client.post(new URL('/api/cart/sync', api.baseUrl).href, { json: request });
    if (response.status !== 200) {
      unexpected.push(`${response.status} ${response.text}`);
      throw new ApiError(response.status, response.body?.error?.code ?? null, `${response.status}: ${response.text}`);
    }
    return syncResponseSchema.parse(response.body);
  };
  const transport: SyncTransport = async (request) => {
    switch (delivery) {
      case 'never-arrives':
        await interleave();
        throw new TypeError('Failed to fetch');
      case 'answer-lost':
        await send(request);
        await interleave();
        throw new TypeError('Failed to fetch');
      case 'duplicated': {
        await send(request);
        await interleave();
        return send(request);
      }
      case 'ok': {
        const answer = await send(request);
        await interleave();
        return answer;
      }
    }
  };
  return {
    transport,
    nextSync(next: Delivery, during: (() => Promise<void>) | null) {
      delivery = next;
      whileSending = during;
    },
  };
}

/** Applies one shopper action to the device, and to the model when the device accepts it. */
async function act(db: CartDatabase, model: Map<string, number>, action: DeviceAction): Promise<boolean> {
  switch (action.kind) {
    case 'add': {
      const product = products[action.product % products.length] as Product;
      const size = product.sizes[action.size % product.sizes.length];
      if (!size) throw new Error(`${product.id} has no sizes`);
      const key = lineKey({ productId: product.id, size: size.size, purchaseType: action.purchaseType });
      const quantity = (model.get(key) ?? 0) + action.quantity;
      const input = {
        product: {
          id: product.id,
          name: product.name,
          image: product.image,
          thcContent: product.thcContent,
          category: product.category,
          price: product.price,
          inStock: product.inStock,
        },
        size: size.size,
        sizeLabel: size.label,
        purchaseType: action.purchaseType,
        unitPrice: size.price,
        quantity: action.quantity,
      };
      // Subscribe & Save is withdrawn (decision 032): the device refuses it as the server would.
      if (action.purchaseType === 'subscription' || quantity > MAX_LINE_QUANTITY) {
        await expect(addToCart(db, input)).rejects.toBeInstanceOf(CartLimitError);
        return false;
      }
      await addToCart(db, input);
      model.set(key, quantity);
      return true;
    }
    case 'set':
    case 'remove': {
      const lines = await deviceLines(db);
      const line = lines[action.line % Math.max(lines.length, 1)];
      if (!line) return false;
      if (action.kind === 'remove') {
        await removeLine(db, line);
        model.delete(line.key);
      } else {
        await setLineQuantity(db, line, action.quantity);
        if (action.quantity > 0) model.set(line.key, action.quantity);
        else model.delete(line.key);
      }
      return true;
    }
    case 'clear':
      await clearCart(db);
      model.clear();
      return true;
  }
}

async function run(steps: Step[]): Promise<void> {
  const client = await api.verifiedClient();
  const db = new CartDatabase(`cart-${crypto.randomUUID()}`);
  const unexpected: string[] = [];
  const network = unreliableTransport(client, unexpected);
  // No start(): no timers or listeners; the test decides when to sync. A failed sync schedules
  // a retry, so the backoff is far longer than a run, and stop() clears it.
  const engine = new SyncEngine({
    db,
    transport: network.transport,
    backoffMs: 1_000_000_000,
    maxBackoffMs: 1_000_000_000,
  });
  const model = new Map<string, number>();
  let created = 0;
  try {
    const { clientId } = await readSyncMeta(db);
    for (const step of steps) {
      if (step.kind === 'restart') {
        await api.restart();
      } else if (step.kind === 'sync') {
        const { during } = step;
        network.nextSync(
          step.delivery,
          during &&
            (async () => {
              if (await act(db, model, during)) created += 1;
            }),
        );
        const synced = engine.syncNow();
        if (step.delivery === 'answer-lost' || step.delivery === 'never-arrives') {
          await expect(synced).rejects.toThrow('Failed to fetch');
        } else {
          await synced;
        }
      } else if (await act(db, model, step)) {
        created += 1;
      }
      // Whatever the network did, the device shows the shopper's cart.
      expect(await deviceQuantities(db)).toEqual(sorted(model));
    }

    network.nextSync('ok', null);
    await engine.syncNow();

    const meta = await readSyncMeta(db);
    expect(unexpected).toEqual([]);
    expect(meta.clientId).toBe(clientId);
    expect(meta.lastError).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.refusals.count()).toBe(0);
    // (a) the device and the server hold the same lines, (b) which are the model's: every
    // action applied once, in order, and the server has seen exactly the ids the device made.
    const server = await serverQuantities(client);
    expect(await deviceQuantities(db)).toEqual(server);
    expect(server).toEqual(sorted(model));
    expect(meta.nextMutationId - 1).toBe(created);
    const pull = await client.post(new URL('/api/cart/sync', api.baseUrl).href, {
      json: { clientId, mutations: [] },
    });
    expect(pull.status).toBe(200);
    expect(pull.body.lastMutationIds[clientId] ?? 0).toBe(created);
    expect((await deviceLines(db)).every((line) => line.confirmed)).toBe(true);
  } finally {
    engine.stop();
    await db.delete();
  }
}

describe('cart sync under an unreliable network', () => {
  test('after a clean sync, device and server hold the cart the actions make, each applied once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: MAX_STEPS, size: 'max' }), (steps) =>
        run(steps),
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  test.each([1, 2, 3])(
    "the server keeps a cart's lines in the order they were added, even pushed together (cart %i)",
    async () => {
      const client = await api.verifiedClient();
      // Every size: enough back-to-back inserts for the clock to repeat.
      const lines = products.flatMap((product) =>
        product.sizes.map((size) => ({ productId: product.id, size: size.size, purchaseType: 'one-time' as const })),
      );
      const mutations = lines.map((line, index) => ({
        id: index + 1,
        name: 'setLineQuantity',
        args: { ...line, quantity: 1 },
      }));
      // Reversed product order too, so neither the product ids nor the sizes sort into push order.
      mutations.reverse().forEach((mutation, index) => {
        mutation.id = index + 1;
      });
      const pushed = await client.post(new URL('/api/cart/sync', api.baseUrl).href, {
        json: { clientId: crypto.randomUUID(), mutations },
      });
      expect(pushed.status).toBe(200);
      const expected = mutations.map((mutation) => lineKey(mutation.args));

      const cart = (await client.get(new URL('/api/cart', api.baseUrl).href)).body as ServerLine[];
      const keys = (items: ServerLine[]) =>
        items.map((line) => lineKey({ productId: line.product.id, size: line.size, purchaseType: line.purchaseType }));
      expect(keys(cart)).toEqual(expected);
      expect(keys(pushed.body.cart)).toEqual(expected);
    },
  );

  test('a restart keeps sessions and carts, and moves the API to a new address', async () => {
    const client = await api.verifiedClient();
    const before = api.baseUrl;
    const product = products[0] as Product;
    const added = await client.post(new URL('/api/cart', api.baseUrl).href, { json: { productId: product.id } });
    expect(added.status).toBe(200);

    await api.restart();

    expect(api.baseUrl).not.toBe(before);
    const cart = await client.get(new URL('/api/cart', api.baseUrl).href);
    expect(cart.body.map((line: ServerLine) => [line.product.id, line.quantity])).toEqual([[product.id, 1]]);
    const written = await client.post(new URL('/api/cart', api.baseUrl).href, { json: { productId: product.id } });
    expect(written.status).toBe(200);
  });
});
