import { ORDER_LOOKUP_NOT_FOUND_MESSAGE } from '#shared/schemas/order-lookup';
import { ApiError } from '../../lib/api-client.ts';
import { isTransientFailure } from '../../lib/retry-policy.ts';
import { tooManyAttemptsText } from '../../lib/too-many-attempts.ts';

/** What the Look Up Order form says when a lookup does not find an order. */

export const LOOKUP_OFFLINE_MESSAGE =
  'Looking up an order needs a connection. You can try as soon as you are back online.';

export function lookupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ORDER_LOOKUP_NOT_FOUND_MESSAGE;
  const tooMany = tooManyAttemptsText(error);
  if (tooMany) return tooMany;
  if (error instanceof ApiError && !isTransientFailure(error)) return error.serverMessage;
  return "We couldn't reach the store just now. Check your connection and try again.";
}
