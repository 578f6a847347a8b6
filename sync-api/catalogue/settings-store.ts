import type { Knex } from 'knex';

/** The owner's settings: one jsonb value per key (migration 007's `store_settings`). */

type Queryable = Knex | Knex.Transaction;

/** The stored value, or undefined while the owner has never set it. */
export async function readSetting(db: Queryable, key: string): Promise<unknown> {
  const row = await db('store_settings').where({ key }).first('value');
  return row?.value;
}

/**
 * The stored value (`initial` stored first when there is none), locked until the transaction
 * ends, so that two changes apply one after the other and each knows the value it replaced.
 */
export async function lockSetting(trx: Knex.Transaction, key: string, initial: unknown): Promise<unknown> {
  await trx('store_settings')
    .insert({ key, value: JSON.stringify(initial) })
    .onConflict('key')
    .ignore();
  const row = await trx('store_settings').where({ key }).forUpdate().first('value');
  if (!row) throw new Error('The setting vanished inside its own transaction');
  return row.value;
}

export async function writeSetting(trx: Knex.Transaction, key: string, value: unknown): Promise<void> {
  await trx('store_settings')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge({ value: JSON.stringify(value), updated_at: trx.fn.now() });
}
