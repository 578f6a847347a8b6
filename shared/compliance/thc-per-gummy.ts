import { roundAmount } from './measures.ts';

/**
 * What one gummy holds is a number the owner sets, milligrams of THC, never read from the text
 * shoppers see: what each pack holds (size-contents.ts), and so the states' purchase limits,
 * is worked out from it, and a gummy's THC text is written from it here, so the two cannot
 * disagree. The database keeps it in `products.thc_mg_per_gummy` (migration 016).
 */

/**
 * The most THC one gummy may be said to hold: ten times the strongest the catalogue has sold
 * (10 mg), so that a typing slip ("1000") is caught while any real product fits. The database's
 * check (migration 016) holds the same bound: a change here needs a migration changing it there.
 */
export const MAX_THC_MG_PER_GUMMY = 100;

/** Milligrams per gummy are kept to the thousandth (numeric(6,3) in the database). */
export const THC_MG_PER_GUMMY_DECIMALS = 3;

/** 5 → "5", 2.5 → "2.5", "2.500" → "2.5": milligrams per gummy as the API and the form write them. */
export function mgPerGummyText(mgPerGummy: number | string): string {
  return String(roundAmount(Number(mgPerGummy)));
}

/** 5 → "5mg THC per gummy": the THC text of a gummy, the only way it is ever written. */
export function gummyThcContent(mgPerGummy: number | string): string {
  return `${mgPerGummyText(mgPerGummy)}mg THC per gummy`;
}
