import { orderLookupRequestSchema } from '#shared/schemas/order-lookup';
import {
  addressKey,
  countAttempt,
  memoryStore,
  type RateLimit,
  type RateLimiter,
  type RateLimitStore,
} from './rate-limits.ts';

/**
 * How often Look Up Order may be tried: per client address, and per order number so that no
 * spread of addresses can guess the email of one order (decision 012).
 */

export interface OrderLookupLimitSettings {
  perAddress: RateLimit;
  perNumber: RateLimit;
}

export const ORDER_LOOKUP_LIMITS: OrderLookupLimitSettings = {
  // A household of ten behind one address, each checking a couple of orders a few times, stays
  // well below; a script guessing numbers is stopped after 30.
  perAddress: { points: 30, durationSeconds: 60 * 60 },
  // A shopper retrying a mistyped email stays below. Counted whether or not the number exists,
  // so that a 429 says nothing about it.
  perNumber: { points: 10, durationSeconds: 60 * 60 },
};

export const ORDER_LOOKUP_LIMIT_MESSAGE = 'Too many order lookups. Please wait a while and try again.';

export interface OrderLookupLimits {
  perAddress: RateLimiter;
  perNumber: RateLimiter;
}

/** The counters of one app; `overrides` replace a default limit (tests use small ones). */
export function orderLookupLimits(
  overrides: Partial<OrderLookupLimitSettings> = {},
  store: RateLimitStore = memoryStore,
): OrderLookupLimits {
  const settings = { ...ORDER_LOOKUP_LIMITS, ...overrides };
  return {
    perAddress: store('order-lookup-address', settings.perAddress),
    perNumber: store('order-lookup-number', settings.perNumber),
  };
}

/**
 * Counts a lookup from `ip` against its address, then, when `body` holds an order number in a
 * form the lookup reads, against that number as the store writes it. Over either limit: 429.
 * A malformed number counts only against the address.
 */
export async function countOrderLookup(limits: OrderLookupLimits, ip: string, body: unknown): Promise<void> {
  await countAttempt(limits.perAddress, addressKey(ip), ORDER_LOOKUP_LIMIT_MESSAGE);
  const typed = typeof body === 'object' && body !== null ? (body as { number?: unknown }).number : undefined;
  const number = orderLookupRequestSchema.shape.number.safeParse(typed);
  if (number.success) await countAttempt(limits.perNumber, number.data, ORDER_LOOKUP_LIMIT_MESSAGE);
}
