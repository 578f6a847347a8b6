import { liveQuery, type Subscription } from 'dexie';
import { API_PATHS } from '#shared/api-paths';
import { MAX_MUTATIONS_PER_PUSH, type SyncRequest, type SyncResponse } from '#shared/schemas/cart-sync';
import type { CartDatabase, OutboxRecord, SyncMetaRecord } from '../db/cart-db.ts';
import { readSyncMeta } from '../db/sync-meta.ts';
import { API_ANSWER_EVENT, ApiError } from '../lib/api-client.ts';
import { AGE_VERIFIED_EVENT, isAgeVerifiedHere } from '../lib/app-events.ts';
import { newId } from '../lib/new-id.ts';
import { pageDocument, pageWindow } from '../lib/page-globals.ts';
import { type Backoff, isTransientFailure, isTransientStatus, retryDelayMs } from '../lib/retry-policy.ts';
import { tooManyAttemptsText } from '../lib/too-many-attempts.ts';
import { CART_SYNC_LOCK, type LockRunner, webLockRunner } from './lock.ts';
import { rebaseOnServer } from './rebase.ts';

/**
 * Pushes the outbox to the server and takes the answer in (Replicache's push/pull, for a cart).
 *
 * When (decision 022): at start; after local changes (those made within debounceMs of the first
 * go in one push; it watches the outbox, so a change made in any tab counts); while changes
 * wait, on every sign the store may be reachable: `online` (giving up on a push still waiting
 * for its answer), `focus`, `pageshow`, the tab becoming visible, and an answer to any other API
 * call; and by itself after a failure, with backoff capped at SYNC_RETRY_CAP_MS, whatever
 * `navigator.onLine` says (it is wrong behind captive portals and on flaky Wi-Fi). On
 * `pagehide` what waits goes out at once, in a request that outlives the page. Who: only the
 * holder of the `verdant-cart-sync` Web Lock sends, a tab or the service worker (which sends
 * the outbox when every tab is closed); the others wait their turn and usually find nothing left
 * to send. Even so, the server applies each mutation once, so a duplicate send is harmless.
 *
 * Failures: a transient one (no answer, none within SYNC_ANSWER_TIMEOUT_MS, a 5xx, a 408, 425
 * or 429: see retry-policy.ts) keeps
 * the outbox and retries with backoff, no sooner than the server's Retry-After (up to the
 * backoff's cap); 409
 * mutation_gap or client_conflict (the server lost or never had this client) starts a new
 * client id and renumbers the pending absolute mutations, then pushes again; 403 waits for the
 * age confirmation; any other 4xx is recorded and retried only on the next change.
 */

/** Sends one push; `signal` aborts it when its answer is given up on. */
export type SyncTransport = (request: SyncRequest, signal: AbortSignal) => Promise<SyncResponse>;

/** The longest the engine waits between two tries while changes wait to be sent. */
export const SYNC_RETRY_CAP_MS = 15_000;

/**
 * A sign of a connection (focus, another call's answer...) wakes the engine at most this often:
 * a page that makes many calls while the store refuses pushes would otherwise push on each one.
 */
export const WAKE_GAP_MS = 1000;

/**
 * How long a push may wait for its answer. On a bad connection a request can stall without ever
 * failing; without a limit it would hold the lock, and every later change would wait behind it.
 */
export const SYNC_ANSWER_TIMEOUT_MS = 20_000;

export interface SyncEngineOptions {
  db: CartDatabase;
  transport: SyncTransport;
  lock?: LockRunner;
  debounceMs?: number;
  /** First retry delay; it doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** The shopper's chosen state, whose limits the server applies to the pushed changes. */
  chosenState?: () => string | null | Promise<string | null>;
  /** Runs whenever changes wait: the page asks the browser to send them even with every tab closed. */
  onChangesWaiting?: () => void;
  /** How long a push waits for its answer before it counts as failed (retried with backoff). */
  answerTimeoutMs?: number;
  wakeGapMs?: number;
}

export class SyncEngine {
  private readonly db: CartDatabase;
  private readonly transport: SyncTransport;
  private readonly lock: LockRunner;
  private readonly debounceMs: number;
  private readonly backoff: Backoff;
  private readonly chosenState: () => string | null | Promise<string | null>;
  private readonly onChangesWaiting: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the scheduled sync is due, so that a later request for one never postpones it. */
  private dueAt = 0;
  private readonly answerTimeoutMs: number;
  /** The push waiting for its answer, if any: given up on when the connection comes back. */
  private inFlight: AbortController | null = null;
  private failures = 0;
  /** The outbox's size as last seen: the wake-up signals matter only while changes wait. */
  private pending = 0;
  /** When the last sync started, so that a burst of signs wakes the engine once. */
  private lastTryAt = 0;
  private readonly wakeGapMs: number;
  private outboxWatch: Subscription | null = null;
  private readonly listeners: [EventTarget, string, (event: Event) => void][] = [];

  constructor(options: SyncEngineOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.lock = options.lock ?? webLockRunner(CART_SYNC_LOCK);
    this.debounceMs = options.debounceMs ?? 250;
    this.backoff = { firstMs: options.backoffMs ?? 1000, maxMs: options.maxBackoffMs ?? SYNC_RETRY_CAP_MS };
    this.chosenState = options.chosenState ?? (() => null);
    this.onChangesWaiting = options.onChangesWaiting ?? (() => undefined);
    this.answerTimeoutMs = options.answerTimeoutMs ?? SYNC_ANSWER_TIMEOUT_MS;
    this.wakeGapMs = options.wakeGapMs ?? WAKE_GAP_MS;
  }

  /** Starts syncing in a browser tab: a pull once age is confirmed, then on every trigger above. */
  start(): void {
    const window = pageWindow();
    const document = pageDocument();
    const onSign = () => {
      const rested = Date.now() - this.lastTryAt >= this.wakeGapMs;
      if (this.pending > 0 && this.inFlight === null && rested) this.schedule(0);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') this.schedule(0);
    };
    const onAnswer = (event: Event) => {
      // The sync's own answers are no news: a failing push must not retry itself at once.
      if ((event as CustomEvent<{ path: string }>).detail?.path !== API_PATHS.cartSync) onSign();
    };
    const onLeave = () => {
      // Sent now in a keep-alive request (transport.ts), which the browser finishes after the page is gone.
      if (this.pending > 0) void this.syncNow().catch(() => undefined);
    };
    const onOnline = () => {
      // A push sent before the connection dropped may never be answered: send it again
      // (the server applies each mutation once, so a push it did apply counts once).
      this.inFlight?.abort(new DOMException('The connection came back; the push is sent again.', 'AbortError'));
      this.failures = 0;
      // What failed offline says nothing of the try about to start.
      void this.db.meta.update('sync', { lastError: null, nextTryAt: null });
      this.schedule(0);
    };
    const onAgeVerified = () => {
      this.failures = 0;
      this.schedule(0);
    };
    this.listen(window, 'online', onOnline);
    this.listen(window, 'focus', onSign);
    this.listen(window, 'pageshow', onSign);
    this.listen(window, API_ANSWER_EVENT, onAnswer);
    this.listen(window, 'pagehide', onLeave);
    this.listen(window, AGE_VERIFIED_EVENT, onAgeVerified);
    this.listen(document, 'visibilitychange', onVisible);
    this.outboxWatch = liveQuery(() => this.db.outbox.count()).subscribe({
      next: (pending) => {
        this.pending = pending;
        if (pending === 0) return;
        this.onChangesWaiting();
        if (this.failures === 0) this.schedule(this.debounceMs);
      },
    });
    // The first pull waits for the age gate: the server refuses carts to unverified visitors.
    // The gate may have opened before the sync started (a page the server rendered past it).
    if (isAgeVerifiedHere()) this.schedule(0);
  }

  stop(): void {
    for (const [target, type, listener] of this.listeners) target.removeEventListener(type, listener);
    this.listeners.length = 0;
    this.outboxWatch?.unsubscribe();
    this.outboxWatch = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.inFlight?.abort(new DOMException('The sync stopped.', 'AbortError'));
  }

  private listen(target: EventTarget, type: string, listener: (event: Event) => void) {
    target.addEventListener(type, listener);
    this.listeners.push([target, type, listener]);
  }

  /** Syncs in `delayMs`, or sooner if a sync is already due sooner. */
  private schedule(delayMs: number): void {
    const dueAt = Date.now() + delayMs;
    if (this.timer) {
      if (this.dueAt <= dueAt) return;
      clearTimeout(this.timer);
    }
    this.dueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.syncNow().catch(() => {
        // Recorded in the sync state by syncNow; retried by the backoff it scheduled.
      });
    }, delayMs);
  }

  /**
   * Pushes everything pending (in batches) and takes the answers in; with nothing pending it
   * pulls the server's cart. Resolves when the outbox is empty or rejects with the failure.
   */
  async syncNow(): Promise<void> {
    this.lastTryAt = Date.now();
    try {
      await this.lock(() => this.drain());
      this.failures = 0;
    } catch (error) {
      if (!isTransientFailure(error)) {
        await this.recordFailure(error, null);
        throw error;
      }
      this.failures += 1;
      const delayMs = retryDelayMs(this.failures, this.backoff, error);
      const dueAt = Date.now() + delayMs;
      // Recorded before the retry is scheduled, so a quick retry's success is what remains.
      await this.recordFailure(error, this.timer ? Math.min(this.dueAt, dueAt) : dueAt);
      this.schedule(delayMs);
      throw error;
    }
  }

  private async drain(): Promise<void> {
    for (let round = 0; round < 1000; round += 1) {
      const meta = await readSyncMeta(this.db);
      const pending = await this.db.outbox.orderBy('seq').limit(MAX_MUTATIONS_PER_PUSH).toArray();
      const mine = pending.filter((row) => row.clientId === meta.clientId);
      // A device that knows nothing (no server version, no line, nothing queued) whose session
      // the server holds a cart for has lost its database: the browser wiped it.
      const knowsNothing =
        round === 0 &&
        !meta.handedOverAt &&
        meta.serverVersion === 0 &&
        mine.length === 0 &&
        (await this.db.lines.count()) === 0;
      const state = await this.chosenState();
      if ((meta.chosenState ?? null) !== state) await this.db.meta.update('sync', { chosenState: state });
      const request: SyncRequest = {
        clientId: meta.clientId,
        state,
        mutations: mine.map((row) => ({ id: row.mutationId, name: row.mutation.name, args: row.mutation.args })),
      };
      let answer: SyncResponse;
      try {
        answer = await this.send(request);
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'mutation_gap' || error.code === 'client_conflict')) {
          await this.startNewClient();
          continue;
        }
        throw error;
      }
      // The server knows less of this client than the device has had acknowledged: it lost
      // our history (or the session cookie changed), so send the whole cart again.
      const expectedAck = (mine[0]?.mutationId ?? meta.nextMutationId) - 1;
      if ((answer.lastMutationIds[meta.clientId] ?? 0) < expectedAck) {
        await this.startNewClient();
        continue;
      }
      await rebaseOnServer(this.db, meta.clientId, answer);
      if (knowsNothing && answer.cart.length > 0) await this.db.meta.update('sync', { restoredAt: Date.now() });
      if (meta.handedOverAt) await this.db.meta.update('sync', { handedOverAt: null });
      if ((await this.db.outbox.count()) === 0 || mine.length === 0) return;
    }
  }

  /**
   * The device signed in (decision 033): the server moved its cart and client to the account's,
   * so what waits goes there and the account's cart comes back. `merged` is what signing in
   * did, kept for the cart to explain.
   */
  async joinedAccount(merged: SyncMetaRecord['merged']): Promise<void> {
    await readSyncMeta(this.db);
    await this.db.meta.update('sync', { handedOverAt: Date.now(), merged });
    await this.syncNow();
  }

  /**
   * The device signed out: the account's cart stays the account's. The device starts an empty
   * cart of its own under a new client id (the old one belongs to the account's cart).
   */
  async leftAccount(): Promise<void> {
    const db = this.db;
    await this.lock(async () => {
      await readSyncMeta(db);
      await db.transaction('rw', [db.lines, db.outbox, db.meta, db.refusals], async () => {
        await Promise.all([db.lines.clear(), db.outbox.clear(), db.refusals.clear()]);
        await db.meta.update('sync', {
          clientId: newId(),
          nextMutationId: 1,
          serverVersion: 0,
          lastError: null,
          nextTryAt: null,
          handedOverAt: Date.now(),
          merged: null,
        });
      });
    });
    await this.syncNow();
  }

  private async send(request: SyncRequest): Promise<SyncResponse> {
    const attempt = new AbortController();
    this.inFlight = attempt;
    const timeout = setTimeout(
      () => attempt.abort(new DOMException('The store took too long to answer.', 'TimeoutError')),
      this.answerTimeoutMs,
    );
    try {
      return await this.transport(request, attempt.signal);
    } finally {
      clearTimeout(timeout);
      if (this.inFlight === attempt) this.inFlight = null;
    }
  }

  /**
   * The server has no usable record of this client (its database was reset, or the client id
   * came with another session): take a new client id and replace the outbox with the cart as
   * the shopper sees it (clear, then set each line), numbered from 1. Those mutations are
   * absolute, so the server ends up holding exactly what the device shows.
   */
  private async startNewClient(): Promise<void> {
    const db = this.db;
    await db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
      const clientId = newId();
      const lines = await db.lines.orderBy('addedAt').toArray();
      const now = Date.now();
      const rows: OutboxRecord[] = [
        { clientId, mutationId: 1, mutation: { name: 'clearCart', args: {} }, createdAt: now },
        ...lines.map((line, index) => ({
          clientId,
          mutationId: index + 2,
          mutation: {
            name: 'setLineQuantity' as const,
            args: {
              productId: line.productId,
              size: line.size,
              purchaseType: line.purchaseType,
              quantity: line.quantity,
            },
          },
          snapshot: { product: line.product, sizeLabel: line.sizeLabel, unitPrice: line.unitPrice },
          createdAt: now,
        })),
      ];
      await db.outbox.clear();
      await db.outbox.bulkAdd(rows);
      await db.meta.update('sync', { clientId, nextMutationId: rows.length + 1, serverVersion: 0 });
    });
  }

  private async recordFailure(error: unknown, nextTryAt: number | null): Promise<void> {
    await readSyncMeta(this.db);
    await this.db.meta.update('sync', { lastError: failureMessage(error), nextTryAt });
  }
}

/** What the shopper reads in the sync status: the changes are safe on the device either way. */
function failureMessage(error: unknown): string {
  const tooMany = tooManyAttemptsText(error);
  if (tooMany) return `${tooMany} Your changes are saved on this device and will be sent then.`;
  if (error instanceof ApiError) {
    if (error.code === 'age_verification_required') {
      return 'Waiting for age confirmation before saving the cart to the server.';
    }
    if (isTransientStatus(error.status)) {
      return 'The store is not answering right now; your changes are saved on this device.';
    }
    return error.message;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  return "Can't reach the store right now; your changes are saved on this device and will be sent.";
}
