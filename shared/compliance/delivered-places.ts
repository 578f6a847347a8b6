import { listJoin } from '../content/list-join.ts';
import type { StateRule } from './state-rule.ts';

/** The places a product (or, with no category, anything) is delivered to, by name. */
export function deliveredPlaces(rules: readonly StateRule[], category?: string): StateRule[] {
  return rules
    .filter((rule) => rule.offered && (category === undefined || (rule.categories as string[]).includes(category)))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The places the store does not deliver to, by name: the rule's note says why. */
export function placesNotDelivered(rules: readonly StateRule[]): StateRule[] {
  return rules.filter((rule) => !rule.offered).sort((a, b) => a.name.localeCompare(b.name));
}

/** Names a few places outright, and counts many: "Delivers to Arizona, California and Massachusetts". */
const NAMED_UP_TO = 4;

/** How the product page sums up where it delivers. */
export function deliveredPlacesSummary(places: readonly Pick<StateRule, 'name'>[]): string {
  if (places.length === 0) return 'Not delivered anywhere yet';
  if (places.length <= NAMED_UP_TO) return `Delivers to ${listJoin(places.map((place) => place.name))}`;
  return `Delivers to ${places.length} states`;
}
