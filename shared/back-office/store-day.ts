import { STORE_TIME_ZONE } from '../content/business.ts';

/**
 * The store's calendar (STORE_TIME_ZONE): the days its reports, exports and overview count, the
 * same on the server and in the back office whatever the machine's own zone. Plain functions, so
 * a test can name the moment.
 */

const storeCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's day at `now` as YYYY-MM-DD: at 11:30 PM in San Francisco, still that day. */
export function storeToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(storeCalendar.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const storeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the store's clock is ahead of UTC at `at`, in milliseconds (negative in San Francisco). */
function storeOffsetMs(at: Date): number {
  const parts = Object.fromEntries(storeClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the store's day `day` (YYYY-MM-DD) begins: its midnight in San Francisco. */
export function storeDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at UTC midnight is the day's own but on a night the clocks change; asked again at
  // the first guess, it is the one in force at the store's midnight.
  const guess = midnightUtc - storeOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - storeOffsetMs(new Date(guess)));
}

/** The calendar day `days` after `day` (before, when negative), as YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The store's month so far, today included: an export's days until the owner picks others. */
export function monthToDate(now: Date = new Date()): { from: string; to: string } {
  const today = storeToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
