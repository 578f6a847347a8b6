import { API_PATHS } from '#shared/api-paths';
import { storeToday } from '#shared/back-office/store-day';
import { closingReportQuerySchema } from '#shared/schemas/admin/closing-report';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { readClosingReport } from '../reports/closing-report.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * GET /api/admin/reports/closing?day= (owner): one store day's closing report, today's so far
 * included. It is the books, as the exports are (`exportReports`), not the day at a glance; it is
 * read, not taken away, so it is not audited as an export is.
 */
export function adminReportsRouter(db: Database): ApiRouter {
  const router = apiRouter();

  router.get(
    API_PATHS.adminClosingReport,
    noStore(),
    requireStaff(db),
    requirePermission('exportReports'),
    async (ctx) => {
      const { day } = closingReportQuerySchema(storeToday()).parse(ctx.query);
      ctx.body = await readClosingReport(db, day);
    },
  );

  return router;
}
