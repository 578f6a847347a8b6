import { CATEGORY_IDS } from './catalogue/categories.ts';

/** Product ids are readable slugs, so product URLs are shareable (`blue-dream-preroll`). */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_ID_MAX_LENGTH = 100;

/** Whether a value can be a product id at all (the API's `productIdSchema` says why not). */
export function isProductId(value: string): boolean {
  return value.length <= PRODUCT_ID_MAX_LENGTH && PRODUCT_ID_PATTERN.test(value);
}

/**
 * The storefront's route table, kept once: the PWA builds its router
 * from these paths and the server answers 200 for them and 404 for any other page.
 */

export const STATIC_PAGE_PATHS = {
  home: '/',
  shop: '/shop',
  about: '/about',
  reviews: '/reviews',
  contact: '/contact',
  signIn: '/sign-in',
  /** The signed-in shopper's account: name, passkeys, orders, signing out. */
  account: '/account',
  checkout: '/checkout',
  /** The payment provider's return address, and the page that confirms the order. */
  orderSuccess: '/order-success',
  /** "Your orders": every order placed on, or looked up from, this device. */
  orders: '/orders',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  compliance: '/compliance',
  labReports: '/lab-reports',
  shippingInfo: '/shipping-info',
  returns: '/returns',
  wellnessBenefitsGuide: '/wellness-benefits-guide',
  cannabisForSleep: '/cannabis-for-sleep',
  painManagementGuide: '/pain-management-guide',
  dosageSafetyGuide: '/dosage-safety-guide',
  cbdVsThcGuide: '/cbd-vs-thc-guide',
  beginnersWellnessRoutine: '/beginners-wellness-routine',
  cannabisMentalHealth: '/cannabis-mental-health',
  qualityLabTesting: '/quality-lab-testing',
} as const;

export const PARAM_PAGE_PATHS = {
  category: '/category/$category',
  product: '/product/$productId',
  order: '/orders/$orderId',
} as const;

/** Order ids are UUIDs: unguessable, so a page's address says nothing about other orders. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isOrderId = (value: string): boolean => ORDER_ID_PATTERN.test(value);

export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;
export const productPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/**
 * The back office's screens live under this path. They are not pages of the shop's table:
 * the server answers every path under it with the bare app shell (never rendered, never
 * indexed), the service worker never answers them, and the PWA loads the back office's own
 * code for them.
 */
export const BACK_OFFICE_PATH = '/admin';

export function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_PATH || pathname.startsWith(`${BACK_OFFICE_PATH}/`);
}

export type PageMatch =
  | { page: keyof typeof STATIC_PAGE_PATHS }
  | { page: 'category'; category: string }
  | { page: 'product'; productId: string }
  | { page: 'order'; orderId: string };

const staticPages = new Map<string, keyof typeof STATIC_PAGE_PATHS>(
  Object.entries(STATIC_PAGE_PATHS).map(([page, path]) => [path, page as keyof typeof STATIC_PAGE_PATHS]),
);

/**
 * Which page of the route table a path names, or null for a path the store does not have.
 * A trailing slash is tolerated; a category outside the four or a malformed product id is not
 * a page, nor is an order id that is not a UUID.
 */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const staticPage = staticPages.get(path);
  if (staticPage) return { page: staticPage };
  const [, section, value, ...rest] = path.split('/');
  if (rest.length > 0 || !value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (section === 'category' && (CATEGORY_IDS as readonly string[]).includes(decoded)) {
    return { page: 'category', category: decoded };
  }
  if (section === 'product' && isProductId(decoded)) {
    return { page: 'product', productId: decoded };
  }
  if (section === 'orders' && isOrderId(decoded)) {
    return { page: 'order', orderId: decoded };
  }
  return null;
}
