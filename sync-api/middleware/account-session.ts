import type { Context, Middleware } from 'koa';
import { readShopperSession, SHOPPER_SESSION_IDLE_DAYS, type SignedInShopper } from '../accounts/account-sessions.ts';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';
import type { Database } from '../db/database.ts';
import { cookieName, cookieOptions } from './cookies.ts';
import { sessionOf } from './session.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const IDLE_MS = SHOPPER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;

/** The account session's token from its signed cookie; a forged or tampered one counts as none. */
export function readAccountToken(ctx: Context): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx, 'account'), { signed: true });
  return value && TOKEN.test(value) ? value : undefined;
}

export function setAccountCookie(ctx: Context, token: string): void {
  ctx.cookies.set(cookieName(ctx, 'account'), token, cookieOptions(ctx, IDLE_MS));
}

export function clearAccountCookie(ctx: Context): void {
  ctx.cookies.set(cookieName(ctx, 'account'), null, { ...cookieOptions(ctx, 0), maxAge: undefined });
}

/** The signed-in shopper, or null; a cookie whose session ended is cleared. */
export async function signedInShopper(db: Database, ctx: Context): Promise<SignedInShopper | null> {
  const token = readAccountToken(ctx);
  if (!token) return null;
  const shopper = await readShopperSession(db, token, new Date());
  if (!shopper) clearAccountCookie(ctx);
  return shopper;
}

/** The signed-in account's id, or null. */
export async function signedInAccountId(db: Database, ctx: Context): Promise<string | null> {
  return (await signedInShopper(db, ctx))?.accountId ?? null;
}

/**
 * The session a request's cart, checkout and orders are filed under (decision 033): the
 * signed-in account's, on whichever device, else the device's own. After `anonymousSession()`;
 * a request with no account cookie costs no query.
 */
export function cartSession(db: Database): Middleware<AppState> {
  return async function cartSessionMiddleware(ctx, next) {
    const shopper = await signedInShopper(db, ctx);
    if (shopper) ctx.state.cartSessionId = shopper.cartSessionId;
    await next();
  };
}

/** The session `cartSession()` chose, for a request that went through `anonymousSession()` as a write. */
export function cartSessionOf(state: AppState): string {
  return state.cartSessionId ?? sessionOf(state);
}

/** 401 unless the request comes from a signed-in account; leaves its id on `ctx.state.accountId`. */
export function requireAccount(db: Database): Middleware<AppState> {
  return async function requireAccountMiddleware(ctx, next) {
    const accountId = await signedInAccountId(db, ctx);
    if (!accountId) throw new AppError('account_sign_in_required', 401, 'Sign in to your account to do this.');
    ctx.state.accountId = accountId;
    await next();
  };
}

/** The account `requireAccount` found; a handler mounted without it is a programming error. */
export function accountIdOf(state: AppState): string {
  if (!state.accountId) throw new Error('requireAccount did not run before this handler');
  return state.accountId;
}
