import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SUPPORT_EMAIL } from '#shared/content/business';
import type { EmailKind, EmailStatus } from '#shared/schemas/admin/outbox';

type Queryable = Knex | Knex.Transaction;

/** An email to write to the outbox, in the transaction of the change it tells of. */
export interface NewEmail {
  kind: EmailKind;
  /** One change's email has one key: writing it again (a retried transaction) changes nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  orderId?: string | null;
}

/** An email a worker holds to send. */
export interface ClaimedEmail {
  id: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/** Message-IDs name the store's own domain, as RFC 5322 asks of them. */
const MESSAGE_ID_DOMAIN = SUPPORT_EMAIL.slice(SUPPORT_EMAIL.indexOf('@') + 1);

/** Writes the email to the outbox, once per dedupe key. */
export async function enqueueEmail(trx: Knex.Transaction, email: NewEmail): Promise<void> {
  const id = randomUUID();
  await trx('emails')
    .insert({
      id,
      kind: email.kind,
      dedupe_key: email.dedupeKey,
      message_id: `<${id}@${MESSAGE_ID_DOMAIN}>`,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      order_id: email.orderId ?? null,
    })
    .onConflict('dedupe_key')
    .ignore();
}

/**
 * Takes the next email due, for `leaseMs`: one waiting for its try, or one whose worker held it
 * past its lease (its process died mid-send). SKIP LOCKED lets several processes take different
 * emails at once; the lease, not the row lock, keeps another from taking it while it is sent.
 */
export async function claimDueEmail(db: Queryable, now: Date, leaseMs: number): Promise<ClaimedEmail | null> {
  const result = await db.raw(
    `update emails set status = 'sending', attempts = attempts + 1, lease_until = ?
     where id = (
       select id from emails
       where (status = 'queued' and next_attempt_at <= ?) or (status = 'sending' and lease_until < ?)
       order by next_attempt_at, id
       limit 1
       for update skip locked
     )
     returning id, message_id, to_address, subject, text_body, html_body, attempts`,
    [new Date(now.getTime() + leaseMs), now, now],
  );
  const row = (result.rows as Record<string, unknown>[])[0];
  if (!row) return null;
  return {
    id: row.id as string,
    messageId: row.message_id as string,
    to: row.to_address as string,
    subject: row.subject as string,
    text: row.text_body as string,
    html: row.html_body as string,
    attempts: row.attempts as number,
  };
}

export async function markEmailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db('emails')
    .where({ id, status: 'sending' })
    .update({ status: 'sent', sent_at: at, lease_until: null, last_error: null, next_attempt_at: at });
}

/** A failed try: tried again at `retryAt`, or, with none left, failed until staff send it again. */
export async function markEmailFailed(db: Queryable, id: string, error: string, retryAt: Date | null): Promise<void> {
  const status: EmailStatus = retryAt ? 'queued' : 'failed';
  await db('emails')
    .where({ id, status: 'sending' })
    .update({
      status,
      last_error: error.slice(0, 1000),
      lease_until: null,
      ...(retryAt ? { next_attempt_at: retryAt } : {}),
    });
}

/** A failed email goes back in the queue, due now, with its tries counted afresh. */
export async function requeueFailedEmail(trx: Knex.Transaction, id: string, now: Date): Promise<boolean> {
  const updated = await trx('emails')
    .where({ id, status: 'failed' })
    .update({ status: 'queued', attempts: 0, next_attempt_at: now, last_error: null });
  return updated > 0;
}

/** Sent emails whose contents one round clears at most, so a backlog never makes one long statement. */
const CLEARED_PER_ROUND = 500;

/**
 * Clears the text and HTML of emails sent more than `keptDays` before `now` (a round of at most
 * CLEARED_PER_ROUND); answers how many. Failed and queued emails keep theirs: they are still to send.
 */
export async function clearOldEmailContents(db: Queryable, now: Date, keptDays: number): Promise<number> {
  const before = new Date(now.getTime() - keptDays * 24 * 60 * 60 * 1000);
  const due = db('emails')
    .select('id')
    .where('status', 'sent')
    .whereNull('contents_cleared_at')
    .andWhere('sent_at', '<', before)
    .limit(CLEARED_PER_ROUND);
  return db('emails').whereIn('id', due).update({ text_body: '', html_body: '', contents_cleared_at: now });
}
