import { retryAfterSeconds, waitInWords } from '#shared/rate-limits';
import { ApiError, isConnectionFailure } from '../../lib/api-client.ts';

/** What a failed back-office call says to the person at the screen. */

/** The sentence for a failure: the server's own when it sent one, else what went wrong. */
export function problemMessage(error: unknown): string {
  if (isConnectionFailure(error)) return 'The store could not be reached. Check the connection and try again.';
  if (error instanceof ApiError) return error.serverMessage;
  return 'Something went wrong. Try again.';
}

/** A 401 from any call but sign-in: the session ended (signed out elsewhere, 12 hours idle). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'staff_sign_in_required';
}

export function hasCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

interface Issue {
  path: unknown[];
  message: string;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Issue).path) &&
  typeof (value as Issue).message === 'string';

/**
 * A 400's issues as messages per top-level field (the first for each), so a form shows each
 * under its field; empty for any other failure.
 */
export function fieldErrorsFrom<Key extends string>(error: unknown): Partial<Record<Key, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Partial<Record<Key, string>> = {};
  for (const issue of error.details.filter(isIssue)) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as Key] = issue.message;
  }
  return errors;
}

/** A path as a form names its field: ["limits", 1, "amount"] is "limits.1.amount"; [] is "". */
export const pathKey = (path: readonly unknown[]): string => path.map(String).join('.');

/**
 * A 400's issues as messages by their whole path (the first for each), for a form whose fields
 * are nested in lists; empty for any other failure.
 */
export function pathErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.details.filter(isIssue)) errors[pathKey(issue.path)] ??= issue.message;
  return errors;
}

/** "2 minutes" from a Retry-After header's seconds; null when the header says nothing usable. */
export function waitFrom(retryAfter: string | null): string | null {
  const seconds = retryAfterSeconds(retryAfter);
  return seconds === null ? null : waitInWords(seconds);
}
