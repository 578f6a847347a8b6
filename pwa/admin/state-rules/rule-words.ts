import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import {
  DELIVERY_OPTION_NAMES,
  type DeliveryOptionTerms,
  formatHour,
  formatThreshold,
  type StateDelivery,
  sameDayAreasText,
} from '#shared/catalogue/delivery';
import { MEASURE_UNITS, type Measure } from '#shared/compliance/measures';
import { limitAmountWords } from '#shared/compliance/purchase-limits';
import type { PurchaseLimit, RuleSource } from '#shared/compliance/state-rule';
import { formatUsd } from '#shared/money';
import { TENDER_NAMES, type TenderId, tendersOffered } from '#shared/payments/tenders';
import { countedMeasures } from '#shared/schemas/admin/state-rules';
import type { LocalRate, StateTaxes, TaxKind } from '#shared/taxes/tax-rules';
import { countOf, formatDay } from '../lib/format.ts';

/** How the back office words a state's rules: in its list, its page and the audit log. */

/** A measure as the counts' fields name it: "Flower (g)". */
export const MEASURE_LABELS: Record<Measure, string> = {
  flowerGrams: 'Flower',
  prerollGrams: 'Prerolls',
  concentrateGrams: 'Concentrate',
  edibleThcMg: 'Edible THC',
};

export const measureLabel = (measure: Measure) => `${MEASURE_LABELS[measure]} (${MEASURE_UNITS[measure]})`;

/** "Gummies, Flower"; "None" for no category. */
export function categoriesText(categories: readonly string[]): string {
  if (categories.length === 0) return 'None';
  return categories.map((category) => (isCategoryId(category) ? CATEGORIES[category].name : category)).join(', ');
}

/** "Pay at the door, Card"; "None" where a place takes no payment. */
export const tendersText = (tenders: readonly TenderId[]) =>
  tendersOffered({ tenders })
    .map((id) => TENDER_NAMES[id])
    .join(', ') || 'None';

/** "Concentrate: 8 g of concentrate a day". */
export const limitText = (limit: PurchaseLimit) => `${limit.label}: ${limitAmountWords(limit)}`;

/** "counts Concentrate × 1, Edible THC × 0.001": how much of the limit one unit of each measure uses. */
export function countsText(limit: Pick<PurchaseLimit, 'counts'>): string {
  const counted = countedMeasures(limit).map(
    (measure) =>
      `${MEASURE_LABELS[measure]} × ${limit.counts[measure]?.toLocaleString('en-US', { maximumFractionDigits: 6 })}`,
  );
  return counted.length > 0 ? `counts ${counted.join(', ')}` : 'counts nothing';
}

/** "4 CCR § 15409, Daily Limits (as of Jun 14, 2024)". */
export const sourceText = (source: RuleSource) =>
  source.asOf ? `${source.title} (as of ${formatDay(source.asOf)})` : source.title;

/** "Standard: $9.99, 3-5 business days": one option's terms. */
export const optionText = (option: DeliveryOptionTerms) =>
  `${DELIVERY_OPTION_NAMES[option.id]}: ${formatUsd(option.priceCents)}, ${option.window}`;

/**
 * A place's delivery in a few lines: each option's terms, when Standard is free, and where and
 * until when Same-Day runs. "No delivery options" where it has none.
 */
export function deliveryLines(delivery: StateDelivery): string[] {
  if (delivery.options.length === 0) return ['No delivery options'];
  const sameDay = delivery.options.some((option) => option.id === 'same-day');
  return [
    ...delivery.options.map(optionText),
    delivery.freeStandardOverCents === null
      ? 'Standard is never free'
      : `Standard free over ${formatThreshold(delivery.freeStandardOverCents)}`,
    ...(sameDay
      ? [`Same-Day in ${sameDayAreasText(delivery)}, ordered by ${formatHour(delivery.sameDayCutoffHour)}`]
      : []),
  ];
}

const TAX_KIND_WORDS: Record<TaxKind, string> = {
  excise: 'the excise',
  sales: 'the sales tax',
  local: 'the local tax',
};

/** " (on the excise too)": the taxes a tax's base holds besides the price. */
function onTaxesWords(onTaxes: readonly TaxKind[]): string {
  const words = onTaxes.map((kind) => TAX_KIND_WORDS[kind]);
  if (words.length === 0) return '';
  const last = words.pop();
  return ` (on ${words.length > 0 ? `${words.join(', ')} and ${last}` : last} too)`;
}

/**
 * A place's taxes in a line, the state's in the order they apply: "California cannabis excise tax
 * 15%, California sales tax 7.25% (on the excise too); District sales tax in 7 ZIP code runs (on
 * the excise too)". A local tax keeps its label as written, which may start with a place's name.
 */
export function taxesText(taxes: StateTaxes): string {
  const state = taxes.taxes.map((tax) => `${tax.label} ${tax.ratePercent}%${onTaxesWords(tax.onTaxes)}`).join(', ');
  if (!taxes.local) return state === '' ? 'No taxes' : `${state}; no local tax`;
  const runs = taxes.localRates.length === 0 ? 'no ZIP code runs' : countOf(taxes.localRates.length, 'ZIP code run');
  return `${state || 'No state taxes'}; ${taxes.local.label} in ${runs}${onTaxesWords(taxes.local.onTaxes)}`;
}

/** The taxes charged on the delivery too, by label: "California sales tax, District sales tax"; "None". */
export function taxedDeliveryText(taxes: StateTaxes): string {
  const labels = taxes.taxes.filter((tax) => tax.onDelivery).map((tax) => tax.label);
  if (taxes.local?.onDelivery) labels.push(taxes.local.label);
  return labels.join(', ') || 'None';
}

/** "ZIP 94102-94188"; "ZIP 94720" for a run of one. */
export const zipRunText = (zipFrom: string, zipTo: string) =>
  zipFrom === zipTo ? `ZIP ${zipFrom}` : `ZIP ${zipFrom}-${zipTo}`;

/** "San Francisco, ZIP 94102-94188: 1.375%". */
export const localRateText = (rate: LocalRate) =>
  `${rate.place}, ${zipRunText(rate.zipFrom, rate.zipTo)}: ${rate.ratePercent}%`;
