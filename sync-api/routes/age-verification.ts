import { AGE_VERIFICATION_DAYS, MINIMUM_AGE } from '#shared/age';
import { API_PATHS } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import { recordAgeVerification } from '../compliance/age-verification-service.ts';
import type { Database } from '../db/database.ts';
import type { WriteLimiters } from '../limits/write-limits.ts';
import { readAgeVerification } from '../middleware/age-check.ts';
import { cookieName, cookieOptions } from '../middleware/cookies.ts';
import { anonymousSession } from '../middleware/session.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

function verifiedBody(record: { verifiedAt: Date; expiresAt: Date }) {
  return { verified: true, verifiedAt: record.verifiedAt.toISOString(), expiresAt: record.expiresAt.toISOString() };
}

export function ageVerificationRouter(db: Database, limits: WriteLimiters): ApiRouter {
  const router = apiRouter();

  // The age check is a browser's first write, so it starts the session that the browser's
  // later writes are counted by (decision 019): it is the door new sessions come through.
  router.post(API_PATHS.ageVerification, limitWrites(limits, 'ageVerification'), anonymousSession(), async (ctx) => {
    const record = await recordAgeVerification(db, { userAgent: ctx.get('user-agent') || null });
    ctx.cookies.set(cookieName(ctx, 'age'), record.id, cookieOptions(ctx, AGE_VERIFICATION_DAYS * 24 * 60 * 60 * 1000));
    ctx.status = 200;
    ctx.body = verifiedBody(record);
  });

  router.get(API_PATHS.ageVerification, async (ctx) => {
    const record = await readAgeVerification(db, ctx);
    if (!record) {
      throw new AppError(
        'age_verification_required',
        401,
        `This browser has not confirmed being ${MINIMUM_AGE} or older.`,
      );
    }
    ctx.body = verifiedBody(record);
  });

  // The same question for the PWA, answered 200 either way: not being verified yet is the
  // normal state of a first visit, not a failure (browsers log every 4xx as a console error).
  router.get(API_PATHS.ageVerificationStatus, async (ctx) => {
    const record = await readAgeVerification(db, ctx);
    ctx.body = record ? verifiedBody(record) : { verified: false };
  });

  return router;
}
