import type { Knex } from 'knex';
import { moneyFromWire, moneyRows, type OrderMoney } from '#shared/payments/order-payment';
import { bankPaymentWords, cardPaymentWords, doorPaymentWords } from '#shared/payments/tenders';
import { orderPath, STATIC_PAGE_PATHS } from '#shared/routes';
import type { EmailKind } from '#shared/schemas/admin/outbox';
import type { Order } from '#shared/schemas/checkout';
import { type EmailBlock, type EmailContent, type EmailRow, renderEmail } from './email-frame.ts';
import { STORE_ORIGIN_MARK } from './mailer.ts';
import { enqueueEmail } from './outbox-store.ts';

/**
 * Every email about an order, in the store's frame (email-frame.ts): under its heading the order
 * number, and at its end the order's page and how to find the order on another device.
 */

export interface OrderEmailParts {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}

export const moneyOfOrder = (order: Order): OrderMoney => moneyFromWire(order.tender, order.payment, order.refunded);

/** What the order page says of the money while nothing is taken yet; null once something was. */
export function paymentDueWords(order: Order): string | null {
  const money = moneyOfOrder(order);
  if (money.state === 'due') return doorPaymentWords(money.dueCents);
  if (money.state !== 'authorised') return null;
  return (money.tender === 'card' ? cardPaymentWords : bankPaymentWords)(money.dueCents);
}

/** The order's money as its page lists it: what is due or held, what was taken, what came back. */
export const paymentRows = (order: Order): EmailRow[] => moneyRows(moneyOfOrder(order));

const orderLink = (order: Order) => `${STORE_ORIGIN_MARK}${orderPath(order.id)}`;
const ordersLink = `${STORE_ORIGIN_MARK}${STATIC_PAGE_PATHS.orders}`;
/** The Orders page's Look Up Order, in its dialog's words. */
const lookupWords = (order: Order) =>
  `On another device, open ${ordersLink} and choose Look Up Order, then enter the order number and the email you gave at checkout: ${order.number} and ${order.delivery.email}.`;

/** The email about `order`, as plain text and HTML. */
export function renderOrderEmail(order: Order, parts: OrderEmailParts): EmailContent {
  return renderEmail({
    subject: parts.subject,
    heading: parts.heading,
    reference: { label: 'Order number', value: order.number },
    blocks: parts.blocks,
    action: { label: 'View your order', href: orderLink(order) },
    footnote: { text: lookupWords(order), link: ordersLink },
  });
}

/**
 * Writes an email to the order's shopper in the transaction of the change it tells of; `key`
 * names that change, so writing it again changes nothing.
 */
export function enqueueOrderEmail(
  trx: Knex.Transaction,
  order: Order,
  { kind, key }: { kind: EmailKind; key: string },
  content: EmailContent,
): Promise<void> {
  return enqueueEmail(trx, {
    kind,
    dedupeKey: `order:${order.id}:${key}`,
    to: order.delivery.email,
    orderId: order.id,
    ...content,
  });
}
