import { type LocalTaxTerms, type StateTax, type StateTaxes, TAX_KINDS, type TaxKind } from '#shared/taxes/tax-rules';
import { emptySourceText, nextKey, type SourceText, sourceEditOf, sourceTextOf } from './row-values.ts';

/**
 * The Taxes panel's values: rates and ZIP codes as typed (text), each tax and local rate with a
 * key of its own. The version is sent as it was read: the server moves it when the taxes change.
 */

export type StateTaxKind = StateTax['kind'];
export const STATE_TAX_KINDS = TAX_KINDS.filter((kind): kind is StateTaxKind => kind !== 'local');

export interface StateTaxValues {
  key: string;
  kind: StateTaxKind;
  label: string;
  ratePercent: string;
  onDelivery: boolean;
  onTaxes: TaxKind[];
  source: SourceText;
}

export interface LocalRateValues {
  key: string;
  zipFrom: string;
  zipTo: string;
  place: string;
  ratePercent: string;
  source: SourceText;
}

export interface TaxesValues {
  version: number;
  taxes: StateTaxValues[];
  /** Whether the state has a local tax; its terms stay in `local` while it is off, so turning it back on finds them. */
  hasLocal: boolean;
  local: LocalTaxTerms;
  localRates: LocalRateValues[];
}

export function taxesValuesOf(taxes: StateTaxes): TaxesValues {
  return {
    version: taxes.version,
    taxes: taxes.taxes.map((tax) => ({
      key: nextKey(),
      kind: tax.kind,
      label: tax.label,
      ratePercent: tax.ratePercent,
      onDelivery: tax.onDelivery,
      onTaxes: [...tax.onTaxes],
      source: sourceTextOf(tax.source),
    })),
    hasLocal: taxes.local !== null,
    local: taxes.local
      ? { ...taxes.local, onTaxes: [...taxes.local.onTaxes] }
      : { label: '', onDelivery: false, onTaxes: [] },
    localRates: taxes.localRates.map((rate) => ({
      key: nextKey(),
      zipFrom: rate.zipFrom,
      zipTo: rate.zipTo,
      place: rate.place,
      ratePercent: rate.ratePercent,
      source: sourceTextOf(rate.source),
    })),
  };
}

/** The kind a new tax is: the first the state does not charge yet, or null where it charges both. */
export const unlistedTaxKind = (taxes: readonly Pick<StateTaxValues, 'kind'>[]): StateTaxKind | null =>
  STATE_TAX_KINDS.find((kind) => !taxes.some((tax) => tax.kind === kind)) ?? null;

export const emptyStateTax = (kind: StateTaxKind): StateTaxValues => ({
  key: nextKey(),
  kind,
  label: '',
  ratePercent: '',
  onDelivery: false,
  onTaxes: [],
  source: emptySourceText(),
});

export const emptyLocalRate = (): LocalRateValues => ({
  key: nextKey(),
  zipFrom: '',
  zipTo: '',
  place: '',
  ratePercent: '',
  source: emptySourceText(),
});

/** A rate field's text as the API takes it: "7.25 %" is "7.25"; anything else is left for the schema to refuse. */
export const rateOf = (text: string) => text.trim().replace(/\s*%$/, '');

/** The taxes as the API takes them, before they are checked. */
export function taxesEditOf(values: TaxesValues) {
  return {
    version: values.version,
    taxes: values.taxes.map((tax) => ({
      kind: tax.kind,
      label: tax.label,
      ratePercent: rateOf(tax.ratePercent),
      onDelivery: tax.onDelivery,
      onTaxes: tax.onTaxes,
      source: sourceEditOf(tax.source),
    })),
    local: values.hasLocal ? values.local : null,
    localRates: values.localRates.map((rate) => ({
      zipFrom: rate.zipFrom.trim(),
      zipTo: rate.zipTo.trim(),
      place: rate.place,
      ratePercent: rateOf(rate.ratePercent),
      source: sourceEditOf(rate.source),
    })),
  };
}
