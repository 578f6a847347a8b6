import { listJoin } from '../content/list-join.ts';
import type { LocalRate, StateTaxes, TaxKind, TaxTerms } from './tax-rules.ts';

/**
 * The one computation of an order's taxes, run by the device (checkout's lines, offline too) and
 * by the server (the amount charged, which is the authority), and again at the handoff on what
 * was handed over, with the terms the order kept.
 */

/** Rates are counted in ten-thousandths of a percent, so every sum stays in whole numbers. */
const UNITS_PER_PERCENT = 10_000;
const UNITS_PER_WHOLE = 100 * UNITS_PER_PERCENT;

/** "7.25" as 72,500 ten-thousandths of a percent; a rate over 100% or of another form throws. */
export function rateUnits(ratePercent: string): number {
  if (!isTaxRate(ratePercent)) throw new RangeError(`Not a tax rate from 0 to 100%: ${JSON.stringify(ratePercent)}`);
  const [whole = '0', fraction = ''] = ratePercent.split('.');
  return Number(whole) * UNITS_PER_PERCENT + Number(fraction.padEnd(4, '0'));
}

/** Whether a rate is one a tax may have: a percentage from 0 to 100, up to four places. */
export const isTaxRate = (ratePercent: string): boolean => /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/.test(ratePercent);

/** What the taxes are charged on: the items as the shopper pays for them, and the delivery. */
export interface TaxBase {
  itemsCents: number;
  deliveryCents: number;
}

/** A tax to charge: its terms, and for a local rate the place it is named for. */
export interface ApplicableTax extends TaxTerms {
  place?: string;
}

export interface ChargedTax extends ApplicableTax {
  baseCents: number;
  amountCents: number;
}

/** The local rate of the run holding `zip`, or null where none is on file. */
function localRateFor(taxes: StateTaxes, zip: string): LocalRate | null {
  return taxes.localRates.find((rate) => rate.zipFrom <= zip && zip <= rate.zipTo) ?? null;
}

/**
 * The taxes an order delivered to `zip` pays, in the order they apply: the state's, then the
 * local rate of the ZIP code's run. A ZIP code with no local rate on file pays the state's
 * taxes only; before a ZIP code is known, so does the estimate.
 */
export function taxesFor(taxes: StateTaxes, zip: string | null): ApplicableTax[] {
  const stateTaxes: ApplicableTax[] = taxes.taxes.map(({ kind, label, ratePercent, onDelivery, onTaxes }) => ({
    kind,
    label,
    ratePercent,
    onDelivery,
    onTaxes,
  }));
  const local = taxes.local && zip ? localRateFor(taxes, zip) : null;
  if (!taxes.local || !local) return stateTaxes;
  return [...stateTaxes, { kind: 'local', ...taxes.local, ratePercent: local.ratePercent, place: local.place }];
}

/** `cents` times a rate, rounded half up to a whole cent, as the states' worked examples round. */
function taxOn(cents: number, units: number): number {
  return Math.floor((cents * units + UNITS_PER_WHOLE / 2) / UNITS_PER_WHOLE);
}

/**
 * Each tax's base and amount, in order: the items, the delivery where the tax is charged on it,
 * and the taxes before it that it is charged on.
 */
export function chargeTaxes(applicable: readonly ApplicableTax[], base: TaxBase): ChargedTax[] {
  const charged: ChargedTax[] = [];
  for (const tax of applicable) {
    const onEarlier = charged
      .filter((earlier) => tax.onTaxes.includes(earlier.kind))
      .reduce((sum, earlier) => sum + earlier.amountCents, 0);
    const baseCents = base.itemsCents + (tax.onDelivery ? base.deliveryCents : 0) + onEarlier;
    charged.push({ ...tax, baseCents, amountCents: taxOn(baseCents, rateUnits(tax.ratePercent)) });
  }
  return charged;
}

export function totalTaxCents(charged: readonly Pick<ChargedTax, 'amountCents'>[]): number {
  return charged.reduce((sum, tax) => sum + tax.amountCents, 0);
}

/** A tax's line as the shopper reads it: "California cannabis excise tax (15%)", "Local sales tax, San Francisco (1.375%)". */
export function taxLineLabel(tax: Pick<ApplicableTax, 'label' | 'ratePercent' | 'place'>): string {
  return `${tax.label}${tax.place ? `, ${tax.place}` : ''} (${tax.ratePercent}%)`;
}

/**
 * How much of a refund of `refundCents` on an order of `totalCents` is each tax given back: the
 * tax on what is refunded, in proportion, each share rounded down and the cents left over given
 * to the largest remainders, so the shares never pass the refund or a tax's amount.
 */
export function refundedTaxShares(
  charged: readonly Pick<ChargedTax, 'amountCents'>[],
  totalCents: number,
  refundCents: number,
): number[] {
  if (totalCents <= 0 || refundCents <= 0) return charged.map(() => 0);
  const refund = Math.min(refundCents, totalCents);
  const exact = charged.map((tax) => (tax.amountCents * refund) / totalCents);
  const shares = exact.map(Math.floor);
  const taxTotal = totalTaxCents(charged);
  const wanted = Math.round((taxTotal * refund) / totalCents);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let left = wanted - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What the cart says of taxes before checkout, from the rules of the place it goes to: the rates
 * the address will pay ("15% excise, 7.25% sales tax and 1.375% local tax") when its ZIP code is
 * known, else the state's, plus any local rate. Null where the place levies nothing or is not
 * known: the cart then promises nothing about tax.
 */
export function cartTaxNote(
  place: { name: string; offered: boolean; taxes: StateTaxes } | null,
  zip: string | null,
): string | null {
  if (!place?.offered || place.taxes.taxes.length === 0) return null;
  const known = zip !== null && /^\d{5}$/.test(zip);
  const rates = taxesFor(place.taxes, known ? zip : null).map((tax) => `${tax.ratePercent}% ${RATE_WORDS[tax.kind]}`);
  const where = known ? `${place.name} ${zip}` : place.name;
  const local = !known && place.taxes.local ? ', plus any local rate' : '';
  return `Taxes for ${where} are added at checkout: ${listJoin(rates)}${local}.`;
}

const RATE_WORDS: Record<TaxKind, string> = { excise: 'excise', sales: 'sales tax', local: 'local tax' };
