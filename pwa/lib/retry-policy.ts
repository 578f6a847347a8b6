import { ApiError } from './api-client.ts';

/**
 * When the app tries a failed request again, and after how long: one rule for the cart's sync,
 * the queued reviews and messages, and the catalogue's fall-back to what the device has saved.
 */

/**
 * 4xx answers that a later try may pass: the server timed the request out (408), found it too
 * early (425) or had too many (429). Every other 4xx says the request itself is wrong.
 */
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

/** Whether an answer with this status may be followed by a success when the same request is sent again. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || TRANSIENT_CLIENT_STATUSES.has(status);
}

/**
 * Whether trying the same request later may succeed. Only the store can say that a request is
 * wrong, so anything but its final answer may pass later: no answer at all (offline, a dropped
 * connection, a timeout), an answer that could not be read (a captive portal's page), a 5xx or
 * one of the transient 4xx above.
 */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || isTransientStatus(error.status);
}

/** The first wait, doubled after each further failure up to the longest. */
export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

/**
 * Each wait is drawn between half its step and the whole step, so devices that failed together
 * (a server restart) do not all come back at the same moment, and no wait exceeds the cap.
 */
const JITTER_SHARE = 0.5;

/**
 * How long to wait before the retry that follows failure number `failures` (1 for the first):
 * never sooner than the server's Retry-After, when it sent one, and never longer than the cap,
 * so that a far date, or a device clock that is off, cannot stall the retries for hours.
 */
export function retryDelayMs(
  failures: number,
  backoff: Backoff,
  failure?: unknown,
  { random = Math.random, now = Date.now() }: { random?: () => number; now?: number } = {},
): number {
  const step = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
  const jittered = step * (1 - JITTER_SHARE * random());
  const asked =
    failure instanceof ApiError && failure.retryAfter !== null ? retryAfterMs(failure.retryAfter, now) : null;
  return Math.min(backoff.maxMs, Math.max(jittered, asked ?? 0));
}

/**
 * A Retry-After header as milliseconds from `now`: either whole seconds or an HTTP date (a date
 * already past is 0). Null when the value is neither.
 */
export function retryAfterMs(value: string, now: number): number | null {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; without one, Date.parse would read "-1" or "2.5" as a year.
  if (!/[A-Za-z]{3}/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
