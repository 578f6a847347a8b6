import { describe, expect, test } from 'vitest';
import {
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  MAX_EMAIL_ATTEMPTS,
  nextEmailTryIn,
} from '../../sync-api/mail/retry-schedule.ts';

describe('when a failed email is tried again', () => {
  test('30 s after the first failure, doubling after each, never more than an hour apart', () => {
    const waits = Array.from({ length: MAX_EMAIL_ATTEMPTS - 1 }, (_, index) => nextEmailTryIn(index + 1));
    expect(waits.slice(0, 7)).toEqual([30, 60, 120, 240, 480, 960, 1920].map((seconds) => seconds * 1000));
    expect(waits.slice(7)).toEqual(Array(MAX_EMAIL_ATTEMPTS - 8).fill(LONGEST_RETRY_MS));
    expect(nextEmailTryIn(1)).toBe(FIRST_RETRY_MS);
  });

  test(`after ${MAX_EMAIL_ATTEMPTS} tries none is left, about eight hours after the first`, () => {
    expect(nextEmailTryIn(MAX_EMAIL_ATTEMPTS)).toBeNull();
    expect(nextEmailTryIn(MAX_EMAIL_ATTEMPTS + 1)).toBeNull();
    const waited = Array.from({ length: MAX_EMAIL_ATTEMPTS - 1 }, (_, index) => nextEmailTryIn(index + 1) ?? 0);
    const hours = waited.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(8);
    expect(hours).toBeLessThan(8.5);
  });
});
