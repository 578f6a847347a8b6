import { API_PATHS } from '#shared/api-paths';
import { lowStockThresholdSchema, setStockSchema, stockQuerySchema } from '#shared/schemas/admin/stock';
import { listStock, setLowStockThreshold, setStock } from '../catalogue/stock-service.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Stock per size in the back office: every member reads and counts it; the low-stock
 * threshold is the owner's.
 */
export function adminStockRouter(db: Database): ApiRouter {
  const router = apiRouter();
  const guard = [noStore(), requireStaff(db), requirePermission('manageStock')] as const;

  router.get(API_PATHS.adminStock, ...guard, async (ctx) => {
    const query = stockQuerySchema.parse(ctx.query);
    ctx.body = await listStock(db, { lowOnly: query.low === 'true' });
  });

  router.put(`${API_PATHS.adminStock}/:productId/:size`, ...guard, async (ctx) => {
    const { onHand } = setStockSchema.parse(ctx.request.body ?? {});
    const sku = { productId: ctx.params.productId ?? '', size: ctx.params.size ?? '' };
    ctx.body = await setStock(db, sku, onHand, actorOf(ctx));
  });

  router.put(API_PATHS.adminLowStockThreshold, ...guard, requirePermission('setLowStockThreshold'), async (ctx) => {
    const { threshold } = lowStockThresholdSchema.parse(ctx.request.body ?? {});
    ctx.body = { threshold: await setLowStockThreshold(db, threshold, actorOf(ctx)) };
  });

  return router;
}
