import type { Knex } from 'knex';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { skuKey } from './stock-store.ts';

/**
 * Reading the state rules and what each size holds. Both drivers answer jsonb as objects; the
 * review date is read as text so no time zone can move it.
 */

type Queryable = Knex | Knex.Transaction;

interface StateRuleRow {
  code: string;
  name: string;
  offered: boolean;
  categories: StateRule['categories'];
  limits: StateRule['limits'];
  time_zone: string;
  sources: StateRule['sources'];
  note: string;
  reviewed_on: string;
}

function ruleFromRow(row: StateRuleRow): StateRule {
  return {
    code: row.code,
    name: row.name,
    offered: row.offered,
    categories: row.categories,
    limits: row.limits,
    timeZone: row.time_zone,
    sources: row.sources,
    note: row.note,
    reviewedOn: row.reviewed_on,
  };
}

function selectRules(db: Queryable) {
  return db('state_rules').select<StateRuleRow[]>(
    'code',
    'name',
    'offered',
    'categories',
    'limits',
    'time_zone',
    'sources',
    'note',
    db.raw(`to_char(reviewed_on, 'YYYY-MM-DD') as reviewed_on`),
  );
}

/** Every place's rules, by name. */
export async function loadStateRules(db: Queryable): Promise<StateRule[]> {
  return (await selectRules(db).orderBy('name')).map(ruleFromRow);
}

/** One place's rules, or null when the store has none for it (and so does not deliver there). */
export async function loadStateRule(db: Queryable, code: string): Promise<StateRule | null> {
  const row = await selectRules(db).where('code', code).first();
  return row ? ruleFromRow(row) : null;
}

/** What each of these product sizes holds, by `skuKey`; a size with no row is absent. */
export async function readSizeContents(
  db: Queryable,
  skus: readonly { productId: string; size: string }[],
): Promise<Map<string, SizeContent>> {
  if (skus.length === 0) return new Map();
  const rows = await db('size_contents')
    .whereIn(
      ['product_id', 'size'],
      skus.map((sku) => [sku.productId, sku.size]),
    )
    .select<{ product_id: string; size: string; measure: SizeContent['measure']; amount: string | number }[]>(
      'product_id',
      'size',
      'measure',
      'amount',
    );
  return new Map(
    rows.map((row) => [skuKey(row.product_id, row.size), { measure: row.measure, amount: Number(row.amount) }]),
  );
}
