import { API_PATHS } from '#shared/api-paths';
import { outboxEmailParamsSchema, outboxQuerySchema } from '#shared/schemas/admin/outbox';
import type { Database } from '../db/database.ts';
import type { Sender } from '../mail/mailer.ts';
import { listOutbox, readOutboxEmail, resendFailedEmail } from '../mail/outbox-service.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * The Outbox, for every member: the emails the store wrote, one email as `sender` sends it, and
 * a failed one sent again.
 */
export function adminOutboxRouter(db: Database, sender: Sender): ApiRouter {
  const router = apiRouter();
  const reading = [noStore(), requireStaff(db), requirePermission('readOutbox')];

  router.get(API_PATHS.adminOutbox, ...reading, async (ctx) => {
    ctx.body = await listOutbox(db, outboxQuerySchema.parse(ctx.query));
  });

  router.get(`${API_PATHS.adminOutbox}/:id`, ...reading, async (ctx) => {
    const { id } = outboxEmailParamsSchema.parse(ctx.params);
    ctx.body = await readOutboxEmail(db, id, sender);
  });

  router.post(
    `${API_PATHS.adminOutbox}/:id/retry`,
    noStore(),
    requireStaff(db),
    requirePermission('resendEmails'),
    async (ctx) => {
      const { id } = outboxEmailParamsSchema.parse(ctx.params);
      ctx.body = await resendFailedEmail(db, id, actorOf(ctx), sender);
    },
  );

  return router;
}
