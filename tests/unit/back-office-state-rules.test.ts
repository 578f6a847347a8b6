/**
 * The state rules' screens without a browser: the owner's form turned into the API's edit and
 * checked with its rules, each problem under its field, the words the list and the audit log use.
 * The taxes travel the same way: rates and ZIP codes typed as text, the version sent as read.
 */
import { describe, expect, test } from 'vitest';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { changeLines } from '../../pwa/admin/audit/audit-words.ts';
import { stateRuleValueWords } from '../../pwa/admin/audit/state-rule-audit-words.ts';
import { pathErrorsFrom } from '../../pwa/admin/lib/api-problems.ts';
import {
  categoriesText,
  countsText,
  limitText,
  localRateText,
  sourceText,
  taxedDeliveryText,
  taxesText,
} from '../../pwa/admin/state-rules/rule-words.ts';
import { checkEdit, emptyLimit, emptySource, formValuesOf } from '../../pwa/admin/state-rules/state-rule-edit.ts';
import { emptyLocalRate, emptyStateTax, unlistedTaxKind } from '../../pwa/admin/state-rules/tax-values.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';

function seeded(code: string): StateRule {
  const rule = STATE_RULES_SEED.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`No seeded rule for ${code}`);
  return rule;
}
const CALIFORNIA = seeded('CA');

describe('the owner’s form', () => {
  test('a rule left as it was is the same rule as an edit', () => {
    const { code: _code, name: _name, timeZone: _zone, ...editable } = CALIFORNIA;
    expect(checkEdit(formValuesOf(CALIFORNIA))).toEqual({ ok: true, edit: editable });
  });

  test('amounts and weights typed as text become numbers; an empty weight is a measure not counted', () => {
    const values = formValuesOf(CALIFORNIA);
    const concentrate = values.limits[1];
    if (!concentrate) throw new Error('California has two limits');
    concentrate.amount = ' 6.5 ';
    concentrate.counts.edibleThcMg = '';
    const checked = checkEdit(values);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.edit.limits[1]).toMatchObject({ amount: 6.5, counts: { concentrateGrams: 1 } });
    expect(checked.edit.limits[1]?.counts).not.toHaveProperty('edibleThcMg');
  });

  test('a source with no date is sent as dated by nobody', () => {
    const values = formValuesOf(seeded('AZ'));
    const checked = checkEdit(values);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.edit.sources[0]?.asOf).toBeNull();
  });

  test('every problem is told at once, each named by its field’s path as the server names it', () => {
    const values = formValuesOf(CALIFORNIA);
    values.sources = [];
    values.categories = [];
    values.limits.push({ ...emptyLimit(), label: 'Edibles', of: 'THC in edibles', unit: 'mg', amount: '' });
    values.reviewedOn = '';
    const checked = checkEdit(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      categories: 'An offered state takes at least one category',
      sources: 'An offered state needs at least one source: the text its rules come from',
      'limits.2.amount': 'Amount is a number',
      'limits.2.counts': 'A limit counts at least one measure, with a weight above 0',
      reviewedOn: 'Reviewed on is a date, like 2026-11-27',
    });
  });

  test('a new limit must count something, in its own unit', () => {
    const values = {
      ...formValuesOf(seeded('TX')),
      limits: [{ ...emptyLimit(), label: 'Flower', of: 'flower', amount: '28' }],
    };
    const nothing = checkEdit(values);
    expect(nothing.ok || nothing.errors).toEqual({
      'limits.0.counts': 'A limit counts at least one measure, with a weight above 0',
    });
    const limit = values.limits[0];
    if (!limit) throw new Error('one limit');
    limit.counts.edibleThcMg = '1';
    const wrongUnit = checkEdit(values);
    expect(wrongUnit.ok || wrongUnit.errors).toEqual({
      'limits.0.unit': 'A limit in g counts flower, prerolls or concentrate',
    });
  });

  test('an empty source is refused field by field', () => {
    const values = { ...formValuesOf(CALIFORNIA), sources: [emptySource()] };
    const checked = checkEdit(values);
    expect(checked.ok || checked.errors).toEqual({
      'sources.0.title': 'Title is required',
      'sources.0.url': 'The address is a full https:// address',
    });
  });

  test('the server’s 400 is read the same way, the whole edit’s own problem under ""', () => {
    const refusal = new ApiError(400, 'invalid_request', '400: x', 'x', [
      { path: ['limits', 1, 'amount'], message: 'Amount must be more than 0' },
      { path: ['limits', 1, 'amount'], message: 'a second one' },
      { path: [], message: 'A state’s code, name and time zone cannot be changed' },
    ]);
    expect(pathErrorsFrom(refusal)).toEqual({
      'limits.1.amount': 'Amount must be more than 0',
      '': 'A state’s code, name and time zone cannot be changed',
    });
    expect(pathErrorsFrom(new ApiError(403, 'forbidden', '403: x', 'x'))).toEqual({});
  });
});

/** California's form values, and its local rate for San Francisco's run (the fourth). */
function californiaValues() {
  const values = formValuesOf(CALIFORNIA);
  const sanFrancisco = values.taxes.localRates[3];
  if (sanFrancisco?.place !== 'San Francisco') throw new Error('San Francisco is California’s fourth run');
  return { values, sanFrancisco };
}

describe('the owner’s taxes', () => {
  test('each state’s taxes left as they were are its taxes as an edit, with the version as read', () => {
    for (const rule of STATE_RULES_SEED) {
      const checked = checkEdit(formValuesOf(rule));
      if (!checked.ok) throw new Error(`${rule.code}: ${JSON.stringify(checked.errors)}`);
      expect(checked.edit.taxes, rule.code).toEqual(rule.taxes);
    }
  });

  test('a rate and ZIP codes typed with spaces and a percent sign are sent as the API reads them', () => {
    const { values, sanFrancisco } = californiaValues();
    Object.assign(sanFrancisco, { ratePercent: ' 1.5 % ', zipFrom: ' 94102', zipTo: '94188 ' });
    const [excise] = values.taxes.taxes;
    if (!excise) throw new Error('California has an excise');
    excise.ratePercent = '15%';
    const checked = checkEdit(values);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.edit.taxes?.localRates[3]).toMatchObject({ zipFrom: '94102', zipTo: '94188', ratePercent: '1.5' });
    expect(checked.edit.taxes?.taxes[0]?.ratePercent).toBe('15');
    expect(checked.edit.taxes?.version).toBe(1);
  });

  test('a local tax turned off is sent as none, and turned back on finds its terms', () => {
    const { values } = californiaValues();
    values.taxes = { ...values.taxes, hasLocal: false, localRates: [] };
    const off = checkEdit(values);
    if (!off.ok) throw new Error(JSON.stringify(off.errors));
    expect(off.edit.taxes).toMatchObject({ local: null, localRates: [] });
    values.taxes.hasLocal = true;
    const on = checkEdit(values);
    if (!on.ok) throw new Error(JSON.stringify(on.errors));
    expect(on.edit.taxes?.local).toEqual(CALIFORNIA.taxes.local);
  });

  test('a new tax is of the kind not yet listed, and is refused field by field until it is filled in', () => {
    const { values } = californiaValues();
    expect(unlistedTaxKind(values.taxes.taxes)).toBeNull();
    values.taxes.taxes = values.taxes.taxes.slice(0, 1);
    const kind = unlistedTaxKind(values.taxes.taxes);
    expect(kind).toBe('sales');
    if (!kind) return;
    values.taxes.taxes.push(emptyStateTax(kind));
    values.taxes.localRates.push(emptyLocalRate());
    const checked = checkEdit(values);
    expect(checked.ok || checked.errors).toEqual({
      'taxes.taxes.1.label': 'Label is required',
      'taxes.taxes.1.ratePercent': 'A rate is a percentage from 0 to 100, with at most four decimals',
      'taxes.taxes.1.source.title': 'Title is required',
      'taxes.taxes.1.source.url': 'The address is a full https:// address',
      'taxes.localRates.7.zipFrom': 'From is a five-digit ZIP code',
      'taxes.localRates.7.zipTo': 'To is a five-digit ZIP code',
      'taxes.localRates.7.place': 'Place is required',
      'taxes.localRates.7.ratePercent': 'A rate is a percentage from 0 to 100, with at most four decimals',
      'taxes.localRates.7.source.title': 'Title is required',
      'taxes.localRates.7.source.url': 'The address is a full https:// address',
    });
  });

  test('each field’s problem is under its own path: rates, ZIP codes and sources', () => {
    const { values, sanFrancisco } = californiaValues();
    const [excise, sales] = values.taxes.taxes;
    const [losAngeles, santaMonica] = values.taxes.localRates;
    if (!excise || !sales || !losAngeles || !santaMonica) throw new Error('California has two taxes and 7 runs');
    excise.ratePercent = '101';
    sales.ratePercent = '-1';
    sales.source.url = 'http://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm';
    losAngeles.source.title = ' ';
    santaMonica.zipTo = 'ABCDE';
    sanFrancisco.zipFrom = '9410';
    sanFrancisco.ratePercent = '1.23456';
    const checked = checkEdit(values);
    expect(checked.ok || checked.errors).toEqual({
      'taxes.taxes.0.ratePercent': 'A rate is a percentage from 0 to 100, with at most four decimals',
      'taxes.taxes.1.ratePercent': 'A rate is a percentage from 0 to 100, with at most four decimals',
      'taxes.taxes.1.source.url': 'The address is a full https:// address',
      'taxes.localRates.0.source.title': 'Title is required',
      'taxes.localRates.1.zipTo': 'To is a five-digit ZIP code',
      'taxes.localRates.3.zipFrom': 'From is a five-digit ZIP code',
      'taxes.localRates.3.ratePercent': 'A rate is a percentage from 0 to 100, with at most four decimals',
    });
  });

  test('runs that overlap or run backwards are named at the run that is wrong', () => {
    const { values } = californiaValues();
    const [, , pasadena, , , berkeley] = values.taxes.localRates;
    if (!pasadena || !berkeley) throw new Error('California has 7 runs');
    berkeley.zipTo = '94720';
    pasadena.zipTo = '91100';
    const checked = checkEdit(values);
    expect(checked.ok || checked.errors).toEqual({
      'taxes.localRates.2.zipTo': 'To is a ZIP code at or after From',
      'taxes.localRates.6.zipFrom':
        'ZIP codes 94720-94720 overlap 94702-94720 (Berkeley): a ZIP code has one local rate',
    });
  });

  test('a tax charged on one listed after it, a kind listed twice, and rates with no local tax are each refused where they are mended', () => {
    const { values } = californiaValues();
    const [excise, sales] = values.taxes.taxes;
    if (!excise || !sales) throw new Error('California has two taxes');
    values.taxes.taxes = [sales, excise];
    values.taxes.hasLocal = false;
    const reordered = checkEdit(values);
    expect(reordered.ok || reordered.errors).toEqual({
      'taxes.taxes.0.onTaxes': 'A tax is charged only on taxes listed before it',
      'taxes.localRates': 'Local rates need the local tax’s terms: name it, or leave the rates empty',
    });

    values.taxes.taxes = [excise, { ...sales, kind: 'excise', onTaxes: [] }];
    values.taxes.hasLocal = true;
    values.taxes.local = { ...values.taxes.local, label: ' ', onTaxes: ['excise', 'sales'] };
    const twice = checkEdit(values);
    expect(twice.ok || twice.errors).toEqual({
      'taxes.taxes.1.kind': 'Each kind of state tax is listed once',
      'taxes.local.label': 'Label is required',
      'taxes.local.onTaxes': 'The local tax is charged only on the state’s taxes',
    });
  });
});

describe('a rule in words', () => {
  test('its limits, what counts toward them, its categories and sources', () => {
    const [flower, concentrate] = CALIFORNIA.limits;
    if (!flower || !concentrate) throw new Error('California has two limits');
    expect(limitText(flower)).toBe('Flower: 28.5 g of flower and prerolls a day');
    expect(countsText(concentrate)).toBe('counts Concentrate × 1, Edible THC × 0.001');
    expect(categoriesText(CALIFORNIA.categories)).toBe('Gummies, Flower, Vapes, Prerolls');
    expect(categoriesText([])).toBe('None');
    expect(sourceText({ title: 'A.R.S. § 36-2858', url: 'https://example.gov', asOf: null })).toBe('A.R.S. § 36-2858');
    expect(sourceText({ title: '4 CCR § 15409', url: 'https://example.gov', asOf: '2024-06-14' })).toBe(
      '4 CCR § 15409 (as of Jun 14, 2024)',
    );
  });

  test('its taxes: the state’s in order, what each is charged on, the local tax by its runs', () => {
    expect(taxesText(CALIFORNIA.taxes)).toBe(
      'California cannabis excise tax 15%, California sales tax 7.25% (on the excise too); District sales tax in 7 ZIP code runs (on the excise too)',
    );
    expect(taxesText(seeded('AZ').taxes)).toBe(
      'Arizona marijuana excise tax 16%, Arizona transaction privilege tax 5.6%; City and county privilege tax in 2 ZIP code runs',
    );
    expect(taxedDeliveryText(CALIFORNIA.taxes)).toBe(
      'California cannabis excise tax, California sales tax, District sales tax',
    );
    expect(taxedDeliveryText(seeded('MA').taxes)).toBe('None');
    expect(taxesText(seeded('TX').taxes)).toBe('No taxes');
    const [excise, sales] = CALIFORNIA.taxes.taxes;
    if (!excise || !sales) throw new Error('California has two taxes');
    expect(taxesText({ ...CALIFORNIA.taxes, taxes: [excise], local: null, localRates: [] })).toBe(
      'California cannabis excise tax 15%; no local tax',
    );
    const local = { label: 'Local tax', onDelivery: false, onTaxes: ['excise' as const, 'sales' as const] };
    expect(taxesText({ version: 1, taxes: [excise, sales], local, localRates: [] })).toContain(
      '; Local tax in no ZIP code runs (on the excise and the sales tax too)',
    );
    expect(CALIFORNIA.taxes.localRates.map(localRateText).slice(3, 7)).toEqual([
      'San Francisco, ZIP 94102-94188: 1.375%',
      'Oakland, ZIP 94601-94621: 3%',
      'Berkeley, ZIP 94702-94710: 3%',
      'Berkeley, ZIP 94720: 3%',
    ]);
  });

  test('an audited edit reads as the screens word the rule, the day the same in every time zone', () => {
    const lowered = CALIFORNIA.limits.map((limit) => (limit.label === 'Concentrate' ? { ...limit, amount: 6 } : limit));
    const lines = changeLines(
      { offered: true, limits: CALIFORNIA.limits, reviewedOn: '2026-11-27' },
      { offered: false, limits: lowered, reviewedOn: '2026-12-01' },
      stateRuleValueWords,
    );
    expect(lines).toEqual([
      { field: 'Offered', before: 'Offered', after: 'Not offered' },
      {
        field: 'Limits',
        before: 'Flower: 28.5 g of flower and prerolls a day; Concentrate: 8 g of concentrate a day',
        after: 'Flower: 28.5 g of flower and prerolls a day; Concentrate: 6 g of concentrate a day',
      },
      { field: 'Reviewed on', before: 'Nov 27, 2026', after: 'Dec 1, 2026' },
    ]);
  });

  test('a tax edit names the version and every local rate, so the one that changed shows', () => {
    const taxes = CALIFORNIA.taxes;
    const raised = {
      ...taxes,
      version: 2,
      localRates: taxes.localRates.map((rate) => (rate.place === 'Oakland' ? { ...rate, ratePercent: '3.5' } : rate)),
    };
    const [line] = changeLines({ taxes }, { taxes: raised }, stateRuleValueWords);
    expect(line?.field).toBe('Taxes');
    expect(line?.before).toMatch(/^Version 1: California cannabis excise tax 15%, .*Oakland, ZIP 94601-94621: 3%/);
    expect(line?.after).toMatch(/^Version 2: .*Oakland, ZIP 94601-94621: 3\.5%/);
  });

  test('a recorded value of another shape is left to the log’s own words', () => {
    expect(changeLines({ limits: 'odd' }, { limits: [] }, stateRuleValueWords)).toEqual([
      { field: 'Limits', before: 'odd', after: 'No limits' },
    ]);
  });
});
