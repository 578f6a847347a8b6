import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminReviewDecisionApiPath } from '#shared/api-paths';
import { adminReviewListSchema, type ReviewDecision } from '#shared/schemas/admin/moderation';
import type { ReviewStatus } from '#shared/schemas/review';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';

export const REVIEWS_KEY = ['admin', 'reviews'] as const;

export const reviewsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, status],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminReviews, { status }), { schema: adminReviewListSchema }),
  });

export function decideReview(reviewId: string, decision: ReviewDecision): Promise<unknown> {
  return apiRequest(adminReviewDecisionApiPath(reviewId), { method: 'POST', body: decision });
}
