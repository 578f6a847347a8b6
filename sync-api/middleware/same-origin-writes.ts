import type { Context, Middleware } from 'koa';
import { isApiPath } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An origin in its canonical form (lower case, default port dropped), or null if it is none. */
function canonicalOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where the storefront is served from: the configured public origin, and the origin this request
 * was sent to. With TRUST_PROXY that is the host the proxy forwarded, except when a public
 * origin is set: then only the request's own Host counts, since a client can send its own
 * `X-Forwarded-Host` through a proxy that passes it on. Koa 3's `ctx.origin` is the Origin
 * header itself, so the requested origin is built from the protocol and host instead.
 */
function ownOrigins(ctx: Context, publicOrigin: string | null): Set<string> {
  const host = publicOrigin ? ctx.get('host') : ctx.host;
  const origins = [`${ctx.protocol}://${host}`, publicOrigin].flatMap((origin) =>
    origin ? [canonicalOrigin(origin)] : [],
  );
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

/**
 * Refuses an API write that a page of another site made the browser send, before anything is
 * read or changed: the cookies are SameSite=Lax, but a same-site page on another port or
 * subdomain, or an older browser, would still send them. A write whose `Origin` is present and
 * not ours (`Origin: null` included), or that the browser marks `Sec-Fetch-Site: cross-site`, is
 * 403 `cross_origin_refused`. A request with no `Origin` is not from a page of another site
 * (curl, a server), so it passes; so do the paths in `exemptPaths`, which prove who sent them
 * some other way (Stripe's webhook is signed).
 */
export function refuseCrossOriginWrites(options: {
  publicOrigin: string | null;
  exemptPaths: readonly string[];
}): Middleware<AppState> {
  const exempt = new Set(options.exemptPaths);
  return async function refuseCrossOriginWritesMiddleware(ctx, next) {
    if (!UNSAFE_METHODS.has(ctx.method) || !isApiPath(ctx.path) || exempt.has(ctx.path)) return next();
    const origin = ctx.get('origin');
    const foreignOrigin = origin !== '' && !ownOrigins(ctx, options.publicOrigin).has(canonicalOrigin(origin) ?? '');
    if (foreignOrigin || ctx.get('sec-fetch-site') === 'cross-site') {
      throw new AppError(
        'cross_origin_refused',
        403,
        'This request came from another site. Changes can only be made from the store itself.',
      );
    }
    await next();
  };
}
