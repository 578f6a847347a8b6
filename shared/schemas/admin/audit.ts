import { z } from 'zod';
import { isWithinCalendar, outsideCalendarMessage } from '../calendar-day.ts';

/** The audit log: every staff action, who, when, what, and the values before and after. */

export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.sign_out',
  'staff.created',
  'staff.updated',
  'order.status_changed',
  'order.delivery_failed',
  'order.tracking_changed',
  'order.cancelled',
  'order.refunded',
  'order.id_checked',
  'order.payment_taken',
  'order.handed_over',
  'order.returned_to_store',
  'order.bank_return_cleared',
  'stock.changed',
  'settings.changed',
  'product.edited',
  'review.moderated',
  'message.updated',
  'message.replied',
  'state_rule.edited',
  'report.exported',
  'email.resent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

const isoDate = z.iso
  .date({ error: 'Dates are YYYY-MM-DD' })
  .refine(isWithinCalendar, outsideCalendarMessage('Dates are'));

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Not an action the log records' }).optional(),
  staff: z.string().trim().max(254).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
