import { formatUsd } from '../money.ts';

/**
 * The largest order total and what a cart's items come to, apart from the totals' computation
 * (order-totals.ts, with taxes): the cart engine, in every page's first script, needs only these.
 */

/** The most one card payment can take (Stripe's limit per charge): no order total is higher. */
export const STRIPE_MAX_CHARGE_CENTS = 99_999_999;

/** A line's quantity and what one item costs the shopper. */
interface PaidLine {
  quantity: number;
  unitCents: number;
}

/** What the shopper pays for the items, before delivery: a cart's total as the order-total cap sees it. */
export function itemsCents(lines: readonly PaidLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

const totalCapWords = (maxCents: number) => `An order can total at most ${formatUsd(maxCents)}`;

/** Why a cart change is refused: the cart, before delivery, would pass the largest order total. */
export function cartOverTotalMessage(maxCents: number, cartCents: number): string {
  return `${totalCapWords(maxCents)}; this cart would total ${formatUsd(cartCents)}.`;
}

/** Why a payment is not prepared: the order, delivery included, passes the largest order total. */
export function orderOverTotalMessage(maxCents: number, totalCents: number): string {
  return `${totalCapWords(maxCents)}; this one totals ${formatUsd(totalCents)}. Please remove some items.`;
}
