import type { CategoryId } from '../catalogue/categories.ts';
import { type Measure, roundAmount, type SizeContent } from './measures.ts';

/**
 * What each size of the four categories' size table (shared/catalogue/sizes.ts) holds: the seed
 * of every product's `size_contents`, and what a product gets when it moves category or its
 * THC changes. A flower size is its weight; a preroll is 1.3 g of flower ("1 Preroll (1.3g)");
 * a vape cartridge is 2 g of concentrate ("1 Vape (2g)"), so a 2-pack is 4 g; a gummy 6-pack is
 * six gummies, and the 2- and 5-packs are two and five of those 6-packs, at the product's stated
 * milligrams of THC per gummy.
 */

const PREROLL_GRAMS = 1.3;
const VAPE_CARTRIDGE_GRAMS = 2;
const GUMMIES_PER_PACK = 6;

interface SizeMeasure {
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
 * The most THC one gummy may be said to hold: ten times the strongest the catalogue has sold
 * (10 mg), so that a typing slip ("1000mg") is caught while any real product fits.
 */
export const MAX_THC_MG_PER_GUMMY = 100;

/**
 * "5mg THC per gummy" → 5; null when the text does not state milligrams per gummy as a plain
 * decimal (not "1e3mg", whose "3mg" must not be read alone) of more than 0 and at most
 * MAX_THC_MG_PER_GUMMY.
 */
export function thcMgPerGummy(thcContent: string): number | null {
  const match = /(?<![\w.+-])(\d{1,3}(?:\.\d{1,3})?)\s*mg\s+THC\s+per\s+(?:gummy|piece)\b/i.exec(thcContent);
  if (!match) return null;
  const milligrams = Number(match[1]);
  return milligrams > 0 && milligrams <= MAX_THC_MG_PER_GUMMY ? milligrams : null;
}

/**
 * What one unit of a product's size holds, from the size table and the product's stated THC.
 * Null when it cannot be known: a size outside the table, or gummies whose THC is not stated in
 * milligrams per gummy. Such a size cannot be counted against a limit, so it is not sold where
 * limits apply (shared/compliance/purchase-limits.ts).
 */
export function seedSizeContent(product: { category: string; thcContent: string }, size: string): SizeContent | null {
  const table = (SIZE_CONTENTS as Record<string, Record<string, SizeMeasure> | undefined>)[product.category];
  const entry = table?.[size];
  if (!entry) return null;
  if (entry.measure !== 'edibleThcMg') return { measure: entry.measure, amount: roundAmount(entry.units) };
  const perGummy = thcMgPerGummy(product.thcContent);
  return perGummy === null ? null : { measure: 'edibleThcMg', amount: roundAmount(entry.units * perGummy) };
}
