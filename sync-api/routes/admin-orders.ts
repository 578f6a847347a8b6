import { z } from 'zod';
import { API_PATHS } from '#shared/api-paths';
import {
  cancelOrderSchema,
  clearBankReturnSchema,
  failedDeliverySchema,
  orderListQuerySchema,
  orderStatusMoveSchema,
  refundOrderSchema,
} from '#shared/schemas/admin/orders';
import { trackingUpdateSchema } from '#shared/schemas/tracking-number';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { clearBankReturn } from '../orders/order-bank-returns.ts';
import { cancelOrder } from '../orders/order-cancellation-service.ts';
import {
  getAdminOrder,
  listOrders,
  moveOrderStatus,
  orderNotFound,
  recordFailedDelivery,
} from '../orders/order-fulfilment-service.ts';
import { refundOrder } from '../orders/order-refund-service.ts';
import { setOrderTracking } from '../orders/tracking-number-service.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

const orderIdSchema = z.uuid();

/** An order id from the path; anything but a uuid names no order. */
export function orderIdOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!orderIdSchema.safeParse(id).success) throw orderNotFound(id);
  return id;
}

/**
 * The back office's orders: any staff member reads and moves them, and cancels one with nothing to
 * refund; cancelling a paid order and refunding are the owner's.
 */
export function adminOrdersRouter(db: Database, provider: PaymentProvider, bank: BankProvider | null): ApiRouter {
  const providers = { card: provider, bank };
  const router = apiRouter({ prefix: API_PATHS.adminOrders });
  router.use(noStore(), requireStaff(db));

  router.get('/', requirePermission('readOrders'), async (ctx) => {
    ctx.body = await listOrders(db, orderListQuerySchema.parse(ctx.query));
  });

  router.get('/:id', requirePermission('readOrders'), async (ctx) => {
    ctx.body = await getAdminOrder(db, orderIdOf(ctx.params));
  });

  router.post('/:id/status', requirePermission('moveOrders'), async (ctx) => {
    const move = orderStatusMoveSchema.parse(ctx.request.body ?? {});
    ctx.body = await moveOrderStatus(db, orderIdOf(ctx.params), move, actorOf(ctx));
  });

  router.put('/:id/tracking', requirePermission('moveOrders'), async (ctx) => {
    const id = orderIdOf(ctx.params);
    const update = trackingUpdateSchema.parse(ctx.request.body ?? {});
    ctx.body = await setOrderTracking(db, id, update, actorOf(ctx));
  });

  router.post('/:id/delivery-attempts', requirePermission('moveOrders'), async (ctx) => {
    const request = failedDeliverySchema.parse(ctx.request.body ?? {});
    ctx.body = await recordFailedDelivery(db, orderIdOf(ctx.params), request, actorOf(ctx));
  });

  router.post('/:id/cancel', requirePermission('cancelOrders'), async (ctx) => {
    const request = cancelOrderSchema.parse(ctx.request.body ?? {});
    ctx.body = await cancelOrder(db, providers, orderIdOf(ctx.params), request, actorOf(ctx));
  });

  router.post('/:id/refund', requirePermission('refundOrders'), async (ctx) => {
    const id = orderIdOf(ctx.params);
    const request = refundOrderSchema.parse(ctx.request.body ?? {});
    ctx.body = await refundOrder(db, providers, id, request, actorOf(ctx));
  });

  router.post('/:id/clear-bank-return', requirePermission('clearBankReturns'), async (ctx) => {
    const request = clearBankReturnSchema.parse(ctx.request.body ?? {});
    ctx.body = await clearBankReturn(db, orderIdOf(ctx.params), request, actorOf(ctx));
  });

  return router;
}
