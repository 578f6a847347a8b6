import { z } from 'zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../back-office/order-status.ts';
import { DELIVERY_OPTION_IDS } from '../../catalogue/delivery.ts';
import { PAYMENT_STATES } from '../../payments/order-payment.ts';
import { TENDER_IDS } from '../../payments/tenders.ts';
import { isWithinCalendar, outsideCalendarMessage } from '../calendar-day.ts';
import {
  deliveryDetailsSchema,
  orderBreakdownSchema,
  orderLineSchema,
  orderPaymentSchema,
  PAYMENT_PROVIDERS,
} from '../checkout.ts';
import { carrierSchema, checkTrackingPair, trackingNumberSchema, trackingSchema } from '../tracking-number.ts';

/** The back office's orders: the list, one order, and the moves staff make. */

export const ORDER_PAGE_SIZE = 25;
export const ORDER_SEARCH_MAX_LENGTH = 100;

const isoDate = z.iso
  .date({ error: 'Dates are YYYY-MM-DD' })
  .refine(isWithinCalendar, outsideCalendarMessage('Dates are'));

/** GET /api/admin/orders: every filter optional; dates are days in UTC, both ends included. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** An order number, an email, or the start of a shopper's name. */
  q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH, `q is at most ${ORDER_SEARCH_MAX_LENGTH} characters`).optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  shopperName: z.string(),
  shipState: z.string(),
  deliveryOption: z.enum(DELIVERY_OPTION_IDS),
  total: z.string(),
  /** How it is paid: a card at checkout, or the total to the driver at the door. */
  tender: z.enum(TENDER_IDS),
  /** Where its money is (shared/payments/order-payment.ts), and what went back. */
  paymentState: z.enum(PAYMENT_STATES),
  refunded: z.string(),
  status: orderStatusSchema,
  /** Stock could not fill it when it was paid: someone must look before packing. */
  needsAttention: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/**
 * One entry of an order's timeline, oldest first; `by` is null for the shopper or the provider.
 * `tracking` is what a move to In Transit was given, or what a `tracking` entry set (null there: taken away).
 */
export const orderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'delivery_attempt', 'refund', 'handoff', 'payment', 'tracking']),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema.nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
  tracking: trackingSchema.nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderSchema = adminOrderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  /** Everything the shopper gave but the date of birth, which only shows as checked. */
  delivery: deliveryDetailsSchema.omit({ dateOfBirth: true }),
  ageChecked: z.boolean(),
  breakdown: orderBreakdownSchema,
  /** The order's money, with a card's provider and intent (none for an order paid at the door). */
  payment: orderPaymentSchema.extend({
    tender: z.enum(TENDER_IDS),
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    paymentIntentId: z.string().nullable(),
    amount: z.string(),
    refunded: z.string(),
    /** When the owner cleared a bank debit the bank returned, so its payer may pay by bank again. */
    returnClearedAt: z.string().nullable(),
  }),
  notHandedOver: z.array(z.number().int()),
  returnReason: z.string().nullable(),
  attentionReason: z.string().nullable(),
  deliveryAttempts: z.number().int(),
  /** The carrier and tracking number, while it is In Transit or once Delivered (shared/schemas/tracking-number.ts). */
  tracking: trackingSchema.nullable(),
  timeline: z.array(orderEventSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** How long a note on an order's change may be. */
export const ORDER_NOTE_MAX = 500;
const orderNoteSchema = z
  .string()
  .trim()
  .max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters`)
  .optional();

/**
 * POST /api/admin/orders/{id}/status: the status the person pressing saw, and the one they
 * chose. When the order has moved since, the answer is 409 and nothing changes. A move to In
 * Transit may carry the carrier and tracking number, both or neither; no other move takes them.
 */
export const orderStatusMoveSchema = z
  .object({
    from: orderStatusSchema,
    to: orderStatusSchema,
    note: orderNoteSchema,
    carrier: carrierSchema.nullish(),
    trackingNumber: trackingNumberSchema.nullish(),
  })
  .superRefine((move, ctx) => {
    checkTrackingPair(move, ctx);
    if (move.to !== 'in_transit' && (move.carrier != null || move.trackingNumber != null)) {
      ctx.addIssue({
        code: 'custom',
        path: [move.carrier != null ? 'carrier' : 'trackingNumber'],
        message: `Only a move to ${ORDER_STATUS_LABELS.in_transit} takes a carrier and tracking number`,
      });
    }
  });
export type OrderStatusMove = z.infer<typeof orderStatusMoveSchema>;

/** POST /api/admin/orders/{id}/delivery-attempts: a failed attempt, with what happened. */
export const failedDeliverySchema = z.object({
  note: orderNoteSchema,
});

/** POST /api/admin/orders/{id}/cancel (owner): cancels a placed or processing order and refunds it. */
export const cancelOrderSchema = z.object({
  from: orderStatusSchema,
  note: orderNoteSchema,
});
export type CancelOrderRequest = z.infer<typeof cancelOrderSchema>;

const moneySchema = (field: string) =>
  z
    .string({ error: `${field} is an amount, as 12.50` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `${field} is an amount, as 12.50`);

/**
 * POST /api/admin/orders/{id}/refund (owner): money back to the tender that paid, at most what
 * was taken and not yet refunded. `refundedBefore` is what the screen showed as refunded, so a
 * second press (or someone else's refund meanwhile) is refused rather than paid twice.
 */
export const refundOrderSchema = z.object({
  amount: moneySchema('amount'),
  refundedBefore: moneySchema('refundedBefore'),
  note: orderNoteSchema,
});
export type RefundOrderRequest = z.infer<typeof refundOrderSchema>;

/** POST /api/admin/orders/{id}/clear-bank-return: how the returned bank debit was settled. */
export const clearBankReturnSchema = z.object({
  note: z
    .string({ error: 'Say how the returned payment was settled' })
    .trim()
    .min(1, 'Say how the returned payment was settled')
    .max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters`),
});
export type ClearBankReturnRequest = z.infer<typeof clearBankReturnSchema>;
