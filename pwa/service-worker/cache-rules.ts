import { API_PREFIX } from '#shared/api-paths';
import { PRODUCT_IMAGE_DIR, PRODUCT_IMAGE_WIDTHS } from '#shared/catalogue/images';
import { BACK_OFFICE_PATH } from '#shared/routes';
import { matchShopperRead, type ShopperRead } from '#shared/shopper-reads';

/**
 * What the service worker may answer from its caches. Pure functions, so the rules are
 * tested without a worker; `sw.ts` only wires them to Workbox.
 */

export const CACHE_NAMES = {
  catalogue: 'verdant-catalogue',
  productImages: 'verdant-product-images',
  reviews: 'verdant-reviews',
} as const;

/** A slow network gives way to the cached catalogue after this long. */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 3;

const DAY_SECONDS = 24 * 60 * 60;

export const CATALOGUE_EXPIRATION = { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS } as const;
/** The list of every product's reviews, and each product's that was opened. */
export const REVIEWS_EXPIRATION = { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS } as const;
/** Room for every product at both widths, with space to grow; older entries go first. */
export const PRODUCT_IMAGE_EXPIRATION = { maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS } as const;

/** How a same-origin GET every shopper shares is answered offline (shared/shopper-reads.ts), else null. */
function offlineRuleOf(url: URL, method: string, ownOrigin: string): ShopperRead['offline'] | null {
  if (method !== 'GET' || url.origin !== ownOrigin) return null;
  return matchShopperRead(url.pathname)?.read.offline ?? null;
}

/**
 * Read-only catalogue answers (the products, the featured ones, a product, the states' rules
 * that say what can be added where): the network within a few seconds, else the saved copy.
 */
export const isCatalogueRequest = (url: URL, method: string, ownOrigin: string): boolean =>
  offlineRuleOf(url, method, ownOrigin) === 'catalogue';

/**
 * The approved reviews (GET /api/reviews, with or without ?productId=): always from the network
 * while there is one, so an approval shows at once; the last copy only when the network fails.
 */
export const isPublishedReviewsRequest = (url: URL, method: string, ownOrigin: string): boolean =>
  offlineRuleOf(url, method, ownOrigin) === 'last-copy';

const PRODUCT_IMAGE_PATTERN = new RegExp(
  `^${PRODUCT_IMAGE_DIR}/([a-z0-9-]+)-(${PRODUCT_IMAGE_WIDTHS.join('|')})\\.webp$`,
);

export function isProductImageRequest(url: URL, method: string, ownOrigin: string): boolean {
  return method === 'GET' && url.origin === ownOrigin && PRODUCT_IMAGE_PATTERN.test(url.pathname);
}

/**
 * The same picture at the store's other widths, smallest first: offline, a phone that wants
 * the 800 px file still shows the 400 px one the catalogue warm-up cached.
 */
export function otherProductImageWidths(url: URL): string[] {
  const match = PRODUCT_IMAGE_PATTERN.exec(url.pathname);
  if (!match) return [];
  const [, key, width] = match;
  return PRODUCT_IMAGE_WIDTHS.filter((other) => String(other) !== width).map(
    (other) => new URL(`${PRODUCT_IMAGE_DIR}/${key}-${other}.webp`, url.origin).href,
  );
}

/**
 * Navigations the app shell answers: every page path. The API, the back office (never kept
 * for offline use: its screens come from the server every time) and real files (a path whose last segment has an extension, such as /sw.js or an image opened
 * on its own) go to the network. Workbox tests these against the path with its query string,
 * so a dot in the query (`/?search=3.5g`) must not count.
 */
export const NAVIGATION_DENYLIST = [
  new RegExp(`^${API_PREFIX}(/|\\?|$)`),
  new RegExp(`^${BACK_OFFICE_PATH}(/|\\?|$)`),
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];
