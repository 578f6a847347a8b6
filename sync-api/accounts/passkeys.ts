import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { STORE_NAME } from '#shared/content/business';
import type { PasskeyCeremony } from '#shared/schemas/account';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import type { AccountRow } from './account-store.ts';

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn). A ceremony's challenge is a row, used once and
 * within CHALLENGE_MINUTES, so the process that checks the answer need not be the one that set
 * it. Sign-in asks for a discoverable credential with no account named: the authenticator
 * offers the shopper's passkeys for this store, and the credential says whose it is.
 */

const CHALLENGE_MINUTES = 5;

/** Who the passkey is for: the store's host name, and the origin the browser must report. */
export interface RelyingParty {
  id: string;
  origin: string;
}

type Purpose = 'register' | 'sign_in';

interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: Buffer;
  counter: string | number;
  transports: AuthenticatorTransportFuture[];
}

const refused = (message: string) => new AppError('passkey_refused', 400, message);

async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: Purpose,
  accountId: string | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db('webauthn_challenges').insert({
    id,
    challenge,
    purpose,
    account_id: accountId,
    expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60 * 1000),
  });
  return id;
}

/**
 * Spends a challenge: its text, or a refusal when unknown, used, late or for another purpose or
 * account. Spent in a statement of its own, before the answer is checked, so an answer refused
 * afterwards has still used it up.
 */
async function spendChallenge(
  db: Database,
  id: string,
  purpose: Purpose,
  accountId: string | null,
  now: Date,
): Promise<string> {
  const [row]: { challenge: string; account_id: string | null }[] = await db('webauthn_challenges')
    .where({ id, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now })
    .returning(['challenge', 'account_id']);
  if (!row || row.account_id !== accountId) {
    throw refused('This passkey request has expired. Try again.');
  }
  return row.challenge;
}

export async function registrationCeremony(
  db: Database,
  account: AccountRow,
  party: RelyingParty,
  now: Date,
): Promise<PasskeyCeremony> {
  const existing: { id: string; transports: AuthenticatorTransportFuture[] }[] = await db('shopper_passkeys')
    .where({ account_id: account.id })
    .select('id', 'transports');
  const options = await generateRegistrationOptions({
    rpName: STORE_NAME,
    rpID: party.id,
    userName: account.email,
    userID: new Uint8Array(account.webauthn_user_id),
    userDisplayName: account.display_name ?? account.email,
    attestationType: 'none',
    // One passkey per authenticator: a second on the same one would only confuse the shopper.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await keepChallenge(db, options.challenge, 'register', account.id, now);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

export async function registerPasskey(
  db: Database,
  account: AccountRow,
  party: RelyingParty,
  answer: { challengeId: string; response: unknown },
  now: Date,
): Promise<void> {
  const challenge = await spendChallenge(db, answer.challengeId, 'register', account.id, now);
  await db.transaction(async (trx) => {
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: answer.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: false,
      });
    } catch (error) {
      throw refused(`This passkey could not be checked: ${(error as Error).message}`);
    }
    if (!verification.verified) throw refused('This passkey could not be checked. Try again.');
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const inserted = await trx('shopper_passkeys')
      .insert({
        id: credential.id,
        account_id: account.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp,
        created_at: now,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (inserted.length === 0) throw refused('This passkey is already saved.');
  });
}

export async function signInCeremony(db: Database, party: RelyingParty, now: Date): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({ rpID: party.id, userVerification: 'preferred' });
  const challengeId = await keepChallenge(db, options.challenge, 'sign_in', null, now);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Checks a sign-in answer; answers the account whose passkey signed it. */
export async function checkPasskeySignIn(
  db: Database,
  party: RelyingParty,
  answer: { challengeId: string; response: { id: string } },
  now: Date,
): Promise<string> {
  const challenge = await spendChallenge(db, answer.challengeId, 'sign_in', null, now);
  return db.transaction((trx) => checkSignature(trx, party, answer, challenge, now));
}

async function checkSignature(
  trx: Knex.Transaction,
  party: RelyingParty,
  answer: { challengeId: string; response: { id: string } },
  challenge: string,
  now: Date,
): Promise<string> {
  const passkey = await trx<PasskeyRow>('shopper_passkeys').where({ id: answer.response.id }).forUpdate().first();
  if (!passkey) {
    throw new AppError(
      'passkey_not_found',
      400,
      'This passkey is not one this store knows: it may have been removed. Sign in with a code instead.',
    );
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: answer.response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw refused(`This passkey could not be checked: ${(error as Error).message}`);
  }
  if (!verification.verified) throw refused('This passkey could not be checked. Try again.');
  await trx('shopper_passkeys')
    .where({ id: passkey.id })
    .update({ counter: verification.authenticationInfo.newCounter, last_used_at: now });
  return passkey.account_id;
}

export async function removePasskey(db: Database, accountId: string, passkeyId: string): Promise<void> {
  // Counted by the rows returned: on PGlite, knex-pglite answers a bare delete with the driver's result, not a count.
  const removed = await db('shopper_passkeys').where({ id: passkeyId, account_id: accountId }).delete().returning('id');
  if (removed.length === 0) throw new AppError('passkey_not_found', 404, 'This account has no such passkey.');
}
