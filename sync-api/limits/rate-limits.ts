import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../app-error.ts';

/**
 * Attempts counted per key in fixed windows, with rate-limiter-flexible. Where the counters
 * live is the one choice made here, once per process: `memoryStore` keeps them in this process,
 * so each app (each test's included) counts on its own; `redisStore` keeps them in the Redis
 * server that every process of the store shares, so a client spread over them counts once.
 */

/** At most `points` attempts per key within `durationSeconds` of its first. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export type RateLimiter = RateLimiterAbstract;

/** Makes the limiter named `name` (its keys' prefix in a shared store) for `limit`. */
export type RateLimitStore = (name: string, limit: RateLimit) => RateLimiter;

export const memoryStore: RateLimitStore = (name, limit) =>
  new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds });

/**
 * Counters in Redis under `<prefix>:rate-limit:<name>:`, so that two stores sharing one server
 * never count together. While Redis does not answer, each process counts in its own memory
 * instead: the limits then hold per process, rather than every shopper being refused because a
 * counter could not be read. Counts made meanwhile stay in that process's memory.
 */
export function redisStore(redis: Redis, prefix: string): RateLimitStore {
  return (name, limit) => {
    const keyPrefix = `${prefix}:rate-limit:${name}`;
    const options = { keyPrefix, points: limit.points, duration: limit.durationSeconds };
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      // Not ready (connecting, or lost): the memory counters answer at once, no request waits.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}

/**
 * Counts one attempt against `key`. Over the limit it throws 429 `too_many_attempts` with
 * `Retry-After`: the whole seconds until the key's window ends, which a `message` made from
 * them may also say.
 */
export async function countAttempt(
  limiter: RateLimiter,
  key: string,
  message: string | ((retryAfterSeconds: number) => string),
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    // The library refuses with its result; any other rejection is a store that failed.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    const text = typeof message === 'string' ? message : message(retryAfterSeconds);
    throw new AppError('too_many_attempts', 429, text, undefined, retryAfterSeconds);
  }
}

/**
 * The key of a client's address: an IPv4 address as it is (also when written IPv4-mapped), an
 * IPv6 address as its /64, the block one household or server is given, so that stepping through
 * the addresses of that block is still one client.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
