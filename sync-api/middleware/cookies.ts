import type { Context } from 'koa';

/** Cookie names and the options every cookie of ours shares. */
export const SESSION_COOKIE = 'verdant_session';
export const AGE_COOKIE = 'verdant_age';

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
