import type { RuleSource } from '../compliance/state-rule.ts';
import localRatesFile from './local-rates.json' with { type: 'json' };
import type { LocalRate, StateTax, StateTaxes } from './tax-rules.ts';

/**
 * The seed of each served state's taxes (the `taxes` of its row in `state_rules`), each rate with
 * the text it comes from, and the local rates of shared/taxes/local-rates.json. The owner edits
 * them in the back office; an order keeps what it was charged.
 *
 * California (CDTFA, Tax Facts for Cannabis Businesses): the 15% excise is charged on gross
 * receipts, which include a delivery charge made with the retailer's own vehicles, and the sales
 * tax on gross receipts including the excise. Massachusetts (c.64N) charges its excise, its sales
 * tax and the local option each on the sales price. Arizona (A.R.S. § 42-5452) charges its excise
 * on the price, and keeps it out of the base of its transaction privilege tax.
 */

interface LocalRatesFile {
  sources: Record<string, RuleSource>;
  rates: (Omit<LocalRate, 'source'> & { state: string; source: string })[];
}

function localRatesOf(state: string): LocalRate[] {
  const file = localRatesFile as LocalRatesFile;
  return file.rates
    .filter((rate) => rate.state === state)
    .map(({ zipFrom, zipTo, place, ratePercent, source }) => {
      const cited = file.sources[source];
      if (!cited) throw new RangeError(`local-rates.json names no source "${source}"`);
      return { zipFrom, zipTo, place, ratePercent, source: cited };
    });
}

const CDTFA_TAX_FACTS: RuleSource = {
  title: 'CDTFA, Tax Facts for Cannabis Businesses: Gross Receipts Subject to Cannabis Excise Tax',
  url: 'https://cdtfa.ca.gov/industry/cannabis/tax-facts.htm',
  asOf: '2025-10-01',
};

const CALIFORNIA_EXCISE: StateTax = {
  kind: 'excise',
  label: 'California cannabis excise tax',
  ratePercent: '15',
  onDelivery: true,
  onTaxes: [],
  source: CDTFA_TAX_FACTS,
};

const CALIFORNIA_SALES: StateTax = {
  kind: 'sales',
  label: 'California sales tax',
  ratePercent: '7.25',
  onDelivery: true,
  onTaxes: ['excise'],
  source: {
    title: 'CDTFA, California City & County Sales & Use Tax Rates (statewide base rate)',
    url: 'https://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm',
    asOf: '2025-04-01',
  },
};

export const CALIFORNIA_TAXES: StateTaxes = {
  version: 1,
  taxes: [CALIFORNIA_EXCISE, CALIFORNIA_SALES],
  local: { label: 'District sales tax', onDelivery: true, onTaxes: ['excise'] },
  localRates: localRatesOf('CA'),
};

export const MASSACHUSETTS_TAXES: StateTaxes = {
  version: 1,
  taxes: [
    {
      kind: 'excise',
      label: 'Massachusetts marijuana excise',
      ratePercent: '10.75',
      onDelivery: false,
      onTaxes: [],
      source: {
        title: 'M.G.L. c.64N § 2, Marijuana retail tax',
        url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter64N/Section2',
        asOf: null,
      },
    },
    {
      kind: 'sales',
      label: 'Massachusetts sales tax',
      ratePercent: '6.25',
      onDelivery: false,
      onTaxes: [],
      source: {
        title: 'Cannabis Control Commission, Taxes and Fees (state sales tax)',
        url: 'https://masscannabiscontrol.com/taxes-and-fees',
        asOf: null,
      },
    },
  ],
  local: { label: 'Marijuana local tax', onDelivery: false, onTaxes: [] },
  localRates: localRatesOf('MA'),
};

export const ARIZONA_TAXES: StateTaxes = {
  version: 1,
  taxes: [
    {
      kind: 'excise',
      label: 'Arizona marijuana excise tax',
      ratePercent: '16',
      onDelivery: false,
      onTaxes: [],
      source: {
        title: 'A.R.S. § 42-5452, Levy and rate of tax',
        url: 'https://www.azleg.gov/ars/42/05452.htm',
        asOf: '2023-12-31',
      },
    },
    {
      kind: 'sales',
      label: 'Arizona transaction privilege tax',
      ratePercent: '5.6',
      onDelivery: false,
      onTaxes: [],
      source: {
        title: 'Arizona Department of Revenue, TPT Rate Table (state retail rate)',
        url: 'https://azdor.gov/transaction-privilege-tax/tpt-rates',
        asOf: null,
      },
    },
  ],
  local: { label: 'City and county privilege tax', onDelivery: false, onTaxes: [] },
  localRates: localRatesOf('AZ'),
};
