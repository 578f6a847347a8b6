import type { Knex } from 'knex';
import {
  EMAIL_STATUS_LABELS,
  type EmailKind,
  type EmailStatus,
  OUTBOX_PAGE_SIZE,
  type OutboxEmail,
  type OutboxEmailDetail,
  type OutboxPage,
  type OutboxQuery,
} from '#shared/schemas/admin/outbox';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { type Sender, withStoreOrigin } from './mailer.ts';
import { requeueFailedEmail } from './outbox-store.ts';

/**
 * The back office's Outbox: every email the store wrote, newest first, a page at a time; one
 * email as the mailer sends it, beside what the embedded catcher received of it; and a failed
 * email sent again, audited in the transaction that queues it.
 */

type Queryable = Knex | Knex.Transaction;

interface EmailRow {
  id: string;
  kind: EmailKind;
  to_address: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  order_id: string | null;
  order_number: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

interface EmailDetailRow extends EmailRow {
  message_id: string;
  text_body: string;
  html_body: string;
  contents_cleared_at: Date | null;
  received_at: Date | null;
  envelope_from: string | null;
  envelope_to: string[] | null;
}

const SUMMARY_COLUMNS = [
  'emails.id',
  'emails.kind',
  'emails.to_address',
  'emails.subject',
  'emails.status',
  'emails.attempts',
  'emails.last_error',
  'emails.order_id',
  'orders.number as order_number',
  'emails.created_at',
  'emails.sent_at',
  'emails.next_attempt_at',
];

const iso = (at: Date | string) => new Date(at).toISOString();

const notFound = () => new AppError('email_not_found', 404, 'No email has that id.');

function emailOf(row: EmailRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    orderId: row.order_id,
    orderNumber: row.order_number,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    // Only a waiting email has a next try; a sending one is held, a sent or failed one has none.
    nextAttemptAt: row.status === 'queued' ? iso(row.next_attempt_at) : null,
  };
}

const withOrders = (db: Queryable) => db('emails').leftJoin('orders', 'orders.id', 'emails.order_id');

/**
 * A page of the outbox, newest first. Pages are keyset (created_at, id) from the `before` email,
 * so an email written while staff page on never shifts one into the next page twice; a `before`
 * that names no email is an empty page.
 */
export async function listOutbox(db: Queryable, query: OutboxQuery): Promise<OutboxPage> {
  const page = withOrders(db).select<EmailRow[]>(SUMMARY_COLUMNS);
  if (query.status) page.where('emails.status', query.status);
  if (query.order) page.where('emails.order_id', query.order);
  if (query.before) {
    page.whereRaw('(emails.created_at, emails.id) < (select created_at, id from emails where id = ?)', [query.before]);
  }
  page
    .orderBy([
      { column: 'emails.created_at', order: 'desc' },
      { column: 'emails.id', order: 'desc' },
    ])
    .limit(OUTBOX_PAGE_SIZE + 1);
  const [rows, failing] = await Promise.all([
    page,
    db('emails').where({ status: 'failed' }).count({ count: '*' }).first(),
  ]);
  const shown = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    emails: shown.map(emailOf),
    next: rows.length > OUTBOX_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
    failing: Number(failing?.count ?? 0),
  };
}

/** One email with its links made absolute as `sender` sends them, and the catcher's copy if any. */
export async function readOutboxEmail(db: Queryable, id: string, sender: Sender): Promise<OutboxEmailDetail> {
  const row = await withOrders(db)
    .leftJoin('caught_emails', 'caught_emails.message_id', 'emails.message_id')
    .where('emails.id', id)
    .first<EmailDetailRow | undefined>([
      ...SUMMARY_COLUMNS,
      'emails.message_id',
      'emails.text_body',
      'emails.html_body',
      'emails.contents_cleared_at',
      'caught_emails.received_at',
      'caught_emails.envelope_from',
      'caught_emails.envelope_to',
    ]);
  if (!row) throw notFound();
  return {
    ...emailOf(row),
    from: sender.from,
    messageId: row.message_id,
    text: withStoreOrigin(row.text_body, sender.origin),
    html: withStoreOrigin(row.html_body, sender.origin),
    contentsClearedAt: row.contents_cleared_at ? iso(row.contents_cleared_at) : null,
    received: row.received_at
      ? { at: iso(row.received_at), from: row.envelope_from ?? '', to: row.envelope_to ?? [] }
      : null,
  };
}

/**
 * A failed email queued again, due now with its tries counted afresh, and audited with it. Of
 * two people pressing at once, one queues it and the other is told it no longer failed (409).
 */
export async function resendFailedEmail(
  db: Database,
  id: string,
  actor: Actor,
  sender: Sender,
  now = new Date(),
): Promise<OutboxEmailDetail> {
  await db.transaction(async (trx: Knex.Transaction) => {
    const before = await trx('emails').where({ id }).first<EmailRow | undefined>('status', 'attempts', 'last_error');
    if (!before) throw notFound();
    if (!(await requeueFailedEmail(trx, id, now))) {
      const current = await trx('emails').where({ id }).first<EmailRow>('status');
      throw new AppError(
        'email_not_failed',
        409,
        `Only a failed email can be sent again: this one is ${EMAIL_STATUS_LABELS[current.status].toLowerCase()}.`,
      );
    }
    await appendAudit(trx, actor, {
      action: 'email.resent',
      subjectType: 'email',
      subjectId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.last_error },
      after: { status: 'queued', attempts: 0, lastError: null },
    });
  });
  return readOutboxEmail(db, id, sender);
}
