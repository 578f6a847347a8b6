import { z } from 'zod';
import { EMAIL_STATUSES } from '#shared/schemas/admin/outbox';
import { optionalEnum } from '../lib/search-params.ts';

const optionalId = z.uuid().optional().catch(undefined);

/** The Outbox's address: a status, an order's emails, and the email a page starts after. */
export const outboxSearchSchema = z.object({
  status: optionalEnum(EMAIL_STATUSES),
  order: optionalId,
  before: optionalId,
});
export type OutboxSearch = z.infer<typeof outboxSearchSchema>;
