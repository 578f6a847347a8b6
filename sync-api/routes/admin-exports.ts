import { Readable } from 'node:stream';
import { API_PATHS } from '#shared/api-paths';
import { EXPORT_REPORTS, type ExportReport, exportRangeSchema } from '#shared/schemas/admin/exports';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { csvLines } from '../reports/csv.ts';
import { reportExport } from '../reports/report-exports.ts';
import { appendAudit } from '../staff/audit-log.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

const isReport = (name: string): name is ExportReport => (EXPORT_REPORTS as readonly string[]).includes(name);

/**
 * GET /api/admin/exports/{report}.csv?from=&to= (owner): the export streamed as it is read, as a
 * download named for its report and days. Each export is audited before it streams.
 */
export function adminExportsRouter(db: Database): ApiRouter {
  const router = apiRouter({ prefix: API_PATHS.adminExports });
  router.use(noStore(), requireStaff(db), requirePermission('exportReports'));

  router.get('/:file', async (ctx) => {
    const report = (ctx.params.file ?? '').replace(/\.csv$/, '');
    if (!isReport(report) || !ctx.params.file?.endsWith('.csv')) {
      throw new AppError(
        'not_found',
        404,
        `The store exports ${EXPORT_REPORTS.map((name) => `${name}.csv`).join(', ')}.`,
      );
    }
    const range = exportRangeSchema.parse(ctx.query);
    await appendAudit(db, actorOf(ctx), {
      action: 'report.exported',
      subjectType: 'report',
      subjectId: report,
      after: { report, from: range.from, to: range.to },
    });
    const { header, records } = await reportExport(db, report, range);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`verdant-${report}-${range.from}-to-${range.to}.csv`);
    ctx.body = Readable.from(csvLines(header, records));
  });

  return router;
}
