import { API_PATHS } from '#shared/api-paths';
import { createOrderRequestSchema, createPaymentIntentRequestSchema } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import type { AppLimits } from '../limits/app-limits.ts';
import { cartSession, cartSessionOf } from '../middleware/account-session.ts';
import { requireAgeVerified } from '../middleware/age-check.ts';
import { noStore } from '../middleware/no-store.ts';
import { anonymousSession, sessionOf } from '../middleware/session.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { followOrder } from '../orders/order-followers-store.ts';
import { placeOrderPaidLater } from '../orders/order-paid-later.ts';
import { placeOrder } from '../orders/order-recording.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { preparePayment } from '../payments/payment-preparation.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Preparing a payment (or an order paid at the door or by bank) and recording its order, for the
 * cart of the signed-in account on any device, else of this session (decision 033). Never
 * cached. Reading orders: order-tracking.ts.
 */
export function checkoutRouter(
  db: Database,
  provider: PaymentProvider,
  bank: BankProvider | null,
  limits: AppLimits,
): ApiRouter {
  const router = apiRouter();
  const ageVerified = requireAgeVerified(db);
  const session = anonymousSession();
  const owner = cartSession(db);
  const uncached = noStore();

  router.post(
    API_PATHS.createPaymentIntent,
    uncached,
    limitWrites(limits.writes, 'paymentIntents'),
    ageVerified,
    session,
    owner,
    async (ctx) => {
      const request = createPaymentIntentRequestSchema.parse(ctx.request.body ?? {});
      ctx.body = await preparePayment(db, { card: provider, bank }, cartSessionOf(ctx.state), request, {
        now: new Date(),
        maxTotalCents: limits.maxOrderTotalCents,
      });
    },
  );

  router.post(API_PATHS.orders, uncached, ageVerified, session, owner, async (ctx) => {
    const request = createOrderRequestSchema.parse(ctx.request.body ?? {});
    const device = sessionOf(ctx.state);
    // A checkout opened on this device before it signed in is still this shopper's.
    const sessions = [cartSessionOf(ctx.state), device];
    const order =
      'checkoutId' in request
        ? await placeOrderPaidLater(db, bank, sessions, request, {
            now: new Date(),
            maxTotalCents: limits.maxOrderTotalCents,
          })
        : await placeOrder(db, provider, sessions, request.paymentIntentId);
    // The device that placed it reads it after signing out too, as the session that placed it would.
    if (device !== cartSessionOf(ctx.state)) await followOrder(db, order.id, device);
    ctx.body = order;
  });

  return router;
}
