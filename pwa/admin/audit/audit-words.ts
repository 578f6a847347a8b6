import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#shared/back-office/order-status';
import type { AuditAction } from '#shared/schemas/admin/audit';
import { formatDateTime } from '../lib/format.ts';

/** Each action of the log as the owner reads it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Sign-in failed',
  'staff.sign_out': 'Signed out',
  'staff.created': 'Staff member added',
  'staff.updated': 'Staff member changed',
  'order.status_changed': 'Order status changed',
  'order.delivery_failed': 'Delivery attempt failed',
  'order.tracking_changed': 'Tracking number changed',
  'order.cancelled': 'Order cancelled',
  'order.refunded': 'Order refunded',
  'order.id_checked': 'ID checked at the door',
  'order.payment_taken': 'Payment taken at the handoff',
  'order.handed_over': 'Order handed over',
  'order.returned_to_store': 'Order returned to store',
  'order.bank_return_cleared': 'Returned bank payment cleared',
  'stock.changed': 'Stock changed',
  'settings.changed': 'Setting changed',
  'product.edited': 'Product edited',
  'review.moderated': 'Review moderated',
  'message.updated': 'Message updated',
  'message.replied': 'Message replied to',
  'state_rule.edited': 'State rule edited',
  'report.exported': 'Report exported',
  'email.resent': 'Email sent again',
};

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "onHand" and "on_hand" as "On hand". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * A recorded value in words: a time as the screens write times, an order's status by its
 * label, lists joined, nothing as a dash, anything else as compact JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value);
    return isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

/** An action's own words for a field's value (a state's limits), or null for `valueText`'s. */
export type ValueWords = (field: string, value: unknown) => string | null;

/**
 * What an entry changed, field by field: for two records only the fields that differ; for a
 * record made or removed, each of its fields; for plain values, the one before and after.
 */
export function changeLines(before: unknown, after: unknown, words: ValueWords = () => null): ChangeLine[] {
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : {};
    const next = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    const text = (key: string, value: unknown) => (value === undefined ? null : words(key, value)) ?? valueText(value);
    // A field absent on one side and empty on the other did not change.
    return keys
      .filter((key) => valueText(old[key]) !== valueText(next[key]))
      .map((key) => ({
        field: fieldLabel(key),
        before: isRecord(before) ? text(key, old[key]) : null,
        after: isRecord(after) ? text(key, next[key]) : null,
      }));
  }
  if (before === undefined && after === undefined) return [];
  if (before === null && after === null) return [];
  return [
    {
      field: 'Value',
      before: before === undefined || before === null ? null : valueText(before),
      after: after === undefined || after === null ? null : valueText(after),
    },
  ];
}
