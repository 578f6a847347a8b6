import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { lineKey } from '#shared/cart/line-key';
import { centsToDecimal, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import {
  type LineKey,
  MAX_MUTATIONS_PER_PUSH,
  parseCartMutation,
  type Refusal,
  type SyncRequest,
  type SyncResponse,
} from '#shared/schemas/cart-sync';
import { CartDatabase, type LineProduct } from '../../pwa/db/cart-db.ts';
import { readSyncMeta } from '../../pwa/db/sync-meta.ts';
import { type AddToCartInput, addToCart } from '../../pwa/features/cart/cart-actions.ts';
import { API_ANSWER_EVENT, ApiError } from '../../pwa/lib/api-client.ts';
import { announceAgeVerified } from '../../pwa/lib/app-events.ts';
import { type LockRunner, webLockRunner } from '../../pwa/sync/lock.ts';
import {
  SYNC_RETRY_CAP_MS,
  SyncEngine,
  type SyncEngineOptions,
  type SyncTransport,
} from '../../pwa/sync/sync-engine.ts';
import { BERRY_GUMMIES_PRODUCT, TANGIE_PRODUCT } from '../fixtures/line-products.ts';

/** The products the model server sells: its prices, which differ from the device's guesses. */
const PRODUCTS: Record<string, { product: LineProduct; sizes: Record<string, { label: string; price: string }> }> = {
  'tangie-flower': {
    product: TANGIE_PRODUCT,
    sizes: {
      '3.5g': { label: '3.5g (Eighth)', price: '48.00' },
      '7g': { label: '7g (Quarter)', price: '85.00' },
    },
  },
  'berry-gummies': {
    product: BERRY_GUMMIES_PRODUCT,
    sizes: { '6-pack': { label: '6-Pack', price: '14.99' } },
  },
};

interface ServerLine extends LineKey {
  id: string;
  quantity: number;
}

/**
 * An in-memory model of POST /api/cart/sync for one session: each client's last mutation id,
 * absolute mutations applied once, a 409 mutation_gap for ids that skip ahead, a 409
 * client_conflict for client ids of another session.
 */
class ModelServer {
  readonly lines = new Map<string, ServerLine>();
  readonly clients = new Map<string, number>();
  readonly foreignClients = new Set<string>();
  readonly refusals: (Refusal & { clientId: string })[] = [];
  /** Every mutation applied, in order, by client and id. */
  readonly applied: { clientId: string; id: number }[] = [];
  readonly requests: SyncRequest[] = [];
  version = 0;

  handle(request: SyncRequest): SyncResponse {
    this.requests.push(structuredClone(request));
    const { clientId, mutations } = request;
    if (mutations.length > 0 && this.foreignClients.has(clientId)) {
      throw new ApiError(409, 'client_conflict', '409: This client id belongs to another session.');
    }
    let last = this.clients.get(clientId) ?? 0;
    if (mutations.length > 0) this.clients.set(clientId, last);
    let changed = false;
    let gap = false;
    for (const pushed of mutations) {
      if (pushed.id <= last) continue;
      if (pushed.id > last + 1) {
        gap = true;
        break;
      }
      const refusal = this.apply(pushed);
      if (refusal) this.refusals.push({ clientId, mutationId: pushed.id, ...refusal });
      else changed = true;
      this.applied.push({ clientId, id: pushed.id });
      last = pushed.id;
      this.clients.set(clientId, last);
    }
    if (changed) this.version += 1;
    if (gap) throw new ApiError(409, 'mutation_gap', `409: Mutation ids of client ${clientId} must continue.`);
    const pushedIds = new Set(mutations.map((mutation) => mutation.id));
    return {
      cart: this.cart(),
      version: this.version,
      lastMutationIds: Object.fromEntries(this.clients),
      refused: this.refusals
        .filter((refusal) => refusal.clientId === clientId && pushedIds.has(refusal.mutationId))
        .map(({ clientId: _clientId, ...refusal }) => refusal),
    };
  }

  private apply(pushed: SyncRequest['mutations'][number]): Omit<Refusal, 'mutationId'> | null {
    const parsed = parseCartMutation(pushed);
    if (!parsed.ok) return { code: 'invalid_mutation', message: parsed.message };
    const { mutation } = parsed;
    switch (mutation.name) {
      case 'clearCart':
        this.lines.clear();
        return null;
      case 'removeLine':
        this.lines.delete(lineKey(mutation.args));
        return null;
      case 'setLineQuantity': {
        const known = PRODUCTS[mutation.args.productId];
        if (!known) return { code: 'product_not_found', message: `No product "${mutation.args.productId}".` };
        const key = lineKey(mutation.args);
        const existing = this.lines.get(key);
        if (existing) existing.quantity = mutation.args.quantity;
        else this.lines.set(key, { id: crypto.randomUUID(), ...mutation.args });
        return null;
      }
    }
  }

  cart(): CartItem[] {
    return [...this.lines.values()].map((line) => {
      const known = PRODUCTS[line.productId];
      const size = known?.sizes[line.size];
      if (!known || !size) throw new Error(`The model server does not sell ${lineKey(line)}`);
      const unitCents = toCents(size.price);
      return {
        id: line.id,
        quantity: line.quantity,
        size: line.size,
        sizeLabel: size.label,
        purchaseType: line.purchaseType,
        unitPrice: centsToDecimal(unitCents),
        lineTotal: centsToDecimal(unitCents * line.quantity),
        product: known.product,
        issue: null,
        content: null,
      };
    });
  }

  /** The server lost its cart and what it knew of clients (a restore from an old backup). */
  forgetEverything(): void {
    this.lines.clear();
    this.clients.clear();
  }

  quantities(): [string, number][] {
    return [...this.lines.entries()].map(([key, line]): [string, number] => [key, line.quantity]).sort(byKey);
  }

  sentIds(clientId?: string): number[] {
    return this.requests
      .filter((request) => clientId === undefined || request.clientId === clientId)
      .flatMap((request) => request.mutations.map((mutation) => mutation.id));
  }
}

function byKey(a: [string, number], b: [string, number]): number {
  return a[0].localeCompare(b[0]);
}

function item(productId: string, size: string, quantity = 1): AddToCartInput {
  const known = PRODUCTS[productId];
  const option = known?.sizes[size];
  if (!known || !option) throw new Error(`unknown ${productId} ${size}`);
  // The device's guess at the price; the server's answer replaces it.
  return {
    product: known.product,
    size,
    sizeLabel: option.label,
    purchaseType: 'one-time',
    unitPrice: '1.00',
    quantity,
  };
}

const tangie = (quantity = 1) => item('tangie-flower', '3.5g', quantity);
const gummies = (quantity = 1) => item('berry-gummies', '6-pack', quantity);

let db: CartDatabase;
let server: ModelServer;
const engines: SyncEngine[] = [];

beforeEach(() => {
  db = new CartDatabase(`cart-${crypto.randomUUID()}`);
  server = new ModelServer();
});
afterEach(async () => {
  for (const engine of engines.splice(0)) engine.stop();
  await db.delete();
});

/** The server as the transport reaches it, answering asynchronously like a network would. */
const serverTransport = async (request: SyncRequest): Promise<SyncResponse> => {
  await Promise.resolve();
  return server.handle(request);
};

/** An engine that never retries on its own unless the test asks for a short backoff. */
function engineWith(transport: SyncTransport, options: Partial<SyncEngineOptions> = {}): SyncEngine {
  const engine = new SyncEngine({
    db,
    transport,
    backoffMs: 1_000_000_000,
    maxBackoffMs: 1_000_000_000,
    ...options,
  });
  engines.push(engine);
  return engine;
}

async function deviceQuantities(): Promise<[string, number][]> {
  return (await db.lines.toArray()).map((line): [string, number] => [line.key, line.quantity]).sort(byKey);
}

const networkError = () => new TypeError('Failed to fetch');

describe('pushing', () => {
  test('syncNow pushes the pending mutations, empties the outbox and takes the server cart', async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, tangie(2));
    await addToCart(db, item('tangie-flower', '7g'));
    await addToCart(db, gummies());

    await engine.syncNow();

    const { clientId } = await readSyncMeta(db);
    expect(server.sentIds(clientId)).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
    expect(await deviceQuantities()).toEqual(server.quantities());
    const lines = await db.lines.orderBy('addedAt').toArray();
    expect(lines.map((line) => [line.key, line.unitPrice, line.confirmed])).toEqual([
      ['tangie-flower|3.5g|one-time', '48.00', true],
      ['tangie-flower|7g|one-time', '85.00', true],
      ['berry-gummies|6-pack|one-time', '14.99', true],
    ]);
    expect((await readSyncMeta(db)).lastError).toBeNull();
  });

  test('a change made while a push is in flight survives the answer and goes in the next push', async () => {
    let changeDuringPush: (() => Promise<void>) | null = () => addToCart(db, gummies(2));
    const shownAtEachPush: [string, number][][] = [];
    const engine = engineWith(async (request) => {
      shownAtEachPush.push(await deviceQuantities());
      const answer = await serverTransport(request);
      const change = changeDuringPush;
      changeDuringPush = null;
      await change?.();
      return answer;
    });
    await addToCart(db, tangie());

    await engine.syncNow();

    expect(server.requests.map((request) => request.mutations.map((mutation) => mutation.id))).toEqual([[1], [2]]);
    // Between the two pushes the device took the first answer in and still showed the change.
    expect(shownAtEachPush[1]).toEqual([
      ['berry-gummies|6-pack|one-time', 2],
      ['tangie-flower|3.5g|one-time', 1],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(server.quantities()).toEqual([
      ['berry-gummies|6-pack|one-time', 2],
      ['tangie-flower|3.5g|one-time', 1],
    ]);
    expect(await deviceQuantities()).toEqual(server.quantities());
  });

  test('with nothing pending, syncNow pulls what another device put in the cart', async () => {
    server.handle({
      clientId: crypto.randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'setLineQuantity',
          args: { productId: 'berry-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 4 },
        },
      ],
    });
    const engine = engineWith(serverTransport);

    await engine.syncNow();

    expect(server.requests.at(-1)?.mutations).toEqual([]);
    expect(await deviceQuantities()).toEqual([['berry-gummies|6-pack|one-time', 4]]);
    const { clientId } = await readSyncMeta(db);
    expect(server.clients.has(clientId)).toBe(false);
  });

  test("a device whose database the browser wiped takes the session's cart back, and notes it for the shopper once", async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, gummies(3));
    await engine.syncNow();
    expect((await readSyncMeta(db)).restoredAt).toBeUndefined();

    // The browser evicts the site's storage; the session cookie, and so the server's cart, remain.
    await db.delete();
    db = new CartDatabase(`cart-${crypto.randomUUID()}`);
    await engineWith(serverTransport).syncNow();

    expect(await deviceQuantities()).toEqual([['berry-gummies|6-pack|one-time', 3]]);
    expect((await readSyncMeta(db)).restoredAt).toEqual(expect.any(Number));
  });

  test('a new device whose session has no cart yet is told nothing', async () => {
    await engineWith(serverTransport).syncNow();

    expect(await deviceQuantities()).toEqual([]);
    expect((await readSyncMeta(db)).restoredAt).toBeUndefined();
  });

  test('more than 200 pending mutations go in several pushes of at most 200, each once', async () => {
    const lines = [tangie(), item('tangie-flower', '7g'), gummies()];
    const total = MAX_MUTATIONS_PER_PUSH + 50;
    for (let index = 0; index < total; index += 1) await addToCart(db, lines[index % lines.length] as AddToCartInput);
    const engine = engineWith(serverTransport);

    await engine.syncNow();

    const sizes = server.requests.map((request) => request.mutations.length);
    expect(sizes).toEqual([MAX_MUTATIONS_PER_PUSH, 50]);
    expect(server.sentIds()).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(await db.outbox.count()).toBe(0);
    expect(server.quantities()).toEqual([
      ['berry-gummies|6-pack|one-time', 83],
      ['tangie-flower|3.5g|one-time', 84],
      ['tangie-flower|7g|one-time', 83],
    ]);
    expect(await deviceQuantities()).toEqual(server.quantities());
  });

  test('a sync tries the store even when the browser says it is offline: that flag is often wrong', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const engine = engineWith(serverTransport);
      await addToCart(db, tangie());

      await engine.syncNow();

      expect(server.sentIds()).toEqual([1]);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('each push names the chosen state, and the device keeps it for the service worker', async () => {
    const engine = engineWith(serverTransport, { chosenState: () => 'CA' });
    await addToCart(db, tangie());

    await engine.syncNow();

    expect(server.requests.map((request) => request.state)).toEqual(['CA']);
    expect((await readSyncMeta(db)).chosenState).toBe('CA');
  });
});

describe('starting', () => {
  test('the first pull waits for the age gate, and comes at once if the gate opened before the start', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    try {
      const early = engineWith(serverTransport);
      early.start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.requests).toEqual([]);

      // The gate opens: the engine already running pulls.
      announceAgeVerified();
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      early.stop();

      // An engine started later (the page was rendered past the gate before the sync started)
      // does not wait for an event it missed.
      const late = engineWith(serverTransport);
      late.start();
      await vi.waitFor(() => expect(server.requests).toHaveLength(2));
      expect(server.requests.map((request) => request.mutations)).toEqual([[], []]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** A page's window and document, as event targets the engine listens on. */
function stubPage(): void {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
}

/** An engine whose first push fails and whose backoff outlasts the test: only a signal sends again. */
async function engineAfterAFailure(wakeGapMs = 0): Promise<{ sends: SyncRequest[] }> {
  let reachable = false;
  const sends: SyncRequest[] = [];
  const engine = engineWith(
    async (request) => {
      sends.push(request);
      if (!reachable) throw networkError();
      return serverTransport(request);
    },
    { wakeGapMs },
  );
  announceAgeVerified();
  await addToCart(db, tangie());
  engine.start();
  await vi.waitFor(async () => expect((await readSyncMeta(db)).lastError).not.toBeNull());
  expect(sends).toHaveLength(1);
  reachable = true;
  return { sends };
}

describe('waking up while changes wait', () => {
  test.each([
    ['focus', () => window.dispatchEvent(new Event('focus'))],
    ['pageshow', () => window.dispatchEvent(new Event('pageshow'))],
    ['the tab becoming visible', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'an answer to another call',
      () => window.dispatchEvent(new CustomEvent(API_ANSWER_EVENT, { detail: { path: '/api/products' } })),
    ],
    ['online', () => window.dispatchEvent(new Event('online'))],
  ])('%s sends what waits at once, without waiting for the backoff', async (_signal, signal) => {
    stubPage();
    try {
      const { sends } = await engineAfterAFailure();

      signal();

      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(sends).toHaveLength(2);
      expect(server.sentIds()).toEqual([1]);
      expect((await readSyncMeta(db)).lastError).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("the sync's own failed answer does not wake it: it waits for its backoff", async () => {
    stubPage();
    try {
      const { sends } = await engineAfterAFailure();

      window.dispatchEvent(new CustomEvent(API_ANSWER_EVENT, { detail: { path: API_PATHS.cartSync } }));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(sends).toHaveLength(1);
      expect(await db.outbox.count()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a burst of signs soon after a try is ignored; the first sign after the gap wakes the engine', async () => {
    stubPage();
    try {
      const { sends } = await engineAfterAFailure(60_000);

      for (let sign = 0; sign < 20; sign += 1) window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sends).toHaveLength(1);

      const later = Date.now() + 60_000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(sends).toHaveLength(2);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });

  test('leaving the page sends what waits at once, without the debounce', async () => {
    stubPage();
    try {
      const engine = engineWith(serverTransport, { debounceMs: 1_000_000_000 });
      announceAgeVerified();
      engine.start();
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      await addToCart(db, tangie());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.sentIds()).toEqual([]);

      window.dispatchEvent(new Event('pagehide'));

      await vi.waitFor(() => expect(server.sentIds()).toEqual([1]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('while changes wait, the engine asks the browser to sync again once it can, with every tab closed', async () => {
    stubPage();
    try {
      const onChangesWaiting = vi.fn();
      const engine = engineWith(
        async () => {
          throw networkError();
        },
        { onChangesWaiting },
      );
      engine.start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(onChangesWaiting).not.toHaveBeenCalled();

      await addToCart(db, tangie());

      await vi.waitFor(() => expect(onChangesWaiting).toHaveBeenCalled());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('retries wait at most 15 seconds however often they fail, and the device knows when the next one is', async () => {
    const engine = new SyncEngine({
      db,
      transport: async () => {
        throw networkError();
      },
      backoffMs: 1000,
    });
    engines.push(engine);
    await addToCart(db, tangie());

    for (let failure = 1; failure <= 8; failure += 1) {
      const before = Date.now();
      await expect(engine.syncNow()).rejects.toThrow('Failed to fetch');
      const { nextTryAt } = await readSyncMeta(db);
      expect(nextTryAt).toBeGreaterThanOrEqual(before);
      expect(nextTryAt).toBeLessThanOrEqual(Date.now() + SYNC_RETRY_CAP_MS);
    }
    expect(SYNC_RETRY_CAP_MS).toBe(15_000);
  });
});

describe('failures', () => {
  test('a network error keeps the outbox, records the error, and the next sync sends the same ids', async () => {
    let reachable = false;
    const engine = engineWith(async (request) => {
      if (!reachable) throw networkError();
      return serverTransport(request);
    });
    await addToCart(db, tangie());
    await addToCart(db, gummies());

    await expect(engine.syncNow()).rejects.toThrow('Failed to fetch');

    expect((await db.outbox.orderBy('seq').toArray()).map((row) => row.mutationId)).toEqual([1, 2]);
    expect((await readSyncMeta(db)).lastError).toBe(
      "Can't reach the store right now; your changes are saved on this device and will be sent.",
    );
    expect(server.requests).toEqual([]);

    reachable = true;
    await engine.syncNow();

    expect(server.sentIds()).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
    expect((await readSyncMeta(db)).lastError).toBeNull();
    expect(await deviceQuantities()).toEqual(server.quantities());
  });

  test('a push whose answer never comes is given up on after the answer timeout and sent again', async () => {
    const signals: AbortSignal[] = [];
    const engine = engineWith(
      async (request, signal) => {
        signals.push(signal);
        // The first push stalls (a connection that neither answers nor fails) until it is given up on.
        if (signals.length === 1) {
          return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        }
        return serverTransport(request);
      },
      { answerTimeoutMs: 50, backoffMs: 1, maxBackoffMs: 1 },
    );
    await addToCart(db, tangie());

    await expect(engine.syncNow()).rejects.toThrow('The store took too long to answer.');
    expect((await readSyncMeta(db)).lastError).toBe(
      "Can't reach the store right now; your changes are saved on this device and will be sent.",
    );
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(signals).toHaveLength(2);
    expect(server.sentIds()).toEqual([1]);
  });

  test('when the connection comes back, a push still waiting for its answer is given up on and sent again at once', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    try {
      let stalled = true;
      const sends: SyncRequest[] = [];
      const engine = engineWith(async (request, signal) => {
        sends.push(request);
        if (stalled) {
          return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        }
        return serverTransport(request);
      });
      await addToCart(db, tangie());
      engine.start();
      await vi.waitFor(() => expect(sends).toHaveLength(1));

      stalled = false;
      window.dispatchEvent(new Event('online'));

      // The backoff is a billion milliseconds: only the online event can have sent it again.
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(sends.map((request) => request.mutations.map((mutation) => mutation.id))).toEqual([[1], [1]]);
      expect(await deviceQuantities()).toEqual(server.quantities());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a lost answer followed by a retry applies each mutation once', async () => {
    let loseAnswer = true;
    const engine = engineWith(async (request) => {
      const answer = await serverTransport(request);
      if (loseAnswer) throw networkError();
      return answer;
    });
    await addToCart(db, tangie(2));
    await addToCart(db, gummies());
    await addToCart(db, tangie(1));

    await expect(engine.syncNow()).rejects.toThrow('Failed to fetch');
    expect(await db.outbox.count()).toBe(3);
    loseAnswer = false;
    await addToCart(db, gummies(4));
    await engine.syncNow();

    const { clientId } = await readSyncMeta(db);
    expect(server.sentIds(clientId)).toEqual([1, 2, 3, 1, 2, 3, 4]);
    expect(server.applied).toEqual([1, 2, 3, 4].map((id) => ({ clientId, id })));
    expect(server.quantities()).toEqual([
      ['berry-gummies|6-pack|one-time', 5],
      ['tangie-flower|3.5g|one-time', 3],
    ]);
    expect(await deviceQuantities()).toEqual(server.quantities());
    expect(await db.outbox.count()).toBe(0);
  });

  test('after a network error the engine retries by itself with backoff', async () => {
    let calls = 0;
    const engine = engineWith(
      async (request) => {
        calls += 1;
        if (calls === 1) throw networkError();
        return serverTransport(request);
      },
      { backoffMs: 1, maxBackoffMs: 1 },
    );
    await addToCart(db, tangie());

    await expect(engine.syncNow()).rejects.toThrow('Failed to fetch');
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));

    expect(calls).toBe(2);
    expect(server.sentIds()).toEqual([1]);
  });

  test.each([
    [408, 'The store is not answering right now; your changes are saved on this device.'],
    [425, 'The store is not answering right now; your changes are saved on this device.'],
    [
      429,
      'Too many attempts. Please try again in a while. Your changes are saved on this device and will be sent then.',
    ],
    [500, 'The store is not answering right now; your changes are saved on this device.'],
    [503, 'The store is not answering right now; your changes are saved on this device.'],
  ])('a %i keeps the outbox, says why in words, and is retried by itself', async (status, words) => {
    let calls = 0;
    const engine = engineWith(
      async (request) => {
        calls += 1;
        if (calls === 1) throw new ApiError(status, null, `${status}: Try again`);
        return serverTransport(request);
      },
      { backoffMs: 1, maxBackoffMs: 1 },
    );
    await addToCart(db, tangie());

    await expect(engine.syncNow()).rejects.toThrow(String(status));
    expect((await readSyncMeta(db)).lastError).toBe(words);
    expect(await db.outbox.count()).toBe(1);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));

    expect(calls).toBe(2);
    expect(server.sentIds()).toEqual([1]);
    expect((await readSyncMeta(db)).lastError).toBeNull();
  });

  test('a 503 with Retry-After is retried no sooner than the server asked', async () => {
    let calls = 0;
    const engine = engineWith(
      async (request) => {
        calls += 1;
        if (calls === 1) throw new ApiError(503, 'database_unavailable', '503: Busy', 'Busy', undefined, '1');
        return serverTransport(request);
      },
      { backoffMs: 1, maxBackoffMs: 60_000 },
    );
    await addToCart(db, tangie());
    const failedAt = Date.now();
    await expect(engine.syncNow()).rejects.toThrow('503');

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls).toBe(1);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5000 });
    expect(calls).toBe(2);
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1000);
  });

  test('403 age_verification_required records the waiting message and schedules no retry', async () => {
    const transport = vi.fn(async () => {
      throw new ApiError(403, 'age_verification_required', '403: Confirm your age first.');
    });
    const engine = engineWith(transport, { backoffMs: 1, maxBackoffMs: 1 });
    await addToCart(db, tangie());

    await expect(engine.syncNow()).rejects.toThrow('403');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(transport).toHaveBeenCalledTimes(1);
    expect((await readSyncMeta(db)).lastError).toBe(
      'Waiting for age confirmation before saving the cart to the server.',
    );
    expect(await db.outbox.count()).toBe(1);
  });

  test.each([400, 401, 404, 410, 413, 422])(
    'another 4xx (%i) is recorded with its message and not retried',
    async (status) => {
      const transport = vi.fn(async () => {
        throw new ApiError(status, 'invalid_request', `${status}: at most 200 mutations per push`);
      });
      const engine = engineWith(transport, { backoffMs: 1, maxBackoffMs: 1 });
      await addToCart(db, tangie());

      await expect(engine.syncNow()).rejects.toThrow(String(status));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(transport).toHaveBeenCalledTimes(1);
      expect((await readSyncMeta(db)).lastError).toBe(`${status}: at most 200 mutations per push`);
      expect(await db.outbox.count()).toBe(1);
    },
  );
});

describe('when the server does not know this client', () => {
  test.each(['mutation_gap', 'client_conflict'] as const)(
    'a 409 %s makes the device take a new client id and push clear plus its lines',
    async (code) => {
      const engine = engineWith(serverTransport);
      await addToCart(db, tangie(2));
      await addToCart(db, gummies());
      await engine.syncNow();
      const oldClient = (await readSyncMeta(db)).clientId;

      if (code === 'mutation_gap') server.forgetEverything();
      else server.foreignClients.add(oldClient);
      await addToCart(db, item('tangie-flower', '7g', 3));
      await engine.syncNow();

      const { clientId, nextMutationId } = await readSyncMeta(db);
      expect(clientId).not.toBe(oldClient);
      const resent = server.requests.filter((request) => request.clientId === clientId);
      expect(resent.map((request) => request.mutations.map((mutation) => mutation.name))).toEqual([
        ['clearCart', 'setLineQuantity', 'setLineQuantity', 'setLineQuantity'],
      ]);
      expect(server.clients.get(clientId)).toBe(4);
      expect(nextMutationId).toBe(5);
      expect(await db.outbox.count()).toBe(0);
      expect(server.quantities()).toEqual([
        ['berry-gummies|6-pack|one-time', 1],
        ['tangie-flower|3.5g|one-time', 2],
        ['tangie-flower|7g|one-time', 3],
      ]);
      expect(await deviceQuantities()).toEqual(server.quantities());
    },
  );

  test('a 409 clear-and-resend replaces lines the server kept that the device no longer has', async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, tangie());
    await engine.syncNow();
    // The server lost this client's history but still holds a line the device removed since.
    server.clients.clear();
    server.handle({
      clientId: crypto.randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'setLineQuantity',
          args: { productId: 'berry-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 9 },
        },
      ],
    });
    await addToCart(db, tangie(1));

    await engine.syncNow();

    expect(server.quantities()).toEqual([['tangie-flower|3.5g|one-time', 2]]);
    expect(await deviceQuantities()).toEqual(server.quantities());
  });

  test('a pull that lacks this client although it had acknowledgements re-sends the cart', async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, tangie(2));
    await addToCart(db, gummies(3));
    await engine.syncNow();
    const oldClient = (await readSyncMeta(db)).clientId;
    server.forgetEverything();

    await engine.syncNow();

    const { clientId } = await readSyncMeta(db);
    expect(clientId).not.toBe(oldClient);
    expect(server.quantities()).toEqual([
      ['berry-gummies|6-pack|one-time', 3],
      ['tangie-flower|3.5g|one-time', 2],
    ]);
    expect(await deviceQuantities()).toEqual(server.quantities());
    expect(await db.outbox.count()).toBe(0);
  });

  test('a device that never changed the cart keeps its client id on a pull', async () => {
    const engine = engineWith(serverTransport);
    const { clientId } = await readSyncMeta(db);
    await engine.syncNow();
    await engine.syncNow();
    expect((await readSyncMeta(db)).clientId).toBe(clientId);
    expect(server.requests.every((request) => request.mutations.length === 0)).toBe(true);
  });
});

describe('the cart changing hands as the shopper signs in or out', () => {
  const setGummies = (quantity: number) => ({
    clientId: crypto.randomUUID(),
    mutations: [
      {
        id: 1,
        name: 'setLineQuantity' as const,
        args: { productId: 'berry-gummies', size: '6-pack', purchaseType: 'one-time' as const, quantity },
      },
    ],
  });

  test("signing in on an empty device takes the account's cart in, not as a wiped cart restored, and keeps what the merge did", async () => {
    const engine = engineWith(serverTransport);
    await engine.syncNow();
    // Another device of the account filled its cart.
    server.handle(setGummies(3));
    const outcome = {
      fromAccount: [{ name: 'Berry Gummies', sizeLabel: '6-Pack', quantity: 3 }],
      keptLarger: [],
      leftOut: [],
    };

    await engine.joinedAccount({ outcome, at: 1 });

    expect(await deviceQuantities()).toEqual([['berry-gummies|6-pack|one-time', 3]]);
    const meta = await readSyncMeta(db);
    expect(meta.restoredAt).toBeUndefined();
    expect(meta.handedOverAt).toBeNull();
    expect(meta.merged).toEqual({ outcome, at: 1 });
  });

  test('changes waiting when the device signs in go to the account cart under the same client, each once', async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, tangie());
    await engine.syncNow();
    await addToCart(db, gummies(2));
    const { clientId } = await readSyncMeta(db);

    await engine.joinedAccount(null);

    expect(server.sentIds(clientId)).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
    expect((await readSyncMeta(db)).merged).toBeNull();
  });

  test('signing out leaves the lines with the account: the device starts empty under a new client, numbered from 1', async () => {
    const engine = engineWith(serverTransport);
    await addToCart(db, tangie(2));
    await engine.syncNow();
    const before = await readSyncMeta(db);
    // The device's own session has no cart of its own any more.
    server = new ModelServer();

    await engine.leftAccount();

    expect(await deviceQuantities()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    const after = await readSyncMeta(db);
    expect(after.clientId).not.toBe(before.clientId);
    expect(after).toMatchObject({ nextMutationId: 1, merged: null, handedOverAt: null });
    expect(after.restoredAt).toBeUndefined();
    await addToCart(db, gummies());
    await engine.syncNow();
    expect(server.sentIds(after.clientId)).toEqual([1]);
  });
});

describe('the lock', () => {
  async function twoConcurrentSyncs(lock?: LockRunner) {
    let inFlight = 0;
    let overlapped = false;
    const engine = engineWith(
      async (request) => {
        inFlight += 1;
        overlapped ||= inFlight > 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return server.handle(request);
      },
      lock ? { lock } : {},
    );
    await addToCart(db, tangie());
    await addToCart(db, gummies());
    await Promise.all([engine.syncNow(), engine.syncNow()]);
    return { overlapped };
  }

  test('two concurrent syncs on one engine do not send the same batch twice', async () => {
    const { overlapped } = await twoConcurrentSyncs();
    expect(overlapped).toBe(false);
    expect(server.sentIds()).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('without a lock the same batch goes twice, and the server still applies it once', async () => {
    const { overlapped } = await twoConcurrentSyncs((task) => task());
    expect(overlapped).toBe(true);
    expect(server.sentIds()).toEqual([1, 2, 1, 2]);
    expect(server.applied.map((applied) => applied.id)).toEqual([1, 2]);
    expect(await deviceQuantities()).toEqual(server.quantities());
  });

  test('the in-tab lock runs tasks one after another, even after one fails', async () => {
    const lock = webLockRunner(`test-${crypto.randomUUID()}`);
    const order: string[] = [];
    const first = lock(async () => {
      order.push('first start');
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first end');
      throw new Error('boom');
    });
    const second = lock(async () => {
      order.push('second');
      return 2;
    });
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first start', 'first end', 'second']);
  });
});
