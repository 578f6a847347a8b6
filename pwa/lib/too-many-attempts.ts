import { retryAfterSeconds, tooManyMessage } from '#shared/rate-limits';
import { ApiError } from './api-client.ts';

/**
 * What a 429 tells the shopper, or null for any other failure: the store's own sentence, which
 * says what was sent too often and how long to wait, or the same sentence made from Retry-After
 * when no readable body came with it (a proxy's 429).
 */
export function tooManyAttemptsText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.code === 'too_many_attempts') return error.serverMessage;
  return tooManyMessage('attempts', retryAfterSeconds(error.retryAfter));
}
