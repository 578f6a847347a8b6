import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { AUDIT_PAGE_SIZE, type AuditAction, auditListSchema } from '#shared/schemas/admin/audit';
import { expectNothingChanges, hostileQuery } from '../setup/admin-fuzz.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { addStaffMember, signIn, staffClient, staffEmail } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** An entry as the application writes one (insert only), at a chosen time. */
function logEntry(at: string, action: AuditAction, staffEmailOrNull: string | null = null) {
  return api.db('audit_log').insert({ at: new Date(at), action, staff_email: staffEmailOrNull, ip: '203.0.113.9' });
}

async function readLog(client: TestClient, query = '') {
  const response = await client.get(`${API_PATHS.adminAudit}${query ? `?${query}` : ''}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return auditListSchema.parse(response.body);
}

describe('the owner reads the audit log', () => {
  test('newest first, with who, what, when and the values before and after', async () => {
    const { client, member } = await staffClient(api, 'owner');
    await signIn(api.client(), member.email, 'not the right passphrase');
    const log = await readLog(client);
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'staff.sign_in_failed',
      'staff.sign_in',
      'staff.created',
    ]);
    expect(log).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 3 });
    const [failed, signedIn, created] = log.entries;
    expect(failed).toMatchObject({ staffEmail: member.email, ip: expect.any(String) });
    expect(signedIn).toMatchObject({ staffEmail: member.email, subjectType: 'staff', subjectId: member.id });
    // The command line made the account: no one signed in, so no email.
    expect(created).toMatchObject({ staffEmail: null, ip: 'command line', before: null, after: member });
  });

  test('filters by action, by who acted (in any case) and by day, both days included', async () => {
    const { client } = await staffClient(api, 'owner');
    const packer = staffEmail('staff', 'packer');
    await logEntry('2026-03-01T23:59:59Z', 'stock.changed', packer);
    await logEntry('2026-03-02T00:00:00Z', 'stock.changed', packer);
    await logEntry('2026-03-03T23:59:59Z', 'order.status_changed', packer);
    await logEntry('2026-03-04T00:00:00Z', 'stock.changed', packer);
    await logEntry('2026-03-02T12:00:00Z', 'stock.changed', staffEmail('owner'));

    const byAction = await readLog(client, 'action=stock.changed');
    expect(byAction.total).toBe(4);
    const byStaff = await readLog(client, `staff=${encodeURIComponent(' PACKER@verdant.test ')}`);
    expect(byStaff.total).toBe(4);
    const byDays = await readLog(client, `staff=${packer}&from=2026-03-02&to=2026-03-03`);
    expect(byDays.entries.map((entry) => entry.at)).toEqual(['2026-03-03T23:59:59.000Z', '2026-03-02T00:00:00.000Z']);
    const all = await readLog(client, `action=stock.changed&staff=${packer}&from=2026-03-02&to=2026-03-04`);
    expect(all.total).toBe(2);
    expect((await readLog(client, 'from=2026-03-05&to=2026-03-01')).total).toBe(0);
  });

  test(`pages hold ${AUDIT_PAGE_SIZE} entries; the total counts every match`, async () => {
    const { client } = await staffClient(api, 'owner');
    for (let minute = 0; minute < AUDIT_PAGE_SIZE + 5; minute += 1) {
      await logEntry(new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), 'stock.changed');
    }
    const first = await readLog(client, 'action=stock.changed');
    const second = await readLog(client, 'action=stock.changed&page=2');
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.entries).toHaveLength(5);
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries[0]?.at).toBe('2026-01-01T00:54:00.000Z');
    expect(second.entries.at(-1)?.at).toBe('2026-01-01T00:00:00.000Z');
    expect((await readLog(client, 'page=9')).entries).toEqual([]);
  });
});

describe('who may read the log, and what it refuses', () => {
  test('without a session it is 401; a staff member gets 403', async () => {
    await addStaffMember(api, 'owner');
    expectError(await api.client().get(API_PATHS.adminAudit), 401, 'staff_sign_in_required');
    const { client } = await staffClient(api, 'staff');
    expectError(await client.get(API_PATHS.adminAudit), 403, 'forbidden');
  });

  test('an unknown action, a date that is not YYYY-MM-DD or a page below 1 is a 400', async () => {
    const { client } = await staffClient(api, 'owner');
    for (const query of [
      'action=staff.deleted',
      'from=2026-02-30',
      'to=03/01/2026',
      // Once answered 500.
      'from=0000-01-01',
      'to=9999-12-31',
      'page=0',
      'page=1.5',
    ]) {
      expectError(await client.get(`${API_PATHS.adminAudit}?${query}`), 400, 'invalid_request', query);
    }
  });

  test('a hostile query is a page of the log or a 400, and changes nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    await expectNothingChanges(
      api,
      hostileQuery(['action', 'staff', 'from', 'to', 'page']),
      (query) => client.get(`${API_PATHS.adminAudit}?${query}`),
      {
        allowed: [200, 400],
        check: (response) => {
          if (response.status === 200) auditListSchema.parse(response.body);
        },
      },
    );
  });
});

describe('the log is append-only for the application', () => {
  test('the database refuses to change or remove an entry', async () => {
    await staffClient(api, 'owner');
    const before = await api.db('audit_log').orderBy('id');
    await expect(api.db('audit_log').update({ action: 'staff.sign_out' })).rejects.toThrow(/append-only/);
    await expect(api.db('audit_log').update({ staff_email: null }).where({ action: 'staff.sign_in' })).rejects.toThrow(
      /append-only/,
    );
    await expect(api.db('audit_log').delete()).rejects.toThrow(/append-only/);
    expect(await api.db('audit_log').orderBy('id')).toEqual(before);
  });
});
