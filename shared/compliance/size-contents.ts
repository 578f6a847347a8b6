import type { CategoryId } from '../catalogue/categories.ts';
import { type Measure, roundAmount, type SizeContent } from './measures.ts';

/**
 * What each size of the four categories' size table (shared/catalogue/sizes.ts) holds: the seed
 * of every product's `size_contents`, and what a product gets when it moves category or its
 * THC per gummy changes. A flower size is its weight; a preroll is 1.3 g of flower ("1 Preroll (1.3g)");
 * a vape cartridge is 2 g of concentrate ("1 Vape (2g)"), so a 2-pack is 4 g; a gummy 6-pack is
 * six gummies, and the 2- and 5-packs are two and five of those 6-packs, at the product's
 * milligrams of THC per gummy (a number, never read from its THC text).
 */

export const PREROLL_GRAMS = 1.3;
export const VAPE_CARTRIDGE_GRAMS = 2;
const GUMMIES_PER_PACK = 6;

export interface SizeMeasure {
  measure: Measure;
  /** For flower, prerolls and vapes, the amount; for gummies, how many gummies (× mg each). */
  units: number;
}

export const SIZE_CONTENTS: Record<CategoryId, Record<string, SizeMeasure>> = {
  flower: {
    '1g': { measure: 'flowerGrams', units: 1 },
    '3.5g': { measure: 'flowerGrams', units: 3.5 },
    '7g': { measure: 'flowerGrams', units: 7 },
    '14g': { measure: 'flowerGrams', units: 14 },
    '28g': { measure: 'flowerGrams', units: 28 },
  },
  prerolls: {
    '1-preroll': { measure: 'prerollGrams', units: PREROLL_GRAMS },
    '5-pack': { measure: 'prerollGrams', units: 5 * PREROLL_GRAMS },
  },
  vapes: {
    '1-vape': { measure: 'concentrateGrams', units: VAPE_CARTRIDGE_GRAMS },
    '2-pack': { measure: 'concentrateGrams', units: 2 * VAPE_CARTRIDGE_GRAMS },
    '3-pack': { measure: 'concentrateGrams', units: 3 * VAPE_CARTRIDGE_GRAMS },
  },
  gummies: {
    '6-pack': { measure: 'edibleThcMg', units: GUMMIES_PER_PACK },
    '2-pack': { measure: 'edibleThcMg', units: 2 * GUMMIES_PER_PACK },
    '5-pack': { measure: 'edibleThcMg', units: 5 * GUMMIES_PER_PACK },
  },
};

/**
 * What one unit of a product's size holds, from the size table and, for gummies, the product's
 * milligrams of THC per gummy (thc-per-gummy.ts). Null when it cannot be known: a size outside
 * the table, or gummies whose milligrams per gummy are not set. Such a size cannot be counted
 * against a limit, so it is not sold where limits apply (shared/compliance/purchase-limits.ts).
 */
export function seedSizeContent(
  product: { category: string; thcMgPerGummy?: number | null },
  size: string,
): SizeContent | null {
  const entry = sizeTableEntry(product.category, size);
  if (!entry) return null;
  if (entry.measure !== 'edibleThcMg') return { measure: entry.measure, amount: roundAmount(entry.units) };
  const perGummy = product.thcMgPerGummy;
  if (typeof perGummy !== 'number' || !Number.isFinite(perGummy) || perGummy <= 0) return null;
  return { measure: 'edibleThcMg', amount: roundAmount(entry.units * perGummy) };
}

/** What the size table says one unit of a category's size holds; null for a size it does not list. */
export function sizeTableEntry(category: string, size: string): SizeMeasure | null {
  return (SIZE_CONTENTS as Record<string, Record<string, SizeMeasure> | undefined>)[category]?.[size] ?? null;
}
