import type { Knex } from 'knex';
import type { SizeDefinition, SizeTables } from '#shared/catalogue/sizes';
import { toCents } from '#shared/money';
import type { Database } from '../db/database.ts';
import { SizeMultiplierModel, SizeOptionModel } from '../models/size-option.ts';

/** The server's price tables, read from the database: its prices are the ones that count. */
export async function loadSizeTables(db: Database | Knex.Transaction): Promise<SizeTables> {
  // One after the other: inside a transaction both would share one connection, and pg refuses
  // concurrent queries on one client (deprecated in pg 8, an error in pg 9).
  const options = await SizeOptionModel.query(db).orderBy(['category', 'position']);
  const multipliers = await SizeMultiplierModel.query(db).orderBy('position');
  const categorySizes: Record<string, SizeDefinition[]> = {};
  for (const option of options) {
    categorySizes[option.category] ??= [];
    categorySizes[option.category]?.push({
      size: option.size,
      label: option.label,
      priceCents: toCents(option.price),
      popular: option.popular,
    });
  }
  return {
    categorySizes,
    multipliers: multipliers.map((row) => ({
      size: row.size,
      label: row.label,
      multiplier: Number(row.multiplier),
    })),
  };
}
