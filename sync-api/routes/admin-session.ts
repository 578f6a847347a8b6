import { API_PATHS } from '#shared/api-paths';
import { signInRequestSchema } from '#shared/schemas/admin/staff';
import type { Database } from '../db/database.ts';
import type { WriteLimiters } from '../limits/write-limits.ts';
import { noStore } from '../middleware/no-store.ts';
import {
  actorOf,
  clearStaffCookie,
  readStaffToken,
  requireStaff,
  setStaffCookie,
  signedInStaff,
} from '../middleware/staff-session.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { signIn, signOut } from '../staff/staff-auth-service.ts';
import type { PasswordPolicy } from '../staff/staff-service.ts';
import { staffMemberFromRow } from '../staff/staff-store.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * The back office's session: POST signs in (setting the staff cookie), GET answers who is
 * signed in (401 when nobody), DELETE signs out and ends the session on the server.
 */
export function adminSessionRouter(db: Database, limits: WriteLimiters, { passwordCost }: PasswordPolicy): ApiRouter {
  const router = apiRouter();
  const uncached = noStore();

  router.post(API_PATHS.adminSession, uncached, limitWrites(limits, 'staffSignIn'), async (ctx) => {
    const request = signInRequestSchema.parse(ctx.request.body ?? {});
    const { staff, token } = await signIn(db, request, { ip: ctx.ip, now: new Date(), passwordCost });
    setStaffCookie(ctx, token);
    ctx.body = { staff: staffMemberFromRow(staff) };
  });

  router.get(API_PATHS.adminSession, uncached, requireStaff(db), async (ctx) => {
    ctx.body = { staff: signedInStaff(ctx.state) };
  });

  router.delete(API_PATHS.adminSession, uncached, requireStaff(db), async (ctx) => {
    const token = readStaffToken(ctx);
    if (token) await signOut(db, token, actorOf(ctx));
    clearStaffCookie(ctx);
    ctx.status = 204;
  });

  return router;
}
