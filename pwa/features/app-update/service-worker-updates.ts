import { registerSW } from 'virtual:pwa-register';
import { failedCodeUrl, isCodeGone } from './missing-code.ts';
import { updateWaiting } from './update-offer.ts';

/** A release is looked for this often while the app stays open, and whenever it comes back into view. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let activateUpdate: (() => Promise<void>) | null = null;
let registered: ServiceWorkerRegistration | null = null;

function checkForUpdatesRegularly(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

const CHUNK_RELOAD_KEY = 'verdant-chunk-reload-at';
/** Reloads for a missing chunk at most this often, so a chunk that is truly broken cannot loop. */
const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * A tab still running an old release asks for a page's code that a newer release removed (the
 * new worker took over in another tab, or the server was updated): reload into the new release
 * rather than show a broken page. The failure is left to its caller meanwhile (a widget keeps
 * its placeholder and retries), and the reload happens only once the server confirms the file
 * is gone: offline, or before the worker controls the page, the page stays.
 */
function reloadWhenCodeIsGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const url = failedCodeUrl(event.payload, window.location.href);
    if (!url) return;
    void isCodeGone(url).then((gone) => {
      if (!gone) return;
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    });
  });
}

/**
 * Registers the service worker (registerType 'prompt'): a new version installs in the
 * background and waits; the shopper is offered 'Reload', and only then does it take over and
 * the page reload. The cart, its outbox and queued messages live in IndexedDB, so the reload
 * loses nothing.
 */
export function startServiceWorker(): void {
  reloadWhenCodeIsGone();
  if (!('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onNeedRefresh: () => updateWaiting.set(true),
    // applyUpdate reloads itself: the plugin's own reload misses a tab whose first visit installed the worker.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      registered = registration;
      checkForUpdatesRegularly(registration);
    },
    onRegisterError: (error) => console.error('The service worker could not be registered', error),
  });
}

/**
 * Takes the waiting version: the page reloads once the new worker is active. Another tab may
 * take it first, at any moment; this page then sees the worker already active (reload at
 * once) or sees it activate. Its controllerchange may have passed before the offer was even
 * accepted, so that event alone cannot be waited for.
 */
export async function applyUpdate(): Promise<void> {
  updateWaiting.set(false);
  const registration = registered ?? (await navigator.serviceWorker.getRegistration()) ?? null;
  const waiting = registration?.waiting;
  if (!waiting || waiting.state === 'activating' || waiting.state === 'activated') {
    window.location.reload();
    return;
  }
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload();
  });
  await activateUpdate?.();
}
