import { z } from 'zod';

/** The back office's Outbox: every email the store wrote, whether it went, and what failed. */

export const EMAIL_KINDS = ['order_receipt', 'order_status', 'order_refund', 'contact_reply', 'sign_in_code'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  order_receipt: 'Receipt',
  order_status: 'Order update',
  order_refund: 'Refund',
  contact_reply: 'Reply',
  sign_in_code: 'Sign-in code',
};

/**
 * queued: waiting for its first try or its next one; sending: a worker holds it now; sent: the
 * SMTP server took it; failed: every try failed, and it waits for staff to send it again.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_PAGE_SIZE = 50;

const emailId = z.uuid({ error: 'Not an email id' });

export const outboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES, { error: 'Not a status an email has' }).optional(),
  order: z.uuid({ error: 'Not an order id' }).optional(),
  before: emailId.optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** The id in an email's path, under `API_PATHS.adminOutbox`. */
export const outboxEmailParamsSchema = z.object({ id: emailId });

export const outboxEmailSchema = z.object({
  id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSchema),
  /** The id to ask for the next page with (`before`), or null on the last one. */
  next: z.string().nullable(),
  /** How many wait to be sent again, whatever the page shows. */
  failing: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/**
 * One email as it is sent (its links made absolute, From as the mailer writes it), and as the
 * embedded catcher received it (null with a real SMTP server, or before it arrived).
 */
export const outboxEmailDetailSchema = outboxEmailSchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
  /** When its text and HTML were cleared, past their keeping (shared/content/retention.ts); null while kept. */
  contentsClearedAt: z.string().nullable(),
  messageId: z.string(),
  received: z.object({ at: z.string(), from: z.string(), to: z.array(z.string()) }).nullable(),
});
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>;
