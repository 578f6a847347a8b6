import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { API_PATHS, accountPasskeyApiPath } from '#shared/api-paths';
import {
  type AccountAnswer,
  accountAnswerSchema,
  type CodeSignInRequest,
  type PasskeyCeremony,
  passkeyCeremonySchema,
  type SignInAnswer,
  signInAnswerSchema,
} from '#shared/schemas/account';
import { apiRequest } from '../../lib/api-client.ts';
import { readSelectedState } from '../../lib/selected-state.ts';

/** The account's calls (sync-api/routes/account.ts). Each needs the network. */

export function sendSignInCode(email: string): Promise<unknown> {
  return apiRequest(API_PATHS.accountCodes, { method: 'POST', body: { email } });
}

/** Signs in; the device's cart goes to the account's under the limits of the state it keeps to. */
export function signInWithCode(request: CodeSignInRequest): Promise<SignInAnswer> {
  return apiRequest(API_PATHS.accountSession, {
    method: 'POST',
    body: { ...request, cartState: readSelectedState() },
    schema: signInAnswerSchema,
  });
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
export async function signInWithPasskey(): Promise<SignInAnswer> {
  const ceremony: PasskeyCeremony = await apiRequest(API_PATHS.passkeySignInOptions, {
    method: 'POST',
    body: {},
    schema: passkeyCeremonySchema,
  });
  const response = await startAuthentication({ optionsJSON: ceremony.options as unknown as RequestOptions });
  return apiRequest(API_PATHS.passkeySignIn, {
    method: 'POST',
    body: { challengeId: ceremony.challengeId, response, cartState: readSelectedState() },
    schema: signInAnswerSchema,
  });
}

export function removePasskey(passkeyId: string): Promise<unknown> {
  return apiRequest(accountPasskeyApiPath(passkeyId), { method: 'DELETE' });
}
