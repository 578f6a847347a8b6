import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import { countOrderLookup, type OrderLookupLimits } from '../services/order-lookup-limits.ts';

/**
 * Counts a lookup against its limits before anything else runs, so that a refused one is
 * answered at once with 429 and does nothing: no session, no query, no wait.
 */
export function limitOrderLookups(limits: OrderLookupLimits): Middleware<AppState> {
  return async function limitOrderLookupsMiddleware(ctx, next) {
    await countOrderLookup(limits, ctx.ip, (ctx.request as { body?: unknown }).body);
    await next();
  };
}
