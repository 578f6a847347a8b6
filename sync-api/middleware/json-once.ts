import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';

/**
 * Turns an object body into its JSON text once, on the way out. Left as an object, it would be
 * serialized twice: once when koa-compress asks for its length, and again to compress or send
 * it. Cart answers go out on every push, so it adds up. The content type set with the object
 * (application/json) stays.
 */
export function serializeJsonOnce(): Middleware<AppState> {
  return async function serializeJsonOnceMiddleware(ctx, next) {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object') return;
    if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    ctx.body = JSON.stringify(body);
  };
}
