import type { QueryClient } from '@tanstack/react-query';
import { type CountedLine, checkCartRaise, strictestRule } from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import { readSelectedState, useSelectedState } from '../../lib/selected-state.ts';
import { stateRulesQueryOptions, useStateRules } from './state-rules-query.ts';

/**
 * Which state's limits a cart keeps to: the chosen one's, or with none chosen the strictest
 * state the store delivers to (the server applies the same: shared/compliance/purchase-limits.ts).
 */
export interface LimitsInForce {
  rules: readonly StateRule[];
  chosen: string | null;
}

/** The rules and the shopper's choice, or undefined while the rules are not on the device yet. */
export function useLimitsInForce(): LimitsInForce | undefined {
  const rules = useStateRules();
  const chosen = useSelectedState();
  return rules ? { rules, chosen } : undefined;
}

/**
 * The limits in force when a press asks for them, outside React: the rules the device has, or
 * fetched then. A grid's cards read them only when one is pressed, so rendering a page of cards
 * neither fetches the rules nor waits on them. Undefined when they cannot be had (offline before
 * the catalogue was warmed): the server still refuses a change past them when it is pushed.
 */
export async function limitsInForceNow(queryClient: QueryClient): Promise<LimitsInForce | undefined> {
  try {
    return { rules: await queryClient.ensureQueryData(stateRulesQueryOptions()), chosen: readSelectedState() };
  } catch {
    return undefined;
  }
}

export type CartStanding =
  /** The chosen place is one the store does not deliver to. */
  | { kind: 'not-delivered'; rule: StateRule | null; code: string }
  /** The limits of `rule` apply; `strictest` when no state is chosen. */
  | { kind: 'limits'; rule: StateRule; strictest: boolean };

/** What the cart's limits panel shows for these lines. Null when no state is offered at all. */
export function cartStanding(limits: LimitsInForce, lines: readonly CountedLine[]): CartStanding | null {
  if (limits.chosen !== null) {
    const rule = limits.rules.find((candidate) => candidate.code === limits.chosen) ?? null;
    if (!rule?.offered) return { kind: 'not-delivered', rule, code: limits.chosen };
    return { kind: 'limits', rule, strictest: false };
  }
  const strictest = strictestRule(limits.rules, lines);
  return strictest ? { kind: 'limits', rule: strictest, strictest: true } : null;
}

/**
 * Why `adding` (a size, with the quantity about to be added) cannot join this cart, in the
 * server's words; null when it can. Limits add amounts up, so the addition counts as a line of
 * its own beside any line of the same size.
 */
export function whyNotAddable(limits: LimitsInForce, cart: readonly CountedLine[], adding: CountedLine): string | null {
  return (
    checkCartRaise({ rules: limits.rules, chosen: limits.chosen, line: adding, after: [...cart, adding] })?.message ??
    null
  );
}
