import type { CategoryId, ProductCategory } from '#shared/catalogue/categories';
import { GUARANTEE_DAYS, STORE_NAME } from '#shared/content/business';
import { EDIBLE_FULL_EFFECT, EDIBLE_ONSET, EDIBLE_WAIT_HOURS } from '#shared/content/edible-timing';

/** The product page's fixed copy, per category where it differs. */

export interface DosageGuide {
  title: string;
  steps: readonly string[];
}

/** Dosing steps per category: vapes and prerolls follow flower's pace with their own wording. */
export const DOSAGE_GUIDES: Record<CategoryId, DosageGuide> = {
  gummies: {
    title: 'Gummy dosing guide',
    steps: [
      'Start with half to one gummy.',
      `Effects can take ${EDIBLE_ONSET} to begin and ${EDIBLE_FULL_EFFECT} to reach full strength.`,
      `Wait at least ${EDIBLE_WAIT_HOURS} hours before taking more.`,
      'Take no more than 2 gummies in 24 hours.',
    ],
  },
  flower: {
    title: 'Flower dosing guide',
    steps: [
      'Start with one or two small inhalations.',
      'Effects arrive within minutes.',
      'Wait 15 minutes before having more.',
      'Strains over 20% THC are strong: go slower with them.',
    ],
  },
  vapes: {
    title: 'Vape dosing guide',
    steps: [
      'Start with one short, gentle puff of 2-3 seconds.',
      'Effects arrive within minutes and peak in about 15-30.',
      'Wait 15 minutes before another puff.',
      'Vape oil is concentrated: one or two puffs is a full session for most people.',
    ],
  },
  prerolls: {
    title: 'Preroll dosing guide',
    steps: [
      'Take one or two puffs, then set it down.',
      'Effects arrive within minutes.',
      'Wait 15 minutes before having more.',
      'A 1.3g preroll is several sessions for most people: put it out and save the rest.',
    ],
  },
};

const GENERAL_DOSAGE_GUIDE: DosageGuide = {
  title: 'Dosing guide',
  steps: ['Start low and go slow.', 'Wait before taking more.', 'Never drive or operate machinery after use.'],
};

export function dosageGuideFor(category: ProductCategory): DosageGuide {
  return DOSAGE_GUIDES[category as CategoryId] ?? GENERAL_DOSAGE_GUIDE;
}

export const KEY_INGREDIENTS: Record<CategoryId, readonly string[]> = {
  gummies: [
    'Cannabis extract, dosed to the milligram in every gummy',
    'Real fruit purée and natural flavors',
    'Fruit pectin: vegan and gelatin-free',
    'Organic cane sugar',
    'Botanical terpenes matched to the flavor',
  ],
  flower: [
    '100% whole cannabis flower, hand-trimmed',
    'The strain’s own terpenes, preserved by a slow cure',
    'Nothing added: no sprays, dyes or flavorings',
  ],
  vapes: [
    'Cannabis oil from a single strain',
    'Strain-derived terpenes for true-to-flower taste',
    'No vitamin E acetate, PG, VG or MCT thinners',
    'Ceramic heating core for clean, even vapor',
  ],
  prerolls: ['Whole flower, never shake or trim', 'Unbleached natural paper', 'A rolled paper filter tip'],
};

export const HOW_TO_USE: Record<CategoryId, readonly string[]> = {
  gummies: [
    'Chew each gummy thoroughly before swallowing.',
    'Take it with or after a light meal for a steadier experience.',
    'Store sealed in a cool, dry place, away from children and pets.',
  ],
  flower: [
    'Break up a small amount by hand or with a grinder.',
    'Use in a clean pipe, a joint or a dry-herb vaporizer.',
    'Keep the jar sealed and out of direct light to preserve freshness.',
  ],
  vapes: [
    'Press the button (or inhale on draw-activated devices) for 2-3 seconds.',
    'Charge with the included USB-C port when the light blinks.',
    'Store upright, at room temperature, away from direct heat.',
  ],
  prerolls: [
    'Light the tip evenly while turning the preroll slowly.',
    'Take gentle puffs; there is no need to hold the smoke in.',
    'Put it out fully in an ashtray and keep the rest in its tube.',
  ],
};

export const WHY_DIFFERENT: readonly { title: string; text: string }[] = [
  {
    title: 'Every batch lab tested',
    text: 'Independent labs check potency, pesticides, heavy metals and microbials before anything ships.',
  },
  {
    title: 'Small-batch makers',
    text: 'We work with growers and kitchens we know by name, and taste every release ourselves.',
  },
  {
    title: 'Honest labels',
    text: 'The milligrams and percentages on the label are the ones on the certificate of analysis.',
  },
  {
    title: `Backed by a ${GUARANTEE_DAYS} day guarantee`,
    text: `If ${STORE_NAME} ever lets you down, we make it right.`,
  },
];

/** The product page's rating summary and star table: fixed figures, not computed from reviews. */
export const REVIEW_SUMMARY = {
  average: 4.8,
  total: 2847,
  breakdown: [
    { stars: 5, percent: 87, count: 2477 },
    { stars: 4, percent: 8, count: 228 },
    { stars: 3, percent: 3, count: 85 },
    { stars: 2, percent: 1, count: 28 },
    { stars: 1, percent: 1, count: 29 },
  ],
} as const;

export interface SampleReview {
  name: string;
  rating: number;
  title: string;
  text: string;
  /** ISO date. */
  date: string;
}

/** The product page's sample reviews: fixed, never fetched. */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    name: 'Jessica M.',
    rating: 5,
    title: 'Exactly what the label says',
    text: 'Consistent from one order to the next, and the certificate matched what I felt. It arrived in plain packaging two days after I ordered.',
    date: '2026-11-08',
  },
  {
    name: 'Marcus T.',
    rating: 5,
    title: 'My new go-to',
    text: 'Clean taste and a smooth, predictable experience. It is the one I reach for after work, and I reorder it every few weeks.',
    date: '2026-10-27',
  },
  {
    name: 'Priya S.',
    rating: 4,
    title: 'Great quality, easy to dose',
    text: 'I’m new to this and the dosing guide on the page helped a lot. Starting low was the right call. Customer care answered my question within hours.',
    date: '2026-10-14',
  },
];
