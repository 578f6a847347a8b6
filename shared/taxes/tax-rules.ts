import type { RuleSource } from '../compliance/state-rule.ts';

/**
 * What a state levies on a sale, as data beside its rules (decision 029): the owner edits it in
 * the back office, the device and the server compute from it with the same code
 * (shared/taxes/compute-taxes.ts), and an order keeps what it was charged.
 */

/**
 * A cannabis excise, the state's sales tax, and the local rate by ZIP code. The closing report
 * totals each by state and kind.
 */
export const TAX_KINDS = ['excise', 'sales', 'local'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export const TAX_KIND_NAMES: Record<TaxKind, string> = {
  excise: 'Cannabis excise',
  sales: 'Sales tax',
  local: 'Local tax',
};

/**
 * How one tax is charged: its rate, and what its base holds besides the items (after discounts):
 * the delivery charge, and the taxes charged before it. California charges its sales tax on the
 * excise as well; Arizona and Massachusetts charge each tax on the price alone.
 */
export interface TaxTerms {
  kind: TaxKind;
  /** As the shopper reads it: "California cannabis excise tax". */
  label: string;
  /** A percentage as a decimal string, up to four places: "15", "7.25", "1.375". */
  ratePercent: string;
  onDelivery: boolean;
  /** The kinds of tax charged before this one that its base includes. */
  onTaxes: TaxKind[];
}

/** A state-wide tax (its excise or its sales tax) and where its rate comes from. */
export interface StateTax extends TaxTerms {
  kind: 'excise' | 'sales';
  source: RuleSource;
}

/** A local rate for a run of ZIP codes, from `zipFrom` to `zipTo` inclusive. */
export interface LocalRate {
  zipFrom: string;
  zipTo: string;
  /** Names the rate on the shopper's line: "San Francisco". */
  place: string;
  ratePercent: string;
  source: RuleSource;
}

/** How a state's local rates are charged; the rate itself comes from the ZIP code's run. */
export interface LocalTaxTerms {
  label: string;
  onDelivery: boolean;
  onTaxes: TaxKind[];
}

export interface StateTaxes {
  /** Moves on each edit of the taxes: an order keeps the version it was charged under. */
  version: number;
  /** Applied in this order: a tax is charged only on taxes listed before it. */
  taxes: StateTax[];
  /** Null where the state has no local rates. */
  local: LocalTaxTerms | null;
  localRates: LocalRate[];
}

/** A place the store does not deliver to levies nothing the store collects. */
export const NO_TAXES: StateTaxes = { version: 1, taxes: [], local: null, localRates: [] };
