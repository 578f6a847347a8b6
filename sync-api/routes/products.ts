import { API_PATHS } from '#shared/api-paths';
import { productIdSchema, productQuerySchema } from '#shared/schemas/product';
import type { Database } from '../db/database.ts';
import { AppError } from '../services/app-error.ts';
import { getProduct, listFeaturedProducts, listProducts } from '../services/catalogue-service.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Catalogue answers may be stored but are revalidated on every use: staff edits show on the
 * shop's next request (decision 010). Offline, the service worker's copy answers instead.
 */
const CATALOGUE_CACHE = 'no-cache';

export function productsRouter(db: Database): ApiRouter {
  const router = apiRouter();

  router.get(API_PATHS.products, async (ctx) => {
    const query = productQuerySchema.parse(ctx.query);
    ctx.body = await listProducts(db, query);
    ctx.set('Cache-Control', CATALOGUE_CACHE);
  });

  router.get(API_PATHS.featuredProducts, async (ctx) => {
    ctx.body = await listFeaturedProducts(db);
    ctx.set('Cache-Control', CATALOGUE_CACHE);
  });

  router.get(`${API_PATHS.products}/:id`, async (ctx) => {
    const id = productIdSchema.safeParse(ctx.params.id);
    if (!id.success) throw new AppError('product_not_found', 404, `No product has the id "${ctx.params.id}".`);
    ctx.body = await getProduct(db, id.data);
    ctx.set('Cache-Control', CATALOGUE_CACHE);
  });

  return router;
}
