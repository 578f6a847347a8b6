import { API_PATHS } from '#shared/api-paths';
import { productEditSchema } from '#shared/schemas/admin/catalogue';
import { productIdSchema } from '#shared/schemas/product';
import { AppError } from '../app-error.ts';
import { editProduct, listAdminProducts } from '../catalogue/catalogue-edit-service.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff, signedInStaff } from '../middleware/staff-session.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * GET /api/admin/products: every product, discontinued ones included. PATCH
 * /api/admin/products/{id}: the fields sent change; a price or the discontinued flag only by a
 * role allowed to (else 403 and nothing changes).
 */
export function adminCatalogueRouter(db: Database): ApiRouter {
  const router = apiRouter();
  const guards = [noStore(), requireStaff(db), requirePermission('editCatalogue')] as const;

  router.get(API_PATHS.adminProducts, ...guards, async (ctx) => {
    ctx.body = { products: await listAdminProducts(db) };
  });

  router.patch(`${API_PATHS.adminProducts}/:id`, ...guards, async (ctx) => {
    const edit = productEditSchema.parse(ctx.request.body ?? {});
    const id = productIdSchema.safeParse(ctx.params.id);
    if (!id.success) throw new AppError('product_not_found', 404, `No product has the id "${ctx.params.id}".`);
    ctx.body = await editProduct(db, id.data, edit, { actor: actorOf(ctx), role: signedInStaff(ctx.state).role });
  });

  return router;
}
