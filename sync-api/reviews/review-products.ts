import { catalogueProducts } from '#shared/catalogue/seed-products';
import { REVIEW_PRODUCTS, type ReviewProduct } from '#shared/schemas/review';

/**
 * Reviews name their product as the review form lists it (REVIEW_PRODUCTS), and each of those
 * names is a product of the launch catalogue, whose id never changes. Reviews are tied to
 * products through that id rather than through today's name, so a product renamed in the back
 * office keeps its reviews and its rating.
 */
const idByName = new Map<string, string>(
  REVIEW_PRODUCTS.flatMap((name) => {
    const product = catalogueProducts.find((candidate) => candidate.name === name);
    return product ? [[name, product.id] as const] : [];
  }),
);

/** The id of the product a review names; null for a name the catalogue does not hold. */
export function reviewProductId(name: string): string | null {
  return idByName.get(name) ?? null;
}

/** The name reviews give the product with this id; null when no review can name it. */
export function reviewProductName(productId: string): ReviewProduct | null {
  return REVIEW_PRODUCTS.find((name) => idByName.get(name) === productId) ?? null;
}
