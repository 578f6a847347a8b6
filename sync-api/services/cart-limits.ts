import type { Knex } from 'knex';
import { cartOverTotalMessage, itemsCents } from '#shared/catalogue/order-totals';
import type { PurchaseType, SizeTables } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import {
  type ComplianceRefusal,
  type CountedLine,
  checkCartRaise,
  countedLineName,
} from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import { AppError } from './app-error.ts';
import { chargedUnitCents } from './cart-pricing.ts';
import { sizeLabelOf } from './cart-store.ts';
import { loadRulesInForce, readSizeContents } from './state-rules-store.ts';
import { skuKey } from './stock-store.ts';

/**
 * What a cart keeps to beyond each line's own rules (cart-rules.ts): the purchase limits of the
 * shopper's chosen state, or of every state the store delivers to while none is chosen, and the
 * largest order total. Only a raise is checked, so a shopper can always take something out. The
 * REST calls read these facts once per request and the sync protocol once per push; each raise is
 * then checked in memory against the whole cart as it would be.
 */

/** What the request says and the app is configured with. */
export interface CartLimits {
  /** The shopper's chosen state's code, or null when none is chosen. */
  chosen: string | null;
  /** The largest order total, in cents. */
  maxTotalCents: number;
}

/** A cart line as the limits see it. */
export interface LimitedLine {
  productId: string;
  size: string;
  purchaseType: PurchaseType;
  quantity: number;
  product: { name: string; category: string; price: string };
}

export interface LimitFacts extends CartLimits {
  /** The chosen place's rule, or every offered place's when none is chosen. */
  rules: readonly StateRule[];
  tables: SizeTables;
  /** What one unit of each size holds, by `skuKey`; a size with no row cannot be counted. */
  contents: ReadonlyMap<string, SizeContent>;
}

export type CartLimitRefusal = ComplianceRefusal | { code: 'order_total_limit'; message: string; lines: string[] };

/** Reads the state rules in force and what these sizes hold: every size a checked raise may count. */
export async function readLimitFacts(
  trx: Knex.Transaction,
  limits: CartLimits,
  tables: SizeTables,
  skus: readonly { productId: string; size: string }[],
): Promise<LimitFacts> {
  // Sequential: a transaction's one connection takes one query at a time.
  const rules = await loadRulesInForce(trx, limits.chosen);
  const contents = await readSizeContents(trx, skus);
  return { ...limits, rules, tables, contents };
}

function countedLine(facts: LimitFacts, line: LimitedLine): CountedLine {
  const { name, category } = line.product;
  return {
    name: countedLineName(name, sizeLabelOf(facts.tables, category, line.size)),
    category,
    content: facts.contents.get(skuKey(line.productId, line.size)) ?? null,
    quantity: line.quantity,
  };
}

/**
 * Why raising `raised` to its quantity is refused, `after` being the whole cart with the raise
 * (lines of both purchase types); null when it may be raised.
 */
export function refuseCartRaise(
  facts: LimitFacts,
  raised: LimitedLine,
  after: readonly LimitedLine[],
): CartLimitRefusal | null {
  const line = countedLine(facts, raised);
  const counted = after.map((candidate) => countedLine(facts, candidate));
  const refusal = checkCartRaise({ rules: facts.rules, chosen: facts.chosen, line, after: counted });
  if (refusal) return refusal;
  const cartCents = itemsCents(
    after.map((candidate) => ({
      quantity: candidate.quantity,
      unitCents: chargedUnitCents(candidate.product, candidate.size, candidate.purchaseType, facts.tables),
    })),
  );
  if (cartCents <= facts.maxTotalCents) return null;
  return {
    code: 'order_total_limit',
    message: cartOverTotalMessage(facts.maxTotalCents, cartCents),
    lines: [line.name],
  };
}

/** A refused raise as the REST calls answer it. */
export function cartLimitError(refusal: CartLimitRefusal): AppError {
  return new AppError(refusal.code, 422, refusal.message, { lines: refusal.lines });
}
