/**
 * The store's calendar (shared/back-office/store-day.ts): its today, a day moved on, the month so far,
 * counted in San Francisco whatever the device's own zone, as the server's exports count them.
 */
import { describe, expect, test } from 'vitest';
import { monthToDate, shiftDay, storeDayStart, storeToday } from '#shared/back-office/store-day';
import { exportRangeSchema } from '#shared/schemas/admin/exports';

describe('the store’s today', () => {
  test('is San Francisco’s day: late evening there is already tomorrow in UTC', () => {
    // 11:30 PM on November 30 in San Francisco (PST, UTC−8).
    expect(storeToday(new Date('2026-12-01T07:30:00Z'))).toBe('2026-11-30');
    // Midnight there: December 1.
    expect(storeToday(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01');
  });

  test('follows daylight saving time: in summer the day turns at 07:00 UTC', () => {
    expect(storeToday(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(storeToday(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  test('pads months and days to YYYY-MM-DD', () => {
    expect(storeToday(new Date('2027-01-05T20:00:00Z'))).toBe('2027-01-05');
  });
});

describe('the month so far, the screen’s first range', () => {
  test('runs from the first of the store’s month to its today, both included', () => {
    expect(monthToDate(new Date('2026-12-15T18:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-15' });
  });

  test('on the first of the month is that one day', () => {
    expect(monthToDate(new Date('2026-12-01T08:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  test('is the store’s month when UTC has already turned to the next', () => {
    expect(monthToDate(new Date('2026-12-01T07:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthToDate(new Date('2027-01-01T03:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  test('is a range the server accepts', () => {
    for (const now of ['2026-12-31T12:00:00Z', '2028-02-29T12:00:00Z', '2026-03-08T10:00:00Z']) {
      expect(exportRangeSchema.safeParse(monthToDate(new Date(now))).success, now).toBe(true);
    }
  });
});

describe('a day moved on', () => {
  test('crosses months, years and a leap day', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-02', -29)).toBe('2026-11-03');
  });
});

describe('an export’s range', () => {
  test('a missing or malformed day is told under its own field alone, never as a range', () => {
    const issues = (input: object) =>
      exportRangeSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '', to: '2026-12-01' })).toEqual([['from', 'A date as YYYY-MM-DD']]);
    expect(issues({ from: '2026-12-01', to: '12/01/2026' })).toEqual([['to', 'A date as YYYY-MM-DD']]);
    expect(issues({ from: '2026-12-02', to: '2026-12-01' })).toEqual([['to', 'The range ends before it starts']]);
    expect(issues({ from: '2025-01-01', to: '2026-01-02' })).toEqual([['to', 'A range covers at most 366 days']]);
  });
});

describe('the instant a store day begins', () => {
  test('is midnight in San Francisco, in winter and in summer', () => {
    expect(storeDayStart('2025-03-01').toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(storeDayStart('2026-07-01').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  test('on the nights the clocks change, the day begins at that day’s own midnight', () => {
    // Clocks went forward at 2 AM on March 8, 2026, and back at 2 AM on November 1, 2026.
    expect(storeDayStart('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(storeDayStart('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(storeDayStart('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(storeDayStart('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  test('agrees with the store’s today on either side of it', () => {
    const start = storeDayStart('2026-12-02');
    expect(storeToday(start)).toBe('2026-12-02');
    expect(storeToday(new Date(start.getTime() - 1))).toBe('2026-12-01');
  });
});
