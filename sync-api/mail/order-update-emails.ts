import { MAX_DELIVERY_ATTEMPTS, ORDER_STATUS_LABELS, type OrderStatus } from '#shared/back-office/order-status';
import { ACCEPTED_IDS } from '#shared/catalogue/delivery';
import { CARD_REFUND_TIME } from '#shared/catalogue/returns';
import { STORE_NAME } from '#shared/content/business';
import {
  ENJOY_WORDS,
  HOLD_RELEASED_WORDS,
  handedOverRows,
  RETURNED_WORDS,
  TRACKING_WORDS,
  trackingRows,
} from '#shared/content/order-words';
import { formatUsd, toCents } from '#shared/money';
import { refundDestination } from '#shared/payments/order-payment';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import type { Order } from '#shared/schemas/checkout';
import type { Tracking } from '#shared/schemas/tracking-number';
import type { EmailBlock, EmailContent } from './email-frame.ts';
import { STORE_ORIGIN_MARK } from './mailer.ts';
import { moneyOfOrder, type OrderEmailParts, paymentDueWords, paymentRows, renderOrderEmail } from './order-emails.ts';
import { lineRow } from './order-receipt-email.ts';

/**
 * The emails that follow an order after its receipt: each move of its status, named by the
 * statuses' labels and worded as the delivery and returns pages word them, a carrier and tracking
 * number given after it went out, and each refund. Each is built from the order as it is after
 * the change, so it says what the order page says then.
 */

/** The statuses a shopper is emailed about; Order Placed is the receipt's. */
export const EMAILED_STATUSES = ['processing', 'in_transit', 'delivered', 'cancelled', 'returned'] as const;
export type EmailedStatus = (typeof EMAILED_STATUSES)[number];

export const isEmailedStatus = (status: OrderStatus): status is EmailedStatus =>
  (EMAILED_STATUSES as readonly OrderStatus[]).includes(status);

/** A move of the order's status; In Transit back to Processing is a failed delivery attempt. */
export interface StatusMove {
  from: OrderStatus | null;
  to: EmailedStatus;
}

const subjectOf = (order: Order, news: string) => `Your ${STORE_NAME} order ${order.number}: ${news}`;
const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** Failed attempts so far: each time the order went from In Transit back to Processing. */
function failedAttempts(order: Order): number {
  return order.timeline.filter(
    (entry, index) => entry.status === 'processing' && order.timeline[index - 1]?.status === 'in_transit',
  ).length;
}

/** What a cancelled or returned order did with its money: a hold released, or what was taken. */
function endedPaymentBlocks(order: Order): EmailBlock[] {
  if (moneyOfOrder(order).state !== 'voided') return [{ kind: 'rows', rows: paymentRows(order) }];
  return [paragraph(HOLD_RELEASED_WORDS[order.tender] ?? 'Nothing was charged.')];
}

/** The carrier and tracking number, as the order page lists them: nothing when staff gave none. */
const trackingBlocks = (tracking: Tracking | null): EmailBlock[] =>
  tracking ? [{ kind: 'rows', rows: trackingRows(tracking) }, paragraph(TRACKING_WORDS)] : [];

function failedAttemptParts(order: Order): OrderEmailParts {
  const attempts = failedAttempts(order);
  const next =
    attempts < MAX_DELIVERY_ATTEMPTS
      ? 'We will try again: our care team will call or email you to agree the next delivery window, so you can be home with your ID. You can also contact us to arrange a better time.'
      : `That was the last of our ${MAX_DELIVERY_ATTEMPTS} attempts: our care team will contact you to reschedule or cancel it.`;
  return {
    subject: subjectOf(order, 'we could not deliver it'),
    heading: 'We could not deliver your order',
    blocks: [
      paragraph(
        `Delivery attempt ${attempts} of ${MAX_DELIVERY_ATTEMPTS} did not succeed, so your order is back with us.`,
      ),
      paragraph(next),
    ],
  };
}

function deliveredBlocks(order: Order): EmailBlock[] {
  const kept = order.lines.filter((_, index) => !order.notHandedOver.includes(index));
  const leftOut = order.lines.filter((_, index) => order.notHandedOver.includes(index));
  const [leftOutRow, chargedRow] = handedOverRows(toCents(order.breakdown.total), toCents(order.payment.due));
  const leftOutBlocks: EmailBlock[] =
    leftOut.length === 0
      ? []
      : [
          { kind: 'heading', text: 'Not handed over, so not charged' },
          { kind: 'rows', rows: leftOut.map(lineRow) },
          {
            kind: 'rows',
            rows: [leftOutRow, { ...chargedRow, total: true }],
          },
        ];
  return [
    paragraph(ENJOY_WORDS),
    { kind: 'heading', text: 'Handed over' },
    { kind: 'rows', rows: kept.map(lineRow) },
    ...leftOutBlocks,
    { kind: 'heading', text: 'Payment' },
    { kind: 'rows', rows: paymentRows(order) },
    paragraph(
      `If anything is not right, our returns policy says what we put right and how soon to tell us: ${STORE_ORIGIN_MARK}${STATIC_PAGE_PATHS.returns}`,
    ),
  ];
}

function statusParts(order: Order, to: EmailedStatus): OrderEmailParts {
  const label = ORDER_STATUS_LABELS[to];
  const due = paymentDueWords(order);
  switch (to) {
    case 'processing':
      return {
        subject: subjectOf(order, label),
        heading: 'We are packing your order',
        blocks: [
          paragraph(
            'Our team checks the order, picks your products from sealed stock and packs them in plain, odor-proof packaging. We will email you when it is on its way.',
          ),
        ],
      };
    case 'in_transit':
      return {
        subject: subjectOf(order, label),
        heading: 'Your order is on its way',
        blocks: [
          paragraph('Your order is with a driver, on its way to you.'),
          ...trackingBlocks(order.tracking),
          paragraph(
            `Have one of these photo IDs ready: ${ACCEPTED_IDS.join(', ')}. The driver checks it and hands the order only to you, and you sign for it.`,
          ),
          ...(due ? [paragraph(due)] : []),
        ],
      };
    case 'delivered':
      return { subject: subjectOf(order, label), heading: 'Your order was delivered', blocks: deliveredBlocks(order) };
    case 'cancelled':
      return {
        subject: subjectOf(order, label),
        heading: 'Your order was cancelled',
        blocks: endedPaymentBlocks(order),
      };
    case 'returned':
      return {
        subject: subjectOf(order, label),
        heading: 'Your order is back at our store',
        blocks: [
          paragraph(RETURNED_WORDS),
          ...(order.returnReason ? [paragraph(`Why: ${order.returnReason}.`)] : []),
          ...endedPaymentBlocks(order),
        ],
      };
  }
}

/** The email telling the shopper their order moved, read after the move. */
export function orderStatusEmail(order: Order, move: StatusMove): EmailContent {
  const backFromDelivery = move.from === 'in_transit' && move.to === 'processing';
  return renderOrderEmail(order, backFromDelivery ? failedAttemptParts(order) : statusParts(order, move.to));
}

/**
 * The email telling the shopper the carrier and tracking number staff gave their order after it
 * went out, or put right: each replaces what the shopper was sent before.
 */
export function orderTrackingEmail(order: Order, tracking: Tracking): EmailContent {
  return renderOrderEmail(order, {
    subject: subjectOf(order, 'tracking details'),
    heading: 'Follow your delivery',
    blocks: [
      paragraph('Your order is on its way. These tracking details replace any we sent you before.'),
      ...trackingBlocks(tracking),
    ],
  });
}

/** The email telling the shopper `amountCents` went back to them, read after the refund. */
export function orderRefundEmail(order: Order, amountCents: number): EmailContent {
  const money = moneyOfOrder(order);
  const amount = formatUsd(amountCents);
  const byCard = money.collectedAs === 'card' || money.collectedAs === 'debit';
  return renderOrderEmail(order, {
    subject: subjectOf(order, `${amount} refunded`),
    heading: `We refunded ${amount}`,
    blocks: [
      paragraph(`It is ${refundDestination(money)}.`),
      ...(byCard ? [paragraph(`Your bank takes ${CARD_REFUND_TIME} to show it.`)] : []),
      { kind: 'heading', text: 'Payment' },
      { kind: 'rows', rows: paymentRows(order) },
    ],
  });
}
