import type { Middleware } from 'koa';
import { isApiPath } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';

type Path = (string | number)[];

/** What is wrong with a piece of text PostgreSQL cannot store, or null when it can. */
function problemWith(text: string): string | null {
  if (text.includes('\u0000')) return 'text cannot contain NUL (\\u0000) characters';
  // Half of a UTF-16 surrogate pair is no character at all: UTF-8 has no encoding for it, and a
  // driver would silently store U+FFFD instead of what was sent.
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)) {
    return 'text must be valid Unicode (it holds half of a surrogate pair)';
  }
  return null;
}

/** Where the first unstorable text is (keys included), and what is wrong with it; or null. */
function unstorableAt(value: unknown, path: Path = []): { path: Path; message: string } | null {
  if (typeof value === 'string') {
    const message = problemWith(value);
    return message ? { path, message } : null;
  }
  if (path.length > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = problemWith(key);
    if (keyMessage) return { path: [...path, key], message: keyMessage };
    const found = unstorableAt(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** The path's segments as a router hands them to a route (undecodable ones as they are). */
function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/**
 * PostgreSQL cannot store or compare text holding a NUL character or half of a surrogate pair
 * (it fails the whole query, or the driver alters the text), so an API request carrying one
 * anywhere (path, query or JSON body) is refused up front as bad input.
 */
export function rejectUnstorableText(): Middleware<AppState> {
  return async function rejectUnstorableTextMiddleware(ctx, next) {
    if (isApiPath(ctx.path)) {
      const inPath = unstorableAt(decodedSegments(ctx.path));
      const found = inPath
        ? { ...inPath, path: ['path'] }
        : (unstorableAt(ctx.query) ?? unstorableAt(ctx.request.body));
      if (found) {
        const { path, message } = found;
        throw new AppError('invalid_request', 400, `${path.join('.')}: ${message}`, [{ path, message }]);
      }
    }
    await next();
  };
}
