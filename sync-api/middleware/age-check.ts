import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import {
  type AgeVerificationRecord,
  ageVerificationRequired,
  findValidAgeVerification,
} from '../compliance/age-verification-service.ts';
import type { Database } from '../db/database.ts';
import { cookieName } from './cookies.ts';

/** The value of the request's signed age cookie: the id of the confirmation it claims. */
export function ageCookieOf(ctx: Context): string | undefined {
  return ctx.cookies.get(cookieName(ctx, 'age'), { signed: true });
}

/** The age confirmation the request's signed cookie names, if the server recorded it and it is current. */
export function readAgeVerification(db: Database, ctx: Context): Promise<AgeVerificationRecord | null> {
  return findValidAgeVerification(db, ageCookieOf(ctx));
}

/** Refuses the request (403) unless it carries a valid, server-recorded age confirmation. */
export async function assertAgeVerified(db: Database, ctx: Context): Promise<void> {
  if (!(await readAgeVerification(db, ctx))) throw ageVerificationRequired();
}

/** Refuses the request unless it carries a valid, server-recorded age confirmation. */
export function requireAgeVerified(db: Database): Middleware<AppState> {
  return async function requireAgeVerifiedMiddleware(ctx, next) {
    await assertAgeVerified(db, ctx);
    await next();
  };
}
