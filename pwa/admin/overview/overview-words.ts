import { toCents } from '#shared/money';

/** How the overview puts its figures in words; no React, so a unit test can read it. */

/**
 * The last 7 days against the 7 before, in words: "up 12% on the 7 days before", "down 5% …",
 * "the same as the 7 days before", or "no sales the 7 days before" (no percentage of nothing).
 */
export function weekChange(week: string, weekBefore: string): string {
  const now = toCents(week);
  const before = toCents(weekBefore);
  if (before <= 0) return now > 0 ? 'no sales the 7 days before' : 'no sales either week';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'the same as the 7 days before';
  return `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}% on the 7 days before`;
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** A wire day ("2026-12-01") as "Dec 1", the same day in every time zone. */
export function shortDayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/** A wire day as "Tue, Dec 1", for the figures table. */
export function longDayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : `${weekDay.format(date)}, ${shortDay.format(date)}`;
}

/** The chart's dollar axis: "$0", "$85", "$1.2k". */
export function axisDollars(value: number): string {
  if (value >= 1000) return `$${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
}
