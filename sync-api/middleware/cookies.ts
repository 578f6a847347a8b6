import type { Context } from 'koa';

/** Our cookies' names over plain HTTP (development, tests); `cookieName` gives a request's. */
const COOKIE_NAMES = {
  session: 'verdant_session',
  age: 'verdant_age',
  /** The back office's own cookie: sent only to its API, and never from another site's page. */
  staff: 'verdant_staff',
  /** A shopper's account session (accounts/account-sessions.ts): a token, signed. */
  account: 'verdant_account',
} as const;

export type OurCookie = keyof typeof COOKIE_NAMES;

/**
 * The name a cookie has on this request, for reading and writing alike. Over HTTPS the browser
 * holds a prefixed name to rules of its own: `__Host-` is accepted only with Secure, Path=/ and
 * no Domain, so neither a plain-HTTP page nor another subdomain can set or shadow the cookie.
 * The staff cookie keeps Path=/api/admin, which keeps it off every shop request (decision 009),
 * and `__Host-` forbids any other path: it gets `__Secure-` (Secure only) instead, the narrow
 * path being worth more than the Domain rule to a cookie that is signed and SameSite=Strict.
 */
export function cookieName(ctx: Context, cookie: OurCookie): string {
  if (!ctx.secure) return COOKIE_NAMES[cookie];
  return `${cookie === 'staff' ? '__Secure-' : '__Host-'}${COOKIE_NAMES[cookie]}`;
}

/** Whether a Cookie header may hold the age cookie, under any of its names. */
export const mentionsAgeCookie = (cookieHeader: string | undefined): boolean =>
  cookieHeader?.includes(`${COOKIE_NAMES.age}=`) ?? false;

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
