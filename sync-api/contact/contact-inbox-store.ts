import type { Knex } from 'knex';
import type { AdminMessage } from '#shared/schemas/admin/moderation';
import { CONTACT_SUBJECTS } from '#shared/schemas/contact';

/** The contact inbox's reads and writes of `contact_messages`: read, handled, the internal note. */

type Queryable = Knex | Knex.Transaction;

export type InboxFilter = 'open' | 'handled' | 'all';

interface InboxRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
  handled_at: Date | null;
  handled_by_email: string | null;
  note: string | null;
}

const subjectLabel = (subject: string) => CONTACT_SUBJECTS.find((known) => known.id === subject)?.label ?? subject;

export function messageFromRow(row: InboxRow): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    subjectLabel: subjectLabel(row.subject),
    message: row.message,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_by_email,
    note: row.note,
  };
}

/** Messages with the email of whoever handled them. */
const inbox = (db: Queryable) =>
  db('contact_messages as m')
    .leftJoin('staff as s', 's.id', 'm.handled_by')
    .select<InboxRow[]>(
      'm.id',
      'm.name',
      'm.email',
      'm.subject',
      'm.message',
      'm.created_at',
      'm.read_at',
      'm.handled_at',
      's.email as handled_by_email',
      'm.note',
    );

/** Unread first, then newest: the order of the index `contact_messages_inbox`. */
export async function listInboxRows(db: Queryable, filter: InboxFilter): Promise<InboxRow[]> {
  const query = inbox(db).orderByRaw('(m.read_at is null) desc, m.created_at desc').orderBy('m.id');
  if (filter === 'open') query.whereNull('m.handled_at');
  if (filter === 'handled') query.whereNotNull('m.handled_at');
  return query;
}

export async function countUnread(db: Queryable): Promise<number> {
  const row = await db('contact_messages').whereNull('read_at').count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** One message; in a transaction, locked until it ends, so two changes to it take turns. */
export async function findInboxRow(db: Queryable, id: string): Promise<InboxRow | null> {
  const locked = await db('contact_messages').where({ id }).forUpdate().first('id');
  if (!locked) return null;
  return (await inbox(db).where('m.id', id).first()) ?? null;
}

/** Sets `read_at` the first time only; later reads leave it as it was. */
export async function markRead(db: Queryable, id: string): Promise<void> {
  await db('contact_messages').where({ id }).whereNull('read_at').update({ read_at: db.fn.now() });
}

/** `handled`: who marks it handled now, or false to open it again. */
export async function updateHandling(
  db: Queryable,
  id: string,
  change: { handled?: { by: string | null } | false; note?: string | null },
): Promise<void> {
  const { handled, note } = change;
  await db('contact_messages')
    .where({ id })
    .update({
      // Handling a message means someone has read it.
      read_at: db.raw('coalesce(read_at, now())'),
      ...(handled === undefined
        ? {}
        : { handled_at: handled ? db.fn.now() : null, handled_by: handled ? handled.by : null }),
      ...(note === undefined ? {} : { note }),
    });
}
