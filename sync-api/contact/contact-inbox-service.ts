import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AdminMessageThread, ContactReply, ContactReplyRequest } from '#shared/schemas/admin/contact-replies';
import type { AdminMessage, MessageUpdate } from '#shared/schemas/admin/moderation';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { contactReplyEmail } from '../mail/contact-reply-email.ts';
import { enqueueEmail } from '../mail/outbox-store.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  countUnread,
  findInboxRow,
  type InboxFilter,
  listInboxRows,
  markRead,
  messageFromRow,
  updateHandling,
} from './contact-inbox-store.ts';
import { findReply, insertReply, listReplies, replyEmailKey } from './contact-replies-store.ts';

/**
 * The contact inbox: unread first, reading marks a message read (once), staff mark it handled,
 * keep an internal note and reply by email, the replies kept as the message's thread. Every
 * change, the first read included, is audited with the values before and after, so the log says
 * who opened a shopper's message first. A request that changes nothing (a second reading, the
 * same note again) writes nothing.
 */

const notFound = () => new AppError('message_not_found', 404, 'No message has that id.');

/** What the audit log keeps of a message: its handling, never the shopper's text. */
const handling = (message: AdminMessage) => ({
  readAt: message.readAt,
  handledAt: message.handledAt,
  handledBy: message.handledBy,
  note: message.note,
});

export async function listMessages(
  db: Database,
  filter: InboxFilter,
): Promise<{ messages: AdminMessage[]; unread: number }> {
  const [rows, unread] = await Promise.all([listInboxRows(db, filter), countUnread(db)]);
  return { messages: rows.map(messageFromRow), unread };
}

/** Changes a message under its row lock, audits what changed, and answers it as it now is. */
async function changeMessage(
  db: Database,
  id: string,
  actor: Actor,
  change: (trx: Knex.Transaction, before: AdminMessage) => Promise<void>,
): Promise<AdminMessage> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await findInboxRow(trx, id);
    if (!row) throw notFound();
    const before = messageFromRow(row);
    await change(trx, before);
    const changed = await findInboxRow(trx, id);
    if (!changed) throw notFound();
    const after = messageFromRow(changed);
    if (JSON.stringify(handling(before)) === JSON.stringify(handling(after))) return after;
    await appendAudit(trx, actor, {
      action: 'message.updated',
      subjectType: 'contact_message',
      subjectId: id,
      before: handling(before),
      after: handling(after),
    });
    return after;
  });
}

/** One message with its thread, marked read on its first reading; later readings change nothing. */
export async function readMessage(db: Database, id: string, actor: Actor): Promise<AdminMessageThread> {
  const message = await changeMessage(db, id, actor, async (trx, before) => {
    if (before.readAt === null) await markRead(trx, id);
  });
  return { ...message, replies: await listReplies(db, id) };
}

/**
 * Marks a message handled (keeping who handled it first when it already was) or open again,
 * and sets or clears (with an empty note) the internal note.
 */
export function updateMessage(db: Database, id: string, update: MessageUpdate, actor: Actor): Promise<AdminMessage> {
  return changeMessage(db, id, actor, async (trx, before) => {
    const alreadyHandled = before.handledAt !== null;
    const handled =
      update.handled === undefined || update.handled === alreadyHandled
        ? undefined
        : update.handled && { by: actor.staffId };
    await updateHandling(trx, id, {
      ...(handled === undefined ? {} : { handled }),
      ...(update.note === undefined ? {} : { note: update.note === '' ? null : update.note }),
    });
  });
}

/**
 * A staff reply, in one transaction under the message's lock: the reply kept in its thread, its
 * email to the shopper written to the outbox (sent by the worker afterwards), the message marked
 * handled (a reply is the answer the inbox waits for; who handled it first stays), and the audit.
 * Should any of it fail, none of it happened, so a reply is never kept without its email.
 */
export function replyToMessage(
  db: Database,
  id: string,
  request: ContactReplyRequest,
  actor: Actor,
): Promise<ContactReply> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await findInboxRow(trx, id);
    if (!row) throw notFound();
    const before = messageFromRow(row);
    const replyId = randomUUID();
    await insertReply(trx, { id: replyId, messageId: id, staffId: actor.staffId, body: request.body });
    await enqueueEmail(trx, {
      kind: 'contact_reply',
      dedupeKey: replyEmailKey(replyId),
      to: before.email,
      ...contactReplyEmail(request.body, before),
    });
    await updateHandling(trx, id, before.handledAt === null ? { handled: { by: actor.staffId } } : {});
    const changed = await findInboxRow(trx, id);
    if (!changed) throw notFound();
    await appendAudit(trx, actor, {
      action: 'message.replied',
      subjectType: 'contact_message',
      subjectId: id,
      before: handling(before),
      after: { ...handling(messageFromRow(changed)), reply: replyId },
    });
    const reply = await findReply(trx, replyId);
    if (!reply) throw new Error('a reply just written is not there');
    return reply;
  });
}
