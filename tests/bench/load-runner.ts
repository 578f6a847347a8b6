import autocannon from 'autocannon';
import type { Load } from './endpoints.ts';

/** What one autocannon run measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  durationSeconds: number;
}

export interface RunSettings {
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; unset means as fast as the server answers. */
  overallRate?: number;
}

/** non-2xx answers and connection errors (which count timeouts). */
export const failuresOf = (figures: LoadFigures) => figures.non2xx + figures.errors;

/** One autocannon run against `url`, over loopback, without pipelining. */
export async function runLoad(url: string, load: Load, settings: RunSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    pipelining: 1,
    timeout: 10,
    ...(settings.overallRate ? { overallRate: settings.overallRate } : {}),
    ...load,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}
