import type { ClosingReport } from '#shared/schemas/admin/closing-report';
import type { ExportRange } from '#shared/schemas/admin/exports';
import type { Database } from '../db/database.ts';
import { addPlacedOrder, addRefund, addTakings, closingReportOf, emptyTally } from './closing-figures.ts';
import { reportedOrder, type StoreDayReads, storeDays } from './closing-reads.ts';

/**
 * The closing report (shared/schemas/admin/closing-report.ts): each store day's reads
 * (closing-reads.ts) added up by closing-figures.ts.
 */

async function reportOf({ day, placed, refunds, taken }: StoreDayReads): Promise<ClosingReport> {
  const tally = emptyTally();
  for await (const row of placed) {
    addPlacedOrder(tally, { ...reportedOrder(row), voided: row.payment_state === 'voided' });
  }
  for await (const row of refunds) {
    const amountCents = row.amount_cents === null ? null : Number(row.amount_cents);
    addRefund(tally, reportedOrder(row), { amountCents, tender: row.collected_as });
  }
  for (const { tender, cents } of taken) addTakings(tally, tender, cents);
  return closingReportOf(day, tally);
}

/** Each day of the range, oldest first. */
export async function* closingReports(db: Database, range: ExportRange): AsyncGenerator<ClosingReport> {
  for await (const reads of storeDays(db, range)) yield reportOf(reads);
}

/** GET /api/admin/reports/closing: the report of one store day. */
export async function readClosingReport(db: Database, day: string): Promise<ClosingReport> {
  for await (const report of closingReports(db, { from: day, to: day })) return report;
  throw new Error(`No closing report was read for ${day}`);
}
