import type { Context } from 'koa';

/** Cookie names and the options every cookie of ours shares. */
export const SESSION_COOKIE = 'verdant_session';
export const AGE_COOKIE = 'verdant_age';
/** The back office's own cookie: sent only to its API, and never from another site's page. */
export const STAFF_COOKIE = 'verdant_staff';

/** httpOnly and SameSite=Lax always; Secure whenever the request came over HTTPS. */
export function cookieOptions(ctx: Context, maxAgeMs: number) {
  return {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.secure,
    maxAge: maxAgeMs,
    path: '/',
    overwrite: true,
  };
}

/** The staff session's cookie: scoped to the back office's API and SameSite=Strict. */
export function staffCookieOptions(ctx: Context, maxAgeMs: number, apiPrefix: string) {
  return { ...cookieOptions(ctx, maxAgeMs), sameSite: 'strict' as const, path: apiPrefix };
}
