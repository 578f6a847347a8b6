import { centsToDecimal } from '#shared/money';
import type { ExportRange } from '#shared/schemas/admin/exports';
import type { Database } from '../db/database.ts';
import { chargedAsHandedOver, refundTaxEntries, type TaxEntry } from './closing-figures.ts';
import { reportedOrder, storeDays } from './closing-reads.ts';
import type { CsvValue } from './csv.ts';

/**
 * taxes.csv (EXPORT_COLUMNS.taxes): day by day, each tax of each order placed that day as it was
 * charged on what was handed over (`sale`), then each tax the day's refunds gave back (`refund`,
 * base and amount negative). The same entries the closing report adds up, so a pivot of this file
 * by day, state and kind gives each day's tax collected. A voided order sold nothing and a refund
 * whose amount was never kept gives no share: neither has a record here.
 */

function taxRecord(day: string, number: string, entry: 'sale' | 'refund', tax: TaxEntry): CsvValue[] {
  const sign = entry === 'refund' ? -1 : 1;
  return [
    day,
    number,
    entry,
    tax.state,
    tax.kind,
    tax.label,
    tax.place,
    tax.ratePercent,
    centsToDecimal(sign * tax.baseCents),
    centsToDecimal(sign * tax.amountCents),
  ];
}

export async function* taxRecords(db: Database, range: ExportRange): AsyncGenerator<CsvValue[]> {
  for await (const { day, placed, refunds } of storeDays(db, range)) {
    for await (const row of placed) {
      if (row.payment_state === 'voided') continue;
      for (const tax of chargedAsHandedOver(reportedOrder(row)).taxes) yield taxRecord(day, row.number, 'sale', tax);
    }
    for await (const row of refunds) {
      if (row.amount_cents === null) continue;
      for (const tax of refundTaxEntries(reportedOrder(row), Number(row.amount_cents))) {
        yield taxRecord(day, row.number, 'refund', tax);
      }
    }
  }
}
