/**
 * How old the device's copy of an order is, in words. Times are the shopper's own clock and
 * time zone; `locale` is the page's (tests pin it).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** "Updated just now", "Updated 5 min ago", "Updated at 9:41 AM", "Updated Nov 24 at 9:41 AM". */
export function updatedText(checkedAt: number, now: number, locale?: string): string {
  const age = now - checkedAt;
  if (age < MINUTE_MS) return 'Updated just now';
  if (age < HOUR_MS) return `Updated ${Math.floor(age / MINUTE_MS)} min ago`;
  const checked = new Date(checkedAt);
  const time = checked.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (sameDay(checked, new Date(now))) return `Updated at ${time}`;
  const day = checked.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return `Updated ${day} at ${time}`;
}

/** A moment of an order's timeline: "Nov 25, 9:41 AM". */
export function formatOrderTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The day an order was placed: "November 25, 2026". */
export function formatOrderDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'long', day: 'numeric', year: 'numeric' });
}
