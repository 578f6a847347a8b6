import { randomUUID } from 'node:crypto';
import Keygrip from 'keygrip';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AGE_VERIFICATION_DAYS } from '#shared/age';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from '../setup/api-harness.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

const AGE_COOKIE = 'verdant_age';
const AGE_SIG = `${AGE_COOKIE}.sig`;
const DAY_MS = 24 * 60 * 60 * 1000;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** The last `Set-Cookie` of that name: its value and its attributes, lower-cased. */
function setCookie(response: TestResponse, name: string) {
  const found = response.headers
    .getSetCookie()
    .map((header) => header.split(';').map((part) => part.trim()))
    .filter(([pair = '']) => pair.slice(0, pair.indexOf('=')) === name)
    .at(-1);
  if (!found) return undefined;
  const [pair = '', ...attributes] = found;
  return { value: pair.slice(pair.indexOf('=') + 1), attributes: attributes.map((part) => part.toLowerCase()) };
}

/** The signature a cookie jar keyed with `secret` would give `name=value`. */
const signature = (secret: string, name: string, value: string) =>
  new Keygrip([secret], 'sha256').sign(`${name}=${value}`);

function clientWithAgeCookies(cookies: { value?: string; sig?: string }): TestClient {
  const client = api.client();
  if (cookies.value !== undefined) client.cookies.set(AGE_COOKIE, cookies.value);
  if (cookies.sig !== undefined) client.cookies.set(AGE_SIG, cookies.sig);
  return client;
}

const verificationCount = () => api.rowCount('age_verifications');

/** What a read answers once the browser has confirmed: the confirmation POST's own times. */
const readBackOf = (confirmed: TestResponse) => ({
  verified: true,
  verifiedAt: confirmed.body.verifiedAt,
  expiresAt: confirmed.body.expiresAt,
});

/** GET answers 401 and a cart write 403, both age_verification_required; the status says not verified. */
async function expectUnverified(client: TestClient, label: string) {
  expectError(await client.get('/api/age-verification'), 401, 'age_verification_required', label);
  const status = await client.get('/api/age-verification/status');
  expect(status.status, label).toBe(200);
  expect(status.body, label).toEqual({ verified: false });
  const write = await client.post('/api/cart', { json: { productId: 'lychee-gummies' } });
  expectError(write, 403, 'age_verification_required', label);
  expect((await client.get('/api/cart')).body, label).toEqual([]);
}

describe('POST /api/age-verification', () => {
  test('confirms age with a JSON content type and no body, in HttpOnly, SameSite=Lax cookies for the whole site', async () => {
    const response = await api.client().post('/api/age-verification', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ verified: true });
    const verifiedAt = Date.parse(response.body.verifiedAt);
    const expiresAt = Date.parse(response.body.expiresAt);
    expect(Math.abs(verifiedAt - Date.now())).toBeLessThan(60_000);
    expect(expiresAt - verifiedAt).toBe(AGE_VERIFICATION_DAYS * DAY_MS);

    for (const name of [AGE_COOKIE, AGE_SIG]) {
      const cookie = setCookie(response, name);
      expect(cookie, name).toBeDefined();
      expect(cookie?.value, name).not.toBe('');
      expect(cookie?.attributes, name).toContain('httponly');
      expect(cookie?.attributes, name).toContain('samesite=lax');
      expect(cookie?.attributes, name).toContain('path=/');
      // Plain http (and the harness does not trust a proxy): a Secure cookie would never come back.
      expect(cookie?.attributes, name).not.toContain('secure');
      const expires = cookie?.attributes.find((attribute) => attribute.startsWith('expires='));
      expect(Date.parse(expires?.slice('expires='.length) ?? '') - Date.now(), name).toBeGreaterThan(
        (AGE_VERIFICATION_DAYS - 1) * DAY_MS,
      );
    }
  });

  test('confirms age when the request has no content type at all', async () => {
    const client = api.client();
    const response = await client.post('/api/age-verification');
    expect(response.status).toBe(200);
    expect(response.body.verified).toBe(true);
    expect(setCookie(response, AGE_COOKIE)?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie(response, AGE_SIG)).toBeDefined();
    expect((await client.get('/api/age-verification')).status).toBe(200);
  });

  test('records each confirmation on the server', async () => {
    expect(await verificationCount()).toBe(0);
    await api.client().post('/api/age-verification');
    expect(await verificationCount()).toBe(1);
    await api.client().post('/api/age-verification', { headers: { 'content-type': 'application/json' } });
    expect(await verificationCount()).toBe(2);
  });

  test('a confirmed browser reads its confirmation back, and may write to the cart', async () => {
    const client = api.client();
    const confirmed = await client.post('/api/age-verification');
    const response = await client.get('/api/age-verification');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(readBackOf(confirmed));
    expect((await client.post('/api/cart', { json: { productId: 'lychee-gummies' } })).status).toBe(200);
  });
});

describe('GET /api/age-verification/status', () => {
  test('answers 200 either way: the confirmation when there is one, else verified false', async () => {
    const client = api.client();
    expect(await client.get('/api/age-verification/status')).toMatchObject({ status: 200, body: { verified: false } });
    const confirmed = await client.post('/api/age-verification');
    const status = await client.get('/api/age-verification/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual(readBackOf(confirmed));
  });

  test('only reads: asking changes nothing on the server', async () => {
    await api.client().get('/api/age-verification/status');
    expect(await verificationCount()).toBe(0);
  });
});

describe('GET /api/age-verification', () => {
  test('a browser that never confirmed gets 401 age_verification_required as JSON', async () => {
    await expectUnverified(api.client(), 'no cookie');
  });

  test('a forged age cookie counts as none', async () => {
    await expectUnverified(clientWithAgeCookies({ value: randomUUID(), sig: 'made-up-signature' }), 'forged');
  });

  test('a tampered value under a genuine signature counts as none', async () => {
    const a = await api.verifiedClient();
    const b = await api.verifiedClient();
    const aValue = a.cookies.get(AGE_COOKIE) ?? '';
    const bValue = b.cookies.get(AGE_COOKIE) ?? '';
    // Both ids are real server records: only the signature decides.
    await expectUnverified(clientWithAgeCookies({ value: bValue, sig: a.cookies.get(AGE_SIG) }), 'recorded id');
    await expectUnverified(clientWithAgeCookies({ value: randomUUID(), sig: a.cookies.get(AGE_SIG) }), 'random id');
    // The untouched pair still works.
    const genuine = clientWithAgeCookies({ value: aValue, sig: a.cookies.get(AGE_SIG) });
    expect((await genuine.get('/api/age-verification')).status).toBe(200);
  });

  test('a genuine value without its signature cookie counts as none', async () => {
    const verified = await api.verifiedClient();
    await expectUnverified(clientWithAgeCookies({ value: verified.cookies.get(AGE_COOKIE) }), 'no signature');
    await expectUnverified(clientWithAgeCookies({ value: verified.cookies.get(AGE_COOKIE), sig: '' }), 'empty sig');
  });

  test('a cookie signed with another secret counts as none, the same id signed with the server secret does', async () => {
    const verified = await api.verifiedClient();
    const id = verified.cookies.get(AGE_COOKIE) ?? '';
    const otherSecret = signature('some-other-secret-of-the-same-length-0123456789abcdef', AGE_COOKIE, id);
    await expectUnverified(clientWithAgeCookies({ value: id, sig: otherSecret }), 'other secret');

    const serverSigned = clientWithAgeCookies({ value: id, sig: signature(SESSION_SECRET, AGE_COOKIE, id) });
    expect((await serverSigned.get('/api/age-verification')).status).toBe(200);
  });

  test('a genuinely signed id the server never recorded counts as none', async () => {
    const id = randomUUID();
    await expectUnverified(clientWithAgeCookies({ value: id, sig: signature(SESSION_SECRET, AGE_COOKIE, id) }), 'id');
  });

  test('a confirmation deleted from the server no longer counts', async () => {
    const client = await api.verifiedClient();
    expect((await client.get('/api/age-verification')).status).toBe(200);
    await api
      .db('age_verifications')
      .where({ id: client.cookies.get(AGE_COOKIE) })
      .delete();
    await expectUnverified(client, 'deleted');
  });

  test('an expired confirmation no longer counts', async () => {
    const client = await api.verifiedClient();
    await api
      .db('age_verifications')
      .where({ id: client.cookies.get(AGE_COOKIE) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await expectUnverified(client, 'expired');
  });
});
