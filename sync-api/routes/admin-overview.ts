import { API_PATHS } from '#shared/api-paths';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { readOverview } from '../reports/overview.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/** The back office's first screen: the day's and week's sales, what waits, the last 30 days. */
export function adminOverviewRouter(db: Database): ApiRouter {
  const router = apiRouter();

  router.get(API_PATHS.adminOverview, noStore(), requireStaff(db), requirePermission('readOverview'), async (ctx) => {
    ctx.body = await readOverview(db);
  });

  return router;
}
