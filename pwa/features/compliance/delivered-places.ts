import { deliveredPlaces } from '#shared/compliance/delivered-places';
import type { StateRule } from '#shared/compliance/state-rule';
import { useStateRules } from './state-rules-query.ts';

/** Where the store delivers (a product of `category`, when given); undefined until the rules are on the device. */
export function useDeliveredPlaces(category?: string): StateRule[] | undefined {
  const rules = useStateRules();
  return rules ? deliveredPlaces(rules, category) : undefined;
}
