import { API_PATHS } from '#shared/api-paths';
import { reviewDecisionSchema, reviewQuerySchema } from '#shared/schemas/admin/moderation';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { listReviewsForModeration, moderateReview } from '../reviews/review-moderation-service.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * GET /api/admin/reviews?status=pending|approved|rejected: newest first. POST
 * /api/admin/reviews/{id}/decision {decision, note?}: a pending review approved or rejected, once.
 */
export function adminReviewsRouter(db: Database): ApiRouter {
  const router = apiRouter();
  const guards = [noStore(), requireStaff(db), requirePermission('moderateReviews')] as const;

  router.get(API_PATHS.adminReviews, ...guards, async (ctx) => {
    const { status } = reviewQuerySchema.parse(ctx.query);
    ctx.body = { reviews: await listReviewsForModeration(db, status) };
  });

  router.post(`${API_PATHS.adminReviews}/:id/decision`, ...guards, async (ctx) => {
    const decision = reviewDecisionSchema.parse(ctx.request.body ?? {});
    ctx.body = await moderateReview(db, ctx.params.id ?? '', decision, actorOf(ctx));
  });

  return router;
}
