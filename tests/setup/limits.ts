import type { LimitOverrides } from '../../sync-api/services/app-limits.ts';
import { LIMITED_WRITES } from '../../sync-api/services/write-limits.ts';

/**
 * Every write limit far above what a test sends, for the tests whose subject is not the limits
 * (a fuzzer or a property test sends hundreds of requests from one address within seconds).
 */
export function roomyLimits(points = 100_000): LimitOverrides {
  const roomy = { points, durationSeconds: 60 };
  return {
    ...Object.fromEntries(LIMITED_WRITES.map((write) => [write, roomy])),
    orderLookupPerNumber: roomy,
  };
}
