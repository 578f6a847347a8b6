/**
 * What the service worker answers from its caches (pwa/service-worker/cache-rules.ts): the
 * catalogue API, the approved reviews, product pictures at both widths, and which navigations
 * the app shell takes.
 */
import { describe, expect, test } from 'vitest';
import {
  isCatalogueRequest,
  isProductImageRequest,
  isPublishedReviewsRequest,
  NAVIGATION_DENYLIST,
  otherProductImageWidths,
} from '../../pwa/service-worker/cache-rules.ts';

const ORIGIN = 'https://verdant.example';
const OTHER_ORIGINS = [
  'https://cdn.example',
  'http://verdant.example',
  'https://verdant.example:8443',
  'https://api.verdant.example',
];
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

/** Workbox's NavigationRoute tests its denylist against the pathname and the search together. */
const isDenied = (pathAndSearch: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));

describe('approved review requests', () => {
  test('GET of the approved reviews, all or one product’s, has a rule of its own', () => {
    for (const path of ['/api/reviews', '/api/reviews?productId=tangie-flower']) {
      expect(isPublishedReviewsRequest(at(path), 'GET', ORIGIN), path).toBe(true);
      expect(isCatalogueRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
  });

  test('sending a review, the back office’s reviews, another origin and look-alikes are not it', () => {
    expect(isPublishedReviewsRequest(at('/api/reviews'), 'POST', ORIGIN)).toBe(false);
    for (const path of ['/api/admin/reviews', '/api/reviewsX', '/api/reviews/x', '/reviews']) {
      expect(isPublishedReviewsRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
    for (const origin of OTHER_ORIGINS) {
      expect(isPublishedReviewsRequest(at('/api/reviews', origin), 'GET', ORIGIN), origin).toBe(false);
    }
  });
});

describe('catalogue requests', () => {
  test('GET of the product list, the featured list and a product, with or without a query, is the catalogue', () => {
    for (const path of [
      '/api/products',
      '/api/products?category=gummies&search=lemon&mood=better-sleep',
      '/api/products?search=100%25',
      '/api/products/featured',
      '/api/products/blue-dream-preroll',
      '/api/products/blue-dream-preroll?v=2',
    ]) {
      expect(isCatalogueRequest(at(path), 'GET', ORIGIN), path).toBe(true);
    }
  });

  test('the cart, age check, payments, orders and look-alike paths are never the catalogue', () => {
    for (const path of [
      '/api/cart',
      '/api/cart/sync',
      '/api/cart/blue-dream-preroll',
      '/api/age-verification',
      '/api/create-payment-intent',
      '/api/orders',
      '/api/orders/x',
      '/api/reviews',
      '/api/contact',
      '/api/productsX',
      '/api/products-featured',
      '/api',
      '/products',
      '/product/blue-dream-preroll',
      '/images/products/blue-dream-preroll-400.webp',
    ]) {
      expect(isCatalogueRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
  });

  test('the back office’s API is never the catalogue, its products included', () => {
    for (const path of [
      '/api/admin/products',
      '/api/admin/products/blue-dream-preroll',
      '/api/admin/session',
      '/api/admin/orders',
      '/api/admin/stock',
      '/api/admin/reviews?status=pending',
    ]) {
      expect(isCatalogueRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
  });

  test('only reads are the catalogue', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isCatalogueRequest(at('/api/products'), method, ORIGIN), method).toBe(false);
      expect(isCatalogueRequest(at('/api/products/blue-dream-preroll'), method, ORIGIN), method).toBe(false);
    }
  });

  test('another origin is never the catalogue', () => {
    for (const origin of OTHER_ORIGINS) {
      expect(isCatalogueRequest(at('/api/products', origin), 'GET', ORIGIN), origin).toBe(false);
      expect(isCatalogueRequest(at('/api/products/featured', origin), 'GET', ORIGIN), origin).toBe(false);
    }
  });
});

describe('product image requests', () => {
  test('GET of a product picture at 400 or 800 px on the own origin is a product image', () => {
    for (const path of [
      '/images/products/blue-dream-preroll-400.webp',
      '/images/products/blue-dream-preroll-800.webp',
      '/images/products/gorilla-glue-4-vape-400.webp',
    ]) {
      expect(isProductImageRequest(at(path), 'GET', ORIGIN), path).toBe(true);
    }
  });

  test('other files, other formats and other folders are not product images', () => {
    for (const path of [
      '/images/products/blue-dream-preroll.webp',
      '/images/products/blue-dream-preroll-400.png',
      '/images/products/blue-dream-preroll-400.webp.map',
      '/images/products/',
      '/images/og-default.png',
      '/images/logo.svg',
      '/images/blue-dream-preroll-400.webp',
      '/images/products/sub/blue-dream-preroll-400.webp',
      '/assets/blue-dream-preroll-400.webp',
      '/api/products/blue-dream-preroll',
    ]) {
      expect(isProductImageRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
  });

  test('only a GET on the own origin counts', () => {
    const path = '/images/products/blue-dream-preroll-400.webp';
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(isProductImageRequest(at(path), method, ORIGIN), method).toBe(false);
    }
    for (const origin of OTHER_ORIGINS) {
      expect(isProductImageRequest(at(path, origin), 'GET', ORIGIN), origin).toBe(false);
    }
  });
});

describe('the same picture at the other width', () => {
  test('the 800 px picture falls back to the 400 px one, and the other way round, as absolute URLs', () => {
    expect(otherProductImageWidths(at('/images/products/blue-dream-preroll-800.webp'))).toEqual([
      `${ORIGIN}/images/products/blue-dream-preroll-400.webp`,
    ]);
    expect(otherProductImageWidths(at('/images/products/blue-dream-preroll-400.webp'))).toEqual([
      `${ORIGIN}/images/products/blue-dream-preroll-800.webp`,
    ]);
  });

  test('the fallback stays on the picture’s own origin and drops its query', () => {
    expect(
      otherProductImageWidths(new URL('http://localhost:3000/images/products/tangie-flower-800.webp?v=3')),
    ).toEqual(['http://localhost:3000/images/products/tangie-flower-400.webp']);
  });

  test('a path that is not a product picture has no other widths', () => {
    for (const path of [
      '/images/og-default.png',
      '/images/products/blue-dream-preroll.webp',
      '/api/products/blue-dream-preroll',
      '/',
    ]) {
      expect(otherProductImageWidths(at(path)), path).toEqual([]);
    }
  });
});

describe('navigations the app shell does not answer', () => {
  test('the API and real files go to the network', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/x',
      '/api/products',
      '/sw.js',
      '/manifest.webmanifest',
      '/images/og-default.png',
      '/images/products/blue-dream-preroll-400.webp',
      '/assets/index-AbCd1234.js',
    ]) {
      expect(isDenied(path), path).toBe(true);
    }
  });

  test('the back office’s screens always go to the network', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin?next=%2Fadmin%2Fstock',
      '/admin/orders',
      '/admin/orders/9f1c2d3e-0000-4000-8000-000000000001',
      '/admin/orders?status=paid&page=2',
      '/admin/catalogue/blue-dream-preroll',
    ]) {
      expect(isDenied(path), path).toBe(true);
    }
  });

  test('a shop page whose path only begins like the back office’s still opens from the app shell', () => {
    for (const path of ['/administration', '/admins', '/product/admin-kit', '/?search=admin']) {
      expect(isDenied(path), path).toBe(false);
    }
  });

  test('every page path opens from the app shell', () => {
    for (const path of [
      '/',
      '/shop',
      '/about',
      '/checkout',
      '/product/blue-dream-preroll',
      '/product/gorilla-glue-4-vape',
      '/category/gummies',
      '/dosage-safety-guide',
      '/apiary',
      '/?category=gummies&mood=better-sleep&search=lemon',
    ]) {
      expect(isDenied(path), path).toBe(false);
    }
  });

  // Workbox tests the path with its query string: a dot in the query must not make a page a file.
  test('a page whose query holds a dot still opens from the app shell', () => {
    for (const path of ['/?search=3.5g', '/category/flower?search=jack.herer', '/shop?utm_source=t.co']) {
      expect(isDenied(path), path).toBe(false);
    }
  });

  test('a file is still a file with a query string', () => {
    for (const path of ['/sw.js?v=2', '/images/og-default.png?width=1200', '/api?x=1']) {
      expect(isDenied(path), path).toBe(true);
    }
  });
});

describe('order tracking and the service worker', () => {
  const orderId = '9f1c2d3e-0000-4000-8000-000000000001';

  test('an order and a lookup are never answered from a cache', () => {
    for (const [path, method] of [
      [`/api/orders/${orderId}`, 'GET'],
      ['/api/orders/lookup', 'POST'],
      ['/api/orders/lookup', 'GET'],
    ] as const) {
      const url = at(path);
      expect(isCatalogueRequest(url, method, ORIGIN), path).toBe(false);
      expect(isPublishedReviewsRequest(url, method, ORIGIN), path).toBe(false);
      expect(isProductImageRequest(url, method, ORIGIN), path).toBe(false);
      expect(isDenied(path), `${path} is not a page the app shell answers`).toBe(true);
    }
  });

  test('"Your orders" and each order\'s page open from the app shell, offline too', () => {
    for (const path of ['/orders', `/orders/${orderId}`]) expect(isDenied(path), path).toBe(false);
  });
});
