import { describe, expect, test } from 'vitest';
import { API_PATHS, productApiPath } from '#shared/api-paths';
import { matchShopperRead, SHOPPER_READS } from '#shared/shopper-reads';

describe('the reads every shopper shares', () => {
  test('each declared path is its own read', () => {
    for (const [name, read] of Object.entries(SHOPPER_READS)) {
      expect(matchShopperRead(read.path.replace(':id', 'blue-dream-preroll'))?.name, read.path).toBe(name);
    }
  });

  test('the featured list is not a product called "featured"', () => {
    expect(matchShopperRead(API_PATHS.featuredProducts)).toMatchObject({ name: 'featuredProducts', params: {} });
  });

  test("a product's id is read from its path, decoded as the server's router decodes it", () => {
    expect(matchShopperRead(productApiPath('blue dream'))).toMatchObject({
      name: 'product',
      params: { id: 'blue dream' },
    });
    expect(matchShopperRead('/api/products/%E0%A4%A')).toMatchObject({ name: 'product', params: { id: '%E0%A4%A' } });
  });

  test('look-alike, deeper, differently cased and back-office paths are no shared read', () => {
    for (const path of [
      '/api/products/',
      '/api/productsX',
      '/API/products',
      '/api/products/blue-dream-preroll/reviews',
      '/api/state-rules/CA',
      '/api/admin/products',
      '/api/admin/state-rules',
      '/api/cart',
      '/api/orders/x',
      '/products',
      '/',
    ]) {
      expect(matchShopperRead(path), path).toBeNull();
    }
  });

  test('the catalogue and the rules are kept per catalogue version; reviews, whose rows change without it, are not', () => {
    const kept = Object.entries(SHOPPER_READS)
      .filter(([, read]) => read.kept)
      .map(([name]) => name);
    expect(kept.sort()).toEqual(['featuredProducts', 'product', 'products', 'stateRules']);
  });
});
