import { tooManyMessage } from '#shared/rate-limits';
import { addressKey, countAttempt, type RateLimit, type RateLimiter, type RateLimitStore } from './rate-limits.ts';

/**
 * Limits on the writes an anonymous visitor can make, each counted per client address and per
 * session: either over its limit and the write is refused with 429 before it does anything.
 * The defaults are far above what a household of ten sharing one address does, and far below
 * what a script needs to fill the database.
 */

export const LIMITED_WRITES = [
  'ageVerification',
  'reviews',
  'contact',
  'cartWrites',
  'cartSync',
  'paymentIntents',
  'orderLookup',
  'staffSignIn',
] as const;
export type LimitedWrite = (typeof LIMITED_WRITES)[number];

export type WriteLimitSettings = Record<LimitedWrite, RateLimit>;

const minutes = (count: number) => count * 60;

export const WRITE_LIMITS: WriteLimitSettings = {
  // Once per browser every 30 days; ten people, each on a phone and a laptop, stay far below.
  ageVerification: { points: 30, durationSeconds: minutes(60) },
  // A few reviews each, resends of a queued one included.
  reviews: { points: 20, durationSeconds: minutes(60) },
  // One message each, and a follow-up; a script stores ten an hour.
  contact: { points: 10, durationSeconds: minutes(60) },
  // The REST cart: a tap or two a second while shopping, for several shoppers at once.
  cartWrites: { points: 300, durationSeconds: minutes(10) },
  // A push after each burst of changes (debounced) and a pull on each return to the tab.
  cartSync: { points: 600, durationSeconds: minutes(10) },
  // Checkout asks again each time the details, delivery or cart hold still after a change.
  paymentIntents: { points: 120, durationSeconds: minutes(10) },
  // Decision 012: a couple of orders each, checked a few times.
  orderLookup: { points: 30, durationSeconds: minutes(60) },
  // Every try, right or wrong; wrong passwords have their own, lower limits (decision 009).
  staffSignIn: { points: 30, durationSeconds: minutes(15) },
};

/** What a 429 says was sent too often: "Too many contact messages. Please try again in…". */
const WHAT: Record<LimitedWrite, string> = {
  ageVerification: 'age confirmations',
  reviews: 'reviews',
  contact: 'contact messages',
  cartWrites: 'cart changes',
  cartSync: 'cart updates',
  paymentIntents: 'payment attempts',
  orderLookup: 'order lookups',
  staffSignIn: 'sign-in attempts',
};

interface Counters {
  perAddress: RateLimiter;
  perSession: RateLimiter;
}

export type WriteLimiters = Record<LimitedWrite, Counters>;

/** The counters of one app, every write's in `store`. */
export function writeLimiters(settings: WriteLimitSettings, store: RateLimitStore): WriteLimiters {
  const limiters = LIMITED_WRITES.map((write) => [
    write,
    {
      perAddress: store(`${write}:address`, settings[write]),
      perSession: store(`${write}:session`, settings[write]),
    },
  ]);
  return Object.fromEntries(limiters) as WriteLimiters;
}

/** Who sent a write: its address, and its session when the request carries one. */
export interface WriteSender {
  ip: string;
  sessionId: string | undefined;
}

/**
 * Counts one `write` from `sender`, against its address and then its session; over either
 * limit, 429 `too_many_attempts` whose message and Retry-After say how long to wait.
 */
export async function countWrite(limiters: WriteLimiters, write: LimitedWrite, sender: WriteSender): Promise<void> {
  const { perAddress, perSession } = limiters[write];
  const message = (seconds: number) => tooManyMessage(WHAT[write], seconds);
  await countAttempt(perAddress, addressKey(sender.ip), message);
  if (sender.sessionId) await countAttempt(perSession, sender.sessionId, message);
}
