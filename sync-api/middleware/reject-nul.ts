import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import { AppError } from '../services/app-error.ts';

const NUL = '\u0000';
type Path = (string | number)[];

/** Where the first NUL character is (keys included), or null. */
function nulAt(value: unknown, path: Path = []): Path | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (path.length > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = key.includes(NUL) ? [...path, key] : nulAt(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (at) return at;
  }
  return null;
}

/**
 * PostgreSQL cannot store or compare text holding a NUL character and fails the whole query,
 * so an API request carrying one anywhere (query or JSON body) is refused up front as bad input.
 */
export function rejectNulCharacters(): Middleware<AppState> {
  return async function rejectNulMiddleware(ctx, next) {
    const at = ctx.path.startsWith('/api/') ? (nulAt(ctx.query) ?? nulAt(ctx.request.body)) : null;
    if (at) {
      const message = 'text cannot contain NUL (\\u0000) characters';
      throw new AppError('invalid_request', 400, `${at.join('.')}: ${message}`, [{ path: at, message }]);
    }
    await next();
  };
}
