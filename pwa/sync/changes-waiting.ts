/**
 * What the page does while cart changes wait to be sent, so that they reach the store even if
 * the shopper closes every tab, and survive the browser running short of space.
 */

/** The Background Sync tag the service worker sends the cart's outbox on (service-worker/sw.ts). */
export const CART_SYNC_TAG = 'verdant-cart-sync';

/** Background Sync, which only Chromium-based browsers have; the DOM's types do not name it. */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker once it has a connection (Chromium). Registering
 * a tag already waiting changes nothing, so this runs whenever changes wait. Elsewhere the worker
 * and every page send what waits when they next start.
 */
function requestBackgroundSync(): void {
  const workers = globalThis.navigator?.serviceWorker;
  if (!workers) return;
  void workers.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(CART_SYNC_TAG),
    )
    .catch(() => {
      // Refused (no permission, a private window): the page and the worker's next start still send.
    });
}

const PERSIST_ASKED_KEY = 'verdant-storage-persist-asked';

/**
 * Asks once per device that the browser keep this site's storage when space runs short, so a
 * cart waiting to be sent is not evicted. Browsers decide by themselves (Chromium grants it to
 * sites used often or installed) and may ask nothing of the shopper.
 */
function askToKeepStorage(): void {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return;
  try {
    if (localStorage.getItem(PERSIST_ASKED_KEY)) return;
    localStorage.setItem(PERSIST_ASKED_KEY, '1');
  } catch {
    return;
  }
  void storage.persist().catch(() => undefined);
}

export function onChangesWaiting(): void {
  requestBackgroundSync();
  askToKeepStorage();
}
