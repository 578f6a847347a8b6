import { z } from 'zod';
import { API_PATHS } from '#shared/api-paths';
import { createStaffRequestSchema, updateStaffRequestSchema } from '#shared/schemas/admin/staff';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { addStaff, listStaff, type PasswordPolicy, updateStaff } from '../staff/staff-service.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

const staffIdSchema = z.uuid();

/**
 * The owner's staff accounts: the list, a new account (201), and a change of role, of whether
 * it is disabled, or of its password. Answers never carry a password or its hash.
 */
export function adminStaffRouter(db: Database, passwords: PasswordPolicy): ApiRouter {
  const router = apiRouter();
  const guarded = [noStore(), requireStaff(db), requirePermission('manageStaff')];

  router.get(API_PATHS.adminStaff, ...guarded, async (ctx) => {
    ctx.body = { staff: await listStaff(db) };
  });

  router.post(API_PATHS.adminStaff, ...guarded, async (ctx) => {
    const request = createStaffRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await addStaff(db, request, actorOf(ctx), passwords);
    ctx.status = 201;
  });

  router.patch(`${API_PATHS.adminStaff}/:id`, ...guarded, async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!staffIdSchema.safeParse(id).success)
      throw new AppError('staff_not_found', 404, 'No staff member has that id.');
    const change = updateStaffRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await updateStaff(db, id, change, actorOf(ctx), passwords);
  });

  return router;
}
