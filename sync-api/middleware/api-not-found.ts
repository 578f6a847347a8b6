import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import { AppError } from '../services/app-error.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** An /api path that no router answered is a JSON 404, never the app shell. */
export function apiNotFound(): Middleware<AppState> {
  return async function apiNotFoundMiddleware(ctx, next) {
    await next();
    if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) {
      throw new AppError('not_found', 404, `There is no API endpoint ${ctx.method} ${ctx.path}.`);
    }
  };
}
