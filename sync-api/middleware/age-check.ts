import type { Context, Middleware } from 'koa';
import { MINIMUM_AGE } from '#shared/age';
import { API_PATHS } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';
import { type AgeVerificationRecord, findValidAgeVerification } from '../compliance/age-verification-service.ts';
import type { Database } from '../db/database.ts';
import { cookieName } from './cookies.ts';

/** The age confirmation the request's signed cookie names, if the server recorded it and it is current. */
export function readAgeVerification(db: Database, ctx: Context): Promise<AgeVerificationRecord | null> {
  return findValidAgeVerification(db, ctx.cookies.get(cookieName(ctx, 'age'), { signed: true }));
}

/** Refuses the request unless it carries a valid, server-recorded age confirmation. */
export function requireAgeVerified(db: Database): Middleware<AppState> {
  return async function requireAgeVerifiedMiddleware(ctx, next) {
    if (!(await readAgeVerification(db, ctx))) {
      throw new AppError(
        'age_verification_required',
        403,
        `Confirm that you are ${MINIMUM_AGE} or older (POST ${API_PATHS.ageVerification}) before changing the cart.`,
      );
    }
    await next();
  };
}
