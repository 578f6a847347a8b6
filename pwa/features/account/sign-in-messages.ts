import { STORE_NAME } from '#shared/content/business';
import { SIGN_IN_CODE_MINUTES } from '#shared/schemas/account';
import type { ToastInput } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { tooManyAttemptsText } from '../../lib/too-many-attempts.ts';

/** What the sign-in page says when a step fails: the store's words, or why it could not ask. */
export function signInFailureMessage(error: unknown): string {
  const tooMany = tooManyAttemptsText(error);
  if (tooMany) return tooMany;
  if (error instanceof ApiError && error.code !== null && error.status < 500) return error.serverMessage;
  // The browser's own refusals (SimpleWebAuthn passes them on by name).
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'The passkey request was cancelled or timed out. Try again, or sign in with a code.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERROR_')) {
    return `This device could not use a passkey here (${error.message}). Sign in with a code instead.`;
  }
  return "We couldn't reach the store. Check your connection and try again.";
}

export const codeSentText = (email: string) =>
  `We emailed a 6-digit code to ${email}. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`;

/** Welcomes the shopper to the store by its name. */
export function signedInToast(name: string): ToastInput {
  return { title: `Welcome to ${STORE_NAME}!`, description: `Signed in successfully as ${name}` };
}

export const SIGN_IN_MISSING_TOAST = {
  variant: 'destructive',
  title: 'Please fill in all fields',
  description: 'Name is required',
} as const satisfies ToastInput;
