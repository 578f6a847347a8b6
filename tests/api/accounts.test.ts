import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, accountPasskeyApiPath, orderApiPath } from '#shared/api-paths';
import {
  type Account,
  accountOrdersSchema,
  accountSchema,
  DISPLAY_NAME_MAX,
  passkeyCeremonySchema,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODES_PER_HOUR,
} from '#shared/schemas/account';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placeDoorOrder, shopperView } from '../setup/paid-orders.ts';
import { askForCode, newCode as freshCode, codesSentTo as sentCodes } from '../setup/shopper-sign-in.ts';
import { SoftAuthenticator } from '../setup/soft-authenticator.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * Shoppers' accounts (decision 031): an email proved with a code from the outbox, then passkeys
 * answered by a software authenticator and checked by SimpleWebAuthn; sessions per device,
 * signing out here or everywhere; the account's orders from any device; and the age confirmed
 * once, for every device.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const ADA = 'ada@example.com';
const GRACE = 'grace@example.com';
const ONE_PACK = { productId: 'lychee-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 1 } as const;

/** A browser tab on the store: its writes carry the page's Origin, which passkeys are bound to. */
const device = () => new TestClient(api.baseUrl, { origin: api.baseUrl });

const codesSentTo = (email: string) => sentCodes(api.db, email);
const newCode = (client: TestClient, email: string) => freshCode(api.db, client, email);

const tryCode = (client: TestClient, body: object) => client.post(API_PATHS.accountSession, { json: body });

/** Signs `client` in with a fresh code, as the sign-in page does; answers the account. */
async function signIn(client: TestClient, email: string, displayName?: string): Promise<Account> {
  const signed = await tryCode(client, { email, code: await newCode(client, email), displayName });
  expect([200, 201], signed.text).toContain(signed.status);
  return accountSchema.parse(signed.body.account);
}

async function accountOf(client: TestClient): Promise<Account | null> {
  const response = await client.get(API_PATHS.account);
  expect(response.status, response.text).toBe(200);
  return response.body.account === null ? null : accountSchema.parse(response.body.account);
}

/** Any six digits but `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function registrationOptions(client: TestClient) {
  const response = await client.post(API_PATHS.accountPasskeyOptions);
  expect(response.status, response.text).toBe(200);
  const ceremony = passkeyCeremonySchema.parse(response.body);
  return {
    challengeId: ceremony.challengeId,
    options: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  };
}

/** Saves a new passkey of `authenticator` to the account `client` is signed in to. */
async function addPasskey(client: TestClient, authenticator: SoftAuthenticator): Promise<TestResponse> {
  const { challengeId, options } = await registrationOptions(client);
  const response = authenticator.createCredential(options, api.baseUrl);
  return client.post(API_PATHS.accountPasskeys, { json: { challengeId, response } });
}

async function signInOptions(client: TestClient) {
  const response = await client.post(API_PATHS.passkeySignInOptions);
  expect(response.status, response.text).toBe(200);
  const ceremony = passkeyCeremonySchema.parse(response.body);
  return {
    challengeId: ceremony.challengeId,
    options: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  };
}

/** The authenticator's answer to a new sign-in ceremony of `client`'s. */
async function passkeyAnswer(client: TestClient, authenticator: SoftAuthenticator) {
  const { challengeId, options } = await signInOptions(client);
  return { challengeId, response: authenticator.getAssertion(options, api.baseUrl) };
}

const signInWithPasskey = (client: TestClient, answer: object) =>
  client.post(API_PATHS.passkeySignIn, { json: answer });

describe('signing in with a code', () => {
  test('a first code makes the account with its name and signs the device in; a later one signs in to that account', async () => {
    const phone = device();
    const asked = await askForCode(phone, '  Ada@Example.COM ');
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body).toEqual({ sentTo: ADA });
    const sent = await api.db('emails').where({ kind: 'sign_in_code' }).select('to_address');
    expect(sent).toEqual([{ to_address: ADA }]);
    const [code = ''] = await codesSentTo(ADA);

    const signed = await tryCode(phone, { email: 'ADA@example.com', code, displayName: 'Ada' });
    expect(signed.status, signed.text).toBe(201);
    expect(signed.body).toMatchObject({ created: true, account: { email: ADA, displayName: 'Ada', passkeys: [] } });
    const cookie = signed.headers.getSetCookie().find((value) => value.startsWith('verdant_account='));
    expect(cookie).toMatch(/httponly/i);
    expect(await accountOf(phone)).toEqual(accountSchema.parse(signed.body.account));

    const laptop = device();
    const again = await tryCode(laptop, { email: ADA, code: await newCode(laptop, ADA) });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ created: false, account: { email: ADA, displayName: 'Ada' } });
    // A name typed at a later sign-in is the one the shopper now wants to be greeted by.
    expect(await signIn(laptop, ADA, 'Ada L.')).toMatchObject({ email: ADA, displayName: 'Ada L.' });
    expect(await api.rowCount('shopper_accounts')).toBe(1);
  });

  test(`a wrong code is refused with the tries left; after ${SIGN_IN_CODE_TRIES} even the right one is refused`, async () => {
    const client = device();
    const code = await newCode(client, ADA);
    for (let tried = 1; tried <= SIGN_IN_CODE_TRIES; tried += 1) {
      const wrong = await tryCode(client, { email: ADA, code: otherThan(code) });
      expectError(wrong, 400, 'sign_in_code_wrong', `try ${tried}`);
      expect(wrong.body.error.details).toEqual({ field: 'code', triesLeft: SIGN_IN_CODE_TRIES - tried });
    }
    expectError(await tryCode(client, { email: ADA, code }), 400, 'sign_in_code_expired');
    expect(await accountOf(client)).toBeNull();
    expect(await api.rowCount('shopper_accounts')).toBe(0);
  });

  test('an expired code and a used one are refused', async () => {
    const client = device();
    const late = await newCode(client, ADA);
    await api
      .db('sign_in_codes')
      .where({ email: ADA })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expectError(await tryCode(client, { email: ADA, code: late }), 400, 'sign_in_code_expired');

    const code = await newCode(client, ADA);
    expect((await tryCode(client, { email: ADA, code })).status).toBe(201);
    expectError(await tryCode(device(), { email: ADA, code }), 400, 'sign_in_code_expired');
  });

  test(`the code after ${SIGN_IN_CODES_PER_HOUR} in an hour is refused with Retry-After, and not sent`, async () => {
    for (let sent = 0; sent < SIGN_IN_CODES_PER_HOUR; sent += 1) await newCode(device(), ADA);
    const refused = await askForCode(device(), ADA);
    expectError(refused, 429, 'too_many_attempts');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60 * 59);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await codesSentTo(ADA)).toHaveLength(SIGN_IN_CODES_PER_HOUR);
    // Another email has a limit of its own.
    expect((await askForCode(device(), GRACE)).status).toBe(202);
  });

  test('a malformed email or code is refused naming the field, and nothing is written', async () => {
    const code = await newCode(device(), ADA);
    const before = await api.snapshot();
    const requests: [string, string, object, string][] = [
      ['code for no email', API_PATHS.accountCodes, { email: 'ada at example.com' }, 'email'],
      ['code for an empty email', API_PATHS.accountCodes, { email: '  ' }, 'email'],
      ['code for nothing', API_PATHS.accountCodes, {}, 'email'],
      ['sign-in, bad email', API_PATHS.accountSession, { email: 'ada@', code }, 'email'],
      ['sign-in, five digits', API_PATHS.accountSession, { email: ADA, code: code.slice(1) }, 'code'],
      ['sign-in, letters', API_PATHS.accountSession, { email: ADA, code: 'abcdef' }, 'code'],
      ['sign-in, no code', API_PATHS.accountSession, { email: ADA }, 'code'],
      ['sign-in, empty name', API_PATHS.accountSession, { email: ADA, code, displayName: ' ' }, 'displayName'],
    ];
    for (const [label, path, body, field] of requests) {
      const response = await device().post(path, { json: body });
      expectError(response, 400, 'invalid_request', label);
      expect(response.body.error.details[0].path, label).toEqual([field]);
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('devices', () => {
  test('signing out ends this device only, and for good; signing out everywhere ends them all', async () => {
    const [phone, laptop, tablet] = [device(), device(), device()];
    for (const client of [phone, laptop, tablet]) await signIn(client, ADA);
    const copied = new TestClient(api.baseUrl);
    for (const [name, value] of phone.cookies) copied.cookies.set(name, value);

    expect((await phone.delete(API_PATHS.accountSession)).status).toBe(204);
    expect(await accountOf(phone)).toBeNull();
    // The session ended, not only its cookie.
    expect(await accountOf(copied)).toBeNull();
    expect((await accountOf(laptop))?.email).toBe(ADA);

    const everywhere = await laptop.delete(API_PATHS.accountSessions);
    expect(everywhere.status, everywhere.text).toBe(200);
    expect(everywhere.body).toEqual({ signedOut: 2 });
    expect(await accountOf(laptop)).toBeNull();
    expect(await accountOf(tablet)).toBeNull();
  });

  test('a device signed in to no account is asked to sign in for what only an account may do', async () => {
    await signIn(device(), ADA);
    const client = device();
    const answers: [string, TestResponse][] = [
      ['rename', await client.patch(API_PATHS.account, { json: { displayName: 'Ada' } })],
      ['orders', await client.get(API_PATHS.accountOrders)],
      ['passkey options', await client.post(API_PATHS.accountPasskeyOptions)],
      ['save a passkey', await client.post(API_PATHS.accountPasskeys, { json: {} })],
      ['remove a passkey', await client.delete(accountPasskeyApiPath('some-passkey'))],
      ['sign out everywhere', await client.delete(API_PATHS.accountSessions)],
    ];
    for (const [label, response] of answers) expectError(response, 401, 'account_sign_in_required', label);
  });
});

describe('passkeys', () => {
  test('a passkey saved on one device signs the account in on another, and its use is recorded', async () => {
    const phone = device();
    await signIn(phone, ADA, 'Ada');
    const authenticator = new SoftAuthenticator();
    const { options } = await registrationOptions(phone);
    expect(options.rp.id).toBe(new URL(api.baseUrl).hostname);
    expect(options.user).toMatchObject({ name: ADA, displayName: 'Ada' });

    const saved = await addPasskey(phone, authenticator);
    expect(saved.status, saved.text).toBe(201);
    const [passkeyId] = authenticator.credentialIds;
    expect(accountSchema.parse(saved.body.account).passkeys).toEqual([
      { id: passkeyId, createdAt: expect.any(String), lastUsedAt: null, synced: true },
    ]);
    // The next ceremony tells the authenticator which passkey it already holds.
    expect((await registrationOptions(phone)).options.excludeCredentials?.map(({ id }) => id)).toEqual([passkeyId]);

    const laptop = device();
    const signed = await signInWithPasskey(laptop, await passkeyAnswer(laptop, authenticator));
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toMatchObject({ created: false, account: { email: ADA } });
    const account = await accountOf(laptop);
    expect(account?.email).toBe(ADA);
    expect(account?.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
    expect(Number((await api.db('shopper_passkeys').where({ id: passkeyId }).first('counter')).counter)).toBe(1);
  });

  test('the same passkey saved twice, to this account or another, is refused', async () => {
    const ada = device();
    await signIn(ada, ADA);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(ada, authenticator)).status).toBe(201);
    const [passkeyId = ''] = authenticator.credentialIds;

    const grace = device();
    await signIn(grace, GRACE);
    for (const client of [ada, grace]) {
      const { challengeId, options } = await registrationOptions(client);
      const response = authenticator.attestAgain(passkeyId, options, api.baseUrl);
      expectError(
        await client.post(API_PATHS.accountPasskeys, { json: { challengeId, response } }),
        400,
        'passkey_refused',
      );
    }
    expect(await api.db('shopper_passkeys').select('id')).toEqual([{ id: passkeyId }]);
    expect((await accountOf(grace))?.passkeys).toEqual([]);
  });

  test('a replayed, tampered or unknown passkey answer does not sign in', async () => {
    const ada = device();
    await signIn(ada, ADA);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(ada, authenticator)).status).toBe(201);
    const client = device();

    const answer = await passkeyAnswer(client, authenticator);
    expect((await signInWithPasskey(client, answer)).status).toBe(200);
    const replayed = device();
    const replay = await signInWithPasskey(replayed, answer);
    expectError(replay, 400, 'passkey_refused', 'replayed');
    expect(replay.body.error.message).toMatch(/expired/);

    const tampered = await passkeyAnswer(replayed, authenticator);
    const signature = Buffer.from(tampered.response.response.signature, 'base64url');
    signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 1;
    tampered.response.response.signature = signature.toString('base64url');
    const forged = await signInWithPasskey(replayed, tampered);
    expectError(forged, 400, 'passkey_refused', 'tampered');
    expect(forged.body.error.message).toMatch(/could not be checked/);

    // A passkey made for this store but never saved to an account.
    const stranger = new SoftAuthenticator();
    stranger.createCredential((await registrationOptions(ada)).options, api.baseUrl);
    expectError(await signInWithPasskey(replayed, await passkeyAnswer(replayed, stranger)), 400, 'passkey_not_found');
    expect(await accountOf(replayed)).toBeNull();
  });

  test('a removed passkey no longer signs in, and nobody removes another account’s', async () => {
    const ada = device();
    await signIn(ada, ADA);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(ada, authenticator)).status).toBe(201);
    const [passkeyId = ''] = authenticator.credentialIds;

    const grace = device();
    await signIn(grace, GRACE);
    expectError(await grace.delete(accountPasskeyApiPath(passkeyId)), 404, 'passkey_not_found');
    expect((await accountOf(ada))?.passkeys.map(({ id }) => id)).toEqual([passkeyId]);

    expect((await ada.delete(accountPasskeyApiPath(passkeyId))).status).toBe(204);
    expect((await accountOf(ada))?.passkeys).toEqual([]);
    const client = device();
    expectError(await signInWithPasskey(client, await passkeyAnswer(client, authenticator)), 400, 'passkey_not_found');
  });
});

describe("the account's orders", () => {
  test('an order placed with the email on one device is the account’s on every device it signs in on, and no other’s', async () => {
    const { shopper, order } = await placeDoorOrder(api.baseUrl, [ONE_PACK], { ...DELIVERY, email: 'Ada@Example.com' });
    const placedView = await shopperView(shopper, order.id);

    const laptop = device();
    await signIn(laptop, ADA);
    const listed = await laptop.get(API_PATHS.accountOrders);
    expect(listed.status, listed.text).toBe(200);
    expect(accountOrdersSchema.parse(listed.body).orders).toEqual([placedView]);
    expect(await shopperView(laptop, order.id)).toEqual(placedView);

    const grace = device();
    await signIn(grace, GRACE);
    expect((await grace.get(API_PATHS.accountOrders)).body).toEqual({ orders: [] });
    expectError(await grace.get(orderApiPath(order.id)), 404, 'order_not_found');

    // Signed out, the laptop reads the order no more.
    await laptop.delete(API_PATHS.accountSession);
    expectError(await laptop.get(orderApiPath(order.id)), 404, 'order_not_found');
  });
});

describe('age', () => {
  test('an age confirmed on one device is the account’s: a new device signing in may shop at once', async () => {
    const phone = await device().verifyAge();
    await signIn(phone, ADA);
    expect(await api.db('shopper_accounts').where({ email: ADA }).first('age_confirmed_at')).toEqual({
      age_confirmed_at: expect.any(Date),
    });

    const laptop = device();
    expectError(await laptop.post(API_PATHS.cart, { json: ONE_PACK }), 403, 'age_verification_required');
    await signIn(laptop, ADA);
    expect([...laptop.cookies.keys()]).toContain('verdant_age');
    const added = await laptop.post(API_PATHS.cart, { json: ONE_PACK });
    expect(added.status, added.text).toBe(200);
  });

  test('an account that never confirmed its age confirms nothing for a device', async () => {
    const laptop = device();
    await signIn(laptop, ADA);
    expect([...laptop.cookies.keys()]).not.toContain('verdant_age');
    expectError(await laptop.post(API_PATHS.cart, { json: ONE_PACK }), 403, 'age_verification_required');
  });
});

describe('the account page', () => {
  test('a shopper renames the account, trimmed; an empty or too long name is refused', async () => {
    const phone = device();
    await signIn(phone, ADA, 'Ada');
    const renamed = await phone.patch(API_PATHS.account, { json: { displayName: '  Ada L. ' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.account.displayName).toBe('Ada L.');
    expect((await accountOf(phone))?.displayName).toBe('Ada L.');

    for (const displayName of ['   ', 'x'.repeat(DISPLAY_NAME_MAX + 1)]) {
      const refused = await phone.patch(API_PATHS.account, { json: { displayName } });
      expectError(refused, 400, 'invalid_request', displayName);
      expect(refused.body.error.details[0].path).toEqual(['displayName']);
    }
    expect((await accountOf(phone))?.displayName).toBe('Ada L.');
  });
});
