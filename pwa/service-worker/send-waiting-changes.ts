import { cartDb } from '../db/cart-db.ts';
import { isTransientFailure } from '../lib/retry-policy.ts';
import { CART_SYNC_LOCK, webLockRunner } from '../sync/lock.ts';
import { SyncEngine } from '../sync/sync-engine.ts';
import { fetchSyncTransport } from '../sync/transport.ts';

/**
 * The worker's part of the cart's sync (decision 022): the same engine, outbox and Web Lock as
 * the pages, so a page and the worker never send one change at the same time, and the server
 * applies each change once whoever sent it. The worker takes the lock only when it is free: a
 * page holding it is sending already. The worker cannot read the page's chosen state, so
 * it names the one the page's last push named.
 */
const workerSync = new SyncEngine({
  db: cartDb,
  transport: fetchSyncTransport,
  lock: webLockRunner(CART_SYNC_LOCK, { ifFree: true }),
  chosenState: async () => (await cartDb.meta.get('sync'))?.chosenState ?? null,
});

/**
 * Sends what waits in the outbox, if anything, when no page of the store is open: an open page
 * sends by itself, on every sign of a connection. Rejects only when a later try may pass (no
 * connection, the store away), which tells Background Sync to try again; a final refusal (no
 * age confirmation yet) is recorded for the page to show and waits for the next change.
 */
export async function sendWaitingChanges(openPages: () => Promise<readonly unknown[]>): Promise<void> {
  if ((await openPages()).length > 0 || (await cartDb.outbox.count()) === 0) return;
  try {
    await workerSync.syncNow();
  } catch (error) {
    if (isTransientFailure(error)) throw error;
  }
}
