import type { Knex } from 'knex';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { Database } from '../db/database.ts';

/**
 * The server's price tables, read from the database: its prices are the ones that count.
 *
 * Both tables come back in one round trip, already shaped as `SizeTables` (prices in cents),
 * as two columns that the catalogue also folds into its own query (catalogue-service.ts).
 */
export const SIZE_TABLES_COLUMNS = `
  (select coalesce(json_object_agg(category, sizes order by category), '{}') from (
     select category, json_agg(json_build_object('size', size, 'label', label,
       'priceCents', (price * 100)::integer, 'popular', popular) order by position) as sizes
     from size_options group by category) as by_category) as category_sizes,
  (select coalesce(json_agg(json_build_object('size', size, 'label', label, 'multiplier', multiplier)
     order by position), '[]') from size_multipliers) as size_multipliers`;

export interface SizeTablesColumns {
  category_sizes: SizeTables['categorySizes'];
  size_multipliers: SizeTables['multipliers'];
}

export function sizeTablesOf(row: SizeTablesColumns): SizeTables {
  return { categorySizes: row.category_sizes, multipliers: row.size_multipliers };
}

export async function loadSizeTables(db: Database | Knex.Transaction): Promise<SizeTables> {
  const result = await db.raw<{ rows: SizeTablesColumns[] }>(`select ${SIZE_TABLES_COLUMNS}`);
  const row = result.rows[0];
  if (!row) throw new Error('The size tables query answered no row');
  return sizeTablesOf(row);
}
