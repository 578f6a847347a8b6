/**
 * When a failed send is tried again: 30 s after the first failure, doubling to an hour between
 * tries, so an SMTP server down for a few minutes loses nothing and one down for a day is not
 * hammered. After MAX_EMAIL_ATTEMPTS (about eight hours of tries) the email is marked failed and
 * waits for staff, who see it in the Outbox and send it again.
 */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
export const MAX_EMAIL_ATTEMPTS = 15;

/** The wait before the next try after `attempts` tries, or null when none is left. */
export function nextEmailTryIn(attempts: number): number | null {
  if (attempts >= MAX_EMAIL_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
