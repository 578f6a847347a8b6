import { formatUsd, toCents } from '#shared/money';

/** How the back office writes times, money and counts: the same on every screen. */

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 25, 2026, 3:04 PM" in the device's time zone; the raw text if it is not a time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar day as the wire writes it ("2026-11-27") as "Nov 27, 2026", the same day in every
 * time zone (read as a time, midnight UTC would be the day before in the Americas).
 */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/** The wire's decimal text ("48.00") as dollars: "$48.00". */
export function formatMoney(decimal: string): string {
  return formatUsd(toCents(decimal));
}

/** "1 review", "3 reviews". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
