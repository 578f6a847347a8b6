import { deliveredPlaces } from '../compliance/delivered-places.ts';
import type { StateRule } from '../compliance/state-rule.ts';
import { listJoin } from '../content/list-join.ts';
import {
  DELIVERY_OPTION_IDS,
  DELIVERY_OPTION_NAMES,
  type DeliveryOptionId,
  type DeliveryOptionTerms,
  formatThreshold,
  NO_DELIVERY,
  offeredOption,
  qualifiesForFreeStandardDelivery,
} from './delivery.ts';

/**
 * What the pages may promise about delivery across the places the store delivers to, read from
 * the same rules checkout and the server apply: a promise the rules do not hold is not made.
 */

/** The places the store delivers to that offer an option, by name. */
export function placesOffering(rules: readonly StateRule[], optionId: DeliveryOptionId): StateRule[] {
  return deliveredPlaces(rules).filter((rule) => offeredOption(rule.delivery, optionId) !== undefined);
}

/**
 * The free Standard threshold every place delivered to shares, or null when none offers free
 * Standard or they differ (a page then names no amount).
 */
export function sharedFreeStandardThreshold(rules: readonly StateRule[]): number | null {
  const places = deliveredPlaces(rules);
  const thresholds = new Set(places.map((rule) => rule.delivery.freeStandardOverCents));
  const [only] = thresholds;
  return thresholds.size === 1 &&
    only !== undefined &&
    only !== null &&
    placesOffering(rules, 'standard').length === places.length
    ? only
    : null;
}

/** "Free shipping over $99", when every place delivered to gives it; null otherwise. */
export function freeShippingPromise(rules: readonly StateRule[]): string | null {
  const threshold = sharedFreeStandardThreshold(rules);
  return threshold === null ? null : `Free shipping over ${formatThreshold(threshold)}`;
}

/** "Same-day delivery in parts of California and Massachusetts", or null where no place has it. */
export function sameDayPromise(rules: readonly StateRule[]): string | null {
  const places = placesOffering(rules, 'same-day');
  return places.length === 0 ? null : `Same-day delivery in parts of ${listJoin(places.map((rule) => rule.name))}`;
}

/** The options every place delivered to offers, in checkout's order. */
function offeredEverywhere(rules: readonly StateRule[]): DeliveryOptionId[] {
  const places = deliveredPlaces(rules);
  if (places.length === 0) return [];
  return DELIVERY_OPTION_IDS.filter((id) => places.every((rule) => offeredOption(rule.delivery, id) !== undefined));
}

/**
 * Delivery summed up in a sentence, as the about page says it: "Same-day delivery in parts of
 * California and Massachusetts, Standard and Express delivery wherever we deliver, and free
 * shipping over $99." Only what the rules hold; null where the store delivers nowhere.
 */
export function deliverySentence(rules: readonly StateRule[]): string | null {
  const everywhere = offeredEverywhere(rules).filter((id) => id !== 'same-day');
  const free = freeShippingPromise(rules);
  const parts = [
    sameDayPromise(rules),
    everywhere.length > 0
      ? `${listJoin(everywhere.map((id) => DELIVERY_OPTION_NAMES[id]))} delivery wherever we deliver`
      : null,
    free ? `f${free.slice(1)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const sentence = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts[0];
  return `${sentence}.`;
}

/**
 * An option's terms where every one of `places` offers it on the same terms (price, window and
 * the free Standard threshold), so one line can state them; null otherwise.
 */
export function commonTerms(
  places: readonly Pick<StateRule, 'delivery'>[],
  optionId: DeliveryOptionId,
): { option: DeliveryOptionTerms; freeOverCents: number | null } | null {
  const terms = places.map((place) => ({
    option: offeredOption(place.delivery, optionId),
    freeOverCents: place.delivery.freeStandardOverCents,
  }));
  const [first] = terms;
  if (!first?.option) return null;
  const same = terms.every(
    ({ option, freeOverCents }) =>
      option !== undefined &&
      option.priceCents === first.option?.priceCents &&
      option.window === first.option.window &&
      freeOverCents === first.freeOverCents,
  );
  return same ? { option: first.option, freeOverCents: first.freeOverCents } : null;
}

/**
 * What the cart says of free Standard delivery for items of `itemsCents`: for the chosen place
 * when the store delivers there, else for every place delivered to when they share a threshold;
 * null where no such promise holds.
 */
export function freeDeliveryNote(
  rules: readonly StateRule[],
  chosen: string | null,
  itemsCents: number,
): string | null {
  const place = deliveredPlaces(rules).find((rule) => rule.code === chosen);
  const threshold = place
    ? offeredOption(place.delivery, 'standard')
      ? place.delivery.freeStandardOverCents
      : null
    : sharedFreeStandardThreshold(rules);
  if (threshold === null) return null;
  const where = place ? ` to ${place.name}` : '';
  return qualifiesForFreeStandardDelivery({ ...NO_DELIVERY, freeStandardOverCents: threshold }, itemsCents)
    ? `This order gets free Standard delivery${where}.`
    : `Standard delivery${where} is free on orders over ${formatThreshold(threshold)}.`;
}
