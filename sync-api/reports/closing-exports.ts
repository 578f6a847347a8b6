import { shiftDay, storeDayStart } from '#shared/back-office/store-day';
import { COLLECTED_AS } from '#shared/payments/order-payment';
import { type ClosingReport, closingTaxColumn } from '#shared/schemas/admin/closing-report';
import { EXPORT_COLUMNS, type ExportRange } from '#shared/schemas/admin/exports';
import { TAX_KINDS, type TaxKind } from '#shared/taxes/tax-rules';
import type { Database } from '../db/database.ts';
import { closingReports } from './closing-report.ts';
import type { CsvValue } from './csv.ts';

/**
 * closing.csv: one record per store day of the range, the closing report's figures read across
 * (EXPORT_COLUMNS.closing), then the tax collected by state and kind, one column each
 * (`tax_CA_excise`), for every state and kind taxed in the range, so each day has the same
 * columns and a column adds up down the range. The columns are known before the first day is read.
 */

interface TaxColumn {
  state: string;
  kind: TaxKind;
}

/** The states and kinds of the taxes on the range's sales and refunds, by state, then kind. */
export async function closingTaxColumns(db: Database, { from, to }: ExportRange): Promise<TaxColumn[]> {
  const start = storeDayStart(from).toISOString();
  const end = storeDayStart(shiftDay(to, 1)).toISOString();
  const { rows }: { rows: { state: string; kind: TaxKind }[] } = await db.raw(
    `select distinct coalesce(o.breakdown #>> '{taxRules,state}', o.ship_state) as state, t ->> 'kind' as kind
     from orders o cross join lateral jsonb_array_elements(coalesce(o.breakdown -> 'taxes', '[]'::jsonb)) t
     where o.id in (
       select id from orders where created_at >= ? and created_at < ? and payment_state <> 'voided'
       union
       select order_id from order_events where kind = 'refund' and at >= ? and at < ? and amount_cents is not null
     )`,
    [start, end, start, end],
  );
  return rows.sort((a, b) => a.state.localeCompare(b.state) || TAX_KINDS.indexOf(a.kind) - TAX_KINDS.indexOf(b.kind));
}

export const closingHeader = (taxes: readonly TaxColumn[]): string[] => [
  ...EXPORT_COLUMNS.closing,
  ...taxes.map(({ state, kind }) => closingTaxColumn(state, kind)),
];

function closingRecord(report: ClosingReport, taxes: readonly TaxColumn[]): CsvValue[] {
  const { orders, sales, refunds, takings } = report;
  const collected = new Map(
    report.taxes.lines.map((line) => [closingTaxColumn(line.state, line.kind), line.collected]),
  );
  return [
    report.day,
    orders.placed,
    orders.cancelled,
    sales.gross,
    sales.discounts,
    sales.notHandedOver,
    sales.refundsExclTax,
    sales.net,
    sales.delivery,
    report.taxes.charged,
    refunds.count,
    refunds.amount,
    refunds.tax,
    refunds.withoutAmount,
    report.taxes.collected,
    ...COLLECTED_AS.map((tender) => takings.byTender[tender]),
    takings.total,
    ...COLLECTED_AS.map((tender) => refunds.byTender[tender]),
    ...taxes.map(({ state, kind }) => collected.get(closingTaxColumn(state, kind)) ?? '0.00'),
  ];
}

export async function* closingRecords(
  db: Database,
  range: ExportRange,
  taxes: readonly TaxColumn[],
): AsyncGenerator<CsvValue[]> {
  for await (const report of closingReports(db, range)) yield closingRecord(report, taxes);
}
