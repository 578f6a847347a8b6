import * as z from 'zod/mini';
import { productIdSchema } from './product-id.ts';

/**
 * GET /api/reviews: the reviews staff have approved, as the shop shows them. Only their text
 * (never a moderation note, never anything pending or rejected), and shown as text, never as
 * HTML. zod/mini: the product page and /reviews check this answer, and the product page can be
 * the first page a shopper opens (decision 008).
 */

/** The most the answer holds: the newest approved reviews. */
export const PUBLISHED_REVIEWS_LIMIT = 24;

export const publishedReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  /** The product as the review names it. */
  product: z.string(),
  /** Its id in the catalogue, or null if the catalogue no longer holds it. */
  productId: z.nullable(z.string()),
  title: z.string(),
  review: z.string(),
  /** When it was written, as an ISO 8601 timestamp. */
  date: z.string(),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

export const publishedReviewListSchema = z.object({ reviews: z.array(publishedReviewSchema) });
export type PublishedReviewList = z.infer<typeof publishedReviewListSchema>;

/** GET /api/reviews?productId=: one product's reviews, or every product's without it. */
export const publishedReviewQuerySchema = z.object({ productId: z.optional(productIdSchema) });
