import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminStaffApiPath } from '#shared/api-paths';
import {
  createStaffRequestSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffRequestSchema,
} from '#shared/schemas/admin/staff';
import { COMMAND_LINE_ACTOR, updateStaff } from '../../sync-api/staff/staff-service.ts';
import { brokenJson, expectNothingChanges, hostileText, refusedBody } from '../setup/admin-fuzz.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi, TEST_PASSWORDS } from '../setup/api-harness.ts';
import { addStaffMember, STAFF_TEST_PASSWORD, signIn, staffClient, staffEmail } from '../setup/staff-accounts.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const NEW_PASSWORD = 'a brand new passphrase 7';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Text a browser can put in a path segment (a lone surrogate cannot be percent-encoded). */
const encodable = (text: string) => {
  try {
    return encodeURIComponent(text).length > 0;
  } catch {
    return false;
  }
};

const auditEntries = (action: string) => api.db('audit_log').where({ action }).orderBy('id');
const hashOf = async (email: string) => (await api.db('staff').where({ email }).first()).password_hash as string;

describe('the owner manages staff accounts', () => {
  test('the owner lists every account, never with a password or its hash', async () => {
    const { client } = await staffClient(api, 'owner');
    await addStaffMember(api, 'staff');
    const response = await client.get(API_PATHS.adminStaff);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { staff } = staffListSchema.parse(response.body);
    expect(staff.map((member) => [member.email, member.role, member.disabled])).toEqual([
      [staffEmail('owner'), 'owner', false],
      [staffEmail('staff'), 'staff', false],
    ]);
    expect(response.text).not.toMatch(/password|scrypt/i);
  });

  test('the owner adds a member, who can then sign in; the log records who added whom, without the password', async () => {
    const { client, member: owner } = await staffClient(api, 'owner');
    const response = await client.post(API_PATHS.adminStaff, {
      json: { email: ' Packer@Verdant.TEST ', password: NEW_PASSWORD, role: 'staff' },
    });
    expect(response.status, response.text).toBe(201);
    const added = staffMemberSchema.parse(response.body);
    expect(added).toMatchObject({ email: 'packer@verdant.test', role: 'staff', disabled: false });
    expect(response.text).not.toMatch(/password|scrypt/i);
    expect((await signIn(api.client(), 'packer@verdant.test', NEW_PASSWORD)).status).toBe(200);

    const entry = await api.db('audit_log').where({ action: 'staff.created', subject_id: added.id }).first();
    expect(entry).toMatchObject({ staff_id: owner.id, staff_email: owner.email, before: null });
    expect(entry.after).toEqual(added);
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(entry)).not.toContain('scrypt');
  });

  test('an address that already has an account, in any case, is 409 staff_exists and changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    await addStaffMember(api, 'staff');
    const before = await api.snapshot();
    const response = await client.post(API_PATHS.adminStaff, {
      json: { email: 'STAFF@verdant.test', password: NEW_PASSWORD, role: 'owner' },
    });
    expectError(response, 409, 'staff_exists');
    expect(await api.snapshot()).toEqual(before);
  });

  test('a member made owner can manage staff at once; the log keeps the role before and after', async () => {
    const { client } = await staffClient(api, 'owner');
    const { client: staffSide, member } = await staffClient(api, 'staff');
    expectError(await staffSide.get(API_PATHS.adminStaff), 403, 'forbidden');
    const response = await client.patch(adminStaffApiPath(member.id), { json: { role: 'owner' } });
    expect(response.status, response.text).toBe(200);
    expect(staffMemberSchema.parse(response.body).role).toBe('owner');
    expect((await staffSide.get(API_PATHS.adminStaff)).status).toBe(200);
    const [entry] = await auditEntries('staff.updated');
    expect(entry.before).toMatchObject({ role: 'staff' });
    expect(entry.after).toMatchObject({ role: 'owner' });
  });

  test('disabling a member ends their sessions and their sign-ins; enabling them lets them back', async () => {
    const { client } = await staffClient(api, 'owner');
    const { client: staffSide, member } = await staffClient(api, 'staff');
    const disabled = await client.patch(adminStaffApiPath(member.id), { json: { disabled: true } });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    expectError(await staffSide.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
    expect(await api.rowCount('staff_sessions', { staff_id: member.id, ended_at: null })).toBe(0);
    expectError(await signIn(api.client(), member.email), 401, 'invalid_credentials');

    const enabled = await client.patch(adminStaffApiPath(member.id), { json: { disabled: false } });
    expect(enabled.body.disabled).toBe(false);
    expect((await signIn(api.client(), member.email)).status).toBe(200);
    const entries = await auditEntries('staff.updated');
    expect(entries.map((entry) => [entry.before.disabled, entry.after.disabled])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  test('a new password ends the member’s sessions, replaces the old one, and is neither logged nor audited', async () => {
    const { client } = await staffClient(api, 'owner');
    const { client: staffSide, member } = await staffClient(api, 'staff');
    const response = await client.patch(adminStaffApiPath(member.id), { json: { password: NEW_PASSWORD } });
    expect(response.status, response.text).toBe(200);
    expectError(await staffSide.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
    expectError(await signIn(api.client(), member.email, STAFF_TEST_PASSWORD), 401, 'invalid_credentials');
    expect((await signIn(api.client(), member.email, NEW_PASSWORD)).status).toBe(200);

    const [entry] = await auditEntries('staff.updated');
    expect(entry.after).toMatchObject({ passwordChanged: true });
    const hash = await hashOf(member.email);
    const everything = JSON.stringify({ audit: await api.db('audit_log'), logs: api.logs, answer: response.text });
    for (const secret of [NEW_PASSWORD, STAFF_TEST_PASSWORD, hash, hash.split('$').at(-1) ?? hash]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('the store always keeps an active owner', () => {
  test('the only owner can neither step down nor disable themselves: 409 last_owner, nothing changed', async () => {
    const { client, member } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    expectError(await client.patch(adminStaffApiPath(member.id), { json: { role: 'staff' } }), 409, 'last_owner');
    expectError(await client.patch(adminStaffApiPath(member.id), { json: { disabled: true } }), 409, 'last_owner');
    expect(await api.snapshot()).toEqual(before);
  });

  test('with a second owner, an owner may step down', async () => {
    const { client, member } = await staffClient(api, 'owner');
    await addStaffMember(api, 'owner', staffEmail('owner', 'partner'));
    const response = await client.patch(adminStaffApiPath(member.id), { json: { role: 'staff' } });
    expect(response.status, response.text).toBe(200);
    expectError(await client.get(API_PATHS.adminStaff), 403, 'forbidden');
  });

  test('two owners disabling each other at once leave exactly one of them active', async () => {
    const first = await staffClient(api, 'owner', staffEmail('owner', 'first'));
    const second = await staffClient(api, 'owner', staffEmail('owner', 'second'));
    const answers = await Promise.all([
      first.client.patch(adminStaffApiPath(second.member.id), { json: { disabled: true } }),
      second.client.patch(adminStaffApiPath(first.member.id), { json: { disabled: true } }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second to run either finds itself disabled (401) or would leave no owner (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await api.rowCount('staff', { role: 'owner', disabled_at: null })).toBe(1);
  });

  test('a staff member can be disabled even while the store has no owner yet', async () => {
    const member = await addStaffMember(api, 'staff');
    const updated = await updateStaff(api.db, member.id, { disabled: true }, COMMAND_LINE_ACTOR, TEST_PASSWORDS);
    expect(updated.disabled).toBe(true);
  });
});

describe('who may manage staff', () => {
  const calls = (id: string) =>
    [
      ['GET', API_PATHS.adminStaff, undefined],
      ['POST', API_PATHS.adminStaff, { email: 'new@verdant.test', password: NEW_PASSWORD, role: 'owner' }],
      ['PATCH', adminStaffApiPath(id), { role: 'owner' }],
    ] as const;

  test('without a staff session every call is 401 and changes nothing', async () => {
    const member = await addStaffMember(api, 'staff');
    const before = await api.snapshot();
    for (const [method, path, json] of calls(member.id)) {
      expectError(await api.client().request(method, path, { json }), 401, 'staff_sign_in_required', method);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('a staff member gets 403 on every call, and nothing changes', async () => {
    await addStaffMember(api, 'owner');
    const { client, member } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    for (const [method, path, json] of calls(member.id)) {
      expectError(await client.request(method, path, { json }), 403, 'forbidden', method);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('an unknown or malformed id is 404 staff_not_found', async () => {
    const { client } = await staffClient(api, 'owner');
    for (const id of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
      expectError(await client.patch(adminStaffApiPath(id), { json: { role: 'staff' } }), 404, 'staff_not_found', id);
    }
  });

  test('adding from another site is refused', async () => {
    const { client } = await staffClient(api, 'owner');
    const response = await client.post(API_PATHS.adminStaff, {
      json: { email: 'new@verdant.test', password: NEW_PASSWORD, role: 'owner' },
      headers: { origin: 'https://evil.example' },
    });
    expectError(response, 403, 'cross_origin_refused');
    expect(await api.rowCount('staff')).toBe(1);
  });
});

describe('staff calls under hostile input', () => {
  const email = fc.constantFrom('new@verdant.test', 'Other@Verdant.test');
  const password = fc.constantFrom(NEW_PASSWORD, 'short', 'x'.repeat(257));
  const role = fc.constantFrom('owner', 'staff', 'Owner', 'admin');

  test('POST: a body the schema refuses is a 400 and adds no one', async () => {
    const { client } = await staffClient(api, 'owner');
    await expectNothingChanges(
      api,
      fc.oneof(refusedBody(createStaffRequestSchema, { email, password, role }).map(JSON.stringify), brokenJson),
      (body) => client.post(API_PATHS.adminStaff, { body, headers: { 'content-type': 'application/json' } }),
    );
  });

  test('PATCH: a body the schema refuses, or a hostile id, changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    const member = await addStaffMember(api, 'staff');
    const disabled = fc.constantFrom<unknown>(true, false, 'true', 0);
    await expectNothingChanges(
      api,
      fc.oneof(refusedBody(updateStaffRequestSchema, { role, disabled, password }).map(JSON.stringify), brokenJson),
      (body) => client.patch(adminStaffApiPath(member.id), { body, headers: { 'content-type': 'application/json' } }),
    );
    await expectNothingChanges(
      api,
      hostileText.filter(encodable),
      (id) => client.patch(adminStaffApiPath(id), { json: { role: 'owner' } }),
      // `.` and `..` name the list itself once the URL is resolved: 405.
      { allowed: [400, 404, 405] },
    );
  });

  test('a "__proto__" key, beside the fields or inside one, is a 400 that names it and changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    const member = await addStaffMember(api, 'staff');
    const before = await api.snapshot();
    const requests = [
      [
        'POST',
        API_PATHS.adminStaff,
        `{"email":"new@verdant.test","password":"${NEW_PASSWORD}","role":"staff","__proto__":{"role":"owner"}}`,
      ],
      ['PATCH', adminStaffApiPath(member.id), '{"disabled":false,"__proto__":{"role":"owner"}}'],
      ['PATCH', adminStaffApiPath(member.id), '{"role":{"__proto__":"owner"}}'],
    ] as const;
    for (const [method, path, body] of requests) {
      const response = await client.request(method, path, { body, headers: { 'content-type': 'application/json' } });
      expectError(response, 400, 'invalid_request', body);
      expect(response.body.error.message, body).toMatch(/__proto__/);
    }
    expect(await api.snapshot()).toEqual(before);
  });
});
