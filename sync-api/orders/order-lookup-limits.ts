import { tooManyMessage } from '#shared/rate-limits';
import { orderLookupRequestSchema } from '#shared/schemas/order-lookup';
import { countAttempt, type RateLimit, type RateLimiter, type RateLimitStore } from '../limits/rate-limits.ts';
import { countWrite, type WriteLimiters, type WriteSender } from '../limits/write-limits.ts';

/**
 * How often Look Up Order may be tried: per client address and per session, as every limited
 * write (`orderLookup` in write-limits.ts), and per order number so that no spread of addresses
 * can guess the email of one order (decision 012).
 */

// A shopper retrying a mistyped email stays below. Counted whether or not the number exists,
// so that a 429 says nothing about it.
export const ORDER_LOOKUP_PER_NUMBER: RateLimit = { points: 10, durationSeconds: 60 * 60 };

/** The same words whichever number was refused, whether or not an order has it. */
const PER_NUMBER_MESSAGE = tooManyMessage('order lookups', null);

export function orderNumberLimiter(limit: RateLimit, store: RateLimitStore): RateLimiter {
  return store('orderLookup:number', limit);
}

/**
 * Counts a lookup from `sender` against its address and session, then, when `body` holds an
 * order number in a form the lookup reads, against that number as the store writes it. Over
 * any limit: 429. A malformed number counts only against the address and session.
 */
export async function countOrderLookup(
  limiters: WriteLimiters,
  perNumber: RateLimiter,
  sender: WriteSender,
  body: unknown,
): Promise<void> {
  await countWrite(limiters, 'orderLookup', sender);
  const typed = typeof body === 'object' && body !== null ? (body as { number?: unknown }).number : undefined;
  const number = orderLookupRequestSchema.shape.number.safeParse(typed);
  if (number.success) await countAttempt(perNumber, number.data, PER_NUMBER_MESSAGE);
}
