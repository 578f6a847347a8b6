import { z } from 'zod';
import { REVIEW_STATUSES } from '../review.ts';

/** Review moderation and the contact inbox. */

export const MODERATION_NOTE_MAX_LENGTH = 500;
const note = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX_LENGTH, `A note is at most ${MODERATION_NOTE_MAX_LENGTH} characters`);

export const reviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of: ${REVIEW_STATUSES.join(', ')}` }).default('pending'),
});

export const adminReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  product: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  review: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });

/** POST /api/admin/reviews/{id}/decision: only a pending review can be decided (else 409). */
export const reviewDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'decision must be approved or rejected' }),
  note: note.optional(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const messageQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'all'], { error: 'status must be open, handled or all' }).default('open'),
});

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  subjectLabel: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListSchema = z.object({ messages: z.array(adminMessageSchema), unread: z.number().int() });

/** PATCH /api/admin/messages/{id}: mark handled (or open again), and the internal note. */
export const messageUpdateSchema = z
  .object({ handled: z.boolean({ error: 'handled is true or false' }), note })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Send handled or note to change');
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;
