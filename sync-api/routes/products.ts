import { API_PATHS } from '#shared/api-paths';
import { productIdSchema, productQuerySchema } from '#shared/schemas/product';
import { AppError } from '../app-error.ts';
import { getProduct, listFeaturedProducts, listProducts } from '../catalogue/catalogue-service.ts';
import type { Database } from '../db/database.ts';
import { SHARE_POLICIES } from '../shared-answers/share-answers.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Every shopper gets the same catalogue: its answers are kept in memory until it changes, and
 * browsers revalidate them on every use, so staff edits show on the shop's next request
 * (decision 010). Offline, the service worker's copy answers instead.
 */

export function productsRouter(db: Database): ApiRouter {
  const router = apiRouter();

  router.get(API_PATHS.products, async (ctx) => {
    const query = productQuerySchema.parse(ctx.query);
    ctx.body = await listProducts(db, query);
    ctx.state.shareAs = SHARE_POLICIES.catalogue;
  });

  router.get(API_PATHS.featuredProducts, async (ctx) => {
    ctx.body = await listFeaturedProducts(db);
    ctx.state.shareAs = SHARE_POLICIES.catalogue;
  });

  router.get(`${API_PATHS.products}/:id`, async (ctx) => {
    const id = productIdSchema.safeParse(ctx.params.id);
    if (!id.success) throw new AppError('product_not_found', 404, `No product has the id "${ctx.params.id}".`);
    ctx.body = await getProduct(db, id.data);
    ctx.state.shareAs = SHARE_POLICIES.catalogue;
  });

  return router;
}
