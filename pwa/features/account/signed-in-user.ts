import { z } from 'zod';
import { DISPLAY_NAME_MAX, displayNameSchema } from '#shared/schemas/account';

/**
 * The name the shopper last signed in with, kept on this device under a product key in local
 * storage, with the time, to fill the sign-in form next time. It grants nothing: the account's
 * session on the server is what signing in gives (features/account).
 */

export const SIGNED_IN_USER_KEY = 'verdant:user';
export const SIGN_IN_NAME_MAX = DISPLAY_NAME_MAX;

/** The name is required once trimmed: the account's display name (shared/schemas/account.ts). */
export const signInSchema = z.object({ name: displayNameSchema });
export type SignInInput = z.input<typeof signInSchema>;

export interface SignedInUser {
  name: string;
  /** ISO date-time. */
  signedInAt: string;
}

export function readSignedInUser(storage: Storage = localStorage): SignedInUser | null {
  try {
    const stored = JSON.parse(storage.getItem(SIGNED_IN_USER_KEY) ?? 'null') as SignedInUser | null;
    return stored && typeof stored.name === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function saveSignedInUser(name: string, now: Date = new Date(), storage: Storage = localStorage): SignedInUser {
  const user: SignedInUser = { name, signedInAt: now.toISOString() };
  storage.setItem(SIGNED_IN_USER_KEY, JSON.stringify(user));
  return user;
}
