import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import type { RateLimiter } from '../limits/rate-limits.ts';
import { countWrite, type LimitedWrite, type WriteLimiters } from '../limits/write-limits.ts';
import { countOrderLookup } from '../orders/order-lookup-limits.ts';
import { readSessionId } from './session.ts';

/**
 * Counts a write against its limits before anything else of its route runs, so that a refused
 * one is answered at once with 429 and does nothing: no session, no query, no row.
 */
export function limitWrites(limiters: WriteLimiters, write: LimitedWrite): Middleware<AppState> {
  return async function limitWritesMiddleware(ctx, next) {
    await countWrite(limiters, write, { ip: ctx.ip, sessionId: readSessionId(ctx) });
    await next();
  };
}

/** Look Up Order's limits: those of every write, and one per order number. */
export function limitOrderLookups(limiters: WriteLimiters, perNumber: RateLimiter): Middleware<AppState> {
  return async function limitOrderLookupsMiddleware(ctx, next) {
    const sender = { ip: ctx.ip, sessionId: readSessionId(ctx) };
    await countOrderLookup(limiters, perNumber, sender, (ctx.request as { body?: unknown }).body);
    await next();
  };
}
