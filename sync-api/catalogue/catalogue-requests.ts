import { API_PATHS } from '#shared/api-paths';
import type { ApiTransport } from '#shared/page-rendering';
import { productIdSchema, productQuerySchema } from '#shared/schemas/product';
import { publishedReviewQuerySchema } from '#shared/schemas/published-review';
import { AppError } from '../app-error.ts';
import { loadStateRules } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { listPublishedReviews } from '../reviews/review-moderation-service.ts';
import { getProduct, listFeaturedProducts, listProducts } from './catalogue-service.ts';

/**
 * The catalogue's reads (routes/products.ts), the states' rules (routes/state-rules.ts) and the
 * approved reviews (GET of routes/reviews.ts) answered in-process, with the same services and the same JSON, for the page renderer: it
 * renders pages with the storefront's own queries, and those ask for these paths. Anything
 * else is not the renderer's to ask.
 */
export function catalogueTransport(db: Database): ApiTransport {
  return async (path) => {
    try {
      return Response.json(await answer(db, new URL(path, 'http://storefront.invalid')));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
    }
  };
}

function answer(db: Database, url: URL): Promise<unknown> {
  if (url.pathname === API_PATHS.products) {
    const query = productQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw new AppError('invalid_request', 400, 'The product filters are not valid.');
    return listProducts(db, query.data);
  }
  if (url.pathname === API_PATHS.featuredProducts) return listFeaturedProducts(db);
  if (url.pathname === API_PATHS.stateRules) return loadStateRules(db).then((states) => ({ states }));
  if (url.pathname === API_PATHS.reviews) {
    const query = publishedReviewQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw new AppError('invalid_request', 400, 'The review filters are not valid.');
    return listPublishedReviews(db, query.data.productId ?? null).then((reviews) => ({ reviews }));
  }
  const id = url.pathname.startsWith(`${API_PATHS.products}/`)
    ? url.pathname.slice(API_PATHS.products.length + 1)
    : null;
  if (id !== null) {
    const parsed = productIdSchema.safeParse(decodeIfValid(id));
    if (!parsed.success) throw new AppError('product_not_found', 404, `No product has the id "${id}".`);
    return getProduct(db, parsed.data);
  }
  throw new AppError('not_found', 404, `The page renderer does not read ${url.pathname}.`);
}

function decodeIfValid(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
