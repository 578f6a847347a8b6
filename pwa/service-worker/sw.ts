/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CART_SYNC_TAG } from '../sync/changes-waiting.ts';
import {
  CACHE_NAMES,
  CATALOGUE_EXPIRATION,
  CATALOGUE_NETWORK_TIMEOUT_SECONDS,
  isCatalogueRequest,
  isProductImageRequest,
  isPublishedReviewsRequest,
  NAVIGATION_DENYLIST,
  otherProductImageWidths,
  PRODUCT_IMAGE_EXPIRATION,
  REVIEWS_EXPIRATION,
} from './cache-rules.ts';
import { sendWaitingChanges } from './send-waiting-changes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell and every route's code (guides and policies included), from the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page opens from the shell, online or not; the app then renders the route.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

const ownOrigin = self.location.origin;

registerRoute(
  ({ url, request }) => isCatalogueRequest(url, request.method, ownOrigin),
  new NetworkFirst({
    cacheName: CACHE_NAMES.catalogue,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...CATALOGUE_EXPIRATION, purgeOnQuotaError: true }),
    ],
  }),
);

// No network timeout: online, the answer is always the server's (an approval shows at once);
// the cached copy answers only when the network fails.
registerRoute(
  ({ url, request }) => isPublishedReviewsRequest(url, request.method, ownOrigin),
  new NetworkFirst({
    cacheName: CACHE_NAMES.reviews,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...REVIEWS_EXPIRATION, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => isProductImageRequest(url, request.method, ownOrigin),
  new CacheFirst({
    cacheName: CACHE_NAMES.productImages,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...PRODUCT_IMAGE_EXPIRATION, purgeOnQuotaError: true }),
      {
        // Offline with this width not cached: the same picture at another width beats a broken image.
        handlerDidError: async ({ request }) => {
          const cache = await caches.open(CACHE_NAMES.productImages);
          for (const other of otherProductImageWidths(new URL(request.url))) {
            const cached = await cache.match(other);
            if (cached) return cached;
          }
          return undefined;
        },
      },
    ],
  }),
);

// Everything else, cart, age verification, payments and orders among it, is never matched
// above and so always goes to the network.

// Cart changes that wait go out with no page open (an open page sends them itself): when the
// connection returns (Background Sync, Chromium), and elsewhere whenever the worker starts.
const openPages = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === CART_SYNC_TAG) sync.waitUntil(sendWaitingChanges(openPages));
});
void sendWaitingChanges(openPages).catch(() => {
  // Kept in the outbox: Background Sync, a page or the next start sends it.
});

// registerType 'prompt': a new version waits until the shopper chooses 'Reload'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes over the open page at once, so the catalogue warm-up it starts is cached.
clientsClaim();
