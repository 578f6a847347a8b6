import { formatUsd } from '../money.ts';

/**
 * The ways a shopper may pay (decision 025). Card networks and Stripe bar cannabis, so a
 * licensed delivery store takes cash or debit at the door, or a debit from the shopper's bank
 * account (decision 027); a card stays as one tender among others, for what a card may buy. Each
 * state's rule names the tenders it offers; checkout shows only those, and the server refuses
 * any other.
 */
export const TENDER_IDS = ['door', 'bank', 'card'] as const;
export type TenderId = (typeof TENDER_IDS)[number];

export const TENDER_NAMES: Record<TenderId, string> = {
  door: 'Pay at the door',
  bank: 'Pay by bank',
  card: 'Card',
};

/** What each tender takes, said under its name at checkout. */
export const TENDER_DETAILS: Record<TenderId, string> = {
  door: 'Cash or debit card, paid to the driver when your order arrives',
  bank: 'From your checking account, taken only once your order is handed over',
  card: 'Held on your card now, charged only once your order is handed over',
};

/** What a shopper paying at the door hands over, and when: said at checkout and on the order's page. */
export const doorPaymentWords = (totalCents: number) =>
  `Have ${formatUsd(totalCents)} ready in cash or on a debit card: the driver checks your ID, then takes payment.`;

/** When money moves for an order of `totalCents`, as checkout says it before the shopper commits. */
export function whenMoneyMoves(tender: TenderId, totalCents: number): string {
  if (tender === 'door') return `Nothing is charged now. ${doorPaymentWords(totalCents)}`;
  if (tender === 'bank') return bankPaymentWords(totalCents);
  return cardPaymentWords(totalCents);
}

/** When a card payment moves, said at checkout and on the order's page while it is held. */
export const cardPaymentWords = (totalCents: number) =>
  `Nothing is charged now: your card's bank holds ${formatUsd(totalCents)}. Once the driver hands your order over, we charge what you received, never more, and release the rest.`;

/** When a bank payment moves, said at checkout and on the order's page while it is authorised. */
export const bankPaymentWords = (totalCents: number) =>
  `Nothing is taken now: your bank confirms your account can pay ${formatUsd(totalCents)}. Once the driver hands your order over, we debit what you received, never more.`;

/** The tenders a place offers, in the store's order; none where the rule is unknown. */
export function tendersOffered(place: { tenders: readonly TenderId[] } | null): TenderId[] {
  return place ? TENDER_IDS.filter((id) => place.tenders.includes(id)) : [];
}

/** Why a tender cannot pay for an order to this place, or null when it can. */
export function tenderUnavailableReason(
  place: { name: string; tenders: readonly TenderId[] } | null,
  tender: TenderId,
): string | null {
  if (!place) return 'Choose a state we deliver to first.';
  if (place.tenders.includes(tender)) return null;
  const offered = tendersOffered(place).map((id) => TENDER_NAMES[id]);
  return offered.length > 0
    ? `${TENDER_NAMES[tender]} is not offered for delivery to ${place.name}. Choose ${offered.join(' or ')}.`
    : `No payment is offered for delivery to ${place.name} yet.`;
}
