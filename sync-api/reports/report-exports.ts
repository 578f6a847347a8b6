import { EXPORT_COLUMNS, type ExportRange, type ExportReport } from '#shared/schemas/admin/exports';
import type { Database } from '../db/database.ts';
import { closingHeader, closingRecords, closingTaxColumns } from './closing-exports.ts';
import type { CsvValue } from './csv.ts';
import { orderExportRecords } from './order-exports.ts';
import { taxRecords } from './tax-exports.ts';

/** One export over a range: its header row, and its records as they are read. */
export interface ReportExport {
  header: readonly string[];
  records: AsyncIterable<CsvValue[]>;
}

export async function reportExport(db: Database, report: ExportReport, range: ExportRange): Promise<ReportExport> {
  switch (report) {
    case 'orders':
    case 'order-lines':
      return { header: EXPORT_COLUMNS[report], records: orderExportRecords(db, report, range) };
    case 'taxes':
      return { header: EXPORT_COLUMNS.taxes, records: taxRecords(db, range) };
    case 'closing': {
      const taxes = await closingTaxColumns(db, range);
      return { header: closingHeader(taxes), records: closingRecords(db, range, taxes) };
    }
  }
}
