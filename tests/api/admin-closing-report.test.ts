import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminClosingReportApiPath,
  adminExportApiPath,
  adminHandOverApiPath,
  adminOrderCancelApiPath,
  adminOrderRefundApiPath,
} from '#shared/api-paths';
import { shiftDay, storeToday } from '#shared/back-office/store-day';
import { centsToDecimal, toCents } from '#shared/money';
import { type ClosingReport, closingReportSchema } from '#shared/schemas/admin/closing-report';
import { EXPORT_COLUMNS } from '#shared/schemas/admin/exports';
import { handoffOrderSchema } from '#shared/schemas/admin/handoffs';
import type { Order } from '#shared/schemas/checkout';
import { refundedTaxShares } from '#shared/taxes/compute-taxes';
import { down, up } from '../../sync-api/db/migrations/024-refund-amounts.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { csvObjects } from '../setup/csv.ts';
import { type OrderLineRequest, placeDoorOrder, placePaidOrder, sendOut, staffOn } from '../setup/paid-orders.ts';

/**
 * The daily closing report and the taxes and closing exports (issue 30): orders placed in San
 * Francisco (ZIP 94103, so its district tax applies), handed over, one with a line left in the
 * van, refunded in part; each figure checked against what the orders themselves say, worked out
 * here from their breakdowns, and the CSVs read back against the same.
 */

let api: ApiHarness;
let team: ReturnType<typeof staffOn>;
beforeAll(async () => {
  api = await startApi();
  team = staffOn(api, api);
});
beforeEach(async () => {
  await api.reset();
  team.forget();
});
afterAll(() => api.close());

const GUMMIES = { productId: 'lychee-gummies', size: '6-pack', quantity: 2 };
const TANGIE_QUARTER: OrderLineRequest = { productId: 'tangie-flower', size: '7g', quantity: 1 };
const ADULT_ID = { nameMatches: true, dateOfBirth: DELIVERY.dateOfBirth };

let household = 0;
/** Each order to a household of its own in ZIP 94103, so no day's limit is reached. */
function inSanFrancisco() {
  household += 1;
  return { ...DELIVERY, street: `${300 + 2 * household} Folsom Street`, zip: '94103' };
}

const cents = toCents;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const dollars = (values: readonly number[]) => centsToDecimal(sum(values));

/** Noon, or 1 PM in summer, in San Francisco. */
const middayOf = (day: string) => new Date(`${day}T20:00:00Z`);

async function handOver(order: Order, json: object) {
  await sendOut(await team.as('staff'), order);
  const response = await (await team.as('driver')).post(adminHandOverApiPath(order.id), {
    json: { idCheck: ADULT_ID, ...json },
  });
  expect(response.status, response.text).toBe(200);
  return handoffOrderSchema.parse(response.body);
}

async function refund(order: Order, amountCents: number, refundedBeforeCents = 0) {
  const response = await (await team.as('owner')).post(adminOrderRefundApiPath(order.id), {
    json: { amount: centsToDecimal(amountCents), refundedBefore: centsToDecimal(refundedBeforeCents) },
  });
  expect(response.status, response.text).toBe(200);
}

async function closingReport(day: string): Promise<ClosingReport> {
  const response = await (await team.as('owner')).get(adminClosingReportApiPath(day));
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return closingReportSchema.parse(response.body);
}

async function download(report: 'taxes' | 'closing', from: string, to: string) {
  const response = await (await team.as('owner')).get(adminExportApiPath(report, { from, to }));
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="verdant-${report}-${from}-to-${to}.csv"`,
  );
  return csvObjects(response.text);
}

const taxesOf = (order: Pick<Order, 'breakdown'>) => order.breakdown.taxes ?? [];
const TAX_COLUMNS = ['tax_CA_excise', 'tax_CA_sales', 'tax_CA_local'];

/**
 * A day's trade: a card order handed over whole and a door order paid in cash, each refunded in
 * part; a card order with its second line left in the van; a door order cancelled before it left.
 */
async function aDayOfTrade() {
  const card = (await placePaidOrder(api.baseUrl, [GUMMIES, TANGIE_QUARTER], inSanFrancisco())).order;
  const door = (await placeDoorOrder(api.baseUrl, [GUMMIES], inSanFrancisco())).order;
  const partial = (await placePaidOrder(api.baseUrl, [GUMMIES, TANGIE_QUARTER], inSanFrancisco())).order;
  const cancelled = (await placeDoorOrder(api.baseUrl, [GUMMIES], inSanFrancisco())).order;
  const cancelling = await (await team.as('staff')).post(adminOrderCancelApiPath(cancelled.id), {
    json: { from: 'paid' },
  });
  expect(cancelling.status, cancelling.text).toBe(200);

  const cardHanded = await handOver(card, {});
  await handOver(door, { payment: { method: 'cash', amount: door.breakdown.total } });
  const partialHanded = await handOver(partial, { notHandedOver: [1] });
  await refund(card, 1000);
  await refund(card, 250, 1000);
  await refund(door, 500);
  return { card, door, partial, cardHanded, partialHanded };
}

/** The partial order's taxes on the line handed over, worked out on their own (tests/fixtures/taxes.ts). */
function keptBreakdown(order: Order) {
  const kept = order.lines[0]?.lineTotal ?? '0.00';
  return californiaBreakdown({ subtotal: kept, savings: '0.00', delivery: order.breakdown.delivery });
}

describe('GET /api/admin/reports/closing', () => {
  test('a day’s sales, refunds with the tax they gave back, each tax by state and kind, and takings by tender, as the orders say', async () => {
    const { card, door, partial, cardHanded, partialHanded } = await aDayOfTrade();
    const today = storeToday();
    const report = await closingReport(today);
    expect(report.day).toBe(today);
    expect(report.orders).toEqual({ placed: 4, cancelled: 1 });

    const sold = [card, door, partial];
    const kept = keptBreakdown(partial);
    // The handoff charged the partial order what its kept line and its taxes come to.
    expect(partialHanded.payment.captured).toBe(kept.total);
    expect(partial.breakdown.taxes).toHaveLength(3);
    const chargedByKind = (kind: string) =>
      [card, door].flatMap((order) =>
        taxesOf(order)
          .filter((tax) => tax.kind === kind)
          .map((tax) => cents(tax.amount)),
      );
    const keptByKind = (kind: string) =>
      (kept.taxes ?? []).filter((tax) => tax.kind === kind).map((tax) => cents(tax.amount));

    // The refunds' tax: each refund's share of each of its order's taxes, in proportion.
    const sharesOf = (order: Order, refundCents: number) =>
      refundedTaxShares(
        taxesOf(order).map((tax) => ({ amountCents: cents(tax.amount) })),
        cents(order.breakdown.total),
        refundCents,
      );
    const refundShares = [sharesOf(card, 1000), sharesOf(card, 250), sharesOf(door, 500)];
    const refundTax = sum(refundShares.flat());
    expect(refundTax).toBeGreaterThan(0);
    const refundedByKind = (at: number) => sum(refundShares.map((shares) => shares[at] ?? 0));

    const notHandedOver = cents(partial.lines[1]?.lineTotal ?? '0');
    expect(report.sales).toEqual({
      gross: dollars(sold.map((order) => cents(order.breakdown.subtotal))),
      discounts: dollars(sold.map((order) => cents(order.breakdown.savings))),
      notHandedOver: centsToDecimal(notHandedOver),
      refundsExclTax: centsToDecimal(1750 - refundTax),
      net: centsToDecimal(
        sum(sold.map((order) => cents(order.breakdown.subtotal) - cents(order.breakdown.savings))) -
          notHandedOver -
          (1750 - refundTax),
      ),
      delivery: dollars(sold.map((order) => cents(order.breakdown.delivery))),
    });
    // Nothing is discounted since Subscribe & Save was withdrawn; a day with savings is the unit tests'.
    expect(report.sales.discounts).toBe('0.00');
    expect(report.refunds).toEqual({
      count: 3,
      amount: '17.50',
      tax: centsToDecimal(refundTax),
      byTender: { cash: '5.00', debit: '0.00', bank: '0.00', card: '12.50' },
      withoutAmount: 0,
    });
    const lines = ['excise', 'sales', 'local'].map((kind, at) => {
      const charged = sum([...chargedByKind(kind), ...keptByKind(kind)]);
      return {
        state: 'CA',
        kind,
        charged: centsToDecimal(charged),
        refunded: centsToDecimal(refundedByKind(at)),
        collected: centsToDecimal(charged - refundedByKind(at)),
      };
    });
    const taxCharged = sum(lines.map((line) => cents(line.charged)));
    expect(report.taxes).toEqual({
      charged: centsToDecimal(taxCharged),
      refunded: centsToDecimal(refundTax),
      collected: centsToDecimal(taxCharged - refundTax),
      lines,
    });
    expect(report.takings).toEqual({
      byTender: {
        cash: door.breakdown.total,
        debit: '0.00',
        bank: '0.00',
        card: dollars([cents(cardHanded.payment.captured), cents(partialHanded.payment.captured)]),
      },
      total: dollars([card, door].map((order) => cents(order.breakdown.total)).concat(cents(kept.total))),
    });
    // Everything was sold, taken and refunded today: net sales, delivery and the tax collected are
    // what was taken less what went back.
    expect(cents(report.sales.net) + cents(report.sales.delivery) + cents(report.taxes.collected)).toBe(
      cents(report.takings.total) - cents(report.refunds.amount),
    );
  });

  test('sales count on the day an order was placed, money on the day it was taken, refunds on the day made', async () => {
    const today = storeToday();
    const yesterday = shiftDay(today, -1);
    const order = (await placePaidOrder(api.baseUrl, [GUMMIES], inSanFrancisco())).order;
    await api
      .db('orders')
      .where({ id: order.id })
      .update({ created_at: middayOf(yesterday) });
    await handOver(order, {});
    await refund(order, 300);
    // Charged in full at checkout, before cards were held (decision 028): taken when placed.
    const early = (await placePaidOrder(api.baseUrl, [GUMMIES], inSanFrancisco())).order;
    await api
      .db('orders')
      .where({ id: early.id })
      .update({
        created_at: middayOf(yesterday),
        payment_state: 'captured',
        captured_cents: cents(early.breakdown.total),
        collected_as: 'card',
      });

    const before = await closingReport(yesterday);
    expect(before.orders).toEqual({ placed: 2, cancelled: 0 });
    expect(before.sales.gross).toBe(dollars([order, early].map((placed) => cents(placed.breakdown.subtotal))));
    expect(before.refunds.count).toBe(0);
    expect(before.takings.byTender.card).toBe(early.breakdown.total);

    const now = await closingReport(today);
    expect(now.orders).toEqual({ placed: 0, cancelled: 0 });
    expect(now.sales.gross).toBe('0.00');
    expect(now.takings).toMatchObject({ byTender: { card: order.breakdown.total }, total: order.breakdown.total });
    expect(now.refunds).toMatchObject({ count: 1, amount: '3.00', byTender: { card: '3.00' } });
    expect(now.taxes.charged).toBe('0.00');
    expect(cents(now.taxes.refunded)).toBeGreaterThan(0);
    expect(now.sales.net).toBe(centsToDecimal(-(300 - cents(now.taxes.refunded))));
    expect(now.taxes.lines.map((line) => line.collected.startsWith('-') || line.collected === '0.00')).toEqual([
      true,
      true,
      true,
    ]);

    // A day with nothing: every figure nought, no tax lines.
    const quiet = await closingReport(shiftDay(today, -30));
    expect(quiet).toMatchObject({ orders: { placed: 0, cancelled: 0 }, taxes: { charged: '0.00', lines: [] } });
    expect(quiet.takings.total).toBe('0.00');
  });

  test('a day not written YYYY-MM-DD, outside the calendar, missing or still to come is a 400 naming `day`', async () => {
    const owner = await team.as('owner');
    const tomorrow = shiftDay(storeToday(), 1);
    for (const query of ['day=2026-13-01', 'day=yesterday', 'day=1999-12-31', '', `day=${tomorrow}`]) {
      const response = await owner.get(`${API_PATHS.adminClosingReport}?${query}`);
      expectError(response, 400, 'invalid_request', query);
      expect(response.body.error.details?.[0]?.path, query).toEqual(['day']);
    }
    const future = await owner.get(adminClosingReportApiPath(tomorrow));
    expect(future.body.error.message).toBe(`day: That day has not begun: it is ${storeToday()} at the store`);
  });

  test('the owner’s alone: staff and drivers are refused, and nobody signed out', async () => {
    const path = adminClosingReportApiPath(storeToday());
    for (const role of ['staff', 'driver'] as const)
      expectError(await (await team.as(role)).get(path), 403, 'forbidden');
    expectError(await api.client().get(path), 401, 'staff_sign_in_required');
  });
});

describe('GET /api/admin/exports/{taxes,closing}.csv', () => {
  test('taxes.csv: each tax of each order as charged on what was handed over, then each refund’s share, negative; a pivot gives the closing report’s taxes', async () => {
    const { card, door, partial } = await aDayOfTrade();
    const today = storeToday();
    const yesterday = shiftDay(today, -1);
    const { header, rows } = await download('taxes', yesterday, today);
    expect(header).toEqual(EXPORT_COLUMNS.taxes);

    const saleRows = (order: Order, taxes: NonNullable<Order['breakdown']['taxes']>) =>
      taxes.map((tax) => ({
        store_day: today,
        number: order.number,
        entry: 'sale',
        state: 'CA',
        kind: tax.kind,
        label: tax.label,
        place: tax.place ?? '',
        rate_percent: tax.ratePercent,
        base: tax.base,
        amount: tax.amount,
      }));
    const keptTaxes = keptBreakdown(partial).taxes ?? [];
    expect(rows.filter((row) => row.entry === 'sale')).toEqual([
      ...saleRows(card, taxesOf(card)),
      ...saleRows(door, taxesOf(door)),
      ...saleRows(partial, keptTaxes),
    ]);
    const refunds = rows.filter((row) => row.entry === 'refund');
    expect(refunds.map((row) => `${row.number} ${row.kind}`)).toEqual(
      [card, card, door].flatMap((order) => ['excise', 'sales', 'local'].map((kind) => `${order.number} ${kind}`)),
    );
    const shares = [
      ...refundedTaxShares(
        taxesOf(card).map((tax) => ({ amountCents: cents(tax.amount) })),
        cents(card.breakdown.total),
        1000,
      ),
      ...refundedTaxShares(
        taxesOf(card).map((tax) => ({ amountCents: cents(tax.amount) })),
        cents(card.breakdown.total),
        250,
      ),
      ...refundedTaxShares(
        taxesOf(door).map((tax) => ({ amountCents: cents(tax.amount) })),
        cents(door.breakdown.total),
        500,
      ),
    ];
    expect(refunds.map((row) => row.amount)).toEqual(shares.map((share) => centsToDecimal(-share)));
    for (const row of refunds) expect(cents(row.base ?? ''), row.kind).toBeLessThan(0);

    const report = await closingReport(today);
    for (const line of report.taxes.lines) {
      const pivot = sum(
        rows.filter((row) => row.kind === line.kind && row.state === line.state).map((row) => cents(row.amount ?? '')),
      );
      expect(centsToDecimal(pivot), line.kind).toBe(line.collected);
    }
  });

  test('closing.csv: one record per day of the range with the closing report’s figures, and a column for each tax by state and kind', async () => {
    await aDayOfTrade();
    const today = storeToday();
    const from = shiftDay(today, -2);
    const { header, rows } = await download('closing', from, today);
    expect(header).toEqual([...EXPORT_COLUMNS.closing, ...TAX_COLUMNS]);
    expect(rows.map((row) => row.store_day)).toEqual([from, shiftDay(from, 1), today]);

    const report = await closingReport(today);
    const collected = (kind: string) => report.taxes.lines.find((line) => line.kind === kind)?.collected;
    expect(rows[2]).toEqual({
      store_day: today,
      orders_placed: '4',
      orders_cancelled: '1',
      gross_sales: report.sales.gross,
      discounts: report.sales.discounts,
      not_handed_over: report.sales.notHandedOver,
      refunds_excl_tax: report.sales.refundsExclTax,
      net_sales: report.sales.net,
      delivery: report.sales.delivery,
      tax_charged: report.taxes.charged,
      refund_count: '3',
      refunds: report.refunds.amount,
      refunds_tax: report.refunds.tax,
      refunds_without_amount: '0',
      tax_collected: report.taxes.collected,
      takings_cash: report.takings.byTender.cash,
      takings_debit: '0.00',
      takings_bank: '0.00',
      takings_card: report.takings.byTender.card,
      takings_total: report.takings.total,
      refunds_cash: '5.00',
      refunds_debit: '0.00',
      refunds_bank: '0.00',
      refunds_card: '12.50',
      tax_CA_excise: collected('excise'),
      tax_CA_sales: collected('sales'),
      tax_CA_local: collected('local'),
    });
    for (const row of rows.slice(0, 2)) {
      expect(row).toMatchObject({
        orders_placed: '0',
        gross_sales: '0.00',
        takings_total: '0.00',
        tax_CA_excise: '0.00',
      });
    }
    // A range with no taxes has no tax columns; a leap year's whole is one range, a record a day.
    expect((await download('closing', '2026-01-01', '2026-01-02')).header).toEqual(EXPORT_COLUMNS.closing);
    const leapYear = await download('closing', '2028-01-01', '2028-12-31');
    expect(leapYear.rows).toHaveLength(366);
    expect(leapYear.rows.at(-1)?.store_day).toBe('2028-12-31');
  });

  test('each export is audited with its report and days; a range backwards, wider than a year or not made of dates is a 400 naming the field; only the owner exports', async () => {
    const owner = await team.as('owner');
    await download('taxes', '2026-12-01', '2026-12-02');
    await download('closing', '2026-12-01', '2026-12-31');
    const entries = await api.db('audit_log').where({ action: 'report.exported' }).orderBy('id');
    expect(
      entries.map((entry) => ({
        subject: entry.subject_id,
        after: typeof entry.after === 'string' ? JSON.parse(entry.after) : entry.after,
      })),
    ).toEqual([
      { subject: 'taxes', after: { report: 'taxes', from: '2026-12-01', to: '2026-12-02' } },
      { subject: 'closing', after: { report: 'closing', from: '2026-12-01', to: '2026-12-31' } },
    ]);

    for (const report of ['taxes', 'closing'] as const) {
      for (const [query, field] of [
        ['from=2026-12-02&to=2026-12-01', 'to'],
        ['from=2025-01-01&to=2026-01-02', 'to'],
        ['from=2026-02-30&to=2026-03-01', 'from'],
        ['from=2026-12-01', 'to'],
      ] as const) {
        const response = await owner.get(`${adminExportApiPath(report)}?${query}`);
        expectError(response, 400, 'invalid_request', `${report} ${query}`);
        expect(response.body.error.details?.[0]?.path, query).toEqual([field]);
      }
      for (const role of ['staff', 'driver'] as const) {
        expectError(
          await (await team.as(role)).get(adminExportApiPath(report, { from: '2026-12-01', to: '2026-12-02' })),
          403,
          'forbidden',
        );
      }
    }
    expect(await api.rowCount('audit_log', { action: 'report.exported' })).toBe(2);
  });
});

describe('migration 024: each refund keeps its own amount', () => {
  test('the refund paths write what each refund gave back, not what the order has had back in all', async () => {
    const { card, door } = await aDayOfTrade();
    const amounts = async (order: Order) =>
      (await api.db('order_events').where({ order_id: order.id, kind: 'refund' }).orderBy('id')).map((row) =>
        Number(row.amount_cents),
      );
    expect(await amounts(card)).toEqual([1000, 250]);
    expect(await amounts(door)).toEqual([500]);
    await expect(
      api.db('order_events').insert({ order_id: card.id, kind: 'refund', note: 'no amount' }),
    ).rejects.toThrow();
  });

  test('refunds recorded before are given their amounts from their audit entries; one with no entry stays null and is counted apart', async () => {
    const { card, door } = await aDayOfTrade();
    await down(api.db);
    await api.db('order_events').insert({ order_id: door.id, kind: 'refund', note: 'Recorded by hand' });
    await up(api.db);

    const refunds = await api.db('order_events').where({ kind: 'refund' }).orderBy('id');
    expect(refunds.map((row) => [row.order_id, row.amount_cents === null ? null : Number(row.amount_cents)])).toEqual([
      [card.id, 1000],
      [card.id, 250],
      [door.id, 500],
      [door.id, null],
    ]);
    const report = await closingReport(storeToday());
    expect(report.refunds).toMatchObject({ count: 4, amount: '17.50', withoutAmount: 1 });
  });
});
