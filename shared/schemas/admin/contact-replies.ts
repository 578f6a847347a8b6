import { z } from 'zod';
import { CONTACT_LIMITS } from '../contact.ts';
import { requiredText } from '../review.ts';
import { adminMessageSchema } from './moderation.ts';
import { EMAIL_STATUSES } from './outbox.ts';

/** Staff replies to contact messages: each one an email to the shopper, kept in the message's thread. */

/** As long as the shopper's own message may be (migration 026 checks it too). */
export const CONTACT_REPLY_MAX_LENGTH = CONTACT_LIMITS.message;

/** POST /api/admin/messages/{id}/replies. */
export const contactReplyRequestSchema = z.object({ body: requiredText('Reply', CONTACT_REPLY_MAX_LENGTH) }).strict();
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

export const contactReplySchema = z.object({
  id: z.string(),
  /** Who sent it. */
  staffEmail: z.string(),
  createdAt: z.string(),
  body: z.string(),
  /** Whether its email went (the outbox's status); null only if the outbox no longer holds it. */
  emailStatus: z.enum(EMAIL_STATUSES).nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** GET /api/admin/messages/{id}: the message with its thread, oldest reply first. */
export const adminMessageThreadSchema = adminMessageSchema.extend({ replies: z.array(contactReplySchema) });
export type AdminMessageThread = z.infer<typeof adminMessageThreadSchema>;
