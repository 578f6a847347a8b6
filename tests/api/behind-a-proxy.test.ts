import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { addStaffMember, signIn, staffEmail } from '../setup/staff-accounts.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * The store behind a TLS-terminating proxy (TRUST_PROXY): what it believes of the forwarded
 * headers, and the cookies it sets for requests the proxy says came over HTTPS.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ trustProxy: true });
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const LINE = { productId: 'tangie-flower', size: '7g', quantity: 2 };

/** A browser whose every request reaches the store through the proxy, sent as `proto`. */
const browser = (proto: 'http' | 'https') => new TestClient(api.baseUrl, { 'x-forwarded-proto': proto });

/** The names of the cookies an answer sets, each with its attributes. */
function setCookies(response: TestResponse): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie.toLowerCase()]),
  );
}

/** Confirms age, adds a line and signs in to the back office: every cookie of ours, set once. */
async function everyCookie(client: TestClient): Promise<Record<string, string>> {
  await addStaffMember(api, 'owner');
  const age = await client.post(API_PATHS.ageVerification);
  const cart = await client.post(API_PATHS.cart, { json: LINE });
  const staff = await signIn(client, staffEmail('owner'));
  for (const response of [age, cart, staff]) expect(response.status, response.text).toBe(200);
  return { ...setCookies(age), ...setCookies(cart), ...setCookies(staff) };
}

describe('cookies', () => {
  test('over plain HTTP they keep their plain names', async () => {
    expect(Object.keys(await everyCookie(browser('http'))).sort()).toEqual([
      'verdant_age',
      'verdant_age.sig',
      'verdant_session',
      'verdant_session.sig',
      'verdant_staff',
      'verdant_staff.sig',
    ]);
  });

  test('over HTTPS they are __Host- cookies (Secure, Path=/, no Domain); the staff cookie, on its own path, is __Secure-', async () => {
    const cookies = await everyCookie(browser('https'));
    expect(Object.keys(cookies).sort()).toEqual([
      '__Host-verdant_age',
      '__Host-verdant_age.sig',
      '__Host-verdant_session',
      '__Host-verdant_session.sig',
      '__Secure-verdant_staff',
      '__Secure-verdant_staff.sig',
    ]);
    for (const [name, cookie] of Object.entries(cookies)) {
      expect(cookie, name).toContain('; secure');
      expect(cookie, name).not.toContain('domain=');
      expect(cookie, name).toContain(name.startsWith('__Host-') ? '; path=/;' : '; path=/api/admin;');
    }
  });

  test('a session, an age confirmation and a staff session set over HTTPS are read back', async () => {
    const client = browser('https');
    await everyCookie(client);
    const cart = await client.get(API_PATHS.cart);
    expect(cart.body).toMatchObject([{ product: { id: LINE.productId }, quantity: LINE.quantity }]);
    expect((await client.get(API_PATHS.ageVerificationStatus)).body).toMatchObject({ verified: true });
    expect((await client.get(API_PATHS.adminSession)).status).toBe(200);
  });

  test('over HTTPS a cookie without its prefix counts for nothing, as another subdomain could have set it', async () => {
    const plain = browser('http');
    await everyCookie(plain);
    const tossed = browser('https');
    for (const [name, value] of plain.cookies) tossed.cookies.set(name, value);
    expect((await tossed.get(API_PATHS.cart)).body).toEqual([]);
    expect((await tossed.get(API_PATHS.ageVerificationStatus)).body).toMatchObject({ verified: false });
    expect((await tossed.get(API_PATHS.adminSession)).status).toBe(401);
  });
});

describe('the client address', () => {
  test('is the one the proxy appended to X-Forwarded-For, not one the client wrote before it', async () => {
    await addStaffMember(api, 'owner');
    const response = await signIn(
      new TestClient(api.baseUrl, { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }),
      staffEmail('owner'),
      'not the right passphrase',
    );
    expect(response.status).toBe(401);
    const failure = await api.db('audit_log').where({ action: 'staff.sign_in_failed' }).first();
    expect(failure?.ip).toBe('198.51.100.7');
  });
});
