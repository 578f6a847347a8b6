import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminMessageApiPath } from '#shared/api-paths';
import {
  adminMessageListSchema,
  adminMessageSchema,
  MODERATION_NOTE_MAX_LENGTH,
  messageUpdateSchema,
} from '#shared/schemas/admin/moderation';
import type { ContactSubject } from '#shared/schemas/contact';
import { brokenJson, expectNothingChanges, hostileQuery, refusedBody } from '../setup/admin-fuzz.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A message sent through the shop's contact form, dated `minutesAgo` in the past. */
async function sendMessage(name: string, minutesAgo: number, subject: ContactSubject = 'order-support') {
  const response = await api.client().post(API_PATHS.contact, {
    json: { submissionId: randomUUID(), name, email: `${name.toLowerCase()}@example.com`, subject, message: 'Hello' },
  });
  expect(response.status, response.text).toBe(201);
  const id = response.body.id as string;
  await api
    .db('contact_messages')
    .where({ id })
    .update({ created_at: new Date(Date.now() - minutesAgo * 60_000) });
  return id;
}

const inbox = async (client: TestClient, status?: string) => {
  const response = await client.get(`${API_PATHS.adminMessages}${status ? `?status=${status}` : ''}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return adminMessageListSchema.parse(response.body);
};

const messageAudit = () => api.db('audit_log').where({ action: 'message.updated' }).orderBy('id');

describe('the contact inbox', () => {
  test('any member sees open messages unread first, then newest, with the subject as the form shows it', async () => {
    const { client } = await staffClient(api, 'staff');
    const oldest = await sendMessage('Ada', 30, 'dosage-help');
    const middle = await sendMessage('Ben', 20);
    const newest = await sendMessage('Cy', 10);
    await client.get(adminMessageApiPath(newest));
    const list = await inbox(client);
    expect(list.messages.map((message) => message.id)).toEqual([middle, oldest, newest]);
    expect(list.unread).toBe(2);
    expect(list.messages[1]).toMatchObject({ subject: 'dosage-help', subjectLabel: 'Dosage Help', name: 'Ada' });
  });

  test('reading a message marks it read the first time only, and the log records who opened it', async () => {
    const { client, member } = await staffClient(api, 'staff');
    const id = await sendMessage('Ada', 5);
    const first = adminMessageSchema.parse((await client.get(adminMessageApiPath(id))).body);
    expect(first.readAt).not.toBeNull();
    const second = adminMessageSchema.parse((await client.get(adminMessageApiPath(id))).body);
    expect(second.readAt).toBe(first.readAt);
    const entries = await messageAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staff_id: member.id, subject_type: 'contact_message', subject_id: id });
    expect(entries[0].before).toMatchObject({ readAt: null });
    expect(entries[0].after).toMatchObject({ readAt: first.readAt });
  });

  test('marking a message handled moves it from open to handled, names who did it, and is audited', async () => {
    const { client, member } = await staffClient(api, 'staff');
    const id = await sendMessage('Ada', 5);
    const response = await client.patch(adminMessageApiPath(id), {
      json: { handled: true, note: '  Called her back.  ' },
    });
    expect(response.status, response.text).toBe(200);
    const handled = adminMessageSchema.parse(response.body);
    expect(handled).toMatchObject({ handledBy: member.email, note: 'Called her back.' });
    expect(handled.handledAt).not.toBeNull();
    expect(handled.readAt).not.toBeNull();
    expect((await inbox(client)).messages).toEqual([]);
    expect((await inbox(client, 'handled')).messages.map((message) => message.id)).toEqual([id]);
    expect((await inbox(client, 'all')).messages).toHaveLength(1);

    const [entry] = await messageAudit();
    expect(entry.before).toEqual({ readAt: null, handledAt: null, handledBy: null, note: null });
    expect(entry.after).toEqual({
      readAt: handled.readAt,
      handledAt: handled.handledAt,
      handledBy: member.email,
      note: 'Called her back.',
    });
  });

  test('a message opened again returns to the open list; an empty note clears the note', async () => {
    const { client } = await staffClient(api, 'owner');
    const id = await sendMessage('Ada', 5);
    await client.patch(adminMessageApiPath(id), { json: { handled: true, note: 'Refund promised' } });
    const reopened = await client.patch(adminMessageApiPath(id), { json: { handled: false, note: '' } });
    expect(reopened.body).toMatchObject({ handledAt: null, handledBy: null, note: null });
    expect((await inbox(client)).messages.map((message) => message.id)).toEqual([id]);
    expect(await messageAudit()).toHaveLength(2);
  });

  test('marking a handled message handled again keeps who handled it first and logs nothing', async () => {
    const first = await staffClient(api, 'staff');
    const second = await staffClient(api, 'owner');
    const id = await sendMessage('Ada', 5);
    const handled = await first.client.patch(adminMessageApiPath(id), { json: { handled: true } });
    const again = await second.client.patch(adminMessageApiPath(id), { json: { handled: true } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(handled.body);
    expect(await messageAudit()).toHaveLength(1);
  });
});

describe('who may use the inbox, and what it refuses', () => {
  test('without a staff session every call is 401 and nothing is marked read', async () => {
    const id = await sendMessage('Ada', 5);
    const before = await api.snapshot();
    const client = api.client();
    expectError(await client.get(API_PATHS.adminMessages), 401, 'staff_sign_in_required');
    expectError(await client.get(adminMessageApiPath(id)), 401, 'staff_sign_in_required');
    expectError(
      await client.patch(adminMessageApiPath(id), { json: { handled: true } }),
      401,
      'staff_sign_in_required',
    );
    expect(await api.snapshot()).toEqual(before);
  });

  test('an unknown or malformed id is 404 message_not_found', async () => {
    const { client } = await staffClient(api, 'staff');
    for (const id of [UNKNOWN_ID, 'nope', "1' or '1'='1"]) {
      expectError(await client.get(adminMessageApiPath(id)), 404, 'message_not_found', id);
      expectError(await client.patch(adminMessageApiPath(id), { json: { handled: true } }), 404, 'message_not_found');
    }
  });

  test('an unknown status filter is a 400', async () => {
    const { client } = await staffClient(api, 'staff');
    expectError(await client.get(`${API_PATHS.adminMessages}?status=unread`), 400, 'invalid_request');
  });

  test('PATCH: a body the schema refuses is a 400 and changes nothing', async () => {
    const { client } = await staffClient(api, 'staff');
    const id = await sendMessage('Ada', 5);
    const handled = fc.constantFrom<unknown>(true, false, 'true', 1, null);
    const note = fc.constantFrom<unknown>('Called back', '', 'x'.repeat(MODERATION_NOTE_MAX_LENGTH + 1));
    await expectNothingChanges(
      api,
      fc.oneof(refusedBody(messageUpdateSchema, { handled, note }).map(JSON.stringify), brokenJson),
      (body) => client.patch(adminMessageApiPath(id), { body, headers: { 'content-type': 'application/json' } }),
    );
  });

  test('GET: a hostile query is a list or a 400, and marks nothing read', async () => {
    const { client } = await staffClient(api, 'staff');
    await sendMessage('Ada', 5);
    await expectNothingChanges(
      api,
      hostileQuery(['status']),
      (query) => client.get(`${API_PATHS.adminMessages}?${query}`),
      {
        allowed: [200, 400],
        check: (response) => {
          if (response.status === 200) adminMessageListSchema.parse(response.body);
        },
      },
    );
  });
});
