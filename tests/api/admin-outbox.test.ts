import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminOutboxEmailApiPath, adminOutboxRetryApiPath } from '#shared/api-paths';
import { SENT_EMAIL_CONTENTS_KEPT_DAYS } from '#shared/content/retention';
import { OUTBOX_PAGE_SIZE, outboxEmailDetailSchema, outboxPageSchema } from '#shared/schemas/admin/outbox';
import { DEFAULT_MAIL_FROM, DEFAULT_PORT } from '../../sync-api/config.ts';
import { type Mailer, type MailMessage, STORE_ORIGIN_MARK, senderOf, smtpMailer } from '../../sync-api/mail/mailer.ts';
import { claimDueEmail, clearOldEmailContents, enqueueEmail, type NewEmail } from '../../sync-api/mail/outbox-store.ts';
import { EMAIL_LEASE_MS, sendDueEmails } from '../../sync-api/mail/outbox-worker.ts';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, MAX_EMAIL_ATTEMPTS } from '../../sync-api/mail/retry-schedule.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../sync-api/mail/smtp-catcher.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The outbox end to end: the worker sending through a real SMTP server (the embedded catcher),
 * an SMTP server down and then up, a process that died mid-send, two workers at once; and the
 * back office's Outbox calls. SKIP LOCKED and the leases are SQL, so this runs on both databases.
 */

const SENDER = { from: 'Verdant <hello@verdant.test>', origin: 'https://shop.verdant.test' };
/** What the app shows an email as: it is configured with no PUBLIC_ORIGIN, port or MAIL_FROM. */
const APP_SENDER = senderOf({ publicOrigin: null, port: DEFAULT_PORT, mailFrom: DEFAULT_MAIL_FROM });

let api: ApiHarness;
let catcher: SmtpCatcher;
let mailer: Mailer;
beforeAll(async () => {
  api = await startApi();
  catcher = await startSmtpCatcher(api.db);
  mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, SENDER);
});
beforeEach(() => api.reset());
afterAll(async () => {
  await mailer.close();
  await catcher.close();
  await api.close();
});

/** A loopback port nothing listens on (free a moment ago). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Writes emails to the outbox as a change would, in one transaction; answers their ids. */
async function enqueue(...emails: Partial<NewEmail>[]): Promise<string[]> {
  const keys = emails.map(() => randomUUID());
  await api.db.transaction(async (trx) => {
    for (const [index, email] of emails.entries()) {
      await enqueueEmail(trx, {
        kind: 'order_receipt',
        dedupeKey: keys[index] as string,
        to: 'ada@example.com',
        subject: 'Your Verdant order',
        text: `Follow your order: ${STORE_ORIGIN_MARK}/orders`,
        html: `<p><a href="${STORE_ORIGIN_MARK}/orders">Follow your order</a></p>`,
        ...email,
      });
    }
  });
  const rows = await api.db('emails').whereIn('dedupe_key', keys).select('id', 'dedupe_key');
  return keys.map((key) => rows.find((row) => row.dedupe_key === key)?.id as string);
}

const emailRow = (id: string) => api.db('emails').where({ id }).first();
const caughtCopies = (messageId: string) => api.rowCount('caught_emails', { message_id: messageId });

/** Runs the worker against a mail server that is down until every email due has used its tries. */
async function failForGood(): Promise<void> {
  const down = smtpMailer(`smtp://127.0.0.1:${await freePort()}`, SENDER);
  let clock = Date.now();
  for (let tries = 0; tries < MAX_EMAIL_ATTEMPTS; tries += 1) {
    await sendDueEmails(api.db, down, { now: () => new Date(clock) });
    clock += LONGEST_RETRY_MS + 1000;
  }
  await down.close();
}

async function readOutbox(client: TestClient, query = '') {
  const response = await client.get(`${API_PATHS.adminOutbox}${query}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return outboxPageSchema.parse(response.body);
}

async function readEmail(client: TestClient, id: string) {
  const response = await client.get(adminOutboxEmailApiPath(id));
  expect(response.status, response.text).toBe(200);
  return outboxEmailDetailSchema.parse(response.body);
}

describe('the worker sends the outbox over SMTP', () => {
  test('an email reaches the SMTP server once, its links absolute and its Message-ID kept', async () => {
    const [id] = await enqueue({ to: 'grace@example.com', subject: 'Your receipt' });
    const written = await emailRow(id as string);

    expect(await sendDueEmails(api.db, mailer)).toEqual({ sent: 1, failed: 0 });

    expect(await emailRow(id as string)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const caught = await api.db('caught_emails').select();
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({
      message_id: written.message_id,
      envelope_to: ['grace@example.com'],
      envelope_from: 'hello@verdant.test',
      subject: 'Your receipt',
    });
    expect(caught[0].text_body).toContain(`Follow your order: ${SENDER.origin}/orders`);
    expect(caught[0].html_body).toContain(`href="${SENDER.origin}/orders"`);
    expect(caught[0].html_body).not.toContain(STORE_ORIGIN_MARK);
    expect(await sendDueEmails(api.db, mailer)).toEqual({ sent: 0, failed: 0 });
  });

  test('with the SMTP server down a try fails and waits 30 s; once it is up the email goes, once', async () => {
    const port = await freePort();
    const sameAddress = smtpMailer(`smtp://127.0.0.1:${port}`, SENDER);
    const [id] = await enqueue({});
    const start = new Date();

    expect(await sendDueEmails(api.db, sameAddress, { now: () => start })).toEqual({ sent: 0, failed: 1 });
    const waiting = await emailRow(id as string);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lease_until: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(waiting.next_attempt_at).getTime()).toBe(start.getTime() + FIRST_RETRY_MS);

    const beforeItsTime = new Date(start.getTime() + FIRST_RETRY_MS - 1000);
    expect(await sendDueEmails(api.db, sameAddress, { now: () => beforeItsTime })).toEqual({ sent: 0, failed: 0 });

    const upAgain = await startSmtpCatcher(api.db, port);
    try {
      const later = new Date(start.getTime() + FIRST_RETRY_MS + 1000);
      expect(await sendDueEmails(api.db, sameAddress, { now: () => later })).toEqual({ sent: 1, failed: 0 });
      expect(await sendDueEmails(api.db, sameAddress, { now: () => later })).toEqual({ sent: 0, failed: 0 });
    } finally {
      await sameAddress.close();
      await upAgain.close();
    }
    expect(await emailRow(id as string)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(await api.rowCount('caught_emails')).toBe(1);
  });

  test(`after ${MAX_EMAIL_ATTEMPTS} failed tries an email fails; sent again by staff, it goes`, async () => {
    const [id] = await enqueue({});
    await failForGood();
    const failed = await emailRow(id as string);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    // Failed stays failed: no later round tries it.
    expect(await sendDueEmails(api.db, mailer, { now: () => new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
    });

    const { client, member } = await staffClient(api, 'staff');
    const resent = await client.post(adminOutboxRetryApiPath(id as string));
    expect(resent.status, resent.text).toBe(200);
    expect(outboxEmailDetailSchema.parse(resent.body)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
    const audit = await api.db('audit_log').where({ action: 'email.resent' }).select();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: member.email, subject_type: 'email', subject_id: id });
    expect(audit[0].before).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });

    expect(await sendDueEmails(api.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(await readEmail(client, id as string)).toMatchObject({ status: 'sent', received: expect.any(Object) });
  });

  test('an email held by a process that died mid-send waits for its lease, then goes; the server keeps one copy', async () => {
    const [id] = await enqueue({});
    const now = Date.now();
    const held = await claimDueEmail(api.db, new Date(now), EMAIL_LEASE_MS);
    expect(held?.id).toBe(id);
    // The dead process's send reached the server before it could mark the email sent.
    await mailer.send(held as MailMessage);

    const withinLease = new Date(now + EMAIL_LEASE_MS - 1000);
    expect(await sendDueEmails(api.db, mailer, { now: () => withinLease })).toEqual({ sent: 0, failed: 0 });
    expect(await emailRow(id as string)).toMatchObject({ status: 'sending' });

    const afterLease = new Date(now + EMAIL_LEASE_MS + 1);
    expect(await sendDueEmails(api.db, mailer, { now: () => afterLease })).toEqual({ sent: 1, failed: 0 });
    const sent = await emailRow(id as string);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await caughtCopies(sent.message_id)).toBe(1);
    expect(await api.rowCount('caught_emails')).toBe(1);
  });

  test('two workers at once send each email once', async () => {
    const ids = await enqueue(...Array.from({ length: 8 }, (_, index) => ({ to: `shopper${index}@example.com` })));
    const sends: string[] = [];
    const counting: Mailer = {
      async send(message) {
        sends.push(message.messageId);
        await mailer.send(message);
      },
      close: async () => undefined,
    };

    const rounds = await Promise.all([sendDueEmails(api.db, counting), sendDueEmails(api.db, counting)]);

    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(ids.length);
    expect(new Set(sends).size).toBe(ids.length);
    expect(sends).toHaveLength(ids.length);
    expect(await api.rowCount('emails', { status: 'sent' })).toBe(ids.length);
    expect(await api.rowCount('caught_emails')).toBe(ids.length);
  });
});

describe(`a sent email's contents are kept ${SENT_EMAIL_CONTENTS_KEPT_DAYS} days`, () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  test('then cleared, the record kept: the Outbox says when, and the change is still never emailed twice', async () => {
    const [old, recent, failing] = await enqueue({ subject: 'Old receipt' }, { subject: 'New receipt' }, {});
    await sendDueEmails(api.db, mailer);
    const now = new Date();
    const sentDaysAgo = (id: string | undefined, days: number) =>
      api
        .db('emails')
        .where({ id })
        .update({ sent_at: new Date(now.getTime() - days * DAY_MS) });
    await sentDaysAgo(old, SENT_EMAIL_CONTENTS_KEPT_DAYS + 1);
    await sentDaysAgo(recent, SENT_EMAIL_CONTENTS_KEPT_DAYS - 1);
    await api.db('emails').where({ id: failing }).update({ status: 'failed', sent_at: null });

    expect(await clearOldEmailContents(api.db, now, SENT_EMAIL_CONTENTS_KEPT_DAYS)).toBe(1);
    // A second round finds nothing more to clear.
    expect(await clearOldEmailContents(api.db, now, SENT_EMAIL_CONTENTS_KEPT_DAYS)).toBe(0);

    const { client } = await staffClient(api, 'staff');
    const cleared = await readEmail(client, old as string);
    expect(cleared).toMatchObject({ subject: 'Old receipt', status: 'sent', text: '', html: '' });
    expect(Date.parse(cleared.contentsClearedAt ?? '')).toBe(now.getTime());
    const kept = await readEmail(client, recent as string);
    expect(kept).toMatchObject({ contentsClearedAt: null, text: expect.stringContaining('Follow your order') });
    expect((await readEmail(client, failing as string)).contentsClearedAt).toBeNull();

    const { dedupe_key: key } = await emailRow(old as string);
    await api.db.transaction((trx) =>
      enqueueEmail(trx, {
        kind: 'order_receipt',
        dedupeKey: key,
        to: 'ada@example.com',
        subject: 'Again',
        text: 'x',
        html: 'x',
      }),
    );
    expect(await api.rowCount('emails', { dedupe_key: key })).toBe(1);
  });
});

describe('the back office’s Outbox', () => {
  test('newest first, with each email’s order number, status and the count of failing emails', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    // Only this test's emails, whatever placing the order wrote.
    await api.db('emails').del();
    const [failing] = await enqueue({ kind: 'contact_reply', to: 'lee@example.com', subject: 'Re: dosage' });
    await failForGood();
    const [receipt] = await enqueue({ orderId: order.id, subject: `Your order ${order.number}` });
    const [update] = await enqueue({ kind: 'order_status', orderId: order.id });
    await sendDueEmails(api.db, mailer, { max: 1 });

    const { client } = await staffClient(api, 'staff');
    const all = await readOutbox(client);
    expect(all.failing).toBe(1);
    expect(all.next).toBeNull();
    expect(all.emails.map((email) => email.id)).toEqual([update, receipt, failing]);
    const shown = all.emails.find((email) => email.id === failing);
    expect(shown).toMatchObject({
      kind: 'contact_reply',
      to: 'lee@example.com',
      subject: 'Re: dosage',
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      orderId: null,
      orderNumber: null,
      nextAttemptAt: null,
    });
    // The worker's one send took the email due first, the receipt.
    expect(all.emails[1]).toMatchObject({
      kind: 'order_receipt',
      status: 'sent',
      sentAt: expect.any(String),
      orderId: order.id,
      orderNumber: order.number,
    });
    expect(all.emails[0]).toMatchObject({
      kind: 'order_status',
      status: 'queued',
      nextAttemptAt: expect.any(String),
      sentAt: null,
      orderNumber: order.number,
    });

    const onlyFailed = await readOutbox(client, '?status=failed');
    expect(onlyFailed.emails.map((email) => email.id)).toEqual([failing]);
    const onlySent = await readOutbox(client, '?status=sent');
    expect(onlySent.emails).toHaveLength(1);
    expect(onlySent.failing).toBe(1);
    const ofTheOrder = await readOutbox(client, `?order=${order.id}`);
    expect(ofTheOrder.emails.map((email) => email.id).sort()).toEqual([receipt, update].sort());
    expect((await readOutbox(client, `?order=${randomUUID()}`)).emails).toEqual([]);
  });

  test(`pages hold ${OUTBOX_PAGE_SIZE} emails, newest first, and the next page starts after the last shown`, async () => {
    // Written in one transaction, so they share one created_at: the id orders them.
    const ids = await enqueue(...Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, () => ({})));
    const { client } = await staffClient(api, 'owner');

    const first = await readOutbox(client);
    expect(first.emails).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.next).toBe(first.emails.at(-1)?.id);
    const second = await readOutbox(client, `?before=${first.next}`);
    expect(second.emails).toHaveLength(5);
    expect(second.next).toBeNull();
    const seen = [...first.emails, ...second.emails].map((email) => email.id);
    expect(new Set(seen).size).toBe(ids.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(seen).toEqual([...seen].sort().reverse());

    // An email written meanwhile shows on the first page, and the second stays as it was.
    const [newer] = await enqueue({});
    expect((await readOutbox(client)).emails[0]?.id).toBe(newer);
    expect((await readOutbox(client, `?before=${first.next}`)).emails).toEqual(second.emails);
    expect((await readOutbox(client, `?before=${randomUUID()}`)).emails).toEqual([]);
  });

  test('an email as it was sent: headers, its text and HTML with absolute links, and what the catcher received', async () => {
    const [id] = await enqueue({ to: 'grace@example.com', subject: 'Your receipt' });
    const { client } = await staffClient(api, 'staff');

    const waiting = await readEmail(client, id as string);
    expect(waiting).toMatchObject({
      id,
      from: APP_SENDER.from,
      to: 'grace@example.com',
      subject: 'Your receipt',
      status: 'queued',
      messageId: expect.stringMatching(/^<.+@.+>$/),
      text: `Follow your order: ${APP_SENDER.origin}/orders`,
      html: `<p><a href="${APP_SENDER.origin}/orders">Follow your order</a></p>`,
      received: null,
    });

    await sendDueEmails(api.db, mailer);
    const sent = await readEmail(client, id as string);
    expect(sent.status).toBe('sent');
    expect(sent.received).toEqual({
      at: expect.any(String),
      from: 'hello@verdant.test',
      to: ['grace@example.com'],
    });
  });

  test('sending again is only for a failed email: 409 otherwise, 404 unknown, 400 malformed; nothing changes', async () => {
    const [id] = await enqueue({});
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();

    const waiting = await client.post(adminOutboxRetryApiPath(id as string));
    expectError(waiting, 409, 'email_not_failed');
    expect(waiting.body.error.message).toBe('Only a failed email can be sent again: this one is waiting.');
    await sendDueEmails(api.db, mailer);
    const sent = await client.post(adminOutboxRetryApiPath(id as string));
    expectError(sent, 409, 'email_not_failed');
    expect(sent.body.error.message).toBe('Only a failed email can be sent again: this one is sent.');
    const afterSending = await api.snapshot();

    expectError(await client.post(adminOutboxRetryApiPath(randomUUID())), 404, 'email_not_found');
    expectError(await client.get(adminOutboxEmailApiPath(randomUUID())), 404, 'email_not_found');
    const malformed = await client.post(adminOutboxRetryApiPath('not-an-id'));
    expectError(malformed, 400, 'invalid_request');
    expect(malformed.body.error.message).toBe('id: Not an email id');
    expectError(await client.get(adminOutboxEmailApiPath('1; drop table emails')), 400, 'invalid_request');
    expect(await api.snapshot()).toEqual(afterSending);
    expect(before.audit_log).toEqual(afterSending.audit_log);
  });

  test('a filter the list does not know is 400, naming it', async () => {
    const { client } = await staffClient(api, 'staff');
    for (const [query, message] of [
      ['?status=lost', 'status: Not a status an email has'],
      ['?order=42', 'order: Not an order id'],
      ['?before=yesterday', 'before: Not an email id'],
    ]) {
      const refused = await client.get(`${API_PATHS.adminOutbox}${query}`);
      expectError(refused, 400, 'invalid_request', query);
      expect(refused.body.error.message).toBe(message);
    }
  });

  test('signed out is 401 and a driver 403, for reading and for sending again', async () => {
    const [id] = await enqueue({});
    await failForGood();
    const calls = (client: TestClient) => [
      client.get(API_PATHS.adminOutbox),
      client.get(adminOutboxEmailApiPath(id as string)),
      client.post(adminOutboxRetryApiPath(id as string)),
    ];
    for (const answer of await Promise.all(calls(api.client()))) expectError(answer, 401, 'staff_sign_in_required');
    const { client: driver } = await staffClient(api, 'driver');
    for (const answer of await Promise.all(calls(driver))) expectError(answer, 403, 'forbidden');
    expect(await emailRow(id as string)).toMatchObject({ status: 'failed' });
  });
});
