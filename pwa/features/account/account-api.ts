import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { API_PATHS, accountPasskeyApiPath } from '#shared/api-paths';
import {
  type AccountAnswer,
  accountAnswerSchema,
  type CodeSignInRequest,
  type PasskeyCeremony,
  passkeyCeremonySchema,
} from '#shared/schemas/account';
import { apiRequest } from '../../lib/api-client.ts';

/** The account's calls (sync-api/routes/account.ts). Each needs the network. */

export function sendSignInCode(email: string): Promise<unknown> {
  return apiRequest(API_PATHS.accountCodes, { method: 'POST', body: { email } });
}

export function signInWithCode(request: CodeSignInRequest): Promise<AccountAnswer> {
  return apiRequest(API_PATHS.accountSession, { method: 'POST', body: request, schema: accountAnswerSchema });
}

export function signOutHere(): Promise<unknown> {
  return apiRequest(API_PATHS.accountSession, { method: 'DELETE' });
}

export function signOutEverywhere(): Promise<unknown> {
  return apiRequest(API_PATHS.accountSessions, { method: 'DELETE' });
}

export function renameAccount(displayName: string): Promise<AccountAnswer> {
  return apiRequest(API_PATHS.account, { method: 'PATCH', body: { displayName }, schema: accountAnswerSchema });
}

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Makes a passkey for the signed-in account on this device's authenticator, and saves it. */
export async function createPasskey(): Promise<AccountAnswer> {
  const ceremony: PasskeyCeremony = await apiRequest(API_PATHS.accountPasskeyOptions, {
    method: 'POST',
    body: {},
    schema: passkeyCeremonySchema,
  });
  const response = await startRegistration({ optionsJSON: ceremony.options as unknown as CreationOptions });
  return apiRequest(API_PATHS.accountPasskeys, {
    method: 'POST',
    body: { challengeId: ceremony.challengeId, response },
    schema: accountAnswerSchema,
  });
}

/** Signs in with one of the shopper's passkeys for this store, whichever the authenticator offers. */
export async function signInWithPasskey(): Promise<AccountAnswer> {
  const ceremony: PasskeyCeremony = await apiRequest(API_PATHS.passkeySignInOptions, {
    method: 'POST',
    body: {},
    schema: passkeyCeremonySchema,
  });
  const response = await startAuthentication({ optionsJSON: ceremony.options as unknown as RequestOptions });
  return apiRequest(API_PATHS.passkeySignIn, {
    method: 'POST',
    body: { challengeId: ceremony.challengeId, response },
    schema: accountAnswerSchema,
  });
}

export function removePasskey(passkeyId: string): Promise<unknown> {
  return apiRequest(accountPasskeyApiPath(passkeyId), { method: 'DELETE' });
}
