import { API_PATHS } from '#shared/api-paths';
import { orderLookupRequestSchema } from '#shared/schemas/order-lookup';
import { findAccount } from '../accounts/account-store.ts';
import type { Database } from '../db/database.ts';
import type { AppLimits } from '../limits/app-limits.ts';
import { signedInAccountId } from '../middleware/account-session.ts';
import { answerNoSoonerThan } from '../middleware/answer-floor.ts';
import { noStore } from '../middleware/no-store.ts';
import { anonymousSession, sessionOf } from '../middleware/session.ts';
import { limitOrderLookups } from '../middleware/write-limit.ts';
import { lookUpOrder, ORDER_LOOKUP_ANSWER_FLOOR_MS, readOrder } from '../orders/order-tracking.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Shoppers following their orders: reading one back, and Look Up Order by number and email.
 * Never cached. No age cookie: reading an order buys nothing.
 */
export function orderTrackingRouter(db: Database, limits: AppLimits): ApiRouter {
  const router = apiRouter();
  const session = anonymousSession();
  const uncached = noStore();

  router.get(`${API_PATHS.orders}/:id`, uncached, session, async (ctx) => {
    const accountId = await signedInAccountId(db, ctx);
    const account = accountId ? await findAccount(db, accountId) : null;
    const reading = account && { email: account.email, cartSessionId: account.cart_session_id };
    ctx.body = await readOrder(db, ctx.state.sessionId, ctx.params.id ?? '', reading);
  });

  router.post(
    API_PATHS.orderLookup,
    uncached,
    limitOrderLookups(limits.writes, limits.orderLookupPerNumber),
    session,
    answerNoSoonerThan(ORDER_LOOKUP_ANSWER_FLOOR_MS),
    async (ctx) => {
      const request = orderLookupRequestSchema.parse(ctx.request.body ?? {});
      ctx.body = await lookUpOrder(db, sessionOf(ctx.state), request);
    },
  );

  return router;
}
