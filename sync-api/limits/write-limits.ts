import { tooManyMessage } from '#shared/rate-limits';
import { addressKey, countAttempt, type RateLimit, type RateLimiter, type RateLimitStore } from './rate-limits.ts';

/**
 * Limits on the writes an anonymous visitor can make (decision 019). Each is counted per session
 * first: that is one shopper, whatever address their phone shares with others behind a
 * carrier's NAT. Per address only a flood is stopped, so that a thousand sessions behind one
 * address shop freely while one client cannot mint sessions to multiply its own limits. A write
 * sent without a session is one client per address and gets one session's allowance there,
 * except the age check, the door every new session comes through, which only the flood limit
 * bounds. Over a limit the write is refused with 429 before it does anything.
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
  'accountSignIn',
] as const;
export type LimitedWrite = (typeof LIMITED_WRITES)[number];

/** The write a browser's first visit makes, and so the one that starts nearly every session. */
export const SESSION_DOOR: LimitedWrite = 'ageVerification';

export interface WriteLimit {
  /** One session's allowance, and one address's for the writes it sends without a session. */
  perSession: RateLimit;
  /** Every write from one address, whichever sessions sent it: what only a flood reaches. */
  perAddress: RateLimit;
}

export type WriteLimitSettings = Record<LimitedWrite, WriteLimit>;

const minutes = (count: number) => count * 60;

export const WRITE_LIMITS: WriteLimitSettings = {
  // Once per browser every 30 days. Per address: a thousand new visitors an hour behind one NAT.
  ageVerification: {
    perSession: { points: 30, durationSeconds: minutes(60) },
    perAddress: { points: 2000, durationSeconds: minutes(60) },
  },
  // A few reviews each, resends of a queued one included; staff read every one, so an address
  // that sends more than a busy NAT's worth is not a crowd.
  reviews: {
    perSession: { points: 20, durationSeconds: minutes(60) },
    perAddress: { points: 200, durationSeconds: minutes(60) },
  },
  // One message each, and a follow-up; staff read these too.
  contact: {
    perSession: { points: 10, durationSeconds: minutes(60) },
    perAddress: { points: 100, durationSeconds: minutes(60) },
  },
  // The REST cart: a tap or two a second while shopping.
  cartWrites: {
    perSession: { points: 300, durationSeconds: minutes(10) },
    perAddress: { points: 15_000, durationSeconds: minutes(10) },
  },
  // A push after each burst of changes (debounced) and a pull on each return to the tab.
  cartSync: {
    perSession: { points: 600, durationSeconds: minutes(10) },
    perAddress: { points: 30_000, durationSeconds: minutes(10) },
  },
  // Checkout asks again each time the details, delivery or cart hold still after a change.
  paymentIntents: {
    perSession: { points: 120, durationSeconds: minutes(10) },
    perAddress: { points: 6000, durationSeconds: minutes(10) },
  },
  // Decision 012: a couple of orders each, checked a few times; each number has its own limit.
  orderLookup: {
    perSession: { points: 30, durationSeconds: minutes(60) },
    perAddress: { points: 1000, durationSeconds: minutes(60) },
  },
  // Every try, right or wrong; wrong passwords have their own, lower limits (decision 009).
  staffSignIn: {
    perSession: { points: 30, durationSeconds: minutes(15) },
    perAddress: { points: 300, durationSeconds: minutes(15) },
  },
  // Codes asked for and tried, passkey ceremonies: a few each sign-in. Each email has its own
  // limit on codes besides (accounts/sign-in-codes.ts).
  accountSignIn: {
    perSession: { points: 30, durationSeconds: minutes(15) },
    perAddress: { points: 600, durationSeconds: minutes(15) },
  },
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
  accountSignIn: 'sign-in attempts',
};

interface Counters {
  perSession: RateLimiter;
  withoutSession: RateLimiter;
  perAddress: RateLimiter;
}

export type WriteLimiters = Record<LimitedWrite, Counters>;

/** The counters of one app, every write's in `store`. */
export function writeLimiters(settings: WriteLimitSettings, store: RateLimitStore): WriteLimiters {
  const limiters = LIMITED_WRITES.map((write) => [
    write,
    {
      perSession: store(`${write}:session`, settings[write].perSession),
      withoutSession: store(`${write}:sessionless`, settings[write].perSession),
      perAddress: store(`${write}:address`, settings[write].perAddress),
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
 * Counts one `write` from `sender`: against its session (or, sent without one, against its
 * address's sessionless allowance), then against its address's flood limit. The address is
 * counted last so that a session already over its own limit spends nothing of what the others
 * behind its address share. Over any limit, 429 `too_many_attempts` whose message and
 * Retry-After say how long to wait.
 */
export async function countWrite(limiters: WriteLimiters, write: LimitedWrite, sender: WriteSender): Promise<void> {
  const { perSession, withoutSession, perAddress } = limiters[write];
  const message = (seconds: number) => tooManyMessage(WHAT[write], seconds);
  const address = addressKey(sender.ip);
  if (sender.sessionId) await countAttempt(perSession, sender.sessionId, message);
  else if (write !== SESSION_DOOR) await countAttempt(withoutSession, address, message);
  await countAttempt(perAddress, address, message);
}
