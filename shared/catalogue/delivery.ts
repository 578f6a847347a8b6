import { FREE_SHIPPING_THRESHOLD_CENTS } from '../content/business.ts';
import { formatUsd, formatWholeNumber } from '../money.ts';

/**
 * Delivery options, coverage and rules. Plain data read by the delivery page, the product page's
 * shipping block, checkout and the structured data of the head.
 */

export const DELIVERY_OPTION_IDS = ['standard', 'express', 'same-day'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

/** Same-Day orders must be placed by 2 PM in the shopper's local time (24-hour clock). */
export const SAME_DAY_CUTOFF_HOUR = 14;

/** An hour of the 24-hour clock as the pages show it: 14 -> "2 PM", 0 -> "12 AM". */
export function formatHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not an hour of the day: ${hour}`);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** Cents as whole dollars when they are whole ("$45"), with cents otherwise ("$45.50"). */
function formatThreshold(cents: number): string {
  return cents % 100 === 0 ? `$${formatWholeNumber(cents / 100)}` : formatUsd(cents);
}

/** How the pages name the free-shipping threshold. */
export const FREE_SHIPPING_THRESHOLD_LABEL = formatThreshold(FREE_SHIPPING_THRESHOLD_CENTS);

/** "2 PM": the Same-Day cut-off as the pages show it. */
export const SAME_DAY_CUTOFF_LABEL = formatHour(SAME_DAY_CUTOFF_HOUR);

/** Same-day delivery runs in these states. */
export const SAME_DAY_STATES: readonly string[] = ['Florida'];

/** How fast delivery is in the express-coverage states, as the pages word it ("24-48 hour delivery"). */
export const EXPRESS_COVERAGE_HOURS = '24-48';

/** Delivery within EXPRESS_COVERAGE_HOURS runs in these states. */
export const EXPRESS_COVERAGE_STATES: readonly string[] = [
  'California',
  'New York',
  'Colorado',
  'Oregon',
  'Washington',
  'Nevada',
  'Arizona',
  'Massachusetts',
  'Illinois',
  'Michigan',
  'Maine',
  'Vermont',
];

/**
 * The delivery page's expansion plan. The four states already have express coverage, so the
 * plan reads as same-day service.
 */
export const PLANNED_EXPANSION = {
  service: 'same-day',
  states: ['Nevada', 'Colorado', 'Oregon', 'Washington'],
  year: 2025,
} as const satisfies { service: DeliveryOptionId; states: readonly string[]; year: number };

/** California counties served, shown as text on the delivery page: the Bay Area and Greater Los Angeles. */
export const CALIFORNIA_COUNTIES_SERVED = {
  bayArea: ['San Francisco', 'Alameda', 'Contra Costa', 'Marin', 'San Mateo', 'Santa Clara'],
  losAngelesArea: ['Los Angeles', 'Orange', 'Ventura', 'Riverside', 'San Bernardino'],
} as const;

export interface DeliveryOption {
  id: DeliveryOptionId;
  name: string;
  priceCents: number;
  /** The delivery time as the pages show it. */
  time: string;
  /** A badge shown beside the option's name. */
  badge?: string;
  notes: readonly string[];
  /** The states the option is limited to; absent where it runs wherever the store ships. */
  states?: readonly string[];
}

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  {
    id: 'standard',
    name: 'Standard',
    priceCents: 999,
    time: '3-5 business days',
    notes: [`Free on orders over ${FREE_SHIPPING_THRESHOLD_LABEL}`],
  },
  {
    id: 'express',
    name: 'Express',
    priceCents: 1999,
    time: '1-2 business days',
    badge: 'Most Popular',
    notes: ['Tracked, with priority handling'],
  },
  {
    id: 'same-day',
    name: 'Same-Day',
    priceCents: 2999,
    time: '2-4 hours',
    notes: [`Order by ${SAME_DAY_CUTOFF_LABEL} local time`, 'ID verification at the door'],
    states: SAME_DAY_STATES,
  },
];

/** A driver tries up to this many times before an order goes back to the store. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** The stages an order passes through, as the delivery page and tracking show them. */
export const DELIVERY_STAGES = ['Order Placed', 'Processing', 'In Transit', 'Delivered'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** Government photo IDs a driver accepts. */
export const ACCEPTED_IDS: readonly string[] = ["Driver's license", 'State ID', 'Passport', 'Military ID'];

export function deliveryOption(optionId: DeliveryOptionId): DeliveryOption {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate.id === optionId);
  if (!option) throw new RangeError(`Not a delivery option: ${JSON.stringify(optionId)}`);
  return option;
}

/**
 * Whether an order's subtotal earns free Standard delivery. The pages say "over" the threshold,
 * so the comparison is strict: a subtotal of exactly the threshold pays the Standard fee.
 */
export function qualifiesForFreeStandardDelivery(subtotalCents: number): boolean {
  return subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS;
}

/**
 * The delivery charge in cents for an option and an order subtotal. The subtotal is what the
 * shopper pays for the items (after any Subscribe & Save discount, before delivery); only
 * Standard delivery becomes free above the threshold.
 */
export function deliveryPriceCents(optionId: DeliveryOptionId, subtotalCents: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`Not a subtotal in whole cents: ${subtotalCents}`);
  }
  const option = deliveryOption(optionId);
  if (option.id === 'standard' && qualifiesForFreeStandardDelivery(subtotalCents)) return 0;
  return option.priceCents;
}

/**
 * The time zone whose clock decides the Same-Day cut-off for each state that has Same-Day
 * delivery: the time zone of the delivery area (the store's Florida service is on Eastern time).
 */
export const SAME_DAY_TIME_ZONES: Readonly<Record<string, string>> = { FL: 'America/New_York' };

/** The hour of the day (0-23) at an instant in a time zone. */
export function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

/** Why an option cannot be chosen for a ship-to state at a moment, or null when it can. */
export function deliveryOptionUnavailableReason(
  optionId: DeliveryOptionId,
  stateCode: string,
  now: Date,
): string | null {
  if (optionId !== 'same-day') return null;
  const timeZone = SAME_DAY_TIME_ZONES[stateCode];
  if (!timeZone) return `Same-Day delivery is only available in ${SAME_DAY_STATES.join(', ')}.`;
  if (hourIn(timeZone, now) >= SAME_DAY_CUTOFF_HOUR) {
    return `Same-Day delivery must be ordered by ${SAME_DAY_CUTOFF_LABEL} local time; choose Express or Standard.`;
  }
  return null;
}
