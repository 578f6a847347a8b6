import { ORDER_LOOKUP_NOT_FOUND_MESSAGE } from '#shared/schemas/order-lookup';
import { ApiError } from '../../lib/api-client.ts';
import { isTransientFailure } from '../../lib/retry-policy.ts';

/** What the Look Up Order form says when a lookup does not find an order. */

export const LOOKUP_OFFLINE_MESSAGE =
  'Looking up an order needs a connection. You can try as soon as you are back online.';

function waitInWords(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return 'in a while';
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}

export function lookupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ORDER_LOOKUP_NOT_FOUND_MESSAGE;
  if (error instanceof ApiError && error.status === 429) {
    return `Too many lookups from this connection. Please try again ${waitInWords(error.retryAfter)}.`;
  }
  if (error instanceof ApiError && !isTransientFailure(error)) return error.serverMessage;
  return "We couldn't reach the store just now. Check your connection and try again.";
}
