import { MINIMUM_AGE } from '../age.ts';
import { formatUsd } from '../money.ts';
import type { TenderId } from '../payments/tenders.ts';
import type { Tracking } from '../schemas/tracking-number.ts';

/** What an order's page and its emails say of an order until it is handed over. */
export const ID_READY_WORDS = `Have a government photo ID ready: an adult ${MINIMUM_AGE} or over must sign for the delivery.`;

/** After a delivery, on the order's page and in the delivered email. */
export const ENJOY_WORDS = 'Enjoy, and tell us how you like it.';

/** An order Returned to store, on its page and in its email. */
export const RETURNED_WORDS = 'The driver could not hand your order over, so it is back at our store.';

/**
 * What an order that ended before its handoff did with what it held (decisions 027, 028), on its
 * page and in its email; an order paid at the door held nothing.
 */
export const HOLD_RELEASED_WORDS: Partial<Record<TenderId, string>> = {
  bank: 'The hold on your bank account is released: nothing was taken.',
  card: 'The hold on your card is released: nothing was charged.',
};

/**
 * The rows under an order's totals when the driver handed over less than was ordered: what was
 * left out, and what the shopper was charged, on the order page and in the delivered email.
 */
export function handedOverRows(
  totalCents: number,
  dueCents: number,
): [{ label: string; value: string }, { label: string; value: string }] {
  return [
    { label: 'Not handed over', value: `-${formatUsd(totalCents - dueCents)}` },
    { label: 'Charged for what you received', value: formatUsd(dueCents) },
  ];
}

/** The names of an order's carrier and tracking number, wherever they are shown or entered. */
export const TRACKING_LABELS: Record<keyof Tracking, string> = {
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
};

/** The carrier and tracking number staff gave, as the order's page and its emails list them. */
export function trackingRows(tracking: Tracking): [{ label: string; value: string }, { label: string; value: string }] {
  return [
    { label: TRACKING_LABELS.carrier, value: tracking.carrier },
    { label: TRACKING_LABELS.trackingNumber, value: tracking.trackingNumber },
  ];
}

/** Under the tracking rows, on the order's page and in its emails. */
export const TRACKING_WORDS = "Follow your delivery on the carrier's website with this tracking number.";
