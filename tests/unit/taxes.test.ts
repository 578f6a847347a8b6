import { describe, expect, test } from 'vitest';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { stateRuleEditSchema } from '#shared/schemas/admin/state-rules';
import {
  cartTaxNote,
  chargeTaxes,
  isTaxRate,
  rateUnits,
  refundedTaxShares,
  taxesFor,
  taxLineLabel,
  totalTaxCents,
} from '#shared/taxes/compute-taxes';
import { ARIZONA_TAXES, CALIFORNIA_TAXES, MASSACHUSETTS_TAXES } from '#shared/taxes/state-taxes';

/** The one tax computation (decision 029), against the states' own published examples. */

const amounts = (taxes: ReturnType<typeof chargeTaxes>) =>
  taxes.map(({ kind, baseCents, amountCents }) => ({ kind, baseCents, amountCents }));

describe('California', () => {
  test('the excise is charged on gross receipts with the delivery, and the sales tax on those and the excise', () => {
    // CDTFA, Tax Facts for Cannabis Businesses, "Gross Receipts Subject to Cannabis Excise Tax"
    // (https://cdtfa.ca.gov/industry/cannabis/tax-facts.htm): selling price $35.00, delivery $5.00,
    // service fee $3.00 and local cannabis business tax $3.50 are gross receipts of $46.50; the 15%
    // excise is $6.98; gross receipts subject to sales tax are $53.48. The fee and the business tax
    // are charged with the items here, as this store charges neither.
    const charged = chargeTaxes(taxesFor(CALIFORNIA_TAXES, null), { itemsCents: 4150, deliveryCents: 500 });
    expect(amounts(charged)).toEqual([
      { kind: 'excise', baseCents: 4650, amountCents: 698 },
      // 7.25% of $53.48 is $3.8773.
      { kind: 'sales', baseCents: 5348, amountCents: 388 },
    ]);
  });

  test('a ZIP code in San Francisco adds its district tax on the same base as the sales tax', () => {
    const charged = chargeTaxes(taxesFor(CALIFORNIA_TAXES, '94103'), { itemsCents: 10000, deliveryCents: 0 });
    expect(amounts(charged)).toEqual([
      { kind: 'excise', baseCents: 10000, amountCents: 1500 },
      { kind: 'sales', baseCents: 11500, amountCents: 834 },
      // 1.375% of $115.00 is $1.58125: San Francisco's 8.625% in all.
      { kind: 'local', baseCents: 11500, amountCents: 158 },
    ]);
    expect(taxLineLabel(charged[2] ?? { label: '', ratePercent: '' })).toBe(
      'District sales tax, San Francisco (1.375%)',
    );
  });

  test('a ZIP code with no local rate on file pays the state’s taxes only, as does an address with none yet', () => {
    expect(taxesFor(CALIFORNIA_TAXES, '96161').map((tax) => tax.kind)).toEqual(['excise', 'sales']);
    expect(taxesFor(CALIFORNIA_TAXES, null).map((tax) => tax.kind)).toEqual(['excise', 'sales']);
  });
});

describe('Massachusetts', () => {
  test('the excise, the sales tax and the local option are each charged on the sales price', () => {
    // M.G.L. c.64N §§ 2-3 and the Cannabis Control Commission's Taxes and Fees
    // (https://masscannabiscontrol.com/taxes-and-fees): 10.75% excise, 6.25% sales tax and up to 3%
    // local tax, each of the sales price: $20.00 on a $100.00 sale in Boston. Delivery is not taxed.
    const charged = chargeTaxes(taxesFor(MASSACHUSETTS_TAXES, '02116'), { itemsCents: 10000, deliveryCents: 999 });
    expect(amounts(charged)).toEqual([
      { kind: 'excise', baseCents: 10000, amountCents: 1075 },
      { kind: 'sales', baseCents: 10000, amountCents: 625 },
      { kind: 'local', baseCents: 10000, amountCents: 300 },
    ]);
    expect(totalTaxCents(charged)).toBe(2000);
  });
});

describe('Arizona', () => {
  test('the 16% excise is charged on the price and kept out of the privilege tax’s base', () => {
    // A.R.S. § 42-5452(A) and (D) (https://www.azleg.gov/ars/42/05452.htm): 16% of the price, not
    // included in the transaction privilege tax's base; 5.6% state rate, and Phoenix and Maricopa
    // County's 3% together (ADOR's TPT rate table): $24.60 on a $100.00 sale in Phoenix.
    const charged = chargeTaxes(taxesFor(ARIZONA_TAXES, '85004'), { itemsCents: 10000, deliveryCents: 999 });
    expect(amounts(charged)).toEqual([
      { kind: 'excise', baseCents: 10000, amountCents: 1600 },
      { kind: 'sales', baseCents: 10000, amountCents: 560 },
      { kind: 'local', baseCents: 10000, amountCents: 300 },
    ]);
  });
});

describe('rates and rounding', () => {
  test('a rate is a percentage from 0 to 100 with up to four places', () => {
    expect(rateUnits('7.25')).toBe(72_500);
    expect(rateUnits('1.375')).toBe(13_750);
    expect(rateUnits('100')).toBe(1_000_000);
    expect(rateUnits('0')).toBe(0);
    for (const bad of ['100.01', '-1', '7.12345', 'seven', '', '1e2', ' 7.25']) {
      expect(() => rateUnits(bad), bad).toThrow(RangeError);
    }
  });

  test('each tax rounds half a cent up', () => {
    const oneTax = (ratePercent: string) => [
      { kind: 'sales' as const, label: 'Sales', ratePercent, onDelivery: false, onTaxes: [] },
    ];
    expect(chargeTaxes(oneTax('5'), { itemsCents: 10, deliveryCents: 0 })[0]?.amountCents).toBe(1);
    expect(chargeTaxes(oneTax('4.9'), { itemsCents: 10, deliveryCents: 0 })[0]?.amountCents).toBe(0);
  });
});

describe('the tax given back with a refund', () => {
  const charged = [{ amountCents: 1500 }, { amountCents: 834 }, { amountCents: 158 }];

  test('a whole refund gives back every tax; a part gives back its share, never more than refunded', () => {
    const total = 10000 + 1500 + 834 + 158;
    expect(refundedTaxShares(charged, total, total)).toEqual([1500, 834, 158]);
    const half = refundedTaxShares(charged, total, Math.round(total / 2));
    expect(half.reduce((sum, share) => sum + share, 0)).toBe(Math.round((2492 * Math.round(total / 2)) / total));
    expect(half).toEqual([750, 417, 79]);
    expect(refundedTaxShares(charged, total, 0)).toEqual([0, 0, 0]);
  });
});

describe('the seed', () => {
  test('every place’s taxes are an edit the owner could save: sourced, in order, no ZIP code with two rates', () => {
    for (const rule of STATE_RULES_SEED) {
      const { code, name, timeZone, ...edit } = rule;
      const parsed = stateRuleEditSchema.safeParse({ ...edit, noLimitsConfirmed: true });
      expect(parsed.error?.issues ?? [], code).toEqual([]);
    }
  });
});

describe('what the cart says of taxes', () => {
  const california = { name: 'California', offered: true, taxes: CALIFORNIA_TAXES };

  test('the state’s rates, plus any local rate, until the ZIP code is known; then the address’s own', () => {
    expect(cartTaxNote(california, null)).toBe(
      'Taxes for California are added at checkout: 15% excise and 7.25% sales tax, plus any local rate.',
    );
    expect(cartTaxNote(california, '94110')).toBe(
      'Taxes for California 94110 are added at checkout: 15% excise, 7.25% sales tax and 1.375% local tax.',
    );
  });

  test('nothing is said for a place not delivered to, or one that levies nothing', () => {
    expect(cartTaxNote(null, null)).toBeNull();
    expect(cartTaxNote({ ...california, offered: false }, null)).toBeNull();
    expect(cartTaxNote({ ...california, taxes: { ...CALIFORNIA_TAXES, taxes: [] } }, null)).toBeNull();
  });
});

test('a rate the owner may enter is one the computation takes, and no other', () => {
  for (const rate of ['0', '7.25', '1.375', '99.9999', '100', '100.0000']) {
    expect(isTaxRate(rate), rate).toBe(true);
    expect(() => rateUnits(rate), rate).not.toThrow();
  }
  for (const rate of ['100.0001', '101', '015', '-1', '7.12345', '7.', '.5', '', 'x']) {
    expect(isTaxRate(rate), rate).toBe(false);
  }
});
