import { z } from 'zod';
import { API_PATHS } from '#shared/api-paths';
import { contactReplyRequestSchema } from '#shared/schemas/admin/contact-replies';
import { messageQuerySchema, messageUpdateSchema } from '#shared/schemas/admin/moderation';
import { AppError } from '../app-error.ts';
import { listMessages, readMessage, replyToMessage, updateMessage } from '../contact/contact-inbox-service.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

const messageIdSchema = z.uuid();

/**
 * The contact inbox, for every member: the list, one message with its thread (which marks it
 * read), handling it, and replying to the shopper by email.
 */
export function adminMessagesRouter(db: Database): ApiRouter {
  const router = apiRouter();
  const guarded = [noStore(), requireStaff(db), requirePermission('readMessages')];
  const messageId = (id: string | undefined) => {
    if (!messageIdSchema.safeParse(id).success) throw new AppError('message_not_found', 404, 'No message has that id.');
    return id as string;
  };

  router.get(API_PATHS.adminMessages, ...guarded, async (ctx) => {
    const { status } = messageQuerySchema.parse(ctx.query);
    ctx.body = await listMessages(db, status);
  });

  router.get(`${API_PATHS.adminMessages}/:id`, ...guarded, async (ctx) => {
    ctx.body = await readMessage(db, messageId(ctx.params.id), actorOf(ctx));
  });

  router.patch(`${API_PATHS.adminMessages}/:id`, ...guarded, async (ctx) => {
    const id = messageId(ctx.params.id);
    const update = messageUpdateSchema.parse(ctx.request.body ?? {});
    ctx.body = await updateMessage(db, id, update, actorOf(ctx));
  });

  router.post(
    `${API_PATHS.adminMessages}/:id/replies`,
    ...guarded,
    requirePermission('replyToMessages'),
    async (ctx) => {
      const id = messageId(ctx.params.id);
      const request = contactReplyRequestSchema.parse(ctx.request.body ?? {});
      ctx.body = await replyToMessage(db, id, request, actorOf(ctx));
      ctx.status = 201;
    },
  );

  return router;
}
