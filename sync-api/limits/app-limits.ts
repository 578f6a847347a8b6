import { STRIPE_MAX_CHARGE_CENTS } from '#shared/catalogue/order-total-cap';
import { ORDER_LOOKUP_PER_NUMBER, orderNumberLimiter } from '../orders/order-lookup-limits.ts';
import { memoryStore, type RateLimit, type RateLimiter, type RateLimitStore } from './rate-limits.ts';
import { WRITE_LIMITS, type WriteLimiters, type WriteLimitSettings, writeLimiters } from './write-limits.ts';

/** Every limit one app applies, with its counters. */
export interface AppLimits {
  writes: WriteLimiters;
  orderLookupPerNumber: RateLimiter;
  /** The largest order total a payment is prepared for, in cents. */
  maxOrderTotalCents: number;
}

/** Limits that replace the configured ones (tests use small ones). */
export type LimitOverrides = Partial<WriteLimitSettings> & {
  orderLookupPerNumber?: RateLimit;
  maxOrderTotalCents?: number;
};

/**
 * The limits of one app: the configured ones (else the defaults), with `overrides` on top, each
 * counted in `store`. The memory store makes new counters for every app.
 */
export function appLimits(
  configured: { rateLimits?: WriteLimitSettings; maxOrderTotalCents?: number },
  overrides: LimitOverrides = {},
  store: RateLimitStore = memoryStore,
): AppLimits {
  const { orderLookupPerNumber, maxOrderTotalCents, ...writes } = overrides;
  return {
    writes: writeLimiters({ ...(configured.rateLimits ?? WRITE_LIMITS), ...writes }, store),
    orderLookupPerNumber: orderNumberLimiter(orderLookupPerNumber ?? ORDER_LOOKUP_PER_NUMBER, store),
    maxOrderTotalCents: maxOrderTotalCents ?? configured.maxOrderTotalCents ?? STRIPE_MAX_CHARGE_CENTS,
  };
}
