import { z } from 'zod';
import { REVIEW_STATUSES, type ReviewStatus } from '#shared/schemas/review';
import { optionalEnum } from '../lib/search-params.ts';

/** The reviews screen's address: which decision to list; none means the pending queue. */
export const reviewsSearchSchema = z.object({ status: optionalEnum(REVIEW_STATUSES) });
export type ReviewsSearch = z.infer<typeof reviewsSearchSchema>;
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'pending';
