import { listJoin } from '../content/list-join.ts';
import { formatUsd, formatWholeNumber } from '../money.ts';

/**
 * Delivery as each state's data: which options a place the store delivers to gets, their prices
 * and promised windows, when Standard is free, and where and until when Same-Day runs. The owner
 * edits it beside the state's rules (the `delivery` of a state rule); the seed is in
 * shared/compliance/state-rules.ts. Checkout, the server's payment and every page that speaks
 * of delivery read it through the functions here, so no page promises what the data does not
 * hold.
 */

export const DELIVERY_OPTION_IDS = ['standard', 'express', 'same-day'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

/** What each option is called wherever it is shown. */
export const DELIVERY_OPTION_NAMES: Readonly<Record<DeliveryOptionId, string>> = {
  standard: 'Standard',
  express: 'Express',
  'same-day': 'Same-Day',
};

/** One option as a state offers it. */
export interface DeliveryOptionTerms {
  id: DeliveryOptionId;
  priceCents: number;
  /** The promised delivery window, as the pages word it: "3-5 business days", "2-4 hours". */
  window: string;
}

export interface StateDelivery {
  /** The options offered there, in the order checkout lists them; none where the store does not deliver. */
  options: DeliveryOptionTerms[];
  /** Standard delivery is free on items over this many cents; null where it never is. */
  freeStandardOverCents: number | null;
  /** Where Same-Day reaches: five-digit ZIP codes and city names (empty without Same-Day). */
  sameDayAreas: string[];
  /** Same-Day orders are placed before this hour (0-23) of the state's own clock. */
  sameDayCutoffHour: number;
}

/** A place the store does not deliver to. */
export const NO_DELIVERY: StateDelivery = {
  options: [],
  freeStandardOverCents: null,
  sameDayAreas: [],
  sameDayCutoffHour: 14,
};

/** A place's rule as delivery reads it: its name, its clock and its delivery data. */
export interface DeliveryPlace {
  name: string;
  timeZone: string;
  delivery: StateDelivery;
}

/** A driver tries up to this many times before an order goes back to the store. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** The stages an order passes through, as the delivery page and tracking show them. */
export const DELIVERY_STAGES = ['Order Placed', 'Processing', 'In Transit', 'Delivered'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** Government photo IDs a driver accepts. */
export const ACCEPTED_IDS: readonly string[] = ["Driver's license", 'State ID', 'Passport', 'Military ID'];

/** An hour of the 24-hour clock as the pages show it: 14 -> "2 PM", 0 -> "12 AM". */
export function formatHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not an hour of the day: ${hour}`);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** Cents as whole dollars when they are whole ("$45"), with cents otherwise ("$45.50"). */
export function formatThreshold(cents: number): string {
  return cents % 100 === 0 ? `$${formatWholeNumber(cents / 100)}` : formatUsd(cents);
}

/** The option as the place offers it, or undefined where it is not offered. */
export function offeredOption(delivery: StateDelivery, optionId: DeliveryOptionId): DeliveryOptionTerms | undefined {
  return delivery.options.find((option) => option.id === optionId);
}

/**
 * Whether items of `subtotalCents` earn free Standard delivery there. The pages say "over" the
 * threshold, so the comparison is strict: a subtotal of exactly the threshold pays the fee.
 */
export function qualifiesForFreeStandardDelivery(delivery: StateDelivery, subtotalCents: number): boolean {
  return delivery.freeStandardOverCents !== null && subtotalCents > delivery.freeStandardOverCents;
}

/**
 * The delivery charge in cents for an option the place offers and an order's items (what the
 * shopper pays for them, before delivery). Only Standard becomes free, above the place's threshold.
 */
export function deliveryPriceCents(delivery: StateDelivery, optionId: DeliveryOptionId, subtotalCents: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`Not a subtotal in whole cents: ${subtotalCents}`);
  }
  const option = offeredOption(delivery, optionId);
  if (!option) throw new RangeError(`Not a delivery option offered there: ${JSON.stringify(optionId)}`);
  if (option.id === 'standard' && qualifiesForFreeStandardDelivery(delivery, subtotalCents)) return 0;
  return option.priceCents;
}

/** The hour of the day (0-23) at an instant in a time zone. */
export function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

const ZIP_CODE = /^\d{5}$/;

/** An area as it is compared: a ZIP code as is, a city name without case or extra spaces. */
const areaKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether an address is inside the place's Same-Day areas: its ZIP code or its city is named. */
export function inSameDayArea(delivery: StateDelivery, address: { zip: string; city: string }): boolean {
  const zip = address.zip.trim().slice(0, 5);
  const city = areaKey(address.city);
  return delivery.sameDayAreas.some((area) => (ZIP_CODE.test(area) ? area === zip : areaKey(area) === city));
}

/** The Same-Day areas as a shopper reads them: cities first, then ZIP codes. */
export function sameDayAreasText(delivery: StateDelivery): string {
  const cities = delivery.sameDayAreas.filter((area) => !ZIP_CODE.test(area));
  const zips = delivery.sameDayAreas.filter((area) => ZIP_CODE.test(area));
  return listJoin([...cities, ...(zips.length > 0 ? [`ZIP ${zips.join(', ')}`] : [])]);
}

/**
 * Why an option cannot be chosen for an address in a place at a moment, or null when it can. A
 * place with no rule, or one that does not offer the option, is told so; Same-Day also needs the
 * address inside its areas and the order placed before the cut-off on the place's clock.
 */
export function deliveryOptionUnavailableReason(
  place: DeliveryPlace | null,
  optionId: DeliveryOptionId,
  address: { zip: string; city: string },
  now: Date,
): string | null {
  const name = DELIVERY_OPTION_NAMES[optionId];
  if (!place || !offeredOption(place.delivery, optionId)) {
    return place
      ? `${name} delivery is not offered in ${place.name}.`
      : `${name} delivery is not offered to this address.`;
  }
  if (optionId !== 'same-day') return null;
  if (!inSameDayArea(place.delivery, address)) {
    return `Same-Day delivery reaches ${sameDayAreasText(place.delivery)} in ${place.name}.`;
  }
  if (hourIn(place.timeZone, now) >= place.delivery.sameDayCutoffHour) {
    return `Same-Day delivery must be ordered by ${formatHour(place.delivery.sameDayCutoffHour)} local time; choose another option.`;
  }
  return null;
}
