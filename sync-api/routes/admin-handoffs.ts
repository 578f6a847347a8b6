import { API_PATHS } from '#shared/api-paths';
import { handOverSchema, returnToStoreSchema } from '#shared/schemas/admin/handoffs';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { getHandoff, handOverOrder, listHandoffs, returnOrderToStore } from '../orders/order-handoff-service.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { orderIdOf } from './admin-orders.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/** The driver's handoff: the orders out for delivery, and delivering or returning one (decision 026). */
export function adminHandoffsRouter(db: Database, provider: PaymentProvider, bank: BankProvider | null): ApiRouter {
  const providers = { card: provider, bank };
  const router = apiRouter({ prefix: API_PATHS.adminHandoffs });
  router.use(noStore(), requireStaff(db), requirePermission('handOverOrders'));

  router.get('/', async (ctx) => {
    ctx.body = await listHandoffs(db);
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getHandoff(db, orderIdOf(ctx.params));
  });

  router.post('/:id/deliver', async (ctx) => {
    const id = orderIdOf(ctx.params);
    const request = handOverSchema.parse(ctx.request.body ?? {});
    ctx.body = await handOverOrder(db, providers, id, request, actorOf(ctx));
  });

  router.post('/:id/return', async (ctx) => {
    const id = orderIdOf(ctx.params);
    const request = returnToStoreSchema.parse(ctx.request.body ?? {});
    ctx.body = await returnOrderToStore(db, providers, id, request, actorOf(ctx));
  });

  return router;
}
