import { API_PATHS } from '#shared/api-paths';
import { reviewSubmissionSchema } from '#shared/schemas/review';
import type { Database } from '../db/database.ts';
import type { WriteLimiters } from '../limits/write-limits.ts';
import { noStore } from '../middleware/no-store.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { submitReview } from '../reviews/review-service.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * POST /api/reviews: a shopper's review, stored for moderation. 201 with `{id, status}` when
 * new; 200 with the same answer when the device resends a submission it already made.
 *
 * No age cookie is asked for: a review buys nothing, the form sits behind the age gate
 * anyway, and a review queued offline must still go through when it is sent days later, after
 * the 30-day age confirmation may have lapsed. Cart writes, payments and orders keep the check.
 */
export function reviewsRouter(db: Database, limits: WriteLimiters): ApiRouter {
  const router = apiRouter({ prefix: API_PATHS.reviews });

  router.post('/', noStore(), limitWrites(limits, 'reviews'), async (ctx) => {
    const submission = reviewSubmissionSchema.parse(ctx.request.body ?? {});
    const { created, receipt } = await submitReview(db, submission);
    ctx.status = created ? 201 : 200;
    ctx.body = receipt;
  });

  return router;
}
