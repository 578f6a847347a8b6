import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminMessageApiPath, adminMessageRepliesApiPath } from '#shared/api-paths';
import { STORE_NAME } from '#shared/content/business';
import {
  adminMessageThreadSchema,
  CONTACT_REPLY_MAX_LENGTH,
  contactReplyRequestSchema,
  contactReplySchema,
} from '#shared/schemas/admin/contact-replies';
import { adminMessageListSchema } from '#shared/schemas/admin/moderation';
import type { Mailer, MailMessage } from '../../sync-api/mail/mailer.ts';
import { sendDueEmails } from '../../sync-api/mail/outbox-worker.ts';
import { LONGEST_RETRY_MS, MAX_EMAIL_ATTEMPTS } from '../../sync-api/mail/retry-schedule.ts';
import { brokenJson, expectNothingChanges, refusedBody } from '../setup/admin-fuzz.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Staff reply to a contact message from the inbox: the reply is kept in the message's thread,
 * its email to the shopper waits in the outbox, the message is handled, and the log says who
 * replied; all in one transaction. The thread shows whether each reply's email went.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SHOPPER = { name: 'Ada', email: 'ada@example.com' };
const THEIR_MESSAGE = 'My delivery window changed.\nCan the driver come after 6?';

/** A message sent through the shop's contact form. */
async function sendMessage(subject = 'order-support') {
  const response = await api.client().post(API_PATHS.contact, {
    json: { submissionId: randomUUID(), ...SHOPPER, subject, message: THEIR_MESSAGE },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id as string;
}

const reply = (client: TestClient, messageId: string, body: unknown) =>
  client.post(adminMessageRepliesApiPath(messageId), { json: { body } });

async function thread(client: TestClient, messageId: string) {
  const response = await client.get(adminMessageApiPath(messageId));
  expect(response.status, response.text).toBe(200);
  return adminMessageThreadSchema.parse(response.body);
}

const replyAudit = () => api.db('audit_log').where({ action: 'message.replied' }).orderBy('id');

/** A mail server that takes every email, or refuses every one. */
function mailer(refuses = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (refuses) throw new Error('421 mail server unavailable');
      sent.push(message);
    },
    async close() {},
  };
}

describe('replying to a message', () => {
  test('the reply is kept, its email to the shopper is written, the message is handled, and the log names who replied', async () => {
    const { client, member } = await staffClient(api, 'staff');
    const id = await sendMessage();
    const response = await reply(client, id, '  Hi Ada,\n\nThe driver can come at 7.  ');
    expect(response.status, response.text).toBe(201);
    const answer = contactReplySchema.parse(response.body);
    expect(answer).toMatchObject({
      staffEmail: member.email,
      body: 'Hi Ada,\n\nThe driver can come at 7.',
      emailStatus: 'queued',
    });

    // One transaction wrote both: the reply and its one email, found by the reply's id.
    expect(await api.db('contact_replies').select('id', 'message_id', 'staff_id')).toEqual([
      { id: answer.id, message_id: id, staff_id: member.id },
    ]);
    const emails = await api.db('emails').select();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'contact_reply',
      dedupe_key: `contact-reply:${answer.id}`,
      to_address: SHOPPER.email,
      subject: 'Re: Order Support',
      status: 'queued',
    });
    expect(emails[0].text_body).toContain('Hi Ada,\n\nThe driver can come at 7.');
    expect(emails[0].text_body).toContain('> My delivery window changed.\n> Can the driver come after 6?');
    expect(emails[0].html_body).toContain('The driver can come at 7.');

    const message = await thread(client, id);
    expect(message).toMatchObject({ handledBy: member.email, replies: [answer] });
    expect(message.handledAt).not.toBeNull();
    expect(message.readAt).not.toBeNull();
    const open = adminMessageListSchema.parse((await client.get(API_PATHS.adminMessages)).body);
    expect(open.messages).toEqual([]);

    const entries = await replyAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staff_id: member.id, subject_type: 'contact_message', subject_id: id });
    expect(entries[0].before).toEqual({ readAt: null, handledAt: null, handledBy: null, note: null });
    expect(entries[0].after).toEqual({
      readAt: message.readAt,
      handledAt: message.handledAt,
      handledBy: member.email,
      note: null,
      reply: answer.id,
    });
  });

  test('the thread lists every reply oldest first, with who sent it, and a handled message keeps who handled it first', async () => {
    const first = await staffClient(api, 'staff');
    const second = await staffClient(api, 'owner');
    const id = await sendMessage('other');
    await first.client.patch(adminMessageApiPath(id), { json: { handled: true } });
    const { handledAt } = await thread(first.client, id);
    expect((await reply(first.client, id, 'We will look into it.')).status).toBe(201);
    expect((await reply(second.client, id, 'Sorted: the driver comes at 7.')).status).toBe(201);

    const message = await thread(second.client, id);
    expect(message.replies.map(({ staffEmail, body }) => ({ staffEmail, body }))).toEqual([
      { staffEmail: first.member.email, body: 'We will look into it.' },
      { staffEmail: second.member.email, body: 'Sorted: the driver comes at 7.' },
    ]);
    expect(message).toMatchObject({ handledAt, handledBy: first.member.email });
    const subjects = await api.db('emails').orderBy('created_at').pluck('subject');
    expect(subjects).toEqual([`Re: Your message to ${STORE_NAME}`, `Re: Your message to ${STORE_NAME}`]);
    expect(await replyAudit()).toHaveLength(2);
  });

  test('the thread shows whether each reply’s email went: waiting, sent, or failed after every try', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage();
    await reply(client, id, 'First answer.');
    const server = mailer();
    expect(await sendDueEmails(api.db, server)).toEqual({ sent: 1, failed: 0 });
    expect(server.sent.map((email) => [email.to, email.subject])).toEqual([[SHOPPER.email, 'Re: Order Support']]);

    await reply(client, id, 'Second answer.');
    let now = Date.now();
    for (let attempt = 0; attempt < MAX_EMAIL_ATTEMPTS; attempt += 1) {
      await sendDueEmails(api.db, mailer(true), { now: () => new Date(now) });
      now += LONGEST_RETRY_MS + 1000;
    }
    await reply(client, id, 'Third answer.');

    const { replies } = await thread(client, id);
    expect(replies.map(({ body, emailStatus }) => [body, emailStatus])).toEqual([
      ['First answer.', 'sent'],
      ['Second answer.', 'failed'],
      ['Third answer.', 'queued'],
    ]);
  });

  test('a message never replied to has an empty thread', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage();
    expect((await thread(client, id)).replies).toEqual([]);
  });
});

describe('what a reply refuses, changing nothing', () => {
  test('an empty or too long reply is a 400 naming the body, and nothing is written', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage();
    await thread(client, id);
    const before = await api.snapshot();
    for (const [body, message] of [
      ['   ', 'body: Reply is required'],
      [undefined, 'body: Reply is required'],
      ['x'.repeat(CONTACT_REPLY_MAX_LENGTH + 1), `body: Reply must be at most ${CONTACT_REPLY_MAX_LENGTH} characters`],
      ['a\u0000b', 'body: text cannot contain NUL (\\u0000) characters'],
    ] as const) {
      const response = await reply(client, id, body);
      expectError(response, 400, 'invalid_request', String(body).slice(0, 20));
      expect(response.body.error.message).toBe(message);
      expect(response.body.error.details[0].path).toEqual(['body']);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('a reply of exactly the longest length is taken', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage();
    const response = await reply(client, id, 'x'.repeat(CONTACT_REPLY_MAX_LENGTH));
    expect(response.status, response.text).toBe(201);
  });

  test('an unknown or malformed message id is 404 message_not_found', async () => {
    const { client } = await staffClient(api, 'staff');
    await sendMessage();
    const before = await api.snapshot();
    for (const id of [UNKNOWN_ID, 'nope', "1' or '1'='1"]) {
      expectError(await reply(client, id, 'Hello'), 404, 'message_not_found', id);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('without a session it is 401; a driver, who never reads the inbox, is 403', async () => {
    const id = await sendMessage();
    const { client: driver } = await staffClient(api, 'driver');
    const before = await api.snapshot();
    expectError(await reply(api.client(), id, 'Hello'), 401, 'staff_sign_in_required');
    expectError(await reply(driver, id, 'Hello'), 403, 'forbidden');
    expectError(await driver.get(adminMessageApiPath(id)), 403, 'forbidden');
    expect(await api.snapshot()).toEqual(before);
  });

  test('any body the schema refuses is a 400 and changes nothing', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage();
    const body = fc.constantFrom<unknown>('Thanks', '', 'x'.repeat(CONTACT_REPLY_MAX_LENGTH + 1));
    await expectNothingChanges(
      api,
      fc.oneof(refusedBody(contactReplyRequestSchema, { body }).map(JSON.stringify), brokenJson),
      (sent) =>
        client.post(adminMessageRepliesApiPath(id), { body: sent, headers: { 'content-type': 'application/json' } }),
    );
  });
});
