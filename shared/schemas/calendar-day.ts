/**
 * The days a date the store reads may name. No date of the store's business falls outside
 * them, PostgreSQL has no year 0, and a filter's "up to and including" day is read as the
 * next day's start, which past 9999-12-31 no date can hold. Plain: the back office's full zod
 * schemas and the storefront's zod/mini ones both check with it.
 */
export const FIRST_CALENDAR_DAY = '2000-01-01';
export const LAST_CALENDAR_DAY = '2999-12-31';

/** Whether a YYYY-MM-DD day is within the days above. */
export const isWithinCalendar = (day: string) => day >= FIRST_CALENDAR_DAY && day <= LAST_CALENDAR_DAY;

/** What a date outside them is told: "Dates are" or "Reviewed on is", then the days. */
export const outsideCalendarMessage = (subject: string) =>
  `${subject} from ${FIRST_CALENDAR_DAY} to ${LAST_CALENDAR_DAY}`;
