import { describe, expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { REVIEW_PRODUCTS } from '#shared/schemas/review';
import { reviewProductId, reviewProductName } from '../../sync-api/reviews/review-products.ts';

describe('the products a review can name', () => {
  test('every product of the review form is a product of the catalogue, by its stable id', () => {
    for (const name of REVIEW_PRODUCTS) {
      const id = reviewProductId(name);
      expect(id, name).not.toBeNull();
      expect(catalogueProducts.find((product) => product.id === id)?.name).toBe(name);
      expect(reviewProductName(id ?? '')).toBe(name);
    }
  });

  test('a name or id the form does not offer maps to nothing', () => {
    expect(reviewProductId('Some Other Gummies')).toBeNull();
    expect(reviewProductName('og-kush-flower')).toBeNull();
  });
});
