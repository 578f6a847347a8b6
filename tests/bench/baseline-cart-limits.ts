import type pg from 'pg';
import { cartOverTotalMessage, itemsCents, STRIPE_MAX_CHARGE_CENTS } from '#shared/catalogue/order-totals';
import { type SizeTables, sizeOptionsFor, unitPriceCents } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { type CountedLine, checkCartRaise, countedLineName } from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import { toCents } from '#shared/money';
import type { Refusal } from '#shared/schemas/cart-sync';
import type { LimitedLine } from '../../sync-api/services/cart-limits.ts';
import { ruleFromRow, type StateRuleRow } from '../../sync-api/services/state-rules-store.ts';

/**
 * The baseline's side of the API's cart limits (sync-api/services/cart-limits.ts): the rules in
 * force (the chosen state's, or every offered state's) and what the push's sizes hold, read once
 * per push in plain SQL (rows read as the API reads them), and each raise checked with the same
 * shared rules against the whole cart as it would be, then against the largest order total (the
 * API's default, since the benchmark sets none).
 */

/** What a raise is checked against, read once per push. */
export interface LimitFacts {
  chosen: string | null;
  rules: StateRule[];
  /** What one unit of a size holds, by `productId|size`. */
  contents: Map<string, SizeContent>;
  tables: SizeTables;
}

const contentKey = (productId: string, size: string) => `${productId}|${size}`;

export async function readLimitFacts(
  client: pg.PoolClient,
  chosen: string | null,
  tables: SizeTables,
  skus: readonly { productId: string; size: string }[],
): Promise<LimitFacts> {
  const rules = await client.query<StateRuleRow>(
    `select code, name, offered, categories, limits, time_zone, sources, note,
       to_char(reviewed_on, 'YYYY-MM-DD') as reviewed_on
     from state_rules where ${chosen === null ? 'offered' : 'code = $1'} order by name`,
    chosen === null ? [] : [chosen],
  );
  const contents =
    skus.length > 0
      ? await client.query<{ product_id: string; size: string; measure: SizeContent['measure']; amount: string }>(
          `select product_id, size, measure, amount from size_contents
           where (product_id, size) in (select * from unnest($1::text[], $2::text[]))`,
          [skus.map((sku) => sku.productId), skus.map((sku) => sku.size)],
        )
      : { rows: [] };
  return {
    chosen,
    tables,
    rules: rules.rows.map(ruleFromRow),
    contents: new Map(
      contents.rows.map((row) => [
        contentKey(row.product_id, row.size),
        { measure: row.measure, amount: Number(row.amount) },
      ]),
    ),
  };
}

function sizeOptionOf(facts: LimitFacts, line: LimitedLine) {
  return sizeOptionsFor(line.product.category, toCents(line.product.price), facts.tables).find(
    (option) => option.size === line.size,
  );
}

function countedLine(facts: LimitFacts, line: LimitedLine): CountedLine {
  return {
    name: countedLineName(line.product.name, sizeOptionOf(facts, line)?.label ?? line.size),
    category: line.product.category,
    content: facts.contents.get(contentKey(line.productId, line.size)) ?? null,
    quantity: line.quantity,
  };
}

/** Why raising `raised` is refused, `after` being the whole cart with the raise; null when it may be. */
export function refuseCartRaise(
  facts: LimitFacts,
  raised: LimitedLine,
  after: readonly LimitedLine[],
): Omit<Refusal, 'mutationId'> | null {
  const refusal = checkCartRaise({
    rules: facts.rules,
    chosen: facts.chosen,
    line: countedLine(facts, raised),
    after: after.map((line) => countedLine(facts, line)),
  });
  if (refusal) return { code: refusal.code, message: refusal.message };
  const cartCents = itemsCents(
    after.map((line) => ({
      quantity: line.quantity,
      unitCents: unitPriceCents(
        sizeOptionOf(facts, line)?.priceCents ?? toCents(line.product.price),
        line.purchaseType,
      ),
    })),
  );
  if (cartCents <= STRIPE_MAX_CHARGE_CENTS) return null;
  return { code: 'order_total_limit', message: cartOverTotalMessage(STRIPE_MAX_CHARGE_CENTS, cartCents) };
}
