/**
 * What the states' purchase limits count, and how much of it one size of a product holds. Each
 * size of each product is stored with one measure and its amount (the `size_contents` table,
 * seeded from SIZE_CONTENTS below); the limits of shared/compliance/state-rules.ts say how much
 * of each measure they allow.
 */

export const MEASURES = ['flowerGrams', 'prerollGrams', 'concentrateGrams', 'edibleThcMg'] as const;
export type Measure = (typeof MEASURES)[number];

export const MEASURE_UNITS: Record<Measure, 'g' | 'mg'> = {
  flowerGrams: 'g',
  prerollGrams: 'g',
  concentrateGrams: 'g',
  edibleThcMg: 'mg',
};

/** How a size's content reads beside it: "4 g of concentrate". */
export const MEASURE_NOUNS: Record<Measure, string> = {
  flowerGrams: 'flower',
  prerollGrams: 'flower in prerolls',
  concentrateGrams: 'concentrate',
  edibleThcMg: 'THC',
};

/** What one unit of a size (one 2-pack, one 7g bag) holds, in the measure the limits count. */
export interface SizeContent {
  measure: Measure;
  amount: number;
}

export function isMeasure(value: string): value is Measure {
  return (MEASURES as readonly string[]).includes(value);
}

/**
 * Amounts are kept to the thousandth (a milligram of a gram), so that sums of decimal amounts
 * compare as people expect: 3 × 2.6 g is 7.8 g, not 7.800000000000001 g.
 */
export function roundAmount(amount: number): number {
  return Math.round(amount * 1000) / 1000;
}

// One formatter: toLocaleString with options builds a new one on every call, and a cart's
// limit check words every amount it refuses.
const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "28.5 g", "800 mg", "8 g". */
export function formatAmount(amount: number, unit: 'g' | 'mg'): string {
  return `${AMOUNT_FORMAT.format(roundAmount(amount))} ${unit}`;
}

/** "4 g of concentrate", "60 mg of THC": what a size holds, as the product page says it. */
export function describeContent(content: SizeContent): string {
  return `${formatAmount(content.amount, MEASURE_UNITS[content.measure])} of ${MEASURE_NOUNS[content.measure]}`;
}
