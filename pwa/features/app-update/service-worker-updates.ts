import { registerSW } from 'virtual:pwa-register';
import { createValueStore, useValueStore } from '../../lib/value-store.ts';

/** A release is looked for this often while the app stays open, and whenever it comes back into view. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const updateWaiting = createValueStore(false);
let activateUpdate: (() => Promise<void>) | null = null;

function checkForUpdatesRegularly(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker (registerType 'prompt'): a new version installs in the
 * background and waits; the shopper is offered 'Reload', and only then does it take over and
 * the page reload. The cart, its outbox and queued messages live in IndexedDB, so the reload
 * loses nothing.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onNeedRefresh: () => updateWaiting.set(true),
    // applyUpdate reloads itself: the plugin's own reload misses a tab whose first visit installed the worker.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdatesRegularly(registration);
    },
    onRegisterError: (error) => console.error('The service worker could not be registered', error),
  });
}

/** Takes the waiting version: the page reloads once the new worker controls it. */
export async function applyUpdate(): Promise<void> {
  updateWaiting.set(false);
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await activateUpdate?.();
}

/** Puts the offer away until the next visit. */
export function postponeUpdate(): void {
  updateWaiting.set(false);
}

export function useUpdateWaiting(): boolean {
  return useValueStore(updateWaiting, false);
}
