import { API_PATHS } from '#shared/api-paths';
import { auditQuerySchema } from '#shared/schemas/admin/audit';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { listAuditEntries } from '../staff/audit-log.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/** The owner reads the audit log: filtered by action, by who acted and by day, newest first, a page at a time. */
export function adminAuditRouter(db: Database): ApiRouter {
  const router = apiRouter();

  router.get(API_PATHS.adminAudit, noStore(), requireStaff(db), requirePermission('readAuditLog'), async (ctx) => {
    ctx.body = await listAuditEntries(db, auditQuerySchema.parse(ctx.query));
  });

  return router;
}
