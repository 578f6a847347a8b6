import type { Middleware } from 'koa';
import { isApiPath } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';

/**
 * An /api request no route answered becomes a JSON error, never the app shell: 404 for an
 * unknown path, 405 (with the router's Allow header) for a known path and the wrong method.
 */
export function apiUnmatched(): Middleware<AppState> {
  return async function apiUnmatchedMiddleware(ctx, next) {
    await next();
    if (!isApiPath(ctx.path) || ctx.body != null) return;
    if (ctx.status === 405) {
      throw new AppError(
        'method_not_allowed',
        405,
        `${ctx.method} is not allowed on ${ctx.path}; it accepts ${ctx.response.get('Allow') || 'no method'}.`,
      );
    }
    if (ctx.status === 404) {
      throw new AppError('not_found', 404, `There is no API endpoint ${ctx.method} ${ctx.path}.`);
    }
  };
}
