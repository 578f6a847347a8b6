import { describe, expect, test } from 'vitest';
import { toCents } from '#shared/money';
import { closingReportSchema } from '#shared/schemas/admin/closing-report';
import type { OrderBreakdown } from '#shared/schemas/checkout';
import {
  addPlacedOrder,
  addRefund,
  addTakings,
  chargedAsHandedOver,
  closingReportOf,
  emptyTally,
  netSalesCents,
  type ReportedOrder,
  refundTaxEntries,
} from '../../sync-api/reports/closing-figures.ts';

/**
 * The closing report's arithmetic (sync-api/reports/closing-figures.ts), on orders written out by
 * hand from CDTFA's worked example: $41.50 of items and $5.00 delivery make gross receipts of
 * $46.50, a 15% excise of $6.98, and a 7.25% sales tax of $3.88 on $53.48.
 */

const CALIFORNIA: OrderBreakdown = {
  subtotal: '41.50',
  savings: '0.00',
  delivery: '5.00',
  taxes: [
    {
      kind: 'excise',
      label: 'California cannabis excise tax',
      ratePercent: '15',
      onDelivery: true,
      onTaxes: [],
      base: '46.50',
      amount: '6.98',
    },
    {
      kind: 'sales',
      label: 'California sales tax',
      ratePercent: '7.25',
      onDelivery: true,
      onTaxes: ['excise'],
      base: '53.48',
      amount: '3.88',
    },
  ],
  taxRules: { state: 'CA', version: 1 },
  total: '57.36',
};

const order = (changes: Partial<ReportedOrder> = {}): ReportedOrder => ({
  breakdown: CALIFORNIA,
  lines: [{ lineTotal: '30.00' }, { lineTotal: '11.50' }],
  notHandedOver: [],
  shipState: 'CA',
  ...changes,
});

/** Placed before the store charged taxes: a breakdown with neither taxes nor their rules. */
const BEFORE_TAXES = order({
  breakdown: { subtotal: '20.00', savings: '2.00', delivery: '0.00', total: '18.00' },
  lines: [{ lineTotal: '18.00' }],
  shipState: 'AZ',
});

const amounts = (entries: { kind: string; baseCents: number; amountCents: number }[]) =>
  entries.map(({ kind, baseCents, amountCents }) => ({ kind, baseCents, amountCents }));

describe('an order’s taxes as handed over', () => {
  test('handed over whole, the taxes it was charged, under its state', () => {
    const charged = chargedAsHandedOver(order());
    expect(charged.totalCents).toBe(5736);
    expect(amounts(charged.taxes)).toEqual([
      { kind: 'excise', baseCents: 4650, amountCents: 698 },
      { kind: 'sales', baseCents: 5348, amountCents: 388 },
    ]);
    expect(charged.taxes[0]).toMatchObject({ state: 'CA', label: 'California cannabis excise tax', place: null });
  });

  test('a line left in the van takes its taxes with it: each charged again on the lines kept', () => {
    // $30.00 kept and $5.00 delivery: an excise of $5.25 on $35.00, a sales tax of $2.92 on $40.25.
    const charged = chargedAsHandedOver(order({ notHandedOver: [1] }));
    expect(amounts(charged.taxes)).toEqual([
      { kind: 'excise', baseCents: 3500, amountCents: 525 },
      { kind: 'sales', baseCents: 4025, amountCents: 292 },
    ]);
    expect(charged.totalCents).toBe(3000 + 500 + 525 + 292);
  });

  test('an order from before taxes has none', () => {
    expect(chargedAsHandedOver(BEFORE_TAXES)).toEqual({ totalCents: 1800, taxes: [] });
  });
});

describe('the tax a refund gives back', () => {
  test('each tax in proportion, the cents left over to the largest remainder; the base likewise', () => {
    // $10.00 of $57.36 is 17.43%: $1.2168… of the excise and $0.6764… of the sales tax, and
    // $1.89 in all (1,086 × 1,000 / 5,736 rounded), so the excise's larger remainder takes the cent.
    const entries = refundTaxEntries(order(), 1000);
    expect(amounts(entries)).toEqual([
      { kind: 'excise', baseCents: 811, amountCents: 122 },
      { kind: 'sales', baseCents: 932, amountCents: 67 },
    ]);
  });

  test('a refund of all that was taken gives every tax back whole', () => {
    expect(amounts(refundTaxEntries(order(), 5736))).toEqual([
      { kind: 'excise', baseCents: 4650, amountCents: 698 },
      { kind: 'sales', baseCents: 5348, amountCents: 388 },
    ]);
    const partial = order({ notHandedOver: [1] });
    expect(amounts(refundTaxEntries(partial, chargedAsHandedOver(partial).totalCents))).toEqual([
      { kind: 'excise', baseCents: 3500, amountCents: 525 },
      { kind: 'sales', baseCents: 4025, amountCents: 292 },
    ]);
  });
});

describe('a day’s closing', () => {
  test('sales, refunds and takings add up: net sales, delivery and the tax collected are what was taken less what went back', () => {
    const tally = emptyTally();
    addPlacedOrder(tally, { ...order(), voided: false });
    addPlacedOrder(tally, { ...order({ notHandedOver: [1] }), voided: false });
    addPlacedOrder(tally, { ...BEFORE_TAXES, voided: false });
    addPlacedOrder(tally, { ...order(), voided: true });
    addTakings(tally, 'card', 5736);
    addTakings(tally, 'cash', 4317);
    addTakings(tally, 'debit', 1800);
    addRefund(tally, order(), { amountCents: 1000, tender: 'card' });

    // Gross $103.00, discounts $2.00, $11.50 not handed over, refunds $10.00 of which $1.89 tax.
    expect(netSalesCents(tally)).toBe(10300 - 200 - 1150 - (1000 - 189));
    const report = closingReportOf('2026-12-02', tally);
    expect(closingReportSchema.parse(report)).toEqual(report);
    expect(report).toEqual({
      day: '2026-12-02',
      orders: { placed: 4, cancelled: 1 },
      sales: {
        gross: '103.00',
        discounts: '2.00',
        notHandedOver: '11.50',
        refundsExclTax: '8.11',
        net: '81.39',
        delivery: '10.00',
      },
      refunds: {
        count: 1,
        amount: '10.00',
        tax: '1.89',
        byTender: { cash: '0.00', debit: '0.00', bank: '0.00', card: '10.00' },
        withoutAmount: 0,
      },
      taxes: {
        charged: '19.03',
        refunded: '1.89',
        collected: '17.14',
        lines: [
          { state: 'CA', kind: 'excise', charged: '12.23', refunded: '1.22', collected: '11.01' },
          { state: 'CA', kind: 'sales', charged: '6.80', refunded: '0.67', collected: '6.13' },
        ],
      },
      takings: { byTender: { cash: '43.17', debit: '18.00', bank: '0.00', card: '57.36' }, total: '118.53' },
    });
    const { sales, taxes, takings, refunds } = report;
    expect(toCents(sales.net) + toCents(sales.delivery) + toCents(taxes.collected)).toBe(
      toCents(takings.total) - toCents(refunds.amount),
    );
  });

  test('a refund whose amount was never kept is counted apart and in no sum; a day with refunds only nets below nothing', () => {
    const tally = emptyTally();
    addRefund(tally, order(), { amountCents: null, tender: 'cash' });
    addRefund(tally, order(), { amountCents: 5736, tender: 'cash' });
    const report = closingReportOf('2026-12-03', tally);
    expect(report.refunds).toMatchObject({ count: 2, withoutAmount: 1, amount: '57.36', tax: '10.86' });
    expect(report.sales.net).toBe('-46.50');
    expect(report.taxes.collected).toBe('-10.86');
    expect(report.taxes.lines.map((line) => line.collected)).toEqual(['-6.98', '-3.88']);
  });

  test('taxes are listed by state, then as the kinds are charged: excise, sales, local', () => {
    const tally = emptyTally();
    const local = {
      kind: 'local' as const,
      label: 'Local sales tax',
      ratePercent: '3',
      place: 'Boston',
      onDelivery: false,
      onTaxes: [],
      base: '10.00',
      amount: '0.30',
    };
    const massachusetts: OrderBreakdown = {
      subtotal: '10.00',
      savings: '0.00',
      delivery: '0.00',
      taxes: [local, { ...local, kind: 'excise', label: 'Excise', place: undefined, amount: '1.08' }],
      taxRules: { state: 'MA', version: 2 },
      total: '11.38',
    };
    addPlacedOrder(tally, { ...order({ breakdown: massachusetts, lines: [{ lineTotal: '10.00' }] }), voided: false });
    addPlacedOrder(tally, { ...order(), voided: false });
    expect(closingReportOf('2026-12-02', tally).taxes.lines.map((line) => `${line.state} ${line.kind}`)).toEqual([
      'CA excise',
      'CA sales',
      'MA excise',
      'MA local',
    ]);
  });
});
