import { DELIVERY_OPTION_NAMES } from '#shared/catalogue/delivery';
import { breakdownRows } from '#shared/catalogue/order-totals';
import type { PurchaseType } from '#shared/catalogue/sizes';
import { usStateByCode } from '#shared/compliance/us-states';
import { STORE_NAME } from '#shared/content/business';
import { ID_READY_WORDS } from '#shared/content/order-words';
import { formatUsd, toCents } from '#shared/money';
import { TENDER_NAMES } from '#shared/payments/tenders';
import type { Order, OrderLine } from '#shared/schemas/checkout';
import type { EmailBlock, EmailContent, EmailRow } from './email-frame.ts';
import { paymentDueWords, renderOrderEmail } from './order-emails.ts';

/**
 * The receipt, written when an order is placed: what the order page shows of it (each line, the
 * totals row by row with each tax, where and how it is delivered, how it is paid and when the
 * money moves), in the page's words.
 */

/** A line's purchase type, as the order page names it. */
const PURCHASE_TYPE_WORDS: Record<PurchaseType, string> = {
  'one-time': 'One-time purchase',
  subscription: 'Subscribe & Save',
};

export function lineRow(line: OrderLine): EmailRow {
  return {
    label: line.name,
    detail: `${line.sizeLabel} · ${PURCHASE_TYPE_WORDS[line.purchaseType]} · Quantity: ${line.quantity} × ${formatUsd(toCents(line.unitPrice))}`,
    value: formatUsd(toCents(line.lineTotal)),
  };
}

/** The totals exactly as the order page lists them. */
const totalsRows = (order: Order): EmailRow[] =>
  breakdownRows(order.breakdown).map((row) => ({ label: row.label, value: row.value, total: row.kind === 'total' }));

function addressLines({ delivery }: Order): string[] {
  const state = usStateByCode(delivery.state)?.name ?? delivery.state;
  return [delivery.fullName, delivery.street, `${delivery.city}, ${state} ${delivery.zip}`, delivery.phone];
}

function paymentBlocks(order: Order): EmailBlock[] {
  const account = order.payment.accountLast4 ? ` (account ending ${order.payment.accountLast4})` : '';
  const due = paymentDueWords(order);
  return [
    { kind: 'paragraph', text: `${TENDER_NAMES[order.tender]}${account}` },
    ...(due ? [{ kind: 'paragraph' as const, text: due }] : []),
  ];
}

export function orderReceiptEmail(order: Order): EmailContent {
  return renderOrderEmail(order, {
    subject: `Your ${STORE_NAME} order ${order.number}`,
    heading: `Thanks for your order, ${order.delivery.fullName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'We have your order. We will email you as it moves along: when we pack it, when it is on its way and when it is delivered.',
      },
      { kind: 'heading', text: 'Your order' },
      { kind: 'rows', rows: order.lines.map(lineRow) },
      { kind: 'rows', rows: totalsRows(order) },
      { kind: 'heading', text: 'Delivery' },
      { kind: 'lines', lines: addressLines(order) },
      { kind: 'paragraph', text: `${DELIVERY_OPTION_NAMES[order.deliveryOption]} delivery` },
      { kind: 'paragraph', text: ID_READY_WORDS },
      { kind: 'heading', text: 'Payment' },
      ...paymentBlocks(order),
    ],
  });
}
