/**
 * What other features use of the states' rules: the rules themselves (saved with the catalogue),
 * the limits in force for the shopper's chosen state, and the panel that shows a cart's use of them.
 */
export {
  type CartStanding,
  cartStanding,
  type LimitsInForce,
  limitsInForceNow,
  useLimitsInForce,
  whyNotAddable,
} from './cart-limits.ts';
export { useDeliveredPlaces } from './delivered-places.ts';
export { useDeliveryPromises } from './delivery-promises.ts';
export { LimitsPanel } from './limits-panel.tsx';
export { STATE_RULES_QUERY_KEY, stateRulesQueryOptions, useStateRules } from './state-rules-query.ts';
export { StateRulesTable } from './state-rules-table.tsx';
