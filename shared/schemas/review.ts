import { z } from 'zod';

/**
 * A shopper's review, checked by the review form on the
 * device and again by POST /api/reviews. Text is trimmed; a script tag is only text here, and
 * nothing ever renders it as HTML.
 */

/** The products a review can be about, named as the review form lists them. */
export const REVIEW_PRODUCTS = [
  'Lychee Gummies',
  'Watermelon Gummies',
  'Blue Dream Preroll',
  'Northern Lights Preroll',
  'Purple Gruntz Vape',
  'Bubblegum Gelato Vape',
  'Sunset Sherbet Flower',
  'Tangie Flower',
] as const;
export type ReviewProduct = (typeof REVIEW_PRODUCTS)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** The form starts at five stars. */
export const DEFAULT_RATING = 5;

export const REVIEW_LIMITS = { name: 80, title: 120, review: 2000 } as const;

/** Required text, trimmed, with messages that name the field the way the form labels it. */
export function requiredText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`)
      // PostgreSQL text cannot hold a NUL character; refuse it here rather than fail on insert.
      .refine((text) => !text.includes('\u0000'), `${label} contains a character that cannot be stored`)
  );
}

/**
 * The device's id for one submission, made when the shopper presses submit. A retried or
 * queued send carries the same id, so the server stores the submission once. Lower-cased, as
 * PostgreSQL prints a uuid.
 */
export const submissionIdSchema = z
  .uuid({ error: 'submissionId must be a UUID made on the device' })
  .transform((id) => id.toLowerCase());

export const reviewSchema = z.object({
  name: requiredText('Name', REVIEW_LIMITS.name),
  rating: z
    .number({ error: `Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}` })
    .int(`Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}`)
    .min(MIN_RATING, `Rating must be at least ${MIN_RATING} star`)
    .max(MAX_RATING, `Rating must be at most ${MAX_RATING} stars`)
    .default(DEFAULT_RATING),
  product: z.enum(REVIEW_PRODUCTS, { error: 'Choose one of our products' }),
  title: requiredText('Title', REVIEW_LIMITS.title),
  review: requiredText('Review', REVIEW_LIMITS.review),
});
/** What the form holds before checking (rating may be absent). */
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/reviews. Unknown fields are dropped. */
export const reviewSubmissionSchema = reviewSchema.extend({ submissionId: submissionIdSchema });
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The answer: the stored review's id and its moderation status ('pending' when new). */
export const reviewReceiptSchema = z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) });
export type ReviewReceipt = z.infer<typeof reviewReceiptSchema>;
