import type { Knex } from 'knex';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { skuKey } from '../catalogue/stock-store.ts';

/**
 * The state rules' rows (read for the shop and the back office, written by the owner's edits)
 * and what each size holds. Both drivers answer jsonb as objects; the review date is read as
 * text so no time zone can move it.
 */

type Queryable = Knex | Knex.Transaction;

/** A `state_rules` row as both drivers answer it (the review date selected as text). */
export interface StateRuleRow {
  code: string;
  name: string;
  offered: boolean;
  categories: StateRule['categories'];
  limits: StateRule['limits'];
  time_zone: string;
  sources: StateRule['sources'];
  note: string;
  reviewed_on: string;
  delivery: StateRule['delivery'];
  tenders: StateRule['tenders'];
  taxes: StateRule['taxes'];
}

export function ruleFromRow(row: StateRuleRow): StateRule {
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
    delivery: row.delivery,
    tenders: row.tenders,
    taxes: row.taxes,
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
    'delivery',
    'tenders',
    'taxes',
    db.raw(`to_char(reviewed_on, 'YYYY-MM-DD') as reviewed_on`),
  );
}

/** Every place's rules, by name. */
export async function loadStateRules(db: Queryable): Promise<StateRule[]> {
  return (await selectRules(db).orderBy('name')).map(ruleFromRow);
}

/**
 * The rules a cart keeps to: the chosen place's (offered or not, so a refusal can give its
 * reason), or with none chosen every offered place's. A cart change reads only these.
 */
export async function loadRulesInForce(db: Queryable, chosen: string | null): Promise<StateRule[]> {
  const rows =
    chosen === null ? selectRules(db).where('offered', true).orderBy('name') : selectRules(db).where('code', chosen);
  return (await rows).map(ruleFromRow);
}

/** One place's rules, or null when the store has none for it (and so does not deliver there). */
export async function loadStateRule(db: Queryable, code: string): Promise<StateRule | null> {
  const row = await selectRules(db).where('code', code).first();
  return row ? ruleFromRow(row) : null;
}

/** One place's rules, locked until the transaction ends: edits to one rule happen one at a time. */
export async function lockStateRule(trx: Knex.Transaction, code: string): Promise<StateRule | null> {
  const row = await selectRules(trx).where('code', code).forUpdate().first();
  return row ? ruleFromRow(row) : null;
}

/** The fields of a rule the owner may change. */
export type StateRuleChange = Partial<
  Pick<
    StateRule,
    'offered' | 'categories' | 'limits' | 'note' | 'sources' | 'reviewedOn' | 'delivery' | 'tenders' | 'taxes'
  >
>;

/** Writes `change` to the place's row; its trigger moves the catalogue's version on commit. */
export async function updateStateRule(trx: Knex.Transaction, code: string, change: StateRuleChange): Promise<void> {
  const values: Record<string, unknown> = { updated_at: trx.fn.now() };
  if (change.offered !== undefined) values.offered = change.offered;
  if (change.categories !== undefined) values.categories = JSON.stringify(change.categories);
  if (change.limits !== undefined) values.limits = JSON.stringify(change.limits);
  if (change.sources !== undefined) values.sources = JSON.stringify(change.sources);
  if (change.note !== undefined) values.note = change.note;
  if (change.reviewedOn !== undefined) values.reviewed_on = change.reviewedOn;
  if (change.delivery !== undefined) values.delivery = JSON.stringify(change.delivery);
  if (change.tenders !== undefined) values.tenders = JSON.stringify(change.tenders);
  if (change.taxes !== undefined) values.taxes = JSON.stringify(change.taxes);
  await trx('state_rules').where('code', code).update(values);
}

/** What every product size holds, by `skuKey`; a size with no row is absent. */
export async function readAllSizeContents(db: Queryable): Promise<Map<string, SizeContent>> {
  const rows = await db('size_contents').select<SizeContentRow[]>('product_id', 'size', 'measure', 'amount');
  return sizeContentsByKey(rows);
}

type SizeContentRow = { product_id: string; size: string; measure: SizeContent['measure']; amount: string | number };

const sizeContentsByKey = (rows: readonly SizeContentRow[]) =>
  new Map(rows.map((row) => [skuKey(row.product_id, row.size), { measure: row.measure, amount: Number(row.amount) }]));

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
    .select<SizeContentRow[]>('product_id', 'size', 'measure', 'amount');
  return sizeContentsByKey(rows);
}
