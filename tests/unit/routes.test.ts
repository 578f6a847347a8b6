import { describe, expect, test } from 'vitest';
import { isProductId, matchPage, STATIC_PAGE_PATHS } from '#shared/routes';
import { productIdSchema } from '#shared/schemas/product';

describe('the route table', () => {
  test("holds every page of both spec documents, the payment return page, the shopper's orders and account", () => {
    expect(Object.values(STATIC_PAGE_PATHS).sort()).toEqual(
      [
        '/',
        '/shop',
        '/about',
        '/reviews',
        '/contact',
        '/sign-in',
        '/account',
        '/checkout',
        '/order-success',
        '/orders',
        '/privacy-policy',
        '/terms-of-service',
        '/compliance',
        '/lab-reports',
        '/shipping-info',
        '/returns',
        '/wellness-benefits-guide',
        '/cannabis-for-sleep',
        '/pain-management-guide',
        '/dosage-safety-guide',
        '/cbd-vs-thc-guide',
        '/beginners-wellness-routine',
        '/cannabis-mental-health',
        '/quality-lab-testing',
      ].sort(),
    );
  });

  test('every static path is a page, with or without a trailing slash', () => {
    for (const [page, path] of Object.entries(STATIC_PAGE_PATHS)) {
      expect(matchPage(path), path).toEqual({ page });
      if (path !== '/') expect(matchPage(`${path}/`), `${path}/`).toEqual({ page });
    }
  });

  test('only the four categories are category pages', () => {
    expect(matchPage('/category/gummies')).toEqual({ page: 'category', category: 'gummies' });
    expect(matchPage('/category/prerolls')).toEqual({ page: 'category', category: 'prerolls' });
    expect(matchPage('/category/candy')).toBeNull();
    expect(matchPage('/category')).toBeNull();
    expect(matchPage('/category/gummies/extra')).toBeNull();
  });

  test('a product page needs a readable slug', () => {
    expect(matchPage('/product/blue-dream-preroll')).toEqual({ page: 'product', productId: 'blue-dream-preroll' });
    expect(matchPage('/product/Blue_Dream')).toBeNull();
    expect(matchPage('/product/%E0%A4%A')).toBeNull();
    expect(matchPage('/product/')).toBeNull();
  });

  test('an order page needs an order id, a UUID', () => {
    const id = '0b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b';
    expect(matchPage(`/orders/${id}`)).toEqual({ page: 'order', orderId: id });
    expect(matchPage(`/orders/${id}/`)).toEqual({ page: 'order', orderId: id });
    expect(matchPage('/orders/VD-7KQ2M9XH4P')).toBeNull();
    expect(matchPage(`/orders/${id.toUpperCase()}`)).toBeNull();
    expect(matchPage(`/orders/${id}/items`)).toBeNull();
  });

  test('anything else is not a page', () => {
    for (const path of ['/nope', '/order-failed', '/about/team', '/api/products', '//']) {
      expect(matchPage(path), path).toBeNull();
    }
  });
});

describe('isProductId', () => {
  test.each(['blue-dream-preroll', 'cbd-10', 'x', 'a'.repeat(100)])('%s can be a product id', (id) => {
    expect(isProductId(id)).toBe(true);
  });

  test.each(['', 'Blue-Dream', 'blue_dream', '-blue', 'blue-', 'blue--dream', 'a'.repeat(101), '../admin'])(
    '"%s" cannot',
    (id) => {
      expect(isProductId(id)).toBe(false);
    },
  );

  test('agrees with the API schema on every case', () => {
    for (const id of ['blue-dream-preroll', '', 'Blue', 'a'.repeat(100), 'a'.repeat(101), 'a--b']) {
      expect(isProductId(id)).toBe(productIdSchema.safeParse(id).success);
    }
  });

  test('a product address with an id that cannot be one is no page', () => {
    expect(matchPage(`/product/${'a'.repeat(101)}`)).toBeNull();
    expect(matchPage(`/product/${'a'.repeat(100)}`)).toEqual({ page: 'product', productId: 'a'.repeat(100) });
  });
});
