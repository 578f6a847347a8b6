import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import type { PublishedReview } from '#shared/schemas/published-review';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * GET /api/reviews: the reviews staff approved, newest first, all or one product's. Unlike the
 * catalogue, an answer counts as fresh for only a few seconds: a page shown again asks again, so
 * a review approved a moment ago is there. It is not saved on the device; offline, the service
 * worker answers with its last copy, and without one the pages show their sample reviews only.
 */
export const PUBLISHED_REVIEWS_FRESH_MS = 3000;

// The answer's schema loads with the request, not with the app (decision 008).
const listSchema = () =>
  import('#shared/schemas/published-review').then((schemas) => schemas.publishedReviewListSchema);

export const publishedReviewsQueryOptions = (productId?: string) =>
  queryOptions({
    queryKey: ['reviews', 'published', productId ?? 'all'] as const,
    queryFn: async (): Promise<PublishedReview[]> => {
      const path = productId ? `${API_PATHS.reviews}?${new URLSearchParams({ productId })}` : API_PATHS.reviews;
      return (await apiRequest(path, { schema: listSchema() })).reviews;
    },
    staleTime: PUBLISHED_REVIEWS_FRESH_MS,
  });
