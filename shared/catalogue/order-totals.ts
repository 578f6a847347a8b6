import { centsToDecimal, formatUsd, toCents } from '../money.ts';
import type { OrderBreakdown, TaxLine } from '../schemas/checkout.ts';
import {
  type ApplicableTax,
  type ChargedTax,
  chargeTaxes,
  taxLineLabel,
  totalTaxCents,
} from '../taxes/compute-taxes.ts';
import { type DeliveryOptionId, deliveryPriceCents, type StateDelivery } from './delivery.ts';
import { itemsCents } from './order-total-cap.ts';

/** A line as the totals see it: what one item costs the shopper. */
export interface TotalsLine {
  quantity: number;
  unitCents: number;
}

export interface OrderTotals {
  /** The items. */
  subtotalCents: number;
  deliveryCents: number;
  /** Each tax, in the order charged. */
  taxes: ChargedTax[];
  totalCents: number;
}

/**
 * An order's totals: the items, plus delivery at the ship-to place's price for the option (free
 * Standard delivery judged on the items), plus the place's taxes (shared/taxes/compute-taxes.ts)
 * on what the shopper pays.
 */
export function orderTotals(
  lines: readonly TotalsLine[],
  deliveryOption: DeliveryOptionId,
  delivery: StateDelivery,
  taxes: readonly ApplicableTax[] = [],
): OrderTotals {
  const subtotalCents = itemsCents(lines);
  const deliveryCents = deliveryPriceCents(delivery, deliveryOption, subtotalCents);
  const charged = chargeTaxes(taxes, { itemsCents: subtotalCents, deliveryCents });
  return {
    subtotalCents,
    deliveryCents,
    taxes: charged,
    totalCents: subtotalCents + deliveryCents + totalTaxCents(charged),
  };
}

/** A charged tax as an order keeps it. */
function taxLineOf(tax: ChargedTax): TaxLine {
  return {
    kind: tax.kind,
    label: tax.label,
    ratePercent: tax.ratePercent,
    ...(tax.place ? { place: tax.place } : {}),
    onDelivery: tax.onDelivery,
    onTaxes: tax.onTaxes,
    base: centsToDecimal(tax.baseCents),
    amount: centsToDecimal(tax.amountCents),
  };
}

/** A line as the handoff counts it: what the shopper pays for it, as the order keeps it ("29.98"). */
export interface PricedLine {
  lineTotal: string;
}

/**
 * What an order came to as handed over, and each tax on that. Handed over whole, what it was
 * charged; with lines not handed over, the lines kept, the delivery as charged (the delivery was
 * made) and each tax the order was charged, under the terms it kept, on what was kept. Never more
 * than the order's total. The handoff takes this amount; a refund gives back tax in proportion to
 * it; the closing report counts it.
 */
export function chargedAsHandedOver(
  breakdown: Pick<OrderBreakdown, 'delivery' | 'taxes' | 'total'>,
  lines: readonly PricedLine[],
  notHandedOver: readonly number[],
): { totalCents: number; taxes: ChargedTax[] } {
  const terms = (breakdown.taxes ?? []).map(({ kind, label, ratePercent, place, onDelivery, onTaxes }) => ({
    kind,
    label,
    ratePercent,
    ...(place ? { place } : {}),
    onDelivery,
    onTaxes,
  }));
  if (notHandedOver.length === 0) {
    return {
      totalCents: toCents(breakdown.total),
      taxes: (breakdown.taxes ?? []).map((tax, index) => ({
        ...(terms[index] as ApplicableTax),
        baseCents: toCents(tax.base),
        amountCents: toCents(tax.amount),
      })),
    };
  }
  const keptItemsCents = lines.reduce(
    (sum, line, index) => (notHandedOver.includes(index) ? sum : sum + toCents(line.lineTotal)),
    0,
  );
  const deliveryCents = toCents(breakdown.delivery);
  const taxes = chargeTaxes(terms, { itemsCents: keptItemsCents, deliveryCents });
  return {
    totalCents: Math.min(toCents(breakdown.total), keptItemsCents + deliveryCents + totalTaxCents(taxes)),
    taxes,
  };
}

/** The totals on the wire; `taxRules` names the state's tax rules the taxes were charged under. */
export function breakdownOf(totals: OrderTotals, taxRules?: { state: string; version: number }): OrderBreakdown {
  return {
    subtotal: centsToDecimal(totals.subtotalCents),
    // What Subscribe & Save took off, which only orders placed before decision 032 have.
    savings: '0.00',
    delivery: centsToDecimal(totals.deliveryCents),
    ...(taxRules ? { taxes: totals.taxes.map(taxLineOf), taxRules } : {}),
    total: centsToDecimal(totals.totalCents),
  };
}

export interface BreakdownRow {
  label: string;
  value: string;
  kind: 'line' | 'saving' | 'tax' | 'total';
}

/**
 * The server's totals as the shopper reads them: savings only on an order placed with Subscribe &
 * Save (before decision 032), free delivery as "Free", each tax on its own line.
 */
export function breakdownRows(breakdown: OrderBreakdown): BreakdownRow[] {
  const savings = toCents(breakdown.savings);
  const delivery = toCents(breakdown.delivery);
  return [
    { label: 'Subtotal', value: formatUsd(toCents(breakdown.subtotal)), kind: 'line' },
    ...(savings > 0
      ? [{ label: 'Subscribe & Save savings', value: `-${formatUsd(savings)}`, kind: 'saving' as const }]
      : []),
    { label: 'Delivery', value: delivery === 0 ? 'Free' : formatUsd(delivery), kind: 'line' },
    ...(breakdown.taxes ?? []).map((tax) => ({
      label: taxLineLabel(tax),
      value: formatUsd(toCents(tax.amount)),
      kind: 'tax' as const,
    })),
    { label: 'Total', value: formatUsd(toCents(breakdown.total)), kind: 'total' },
  ];
}
