import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { staffSessionSchema } from '#shared/schemas/admin/staff';
import { SIGN_IN_LIMITS } from '../../sync-api/staff/staff-auth-service.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { addStaffMember, STAFF_TEST_PASSWORD, signIn, staffClient, staffEmail } from '../setup/staff-accounts.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('signing in to the back office', () => {
  test('an owner signs in, is told who they are, and gets a strict, httpOnly cookie for the back office only', async () => {
    await addStaffMember(api, 'owner');
    const client = api.client();
    const response = await signIn(client, '  Owner@Verdant.TEST ');
    expect(response.status, response.text).toBe(200);
    expect(staffSessionSchema.parse(response.body).staff).toMatchObject({ email: staffEmail('owner'), role: 'owner' });
    expect(response.text).not.toMatch(/password|scrypt/i);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('verdant_staff='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    expect(cookie).toMatch(/path=\/api\/admin/i);
    const me = await client.get(API_PATHS.adminSession);
    expect(me.status).toBe(200);
    expect(me.body.staff.email).toBe(staffEmail('owner'));
    expect(await api.rowCount('audit_log', { action: 'staff.sign_in' })).toBe(1);
  });

  test('a wrong password and an unknown email get the same answer, and both are logged as failures', async () => {
    await addStaffMember(api, 'staff');
    const wrongPassword = await signIn(api.client(), staffEmail('staff'), 'not the right passphrase');
    const unknownEmail = await signIn(api.client(), 'nobody@verdant.test', STAFF_TEST_PASSWORD);
    expectError(wrongPassword, 401, 'invalid_credentials');
    expectError(unknownEmail, 401, 'invalid_credentials');
    expect(wrongPassword.body.error.message).toBe(unknownEmail.body.error.message);
    expect(await api.rowCount('audit_log', { action: 'staff.sign_in_failed' })).toBe(2);
  });

  test('a disabled account cannot sign in', async () => {
    const member = await addStaffMember(api, 'staff');
    await api.db('staff').where({ id: member.id }).update({ disabled_at: api.db.fn.now() });
    expectError(await signIn(api.client(), staffEmail('staff')), 401, 'invalid_credentials');
  });

  test(`after ${SIGN_IN_LIMITS.perEmail} wrong passwords for one email, even the right one is refused with Retry-After`, async () => {
    await addStaffMember(api, 'owner');
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perEmail; attempt += 1) {
      expectError(await signIn(api.client(), staffEmail('owner'), 'wrong passphrase here'), 401, 'invalid_credentials');
    }
    const refused = await signIn(api.client(), staffEmail('owner'));
    expectError(refused, 429, 'too_many_attempts');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // An unknown email is limited the same way, so a 429 tells nothing about which exist.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perEmail; attempt += 1) {
      await signIn(api.client(), 'ghost@verdant.test', 'wrong passphrase here');
    }
    expectError(await signIn(api.client(), 'ghost@verdant.test', 'wrong passphrase here'), 429, 'too_many_attempts');
  }, 60_000);

  test('wrong passwords sent all at once count against the limit as they arrive', async () => {
    await addStaffMember(api, 'owner');
    const burst = await Promise.all(
      Array.from({ length: 3 * SIGN_IN_LIMITS.perEmail }, () =>
        signIn(api.client(), staffEmail('owner'), 'wrong passphrase here'),
      ),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perEmail);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(await api.rowCount('audit_log', { action: 'staff.sign_in_failed' })).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.perEmail,
    );
  }, 60_000);

  test(`after ${SIGN_IN_LIMITS.perAddress} failures from one address, whatever the emails, that address is refused`, async () => {
    await addStaffMember(api, 'owner');
    // A different email each time, so the per-email limit never applies: only the address counts.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress; attempt += 1) {
      const guess = await signIn(api.client(), `guess-${attempt}@verdant.test`, 'wrong passphrase here');
      expectError(guess, 401, 'invalid_credentials', `attempt ${attempt + 1}`);
    }
    const before = await api.snapshot();
    const refused = await signIn(api.client(), staffEmail('owner'));
    expectError(refused, 429, 'too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // A refusal opens no session and adds nothing to the count it is based on.
    expect(await api.snapshot()).toEqual(before);
  }, 120_000);

  test('signing out ends the session on the server: the old cookie opens nothing', async () => {
    const { client } = await staffClient(api, 'owner');
    const cookie = client.cookies.get('verdant_staff');
    const stolen = api.client();
    stolen.cookies.set('verdant_staff', cookie ?? '');
    stolen.cookies.set('verdant_staff.sig', client.cookies.get('verdant_staff.sig') ?? '');
    expect((await stolen.get(API_PATHS.adminSession)).status).toBe(200);
    expect((await client.delete(API_PATHS.adminSession)).status).toBe(204);
    expectError(await stolen.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
  });

  test('a session idle for more than 12 hours is over', async () => {
    const { client } = await staffClient(api, 'staff');
    await api.db('staff_sessions').update({ last_seen_at: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000) });
    expectError(await client.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
  });

  test('shopper cookies grant nothing in the back office', async () => {
    const shopper = await api.verifiedClient();
    await shopper.post(API_PATHS.cart, { json: { productId: 'lychee-gummies', quantity: 1 } });
    expectError(await shopper.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
  });

  test('a forged staff cookie is no session', async () => {
    const client = api.client();
    client.cookies.set('verdant_staff', 'A'.repeat(43));
    client.cookies.set('verdant_staff.sig', 'forged');
    expectError(await client.get(API_PATHS.adminSession), 401, 'staff_sign_in_required');
  });

  test('bad sign-in input is a 400 that logs nothing', async () => {
    for (const body of [{}, { email: 'not an email', password: 'x' }, { email: staffEmail('owner') }, []]) {
      expectError(await api.client().post(API_PATHS.adminSession, { json: body }), 400, 'invalid_request');
    }
    expect(await api.rowCount('audit_log')).toBe(0);
  });

  test('signing in from another site is refused before anything is checked', async () => {
    await addStaffMember(api, 'owner');
    const response = await api.client().post(API_PATHS.adminSession, {
      json: { email: staffEmail('owner'), password: STAFF_TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expectError(response, 403, 'cross_origin_refused');
    expect(await api.rowCount('staff_sessions')).toBe(0);
  });
});
