import type { LimitOverrides } from '../../sync-api/limits/app-limits.ts';
import { rateLimitVariable } from '../../sync-api/limits/limits-config.ts';
import type { RateLimit } from '../../sync-api/limits/rate-limits.ts';
import { LIMITED_WRITES, type WriteLimit } from '../../sync-api/limits/write-limits.ts';

/** One limit for a write's sessions and for its addresses alike. */
export const everyCount = (limit: RateLimit): WriteLimit => ({ perSession: limit, perAddress: limit });

/**
 * Every write limit far above what a test sends, for the tests whose subject is not the limits
 * (a fuzzer or a property test sends hundreds of requests from one address within seconds).
 */
export function roomyLimits(points = 100_000): LimitOverrides {
  const roomy = { points, durationSeconds: 60 };
  return {
    ...Object.fromEntries(LIMITED_WRITES.map((write) => [write, everyCount(roomy)])),
    orderLookupPerNumber: roomy,
  };
}

/**
 * The same for a server started as a process (the browser tests' store, the benchmarks' API):
 * their clients all come from 127.0.0.1, far more of them than any real address has.
 */
export function roomyRateLimitEnv(points = 100_000): Record<string, string> {
  return Object.fromEntries(
    LIMITED_WRITES.flatMap((write) => [
      [rateLimitVariable(write, 'perSession'), `${points}/60`],
      [rateLimitVariable(write, 'perAddress'), `${points}/60`],
    ]),
  );
}
