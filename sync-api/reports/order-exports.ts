import { STORE_TIME_ZONE } from '#shared/content/business';
import type { ExportRange, ExportReport } from '#shared/schemas/admin/exports';
import type { OrderBreakdown, OrderLine } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import type { CsvValue } from './csv.ts';
import { inPages, type PageKey } from './keyset-pages.ts';

/**
 * The rows of the owner's exports (shared/schemas/admin/exports.ts): orders placed on the
 * store's calendar days from `from` to `to`, oldest first, read a page at a time by (created_at,
 * id), so a year of orders streams without being held in memory. Money is in dollars as the
 * order keeps it ("29.98").
 */

interface ExportedOrderRow extends PageKey {
  id: string;
  number: string;
  created_at: Date;
  store_day: string;
  status: string;
  delivery: { state: string };
  tender: string;
  payment_state: string;
  breakdown: OrderBreakdown;
  total: string | number;
  captured_cents: number;
  refunded_cents: number;
  collected_as: string | null;
  lines: OrderLine[];
  not_handed_over: number[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Every order of the range, a page at a time. */
function ordersPlaced(db: Database, { from, to }: ExportRange): AsyncGenerator<ExportedOrderRow> {
  return inPages<ExportedOrderRow>(
    () =>
      db('orders')
        // The store's midnight at each end, whatever the server's own zone.
        .whereRaw('created_at >= (?::date)::timestamp at time zone ?', [from, STORE_TIME_ZONE])
        .whereRaw('created_at < ((?::date + 1)::timestamp at time zone ?)', [to, STORE_TIME_ZONE])
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .select(
          'id',
          'number',
          'created_at',
          db.raw("to_char(created_at at time zone ?, 'YYYY-MM-DD') as store_day", [STORE_TIME_ZONE]),
          'status',
          'delivery',
          'tender',
          'payment_state',
          'breakdown',
          'total',
          'captured_cents',
          'refunded_cents',
          'collected_as',
          'lines',
          'not_handed_over',
          'id as page_id',
          db.raw('created_at::text as page_at'),
        ),
    'created_at, id',
  );
}

function orderRecord(row: ExportedOrderRow): CsvValue[] {
  return [
    row.number,
    row.created_at.toISOString(),
    row.store_day,
    row.status,
    row.delivery.state,
    row.tender,
    row.payment_state,
    row.breakdown.subtotal,
    row.breakdown.savings,
    row.breakdown.delivery,
    row.breakdown.total,
    dollars(row.captured_cents),
    dollars(row.refunded_cents),
    row.collected_as,
  ];
}

function lineRecords(row: ExportedOrderRow): CsvValue[][] {
  const handedOver = row.status === 'delivered';
  return row.lines.map((line, index) => [
    row.number,
    row.store_day,
    row.status,
    line.productId,
    line.name,
    line.sizeLabel,
    line.purchaseType,
    line.quantity,
    line.unitPrice,
    line.lineTotal,
    handedOver ? (row.not_handed_over.includes(index) ? 'no' : 'yes') : null,
  ]);
}

/** The records of the orders or the order lines export, in the order of its columns (EXPORT_COLUMNS). */
export async function* orderExportRecords(
  db: Database,
  report: Extract<ExportReport, 'orders' | 'order-lines'>,
  range: ExportRange,
): AsyncGenerator<CsvValue[]> {
  for await (const row of ordersPlaced(db, range)) {
    if (report === 'orders') yield orderRecord(row);
    else yield* lineRecords(row);
  }
}
