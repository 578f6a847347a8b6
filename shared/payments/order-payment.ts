import { formatUsd, toCents } from '../money.ts';
import type { TenderId } from './tenders.ts';

/**
 * An order's money (decision 026), one state machine for every tender:
 * - `due`: placed with nothing taken (pay at the door); the driver takes it at the handoff;
 * - `captured`: the money is the store's (taken at the door, or charged by card at checkout);
 * - `voided`: nothing was or will be taken (cancelled, or returned to the store, before payment).
 * `dueCents` is the most the order may take: its total, less the lines the driver did not hand
 * over. A refund goes back to the tender that paid and never passes what was captured.
 */
export const PAYMENT_STATES = ['due', 'captured', 'voided'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How the driver was paid at the door. */
export const DOOR_METHODS = ['cash', 'debit'] as const;
export type DoorMethod = (typeof DOOR_METHODS)[number];

export const DOOR_METHOD_NAMES: Record<DoorMethod, string> = { cash: 'Cash', debit: 'Debit card' };

/** What paid for an order: a way of paying at the door, or the card charged at checkout. */
export const COLLECTED_AS = [...DOOR_METHODS, 'card'] as const;
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

/** An order's money as it is placed: a card is charged at checkout; at the door, all is due. */
export function moneyAtOrder(tender: TenderId, totalCents: number): OrderMoney {
  return tender === 'card'
    ? {
        tender,
        state: 'captured',
        dueCents: totalCents,
        capturedCents: totalCents,
        refundedCents: 0,
        collectedAs: 'card',
      }
    : { tender, state: 'due', dueCents: totalCents, capturedCents: 0, refundedCents: 0, collectedAs: null };
}

/** A line as the handoff counts it: what the shopper pays for it, as the order keeps it ("29.98"). */
interface PricedLine {
  lineTotal: string;
}

/**
 * What the order comes to once some lines are not handed over: the total less what those lines
 * cost. Delivery stays as charged (the delivery was made), and nothing costs more than ordered.
 */
export function amountHandedOverCents(
  totalCents: number,
  lines: readonly PricedLine[],
  notHandedOver: readonly number[],
): number {
  const removed = notHandedOver.reduce((sum, index) => sum + toCents(lines[index]?.lineTotal ?? '0'), 0);
  return totalCents - removed;
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
  if (money.tender !== 'door') return 'This order was paid by card at checkout: there is nothing to take at the door.';
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
  if (money.capturedCents === 0) return 'Nothing was taken for this order, so there is nothing to refund.';
  if (amountCents <= 0) return 'A refund returns more than nothing.';
  if (amountCents > refundable) {
    return `A refund can return at most ${formatUsd(refundable)}: what was taken and not yet refunded.`;
  }
  return null;
}

/** An order's money in a few words, for a list of orders. */
export function paymentSummaryWords(tender: TenderId, state: PaymentState): string {
  if (state === 'voided') return 'Nothing charged';
  if (state === 'due') return 'Due at the door';
  return tender === 'door' ? 'Paid at the door' : 'Paid by card';
}

/** Where a refund of this order's money goes: the tender that paid, never another. */
export function refundDestination(money: OrderMoney): string {
  if (money.collectedAs === 'cash') return 'paid back in cash by the store';
  if (money.collectedAs === 'debit') return 'refunded to the debit card at the store’s card terminal';
  return 'refunded to the card the order was paid with';
}

export interface MoneyRow {
  label: string;
  value: string;
}

/** How an order's money reads, for the shopper and the back office alike. */
export function moneyRows(money: OrderMoney): MoneyRow[] {
  const rows: MoneyRow[] = [];
  if (money.state === 'due') rows.push({ label: 'Due at the door', value: formatUsd(money.dueCents) });
  if (money.state === 'voided') rows.push({ label: 'Payment', value: 'Nothing was charged' });
  if (money.capturedCents > 0) {
    const how =
      money.collectedAs === 'card' || money.collectedAs === null
        ? 'Paid by card'
        : `Paid at the door (${DOOR_METHOD_NAMES[money.collectedAs].toLowerCase()})`;
    rows.push({ label: how, value: formatUsd(money.capturedCents) });
  }
  if (money.refundedCents > 0) rows.push({ label: 'Refunded', value: formatUsd(money.refundedCents) });
  return rows;
}
