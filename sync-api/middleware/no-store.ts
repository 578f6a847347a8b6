import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';

/** Answers that belong to one shopper, or that change the server: no cache may keep them. */
export function noStore(): Middleware<AppState> {
  return async function noStoreMiddleware(ctx, next) {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
