import { z } from 'zod';

/**
 * Signing in only keeps the shopper's name on this device, under a product key in local
 * storage, with the time. It grants nothing; no password, no account.
 */

export const SIGNED_IN_USER_KEY = 'verdant:user';
export const SIGN_IN_NAME_MAX = 80;

/** The name is required once trimmed. */
export const signInSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(SIGN_IN_NAME_MAX, `Name must be at most ${SIGN_IN_NAME_MAX} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

export interface SignedInUser {
  name: string;
  /** ISO date-time. */
  signedInAt: string;
}

export function saveSignedInUser(name: string, now: Date = new Date(), storage: Storage = localStorage): SignedInUser {
  const user: SignedInUser = { name, signedInAt: now.toISOString() };
  storage.setItem(SIGNED_IN_USER_KEY, JSON.stringify(user));
  return user;
}
