import { centsToDecimal } from '../money.ts';
import type { OrderBreakdown } from '../schemas/checkout.ts';
import { type DeliveryOptionId, deliveryPriceCents } from './delivery.ts';

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

/**
 * An order's totals: items at regular prices, less Subscribe & Save, plus delivery.
 * Free Standard delivery is judged on what the shopper pays for the items.
 */
export function orderTotals(lines: readonly TotalsLine[], deliveryOption: DeliveryOptionId): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.regularUnitCents * line.quantity, 0);
  const itemsCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const deliveryCents = deliveryPriceCents(deliveryOption, itemsCents);
  return {
    subtotalCents,
    savingsCents: subtotalCents - itemsCents,
    deliveryCents,
    totalCents: itemsCents + deliveryCents,
  };
}

export function breakdownOf(totals: OrderTotals): OrderBreakdown {
  return {
    subtotal: centsToDecimal(totals.subtotalCents),
    savings: centsToDecimal(totals.savingsCents),
    delivery: centsToDecimal(totals.deliveryCents),
    total: centsToDecimal(totals.totalCents),
  };
}
