/**
 * When the app tries a failed request again and how long it waits (pwa/lib/retry-policy.ts):
 * the rule the cart's sync, the review and message queue and the catalogue's fall-back share.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiRequest, UnexpectedAnswerError } from '../../pwa/lib/api-client.ts';
import { isTransientFailure, retryAfterMs, retryDelayMs } from '../../pwa/lib/retry-policy.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number) => new ApiError(status, null, `${status}: text`);

describe('which failures are worth trying again', () => {
  test.each([
    ['no answer at all (offline, a dropped connection)', new TypeError('Failed to fetch'), true],
    ['a request that timed out', new DOMException('The operation timed out.', 'TimeoutError'), true],
    ['an answer that could not be read (a Wi-Fi sign-in page)', new SyntaxError('Unexpected token <'), true],
    ['an answer of an unexpected shape', new UnexpectedAnswerError('/api/cart/sync', 'cart: Required'), true],
    ['408 Request Timeout', answer(408), true],
    ['425 Too Early', answer(425), true],
    ['429 Too Many Requests', answer(429), true],
    ['500 Internal Server Error', answer(500), true],
    ['502 Bad Gateway', answer(502), true],
    ['503 Service Unavailable', answer(503), true],
    ['504 Gateway Timeout', answer(504), true],
    ['400 Bad Request', answer(400), false],
    ['401 Unauthorized', answer(401), false],
    ['403 Forbidden (age not confirmed)', new ApiError(403, 'age_verification_required', '403: Confirm'), false],
    ['404 Not Found', answer(404), false],
    ['405 Method Not Allowed', answer(405), false],
    ['409 Conflict', new ApiError(409, 'submission_conflict', '409: already used'), false],
    ['410 Gone', answer(410), false],
    ['413 Content Too Large', answer(413), false],
    ['415 Unsupported Media Type', answer(415), false],
    ['422 Unprocessable Content', answer(422), false],
  ])('%s: transient %s', (_what, failure, transient) => {
    expect(isTransientFailure(failure)).toBe(transient);
  });

  test('a failed request as the API client reports it carries the status and the server’s Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          { error: { code: 'database_unavailable', message: 'The store is busy just now.' } },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    const failure = await apiRequest('/api/products').catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ status: 503, code: 'database_unavailable', retryAfter: '5' });
    expect(isTransientFailure(failure)).toBe(true);
    expect(retryDelayMs(1, { firstMs: 100, maxMs: 60_000 }, failure)).toBe(5000);
  });
});

describe('how long to wait', () => {
  const backoff = { firstMs: 1000, maxMs: 60_000 };

  test('without jitter the wait doubles from the first up to the cap', () => {
    const waits = Array.from({ length: 9 }, (_, index) =>
      retryDelayMs(index + 1, backoff, undefined, { random: () => 0 }),
    );
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  test('jitter draws each wait between half its step and the whole step, never above the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 20 }),
        (failures, draw, firstMs, capSteps) => {
          const bounds = { firstMs, maxMs: firstMs * capSteps };
          const step = Math.min(bounds.maxMs, firstMs * 2 ** (failures - 1));
          const wait = retryDelayMs(failures, bounds, undefined, { random: () => draw });
          expect(wait).toBeGreaterThanOrEqual(step / 2);
          expect(wait).toBeLessThanOrEqual(step);
          expect(wait).toBeLessThanOrEqual(bounds.maxMs);
        },
      ),
    );
  });

  test('jitter spreads the waits of devices that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, backoff)));
    expect(waits.size).toBeGreaterThan(40);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });

  test('a transient answer without Retry-After waits the backoff', () => {
    expect(retryDelayMs(2, backoff, answer(503), { random: () => 0 })).toBe(2000);
    expect(retryDelayMs(2, backoff, new TypeError('Failed to fetch'), { random: () => 0 })).toBe(2000);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const backoff = { firstMs: 1000, maxMs: 60_000 };
  const busy = (retryAfter: string) =>
    new ApiError(503, 'database_unavailable', '503: Busy', 'Busy', undefined, retryAfter);

  test.each([
    ['5', 5000],
    [' 120 ', 120_000],
    ['0', 0],
    ['Sun, 01 Mar 2026 10:00:30 GMT', 30_000],
    ['Sunday, 01-Mar-26 10:01:00 GMT', 60_000],
    ['Sun, 01 Mar 2026 09:59:00 GMT', 0],
  ])('%j asks for %i ms', (value, ms) => {
    expect(retryAfterMs(value, now)).toBe(ms);
  });

  test.each(['', 'soon', '-1', '2.5', '1e3'])('%j is not a Retry-After', (value) => {
    expect(retryAfterMs(value, now)).toBeNull();
  });

  test('the server is not asked again sooner than it said, in seconds or as a date', () => {
    expect(retryDelayMs(1, backoff, busy('5'), { random: () => 0, now })).toBe(5000);
    expect(retryDelayMs(1, backoff, busy('Sun, 01 Mar 2026 10:00:20 GMT'), { random: () => 0, now })).toBe(20_000);
  });

  test('a Retry-After shorter than the backoff waits the backoff', () => {
    expect(retryDelayMs(5, backoff, busy('1'), { random: () => 0, now })).toBe(16_000);
    expect(retryDelayMs(1, backoff, busy('0'), { random: () => 0, now })).toBe(1000);
  });

  test('a Retry-After beyond the cap, or a far date, waits the cap', () => {
    expect(retryDelayMs(1, backoff, busy('3600'), { now })).toBe(60_000);
    expect(retryDelayMs(1, backoff, busy('Wed, 01 Mar 2028 10:00:00 GMT'), { now })).toBe(60_000);
  });

  test('a Retry-After that cannot be read leaves the backoff', () => {
    expect(retryDelayMs(3, backoff, busy('later'), { random: () => 0, now })).toBe(4000);
  });

  test('whatever the server says, the wait stays between the jittered backoff and the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.nat({ max: 10_000_000 }),
        (failures, draw, seconds) => {
          const step = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1));
          const wait = retryDelayMs(failures, backoff, busy(String(seconds)), { random: () => draw, now });
          expect(wait).toBeGreaterThanOrEqual(Math.min(seconds * 1000, backoff.maxMs));
          expect(wait).toBeGreaterThanOrEqual(step / 2);
          expect(wait).toBeLessThanOrEqual(backoff.maxMs);
        },
      ),
    );
  });
});
