import { centsToDecimal, formatUsd, toCents } from '../money.ts';
import type { OrderBreakdown } from '../schemas/checkout.ts';
import { type DeliveryOptionId, deliveryPriceCents, type StateDelivery } from './delivery.ts';

/** The most one card payment can take (Stripe's limit per charge): no order total is higher. */
export const STRIPE_MAX_CHARGE_CENTS = 99_999_999;

/** A line as the totals see it: what one item costs the shopper and what it costs at the regular price. */
export interface TotalsLine {
  quantity: number;
  unitCents: number;
  regularUnitCents: number;
}

export interface OrderTotals {
  /** The items at their regular (one-time) prices. */
  subtotalCents: number;
  /** What Subscribe & Save takes off. */
  savingsCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** What the shopper pays for the items, before delivery: a cart's total as the order-total cap sees it. */
export function itemsCents(lines: readonly Pick<TotalsLine, 'quantity' | 'unitCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

/**
 * An order's totals: items at regular prices, less Subscribe & Save, plus delivery at the ship-to
 * place's price for the option. Free Standard delivery is judged on what the shopper pays for the items.
 */
export function orderTotals(
  lines: readonly TotalsLine[],
  deliveryOption: DeliveryOptionId,
  delivery: StateDelivery,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.regularUnitCents * line.quantity, 0);
  const paidCents = itemsCents(lines);
  const deliveryCents = deliveryPriceCents(delivery, deliveryOption, paidCents);
  return {
    subtotalCents,
    savingsCents: subtotalCents - paidCents,
    deliveryCents,
    totalCents: paidCents + deliveryCents,
  };
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

export function breakdownOf(totals: OrderTotals): OrderBreakdown {
  return {
    subtotal: centsToDecimal(totals.subtotalCents),
    savings: centsToDecimal(totals.savingsCents),
    delivery: centsToDecimal(totals.deliveryCents),
    total: centsToDecimal(totals.totalCents),
  };
}

export interface BreakdownRow {
  label: string;
  value: string;
  kind: 'line' | 'saving' | 'total';
}

/** The server's totals as the shopper reads them: savings only when there are any, free delivery as "Free". */
export function breakdownRows(breakdown: OrderBreakdown): BreakdownRow[] {
  const savings = toCents(breakdown.savings);
  const delivery = toCents(breakdown.delivery);
  return [
    { label: 'Subtotal', value: formatUsd(toCents(breakdown.subtotal)), kind: 'line' },
    ...(savings > 0
      ? [{ label: 'Subscribe & Save savings', value: `-${formatUsd(savings)}`, kind: 'saving' as const }]
      : []),
    { label: 'Delivery', value: delivery === 0 ? 'Free' : formatUsd(delivery), kind: 'line' },
    { label: 'Total', value: formatUsd(toCents(breakdown.total)), kind: 'total' },
  ];
}
