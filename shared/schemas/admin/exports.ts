import { z } from 'zod';
import { COLLECTED_AS } from '../../payments/order-payment.ts';
import { isWithinCalendar, outsideCalendarMessage } from '../calendar-day.ts';

/**
 * The owner's CSV exports for the accountant (issue 30) over a range of the store's calendar days
 * (STORE_TIME_ZONE), both ends included: every order, or every order line, placed on those days;
 * every tax charged on them and given back by the days' refunds; and each day's closing report
 * (shared/schemas/admin/closing-report.ts).
 */

export const EXPORT_REPORTS = ['orders', 'order-lines', 'taxes', 'closing'] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

export const EXPORT_REPORT_NAMES: Record<ExportReport, string> = {
  orders: 'Orders',
  'order-lines': 'Order lines',
  taxes: 'Taxes',
  closing: 'Daily closing',
};

/** A year and a day: a leap year's whole. */
export const EXPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** One of the store's days as YYYY-MM-DD, within the calendar the store reads. */
export const storeDaySchema = z.iso
  .date({ error: 'A date as YYYY-MM-DD', abort: true })
  .refine(isWithinCalendar, outsideCalendarMessage('Dates are'));

/** Days between two calendar dates, both ends counted ("2026-12-01" to itself is 1). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const bothDays = (from: unknown, to: unknown) =>
  storeDaySchema.safeParse(from).success && storeDaySchema.safeParse(to).success;

export const exportRangeSchema = z
  .object({ from: storeDaySchema, to: storeDaySchema })
  // A range is judged only between two days: a missing or malformed one is told under its own field.
  .refine(({ from, to }) => !bothDays(from, to) || to >= from, {
    path: ['to'],
    error: 'The range ends before it starts',
  })
  .refine(({ from, to }) => !bothDays(from, to) || daysInRange(from, to) <= EXPORT_MAX_DAYS, {
    path: ['to'],
    error: `A range covers at most ${EXPORT_MAX_DAYS} days`,
  });
export type ExportRange = z.infer<typeof exportRangeSchema>;

/** The columns of each export, in order: the header row names them. */
export const EXPORT_COLUMNS: Record<ExportReport, readonly string[]> = {
  orders: [
    'number',
    'placed_at',
    'store_day',
    'status',
    'ship_to_state',
    'tender',
    'payment_state',
    'subtotal',
    'savings',
    'delivery',
    'total',
    'captured',
    'refunded',
    'collected_as',
  ],
  'order-lines': [
    'number',
    'store_day',
    'status',
    'product_id',
    'name',
    'size',
    'purchase_type',
    'quantity',
    'unit_price',
    'line_total',
    'handed_over',
  ],
  // Long form, one record per tax an order was charged (`sale`) or a refund gave back (`refund`,
  // negative): an accountant pivots it by day, state and kind.
  taxes: ['store_day', 'number', 'entry', 'state', 'kind', 'label', 'place', 'rate_percent', 'base', 'amount'],
  // One record per day; after these, one column per tax collected in the range, by state and
  // kind (closingTaxColumn), so a day's row reads across like the closing report.
  closing: [
    'store_day',
    'orders_placed',
    'orders_cancelled',
    'gross_sales',
    'discounts',
    'not_handed_over',
    'refunds_excl_tax',
    'net_sales',
    'delivery',
    'tax_charged',
    'refund_count',
    'refunds',
    'refunds_tax',
    'refunds_without_amount',
    'tax_collected',
    ...COLLECTED_AS.map((tender) => `takings_${tender}`),
    'takings_total',
    ...COLLECTED_AS.map((tender) => `refunds_${tender}`),
  ],
};
