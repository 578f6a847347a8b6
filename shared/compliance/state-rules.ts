import { type DeliveryOptionTerms, NO_DELIVERY, type StateDelivery } from '../catalogue/delivery.ts';
import type { TenderId } from '../payments/tenders.ts';
import { ARIZONA_TAXES, CALIFORNIA_TAXES, MASSACHUSETTS_TAXES } from '../taxes/state-taxes.ts';
import { NO_TAXES } from '../taxes/tax-rules.ts';
import type { PurchaseLimit, StateRule } from './state-rule.ts';
import { usStateByCode } from './us-states.ts';

/**
 * The seed of the `state_rules` table: for each place the store has shipped to, whether it
 * delivers adult-use products there, which categories, and the state's purchase limits in its
 * own units, each with the official text it comes from (or a code publisher's copy of it) and
 * the date that text was current through. The owner edits the table in the back office; this
 * module is only where it starts, and each rule's `reviewedOn` says when it was read.
 *
 * A place is offered only where the text confirms both that a licensed store may deliver to a
 * home and what a shopper may buy; anything else is not offered rather than guessed at, and a
 * category is left out where the state's text does not say how it counts. Delivery of THC
 * products to the hemp-only states stopped on 2026-11-12, when federal law stopped counting such
 * products as hemp (shared/compliance/hemp-law.ts).
 */

const REVIEWED_ON = '2026-11-27';

/** An ounce in grams, as the states that limit by the ounce mean it. */
const OUNCE_GRAMS = 28.35;

function place(code: string): { code: string; name: string; timeZone: string } {
  const state = usStateByCode(code);
  if (!state) throw new RangeError(`Not a US state: ${code}`);
  return state;
}

function notOffered(code: string, note: string): StateRule {
  return {
    ...place(code),
    offered: false,
    categories: [],
    limits: [],
    sources: [],
    note,
    reviewedOn: REVIEWED_ON,
    delivery: NO_DELIVERY,
    tenders: [],
    taxes: NO_TAXES,
  };
}

/** The launch's delivery terms, the same wherever they run; Standard is free on items over $99. */
const STANDARD: DeliveryOptionTerms = { id: 'standard', priceCents: 999, window: '3-5 business days' };
const EXPRESS: DeliveryOptionTerms = { id: 'express', priceCents: 1999, window: '1-2 business days' };
const SAME_DAY: DeliveryOptionTerms = { id: 'same-day', priceCents: 2999, window: '2-4 hours' };

/** Standard and Express, and Same-Day where the launch has drivers of its own: in these cities, ordered by 2 PM. */
function delivers(sameDayAreas: string[] = []): StateDelivery {
  return {
    options: sameDayAreas.length > 0 ? [STANDARD, EXPRESS, SAME_DAY] : [STANDARD, EXPRESS],
    freeStandardOverCents: 9900,
    sameDayAreas,
    sameDayCutoffHour: 14,
  };
}

/**
 * How the launch takes money where it delivers: cash or debit at the door, and a card for what a
 * card may buy. The owner changes a place's tenders in the back office.
 */
const LAUNCH_TENDERS: TenderId[] = ['door', 'card'];

const NOT_CONFIRMED = 'Its delivery rules and purchase limits are not confirmed yet.';
/**
 * Why the states with no adult-use market are not delivered to, as the state picker says it:
 * since 2026-11-12 federal law no longer counts THC products like ours as hemp, which the
 * compliance page explains (shared/compliance/hemp-law.ts).
 */
export const HEMP_ONLY_REASON = 'It has no adult-use cannabis market, so our THC products cannot be delivered there.';

const CALIFORNIA: StateRule = {
  ...place('CA'),
  offered: true,
  categories: ['gummies', 'flower', 'vapes', 'prerolls'],
  limits: [
    {
      label: 'Flower',
      of: 'flower and prerolls',
      unit: 'g',
      amount: 28.5,
      period: 'day',
      counts: { flowerGrams: 1, prerollGrams: 1 },
    },
    {
      // §15409(a)(2) and (e): concentrate contained in products counts, so an edible's THC does,
      // at its weight (1,000 mg is 1 g).
      label: 'Concentrate',
      of: 'concentrate',
      unit: 'g',
      amount: 8,
      period: 'day',
      counts: { concentrateGrams: 1, edibleThcMg: 0.001 },
    },
  ],
  sources: [
    {
      title: '4 CCR § 15409, Daily Limits',
      url: 'https://govt.westlaw.com/calregs/Document/ICD121243543B11ECAE2D000D3A7C4BC3',
      asOf: '2024-06-14',
    },
    {
      title: '4 CCR § 15416, Delivery to a Physical Address',
      url: 'https://govt.westlaw.com/calregs/Document/ICD324473543B11ECAE2D000D3A7C4BC3',
      asOf: '2024-06-14',
    },
  ],
  note: 'Edibles count toward the concentrate limit by their THC.',
  reviewedOn: REVIEWED_ON,
  delivery: delivers(['San Francisco', 'Oakland', 'Berkeley', 'Los Angeles', 'Santa Monica', 'Pasadena']),
  tenders: LAUNCH_TENDERS,
  taxes: CALIFORNIA_TAXES,
};

/**
 * 935 CMR 500.140(3) and 500.146(2): one ounce a day or its combined dry-weight equivalent, where
 * an ounce of flower equals 5 g of THC in concentrate or 500 mg of THC in edibles. A cartridge is
 * counted at its whole weight, never less than the THC in it: the stricter reading.
 */
const MASSACHUSETTS_LIMIT: PurchaseLimit = {
  label: 'Flower equivalent',
  of: 'flower or its equivalent (5 g of concentrate or 500 mg of THC in edibles for each ounce)',
  unit: 'g',
  amount: OUNCE_GRAMS,
  period: 'day',
  counts: { flowerGrams: 1, prerollGrams: 1, concentrateGrams: OUNCE_GRAMS / 5, edibleThcMg: OUNCE_GRAMS / 500 },
};

const MASSACHUSETTS: StateRule = {
  ...place('MA'),
  offered: true,
  categories: ['gummies', 'flower', 'vapes', 'prerolls'],
  limits: [MASSACHUSETTS_LIMIT],
  sources: [
    {
      title: '935 CMR 500.146, Additional Operational Requirements for Delivery Operators',
      url: 'https://regulations.justia.com/states/massachusetts/935-cmr/title-935-cmr-500-000/section-500-146',
      asOf: '2024-09-27',
    },
    {
      title: '935 CMR 500.140, Additional Operational Requirements for Retail Sale',
      url: 'https://regulations.justia.com/states/massachusetts/935-cmr/title-935-cmr-500-000/section-500-140',
      asOf: '2024-09-27',
    },
  ],
  note: 'Delivered by a licensed delivery operator. Concentrate and edibles count toward one ounce of flower a day.',
  reviewedOn: REVIEWED_ON,
  delivery: delivers(['Boston', 'Cambridge', 'Somerville']),
  tenders: LAUNCH_TENDERS,
  taxes: MASSACHUSETTS_TAXES,
};

/**
 * A.R.S. § 36-2858: one ounce per transaction, of which at most five grams concentrate. The text
 * does not say how edibles count, so gummies are not offered there.
 */
const ARIZONA: StateRule = {
  ...place('AZ'),
  offered: true,
  categories: ['flower', 'vapes', 'prerolls'],
  limits: [
    {
      label: 'Cannabis',
      of: 'cannabis (flower, prerolls and concentrate together)',
      unit: 'g',
      amount: OUNCE_GRAMS,
      period: 'order',
      counts: { flowerGrams: 1, prerollGrams: 1, concentrateGrams: 1 },
    },
    {
      label: 'Concentrate',
      of: 'concentrate',
      unit: 'g',
      amount: 5,
      period: 'order',
      counts: { concentrateGrams: 1 },
    },
  ],
  sources: [
    {
      title: 'A.R.S. § 36-2858, Marijuana establishments; requirements',
      url: 'https://www.lawserver.com/law/state/arizona/az-laws/arizona_laws_36-2858',
      asOf: null,
    },
    {
      title: 'A.A.C. R9-18-312 (a marijuana establishment may deliver to consumers under R9-18-312.01)',
      url: 'https://regulations.justia.com/states/arizona/title-9/chapter-18/article-3/r9-18-312/',
      asOf: '2025-03-21',
    },
  ],
  note: 'Edibles are not delivered to Arizona: its limits do not say how they count.',
  reviewedOn: REVIEWED_ON,
  delivery: delivers(),
  tenders: LAUNCH_TENDERS,
  taxes: ARIZONA_TAXES,
};

export const STATE_RULES_SEED: readonly StateRule[] = [
  CALIFORNIA,
  MASSACHUSETTS,
  ARIZONA,
  notOffered('WA', 'Washington allows adult-use sales only in the store, not by delivery.'),
  notOffered('IL', 'Illinois does not allow adult-use cannabis to be delivered to homes.'),
  notOffered('VA', 'Virginia has no licensed adult-use sales yet.'),
  ...[
    'AK',
    'CO',
    'CT',
    'DE',
    'DC',
    'ME',
    'MD',
    'MI',
    'MN',
    'MO',
    'MT',
    'NV',
    'NJ',
    'NM',
    'NY',
    'OH',
    'OR',
    'RI',
    'VT',
  ].map((code) => notOffered(code, NOT_CONFIRMED)),
  ...['FL', 'GA', 'KY', 'NC', 'PA', 'TN', 'TX', 'WI'].map((code) => notOffered(code, HEMP_ONLY_REASON)),
];
