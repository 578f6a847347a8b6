import type pg from 'pg';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { skuKey } from '../../sync-api/catalogue/stock-store.ts';
import { ruleFromRow, type StateRuleRow } from '../../sync-api/compliance/state-rules-store.ts';

/**
 * What the API's cart limits read (sync-api/cart/cart-facts-store.ts), read by the baseline
 * in plain SQL once per push: the rules in force (the chosen state's, or every offered state's)
 * and what the push's sizes hold, rows read as the API reads them. The cart engine then decides
 * each raise with them, as in the API.
 */

/** What a raise is checked against, read once per push. */
export interface LimitFacts {
  rules: StateRule[];
  /** What one unit of a size holds, by `skuKey`. */
  contents: Map<string, SizeContent>;
}

export async function readLimitFacts(
  client: pg.PoolClient,
  chosen: string | null,
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
    rules: rules.rows.map(ruleFromRow),
    contents: new Map(
      contents.rows.map((row) => [
        skuKey(row.product_id, row.size),
        { measure: row.measure, amount: Number(row.amount) },
      ]),
    ),
  };
}
