import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import type { Database } from '../db/database.ts';
import { findValidAgeVerification } from '../services/age-verification-service.ts';
import { AppError } from '../services/app-error.ts';
import { AGE_COOKIE } from './cookies.ts';

/** Refuses the request unless it carries a valid, server-recorded age confirmation. */
export function requireAgeVerified(db: Database): Middleware<AppState> {
  return async function requireAgeVerifiedMiddleware(ctx, next) {
    const verification = await findValidAgeVerification(db, ctx.cookies.get(AGE_COOKIE, { signed: true }));
    if (!verification) {
      throw new AppError(
        'age_verification_required',
        403,
        'Confirm that you are 21 or older (POST /api/age-verification) before changing the cart.',
      );
    }
    await next();
  };
}
