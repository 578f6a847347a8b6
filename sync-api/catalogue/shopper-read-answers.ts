import type { ParsedUrlQuery } from 'node:querystring';
import { productIdSchema, productQuerySchema } from '#shared/schemas/product';
import { publishedReviewQuerySchema } from '#shared/schemas/published-review';
import type { ShopperReadName } from '#shared/shopper-reads';
import { AppError } from '../app-error.ts';
import { loadStateRules } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { listPublishedReviews } from '../reviews/review-moderation-service.ts';
import { getProduct, listFeaturedProducts, listProducts } from './catalogue-service.ts';

export interface ShopperReadRequest {
  params: Record<string, string>;
  query: ParsedUrlQuery;
}

/**
 * What each shared read of shared/shopper-reads.ts answers, for the API's router and the page
 * renderer alike: the same JSON whichever asks. A query that does not parse throws the schema's
 * error (a 400 naming the field), an unknown product a 404.
 */
export const SHOPPER_READ_ANSWERS: Record<
  ShopperReadName,
  (db: Database, request: ShopperReadRequest) => Promise<unknown>
> = {
  products: (db, { query }) => listProducts(db, productQuerySchema.parse(query)),
  featuredProducts: (db) => listFeaturedProducts(db),
  product: (db, { params }) => {
    const id = productIdSchema.safeParse(params.id);
    if (!id.success) throw new AppError('product_not_found', 404, `No product has the id "${params.id}".`);
    return getProduct(db, id.data);
  },
  stateRules: async (db) => ({ states: await loadStateRules(db) }),
  reviews: async (db, { query }) => {
    const { productId } = publishedReviewQuerySchema.parse(query);
    return { reviews: await listPublishedReviews(db, productId ?? null) };
  },
};
