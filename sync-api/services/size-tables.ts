import type { SizeDefinition, SizeTables } from '#shared/catalogue/sizes';
import { toCents } from '#shared/money';
import type { Database } from '../db/database.ts';
import { SizeMultiplierModel, SizeOptionModel } from '../models/size-option.ts';

/** The server's price tables, read from the database: its prices are the ones that count. */
export async function loadSizeTables(db: Database): Promise<SizeTables> {
  const [options, multipliers] = await Promise.all([
    SizeOptionModel.query(db).orderBy(['category', 'position']),
    SizeMultiplierModel.query(db).orderBy('position'),
  ]);
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
