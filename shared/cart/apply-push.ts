import { type PushedMutation, parseCartMutation, type Refusal } from '../schemas/cart-sync.ts';
import type { CartFacts, CartLine } from './cart-facts.ts';
import { type CartLines, decideChange } from './decide-change.ts';

/**
 * A push's steps (decision 004), on a cart held in memory: each mutation at or below the
 * client's last applied id was applied before and is skipped; one that skips ahead means the
 * device lost track, and the push stops there; every other is decided (decide-change.ts) and
 * counts as processed whether it applied or was refused, or the device would be stuck on it.
 * Where the cart is kept, how it is locked and what is answered are the caller's.
 */

export interface PushResult {
  cart: Map<string, CartLine>;
  /** The last mutation id processed, applied or refused. */
  lastMutationId: number;
  refusals: Refusal[];
  /** When the push stopped at a gap: the last id applied before it; else null. */
  gapAfter: number | null;
  /** Whether the cart changed. */
  changed: boolean;
  /** Lines taken out at some point of the push, though a later mutation may have put them back. */
  takenOut: Set<string>;
}

export function applyPush(
  cart: CartLines,
  lastMutationId: number,
  mutations: readonly PushedMutation[],
  facts: CartFacts,
): PushResult {
  const result: PushResult = {
    cart: new Map(cart),
    lastMutationId,
    refusals: [],
    gapAfter: null,
    changed: false,
    takenOut: new Set(),
  };
  for (const pushed of mutations) {
    if (pushed.id <= result.lastMutationId) continue;
    if (pushed.id > result.lastMutationId + 1) {
      result.gapAfter = result.lastMutationId;
      break;
    }
    result.lastMutationId = pushed.id;
    const parsed = parseCartMutation(pushed);
    if (!parsed.ok) {
      result.refusals.push({ mutationId: pushed.id, code: 'invalid_mutation', message: parsed.message });
      continue;
    }
    const decision = decideChange(result.cart, parsed.mutation, facts);
    if (decision.kind === 'refused') {
      // The schema caps a quantity at the line's limit, so a pushed mutation cannot pass it.
      const code = decision.refusal.code === 'quantity_limit' ? 'invalid_mutation' : decision.refusal.code;
      result.refusals.push({ mutationId: pushed.id, code, message: decision.refusal.message });
    } else if (decision.kind === 'applied') {
      for (const key of result.cart.keys()) if (!decision.cart.has(key)) result.takenOut.add(key);
      result.cart = decision.cart;
      result.changed = true;
    }
  }
  return result;
}

/** What a push changed, as the rows of a stored cart change: `before` the cart it started from. */
export interface LineChanges {
  removed: CartLine[];
  updated: CartLine[];
  /** In the order they were added. */
  added: CartLine[];
}

export function lineChanges(before: CartLines, result: Pick<PushResult, 'cart' | 'takenOut'>): LineChanges {
  const changes: LineChanges = { removed: [], updated: [], added: [] };
  for (const [key, line] of before) {
    if (!result.cart.has(key) || result.takenOut.has(key)) changes.removed.push(line);
  }
  for (const [key, line] of result.cart) {
    const earlier = before.get(key);
    if (!earlier || result.takenOut.has(key)) changes.added.push(line);
    else if (earlier.quantity !== line.quantity) changes.updated.push(line);
  }
  return changes;
}
