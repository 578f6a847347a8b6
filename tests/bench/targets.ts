import type { Endpoint } from './endpoints.ts';
import { failuresOf, type LoadFigures } from './load-runner.ts';

/** How each endpoint is measured: the same for the API and the baseline. */
export const PLAN = {
  connections: 10,
  warmUpSeconds: 3,
  maxSeconds: 10,
  steadySeconds: 30,
  /** The steady load's rate, as a share of the API's measured maximum. */
  steadyShare: 0.5,
} as const;

/** Issue #7's targets. */
export const TARGETS = {
  /** The API's throughput as a share of the baseline's, at least. */
  minRatio: 0.6,
  /** Under the steady load: p99 latency below this, and no failed request. */
  steadyP99Ms: 50,
} as const;

export interface EndpointResult {
  endpoint: Endpoint;
  api: LoadFigures;
  /** Null when the run had no PostgreSQL server for the baseline. */
  baseline: LoadFigures | null;
  steady: { rate: number; figures: LoadFigures };
}

export const ratioOf = (result: EndpointResult): number | null =>
  result.baseline ? result.api.requestsPerSecond / result.baseline.requestsPerSecond : null;

export const steadyMet = ({ steady }: EndpointResult): boolean =>
  failuresOf(steady.figures) === 0 && steady.figures.p99Ms < TARGETS.steadyP99Ms;

/** Null when the ratio could not be measured. */
export const ratioMet = (result: EndpointResult): boolean | null => {
  const ratio = ratioOf(result);
  return ratio === null ? null : ratio >= TARGETS.minRatio;
};

/** What the run missed, one sentence each; empty when every measured target was met. */
export function missedTargets(results: EndpointResult[]): string[] {
  return results.flatMap((result) => {
    const { name } = result.endpoint;
    const missed: string[] = [];
    const ratio = ratioOf(result);
    if (ratio !== null && ratio < TARGETS.minRatio) {
      missed.push(`${name}: the API reached ${(ratio * 100).toFixed(0)}% of the baseline's throughput`);
    }
    const failures = failuresOf(result.steady.figures);
    if (failures > 0) missed.push(`${name}: ${failures} failed requests under the steady load`);
    if (result.steady.figures.p99Ms >= TARGETS.steadyP99Ms) {
      missed.push(`${name}: p99 ${result.steady.figures.p99Ms} ms under the steady load`);
    }
    for (const [server, figures] of [['API', result.api] as const, ['baseline', result.baseline] as const]) {
      const failed = figures ? failuresOf(figures) : 0;
      if (failed > 0) missed.push(`${name}: ${failed} failed requests in the ${server}'s maximum run`);
    }
    return missed;
  });
}
