import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import { cookieName, cookieOptions } from './cookies.ts';

const SESSION_DAYS = 90;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The anonymous session from its signed cookie; a forged or tampered cookie counts as none. */
export function readSessionId(ctx: Context): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx, 'session'), { signed: true });
  return value && SESSION_ID.test(value) ? value : undefined;
}

/**
 * Keeps the request's session, or starts one when it has none: its cookie is refreshed on every
 * visit, so an active shopper's cart never expires. Answers the session's id.
 */
export function keepSession(ctx: Context, sessionId: string = randomUUID()): string {
  ctx.cookies.set(cookieName(ctx, 'session'), sessionId, cookieOptions(ctx, SESSION_DAYS * 24 * 60 * 60 * 1000));
  ctx.state.sessionId = sessionId;
  return sessionId;
}

/** Reads the session for every request under it, and starts one on the first write. */
export function anonymousSession(): Middleware<AppState> {
  return async function anonymousSessionMiddleware(ctx, next) {
    const sessionId = readSessionId(ctx);
    if (sessionId || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) keepSession(ctx, sessionId);
    await next();
  };
}

/** The session id of a request that went through `anonymousSession()` as a write. */
export function sessionOf(state: AppState): string {
  if (!state.sessionId) throw new Error('The session middleware did not run before this handler');
  return state.sessionId;
}
