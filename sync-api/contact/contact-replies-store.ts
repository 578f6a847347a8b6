import type { Knex } from 'knex';
import type { ContactReply } from '#shared/schemas/admin/contact-replies';
import type { EmailStatus } from '#shared/schemas/admin/outbox';

/** `contact_replies`: staff replies to a contact message, and whether each one's email went. */

type Queryable = Knex | Knex.Transaction;

interface ReplyRow {
  id: string;
  staff_email: string;
  created_at: Date;
  body: string;
  email_status: EmailStatus | null;
}

/** The outbox's key for a reply's email, then the reply's id: one email per reply. */
const REPLY_EMAIL_KEY = 'contact-reply:';
export const replyEmailKey = (replyId: string) => `${REPLY_EMAIL_KEY}${replyId}`;

export async function insertReply(
  trx: Knex.Transaction,
  reply: { id: string; messageId: string; staffId: string | null; body: string },
): Promise<void> {
  await trx('contact_replies').insert({
    id: reply.id,
    message_id: reply.messageId,
    staff_id: reply.staffId,
    body: reply.body,
  });
}

const replies = (db: Queryable) =>
  db('contact_replies as r')
    .join('staff as s', 's.id', 'r.staff_id')
    .leftJoin('emails as e', 'e.dedupe_key', db.raw('?::text || r.id::text', [REPLY_EMAIL_KEY]))
    .select<ReplyRow[]>('r.id', 's.email as staff_email', 'r.created_at', 'r.body', 'e.status as email_status');

const replyFromRow = (row: ReplyRow): ContactReply => ({
  id: row.id,
  staffEmail: row.staff_email,
  createdAt: row.created_at.toISOString(),
  body: row.body,
  emailStatus: row.email_status,
});

/** A message's thread, oldest first. */
export async function listReplies(db: Queryable, messageId: string): Promise<ContactReply[]> {
  const rows = await replies(db).where('r.message_id', messageId).orderBy('r.created_at').orderBy('r.id');
  return rows.map(replyFromRow);
}

export async function findReply(db: Queryable, id: string): Promise<ContactReply | null> {
  const row = await replies(db).where('r.id', id).first();
  return row ? replyFromRow(row) : null;
}
