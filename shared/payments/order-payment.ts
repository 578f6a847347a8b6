import { chargedAsHandedOver, type PricedLine } from '../catalogue/order-totals.ts';
import { formatUsd, toCents } from '../money.ts';
import type { OrderBreakdown } from '../schemas/checkout.ts';
import type { TenderId } from './tenders.ts';

/**
 * An order's money (decisions 026 and 027), one state machine for every tender:
 * - `due`: placed with nothing taken (pay at the door); the driver takes it at the handoff;
 * - `authorised`: the bank confirmed the account can pay, or the card's bank holds the total
 *   (decision 028); taken at the handoff for what was handed over, released if it never is;
 * - `pending`: debited from the bank account, not yet settled;
 * - `settled`: the bank debit reached the store;
 * - `returned`: the bank took a settled or pending debit back (no funds, a dispute);
 * - `captured`: the money is the store's (taken at the door, or the card charged at the handoff);
 * - `voided`: nothing was or will be taken (cancelled, or returned to the store, before payment).
 * `dueCents` is the most the order may take: its total, less the lines the driver did not hand
 * over. A refund goes back to the tender that paid and never passes what was captured.
 */
export const PAYMENT_STATES = ['due', 'authorised', 'pending', 'settled', 'returned', 'captured', 'voided'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How the driver was paid at the door. */
export const DOOR_METHODS = ['cash', 'debit'] as const;
export type DoorMethod = (typeof DOOR_METHODS)[number];

export const DOOR_METHOD_NAMES: Record<DoorMethod, string> = { cash: 'Cash', debit: 'Debit card' };

/** What paid for an order: a way of paying at the door, a bank debit, or the card charged at the handoff. */
export const COLLECTED_AS = [...DOOR_METHODS, 'bank', 'card'] as const;
export type CollectedAs = (typeof COLLECTED_AS)[number];

export interface OrderMoney {
  tender: TenderId;
  state: PaymentState;
  dueCents: number;
  capturedCents: number;
  refundedCents: number;
  collectedAs: CollectedAs | null;
}

/** An order's money as the wire carries it (orderPaymentSchema), in cents. */
export function moneyFromWire(
  tender: TenderId,
  payment: { state: PaymentState; due: string; captured: string; collectedAs: CollectedAs | null },
  refunded: string,
): OrderMoney {
  return {
    tender,
    state: payment.state,
    dueCents: toCents(payment.due),
    capturedCents: toCents(payment.captured),
    refundedCents: toCents(refunded),
    collectedAs: payment.collectedAs,
  };
}

/**
 * An order's money as it is placed: a bank account or a card is authorised for the total; at the
 * door, all is due. Nothing is taken until the handoff.
 */
export function moneyAtOrder(tender: TenderId, totalCents: number): OrderMoney {
  const nothingTaken = { tender, dueCents: totalCents, capturedCents: 0, refundedCents: 0, collectedAs: null };
  return { ...nothingTaken, state: tender === 'door' ? 'due' : 'authorised' };
}

/** Money that is the store's, or on its way: what a refund may give back. */
const TAKEN: readonly PaymentState[] = ['captured', 'pending', 'settled'];

/**
 * Why the authorised bank account or card cannot be charged `amountCents` at the handoff, or null
 * when it can: only an authorised payment, once, and never more than it was authorised for less
 * the lines not handed over.
 */
export function authorisedChargeRefusal(money: OrderMoney, amountCents: number): string | null {
  if (money.tender === 'door') return 'This order is paid at the door: the driver takes what is due.';
  const payment = money.tender === 'bank' ? 'The bank payment' : 'The card payment';
  if (money.state !== 'authorised') {
    return money.state === 'voided'
      ? `${payment} was cancelled: nothing can be taken.`
      : `${payment} for this order was already taken.`;
  }
  if (amountCents > money.dueCents) {
    return `That is more than was authorised: at most ${formatUsd(money.dueCents)} may be taken.`;
  }
  if (amountCents <= 0) return 'A payment takes more than nothing.';
  return null;
}

/** What the order comes to once some lines are not handed over (chargedAsHandedOver). */
export function amountHandedOverCents(
  breakdown: Pick<OrderBreakdown, 'delivery' | 'taxes' | 'total'>,
  lines: readonly PricedLine[],
  notHandedOver: readonly number[],
): number {
  return chargedAsHandedOver(breakdown, lines, notHandedOver).totalCents;
}

/** Why these lines cannot be the ones left out of a handoff, or null when they can. */
export function notHandedOverRefusal(lineCount: number, notHandedOver: readonly number[]): string | null {
  if (notHandedOver.some((index) => !Number.isInteger(index) || index < 0 || index >= lineCount)) {
    return `The order has ${lineCount} line${lineCount === 1 ? '' : 's'}: name lines by their place, from 0 to ${lineCount - 1}.`;
  }
  if (new Set(notHandedOver).size !== notHandedOver.length) return 'Each line not handed over is named once.';
  if (notHandedOver.length === lineCount) {
    return 'Nothing would be handed over: return the order to the store instead.';
  }
  return null;
}

/**
 * Why the driver cannot record `amountCents` taken at the door for this order, or null when the
 * payment may be recorded. Exactly what is due is taken: change for cash stays with the driver's
 * float, and a shortfall means a line should be recorded as not handed over.
 */
export function doorCollectionRefusal(money: OrderMoney, amountCents: number): string | null {
  if (money.tender === 'bank') return 'This order is paid by bank: it is debited when it is handed over.';
  if (money.tender !== 'door') return 'This order is paid by card: it is charged when it is handed over.';
  if (money.state === 'captured') return 'Payment for this order was already recorded.';
  if (money.state === 'voided') return 'Nothing is owed on this order.';
  if (amountCents > money.dueCents) {
    return `That is more than is due: take ${formatUsd(money.dueCents)}, and give change for cash.`;
  }
  if (amountCents < money.dueCents) {
    return `That is less than is due (${formatUsd(money.dueCents)}). Take the whole amount, or mark the lines not handed over.`;
  }
  return null;
}

/** Why `amountCents` cannot go back to the shopper, or null when it can: never more than was captured. */
export function refundRefusal(money: OrderMoney, amountCents: number): string | null {
  const refundable = money.capturedCents - money.refundedCents;
  if (money.state === 'returned') return 'The bank returned this payment: nothing reached the store to refund.';
  if (money.capturedCents === 0 || !TAKEN.includes(money.state)) {
    return 'Nothing was taken for this order, so there is nothing to refund.';
  }
  if (money.state === 'pending') {
    return 'The bank debit has not settled yet: refund it once it settles, in 1 to 2 business days.';
  }
  if (amountCents <= 0) return 'A refund returns more than nothing.';
  if (amountCents > refundable) {
    return `A refund can return at most ${formatUsd(refundable)}: what was taken and not yet refunded.`;
  }
  return null;
}

/** An order's money in a few words, for a list of orders. */
export function paymentSummaryWords(tender: TenderId, state: PaymentState): string {
  const words: Record<Exclude<PaymentState, 'captured'>, string> = {
    voided: 'Nothing charged',
    due: 'Due at the door',
    authorised: tender === 'card' ? 'Card authorised' : 'Bank authorised',
    pending: 'Bank debit pending',
    settled: 'Paid by bank',
    returned: 'Bank payment returned',
  };
  if (state !== 'captured') return words[state];
  return tender === 'door' ? 'Paid at the door' : 'Paid by card';
}

/** Where a refund of this order's money goes: the tender that paid, never another. */
export function refundDestination(money: OrderMoney): string {
  if (money.collectedAs === 'cash') return 'paid back in cash by the store';
  if (money.collectedAs === 'debit') return 'refunded to the debit card at the store’s card terminal';
  if (money.collectedAs === 'bank') return 'refunded to the bank account it was debited from';
  return 'refunded to the card the order was paid with';
}

export interface MoneyRow {
  label: string;
  value: string;
}

/** What a payment taken is called, by how it was taken and where it stands. */
function takenLabel(money: OrderMoney): string {
  if (money.collectedAs === 'cash' || money.collectedAs === 'debit') {
    return `Paid at the door (${DOOR_METHOD_NAMES[money.collectedAs].toLowerCase()})`;
  }
  if (money.collectedAs !== 'bank') return 'Paid by card';
  if (money.state === 'pending') return 'Debited from your bank (settling)';
  if (money.state === 'returned') return 'Debit returned by the bank';
  return 'Paid by bank';
}

/** How an order's money reads, for the shopper and the back office alike. */
export function moneyRows(money: OrderMoney): MoneyRow[] {
  const rows: MoneyRow[] = [];
  if (money.state === 'due') rows.push({ label: 'Due at the door', value: formatUsd(money.dueCents) });
  if (money.state === 'authorised') {
    const label = money.tender === 'card' ? 'Held on your card' : 'Authorised from your bank';
    rows.push({ label, value: formatUsd(money.dueCents) });
  }
  if (money.state === 'voided') rows.push({ label: 'Payment', value: 'Nothing was charged' });
  if (money.capturedCents > 0) rows.push({ label: takenLabel(money), value: formatUsd(money.capturedCents) });
  if (money.refundedCents > 0) rows.push({ label: 'Refunded', value: formatUsd(money.refundedCents) });
  return rows;
}
