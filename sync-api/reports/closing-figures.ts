import { chargedAsHandedOver as chargedOrder } from '#shared/catalogue/order-totals';
import { centsToDecimal, toCents } from '#shared/money';
import { COLLECTED_AS, type CollectedAs } from '#shared/payments/order-payment';
import type { ClosingReport, ClosingTax } from '#shared/schemas/admin/closing-report';
import type { OrderBreakdown, OrderLine } from '#shared/schemas/checkout';
import { refundedTaxShares } from '#shared/taxes/compute-taxes';
import { TAX_KINDS, type TaxKind } from '#shared/taxes/tax-rules';

/**
 * The closing report's arithmetic (shared/schemas/admin/closing-report.ts), in cents and apart
 * from the SQL that reads the day (closing-report.ts): a tally that each order placed, refund
 * made and payment taken that day is added to, then read as the report. The taxes export
 * (tax-exports.ts) writes the same tax entries one by one.
 */

/** An order as the report reads it. An order placed before the store charged taxes has none. */
export interface ReportedOrder {
  breakdown: OrderBreakdown;
  lines: readonly Pick<OrderLine, 'lineTotal'>[];
  /** The places in `lines` of those the driver did not hand over. */
  notHandedOver: readonly number[];
  /** Where it went: the state of its taxes when its breakdown names none. */
  shipState: string;
}

/** One tax as an order was charged it, or as a refund gave it back. */
export interface TaxEntry {
  state: string;
  kind: TaxKind;
  label: string;
  place: string | null;
  ratePercent: string;
  baseCents: number;
  amountCents: number;
}

const sumCents = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

function notHandedOverCents(order: ReportedOrder): number {
  return sumCents(order.notHandedOver.map((index) => toCents(order.lines[index]?.lineTotal ?? '0')));
}

/** What the order came to as handed over, and each tax on that (chargedAsHandedOver), as the report's entries. */
export function chargedAsHandedOver(order: ReportedOrder): { totalCents: number; taxes: TaxEntry[] } {
  const state = order.breakdown.taxRules?.state ?? order.shipState;
  const { totalCents, taxes } = chargedOrder(order.breakdown, order.lines, order.notHandedOver);
  return {
    totalCents,
    taxes: taxes.map((tax) => ({
      state,
      kind: tax.kind,
      label: tax.label,
      place: tax.place ?? null,
      ratePercent: tax.ratePercent,
      baseCents: tax.baseCents,
      amountCents: tax.amountCents,
    })),
  };
}

/** The taxes a refund of `refundCents` gave back: each in proportion (refundedTaxShares), its base likewise. */
export function refundTaxEntries(order: ReportedOrder, refundCents: number): TaxEntry[] {
  const { totalCents, taxes } = chargedAsHandedOver(order);
  const shares = refundedTaxShares(taxes, totalCents, refundCents);
  const part = Math.min(refundCents, totalCents);
  return taxes.map((tax, index) => ({
    ...tax,
    baseCents: totalCents > 0 ? Math.round((tax.baseCents * part) / totalCents) : 0,
    amountCents: shares[index] ?? 0,
  }));
}

const noTender = (): Record<CollectedAs, number> =>
  Object.fromEntries(COLLECTED_AS.map((tender) => [tender, 0])) as Record<CollectedAs, number>;

interface TaxTally {
  state: string;
  kind: TaxKind;
  chargedCents: number;
  refundedCents: number;
}

/** A day's figures so far, in cents. */
export interface ClosingTally {
  ordersPlaced: number;
  ordersCancelled: number;
  grossCents: number;
  discountsCents: number;
  notHandedOverCents: number;
  deliveryCents: number;
  taxChargedCents: number;
  refundCount: number;
  refundCents: number;
  refundTaxCents: number;
  refundsWithoutAmount: number;
  refundsByTender: Record<CollectedAs, number>;
  taxes: Map<string, TaxTally>;
  takings: Record<CollectedAs, number>;
}

export function emptyTally(): ClosingTally {
  return {
    ordersPlaced: 0,
    ordersCancelled: 0,
    grossCents: 0,
    discountsCents: 0,
    notHandedOverCents: 0,
    deliveryCents: 0,
    taxChargedCents: 0,
    refundCount: 0,
    refundCents: 0,
    refundTaxCents: 0,
    refundsWithoutAmount: 0,
    refundsByTender: noTender(),
    taxes: new Map(),
    takings: noTender(),
  };
}

function taxTallyOf(tally: ClosingTally, { state, kind }: Pick<TaxEntry, 'state' | 'kind'>): TaxTally {
  const key = `${state} ${kind}`;
  const known = tally.taxes.get(key);
  if (known) return known;
  const fresh = { state, kind, chargedCents: 0, refundedCents: 0 };
  tally.taxes.set(key, fresh);
  return fresh;
}

/** An order placed on the day. One whose payment was voided (cancelled, or returned unpaid) sold nothing. */
export function addPlacedOrder(tally: ClosingTally, order: ReportedOrder & { voided: boolean }): void {
  tally.ordersPlaced += 1;
  if (order.voided) {
    tally.ordersCancelled += 1;
    return;
  }
  tally.grossCents += toCents(order.breakdown.subtotal);
  tally.discountsCents += toCents(order.breakdown.savings);
  tally.notHandedOverCents += notHandedOverCents(order);
  tally.deliveryCents += toCents(order.breakdown.delivery);
  for (const tax of chargedAsHandedOver(order).taxes) {
    tally.taxChargedCents += tax.amountCents;
    taxTallyOf(tally, tax).chargedCents += tax.amountCents;
  }
}

/** A refund made on the day, to the tender that paid; null when its amount was never kept. */
export function addRefund(
  tally: ClosingTally,
  order: ReportedOrder,
  refund: { amountCents: number | null; tender: CollectedAs },
): void {
  tally.refundCount += 1;
  if (refund.amountCents === null) {
    tally.refundsWithoutAmount += 1;
    return;
  }
  tally.refundCents += refund.amountCents;
  tally.refundsByTender[refund.tender] += refund.amountCents;
  for (const tax of refundTaxEntries(order, refund.amountCents)) {
    tally.refundTaxCents += tax.amountCents;
    taxTallyOf(tally, tax).refundedCents += tax.amountCents;
  }
}

/** Money taken on the day by `tender`. */
export function addTakings(tally: ClosingTally, tender: CollectedAs, cents: number): void {
  tally.takings[tender] += cents;
}

/** Gross − discounts − items not handed over − refunds excluding their tax. */
export function netSalesCents(tally: ClosingTally): number {
  return (
    tally.grossCents - tally.discountsCents - tally.notHandedOverCents - (tally.refundCents - tally.refundTaxCents)
  );
}

const byTenderDecimals = (cents: Record<CollectedAs, number>) =>
  Object.fromEntries(COLLECTED_AS.map((tender) => [tender, centsToDecimal(cents[tender])])) as Record<
    CollectedAs,
    string
  >;

/** The taxes of a tally by state, then kind in TAX_KINDS' order. */
export function closingTaxes(tally: ClosingTally): ClosingTax[] {
  return [...tally.taxes.values()]
    .sort((a, b) => a.state.localeCompare(b.state) || TAX_KINDS.indexOf(a.kind) - TAX_KINDS.indexOf(b.kind))
    .map((tax) => ({
      state: tax.state,
      kind: tax.kind,
      charged: centsToDecimal(tax.chargedCents),
      refunded: centsToDecimal(tax.refundedCents),
      collected: centsToDecimal(tax.chargedCents - tax.refundedCents),
    }));
}

export function closingReportOf(day: string, tally: ClosingTally): ClosingReport {
  return {
    day,
    orders: { placed: tally.ordersPlaced, cancelled: tally.ordersCancelled },
    sales: {
      gross: centsToDecimal(tally.grossCents),
      discounts: centsToDecimal(tally.discountsCents),
      notHandedOver: centsToDecimal(tally.notHandedOverCents),
      refundsExclTax: centsToDecimal(tally.refundCents - tally.refundTaxCents),
      net: centsToDecimal(netSalesCents(tally)),
      delivery: centsToDecimal(tally.deliveryCents),
    },
    refunds: {
      count: tally.refundCount,
      amount: centsToDecimal(tally.refundCents),
      tax: centsToDecimal(tally.refundTaxCents),
      byTender: byTenderDecimals(tally.refundsByTender),
      withoutAmount: tally.refundsWithoutAmount,
    },
    taxes: {
      charged: centsToDecimal(tally.taxChargedCents),
      refunded: centsToDecimal(tally.refundTaxCents),
      collected: centsToDecimal(tally.taxChargedCents - tally.refundTaxCents),
      lines: closingTaxes(tally),
    },
    takings: {
      byTender: byTenderDecimals(tally.takings),
      total: centsToDecimal(sumCents(Object.values(tally.takings))),
    },
  };
}
