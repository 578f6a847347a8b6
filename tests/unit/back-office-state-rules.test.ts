/**
 * The state rules' screens without a browser: the owner's form turned into the API's edit and
 * checked with its rules, each problem under its field, the words the list and the audit log use.
 */
import { describe, expect, test } from 'vitest';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { changeLines } from '../../pwa/admin/audit/audit-words.ts';
import { stateRuleValueWords } from '../../pwa/admin/audit/state-rule-audit-words.ts';
import { pathErrorsFrom } from '../../pwa/admin/lib/api-problems.ts';
import { categoriesText, countsText, limitText, sourceText } from '../../pwa/admin/state-rules/rule-words.ts';
import { checkEdit, emptyLimit, emptySource, formValuesOf } from '../../pwa/admin/state-rules/state-rule-edit.ts';
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

  test('a recorded value of another shape is left to the log’s own words', () => {
    expect(changeLines({ limits: 'odd' }, { limits: [] }, stateRuleValueWords)).toEqual([
      { field: 'Limits', before: 'odd', after: 'No limits' },
    ]);
  });
});
