import type { CategoryId } from '../catalogue/categories.ts';
import type { StateDelivery } from '../catalogue/delivery.ts';
import type { TenderId } from '../payments/tenders.ts';
import type { StateTaxes } from '../taxes/tax-rules.ts';
import type { Measure } from './measures.ts';

/**
 * One ship-to place's rules, as the `state_rules` table holds them and the owner edits them in
 * the back office. shared/compliance/state-rules.ts is their seed.
 */

export const LIMIT_PERIODS = ['day', 'order'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * A purchase limit: the sum over a cart (or a day's orders) of each measure times its weight in
 * `counts` may not pass `amount`. A state with separate limits has one per kind of product (the
 * weights are 1); a state that counts an "equivalent" of flower weighs concentrate and edibles
 * against it (1 oz of flower or 8 g of concentrate: concentrate weighs 28 / 8 = 3.5).
 */
export interface PurchaseLimit {
  /** Names the limit in usage lines: "Flower" in "Flower 14 of 28.5 g". */
  label: string;
  /** What it limits, as the refusal says it: "flower and prerolls" in "allows 28.5 g of flower and prerolls a day". */
  of: string;
  unit: 'g' | 'mg';
  amount: number;
  /** A day (all of a shopper's orders that day count) or a single order. */
  period: LimitPeriod;
  /** How much of the limit one unit of each measure uses; a measure not named does not count. */
  counts: Partial<Record<Measure, number>>;
}

/** Where a rule comes from: an official text (or a code publisher's copy of it). */
export interface RuleSource {
  title: string;
  url: string;
  /** YYYY-MM-DD: the date the published text was current through when it was read; null where the publisher shows none. */
  asOf: string | null;
}

export interface StateRule {
  /** Two-letter USPS code. */
  code: string;
  name: string;
  /** Whether the store delivers adult-use products there. */
  offered: boolean;
  /** The categories that may go there. */
  categories: CategoryId[];
  limits: PurchaseLimit[];
  /** The state's day for per-day limits (an IANA zone). */
  timeZone: string;
  sources: RuleSource[];
  /** Said to shoppers beside the state: why it is not offered, or what to know. */
  note: string;
  /** YYYY-MM-DD: when the rule was last read against its sources and confirmed. */
  reviewedOn: string;
  /** The delivery options, prices and windows the place gets (none where it is not offered). */
  delivery: StateDelivery;
  /** How a shopper may pay for an order delivered there (none where it is not offered). */
  tenders: TenderId[];
  /** What the state levies on an order delivered there, and the local rates by ZIP code. */
  taxes: StateTaxes;
}
