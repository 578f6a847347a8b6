/** Shoppers must be 21 or older. */
export const MINIMUM_AGE = 21;
/** How long an age confirmation lasts before the gate asks again. */
export const AGE_VERIFICATION_DAYS = 30;

/** A calendar date as written in forms and on the wire: YYYY-MM-DD. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's parts, or null when it is not a real calendar date (2026-02-30 is not). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years between a date of birth and a day, as people count birthdays: someone born on
 * 29 February turns a year older on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, today: { year: number; month: number; day: number }): number | null {
  const born = parseIsoDate(dateOfBirth);
  if (!born) return null;
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/** Today's date in UTC, the reference for age checks on both sides. */
export function todayUtc(now: Date = new Date()): { year: number; month: number; day: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}
