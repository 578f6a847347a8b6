import type { Middleware } from 'koa';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A write that carries a body must say it is JSON. A write with no body (the age
 * confirmation and the DELETE calls) is accepted whatever its content type.
 */
export function requireJsonBody(): Middleware<AppState> {
  return async function requireJsonBodyMiddleware(ctx, next) {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (METHODS_WITH_BODY.has(ctx.method) && hasBody && !ctx.is('application/json')) {
      throw new AppError(
        'unsupported_media_type',
        415,
        `Send the request body as JSON with "Content-Type: application/json" (got "${ctx.get('content-type') || 'none'}").`,
      );
    }
    await next();
  };
}
