// zod/mini, like the rules it is built from (shared/schemas/state-rules.ts).
import * as z from 'zod/mini';
import { MEASURE_UNITS, MEASURES, type Measure } from '../../compliance/measures.ts';
import type { PurchaseLimit } from '../../compliance/state-rule.ts';
import type { TaxKind } from '../../taxes/tax-rules.ts';
import { stateRuleSchema, stateTaxesSchema } from '../state-rules.ts';

/**
 * PUT /api/admin/state-rules/{code}: the owner's edit of one place's rules. A place's code, name
 * and time zone are facts about the place, not rules, so they are not part of an edit. Beyond
 * each field's own bounds, an edit must leave a rule the limits can apply: an offered place says
 * where its rules come from and what may go there, and every limit counts something in its unit.
 */

const FIXED_STATE_RULE_FIELDS = ['code', 'name', 'timeZone'] as const;

const EDITABLE = {
  offered: true,
  categories: true,
  limits: true,
  note: true,
  sources: true,
  reviewedOn: true,
  delivery: true,
  tenders: true,
} as const;
/** The fields an edit holds. */
export const STATE_RULE_EDIT_FIELDS = Object.keys(EDITABLE) as (keyof typeof EDITABLE)[];

function unknownFieldsMessage(keys: readonly PropertyKey[]): string {
  const fixed = keys.filter((key) => (FIXED_STATE_RULE_FIELDS as readonly PropertyKey[]).includes(key));
  if (fixed.length > 0) return 'A state’s code, name and time zone cannot be changed';
  return `Not a field of a state rule: ${keys.map(String).join(', ')}`;
}

interface RuleProblem {
  path: (string | number)[];
  message: string;
}

/** The measures a limit counts (a weight above 0). */
export const countedMeasures = (limit: Pick<PurchaseLimit, 'counts'>): Measure[] =>
  MEASURES.filter((measure) => (limit.counts[measure] ?? 0) > 0);

function limitProblems(limit: Pick<PurchaseLimit, 'unit' | 'counts'>, index: number): RuleProblem[] {
  const counted = countedMeasures(limit);
  if (counted.length === 0) {
    return [
      { path: ['limits', index, 'counts'], message: 'A limit counts at least one measure, with a weight above 0' },
    ];
  }
  if (limit.unit === 'mg' && counted.some((measure) => MEASURE_UNITS[measure] !== 'mg')) {
    return [
      { path: ['limits', index, 'unit'], message: 'A limit in mg counts only THC in edibles: use g to count grams' },
    ];
  }
  if (limit.unit === 'g' && !counted.some((measure) => MEASURE_UNITS[measure] === 'g')) {
    return [{ path: ['limits', index, 'unit'], message: 'A limit in g counts flower, prerolls or concentrate' }];
  }
  return [];
}

/**
 * What offering a state with no purchase limits means, which the owner confirms before it is
 * saved (`noLimitsConfirmed`): the largest order total is then the only bound.
 */
export const NO_LIMITS_CONSEQUENCE =
  'A shopper there could buy any amount in a day: each order is bounded only by the store’s largest order total, and nothing counts what the same shopper bought earlier that day.';

export const NO_LIMITS_MESSAGE = `An offered state with no purchase limits needs confirming. ${NO_LIMITS_CONSEQUENCE}`;

type EditableRule = Pick<
  z.infer<typeof stateRuleSchema>,
  'offered' | 'categories' | 'sources' | 'limits' | 'delivery' | 'tenders'
> & {
  taxes?: z.infer<typeof stateTaxesSchema> | undefined;
  noLimitsConfirmed?: boolean | undefined;
};

/** What stops an otherwise well-formed edit from being a rule the store can apply. */
function stateRuleProblems(rule: EditableRule): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (new Set(rule.categories).size !== rule.categories.length) {
    problems.push({ path: ['categories'], message: 'Name each category once' });
  }
  if (rule.offered && rule.categories.length === 0) {
    problems.push({ path: ['categories'], message: 'An offered state takes at least one category' });
  }
  if (rule.offered && rule.sources.length === 0) {
    problems.push({
      path: ['sources'],
      message: 'An offered state needs at least one source: the text its rules come from',
    });
  }
  if (rule.offered && rule.limits.length === 0 && rule.noLimitsConfirmed !== true) {
    problems.push({ path: ['limits'], message: NO_LIMITS_MESSAGE });
  }
  rule.limits.forEach((limit, index) => {
    problems.push(...limitProblems(limit, index));
  });
  problems.push(...deliveryProblems(rule));
  if (rule.offered && rule.tenders.length === 0) {
    problems.push({ path: ['tenders'], message: 'An offered state takes at least one way to pay' });
  }
  if (rule.taxes) problems.push(...taxProblems(rule.taxes));
  return problems;
}

const isZipCode = (text: string) => /^\d{5}$/.test(text);

/**
 * What makes a place's taxes ones checkout cannot charge: a tax charged on one that comes after
 * it, the same kind twice, local rates with no terms to charge them by, or two runs of ZIP codes
 * that overlap (a ZIP code would have two rates).
 */
function taxProblems(taxes: z.infer<typeof stateTaxesSchema>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const kinds: TaxKind[] = taxes.taxes.map((tax) => tax.kind);
  taxes.taxes.forEach((tax, index) => {
    if (kinds.indexOf(tax.kind) !== index) {
      problems.push({ path: ['taxes', 'taxes', index, 'kind'], message: 'Each kind of state tax is listed once' });
    }
    if (tax.onTaxes.some((kind) => !kinds.slice(0, index).includes(kind))) {
      problems.push({
        path: ['taxes', 'taxes', index, 'onTaxes'],
        message: 'A tax is charged only on taxes listed before it',
      });
    }
  });
  if (taxes.local?.onTaxes.some((kind) => !kinds.includes(kind))) {
    problems.push({
      path: ['taxes', 'local', 'onTaxes'],
      message: 'The local tax is charged only on the state’s taxes',
    });
  }
  if (!taxes.local && taxes.localRates.length > 0) {
    problems.push({
      path: ['taxes', 'localRates'],
      message: 'Local rates need the local tax’s terms: name it, or leave the rates empty',
    });
  }
  // A run with a ZIP code that is not one has its own message; compared, it would overlap by accident.
  const runs = taxes.localRates
    .map((rate, index) => ({ ...rate, index }))
    .filter((run) => isZipCode(run.zipFrom) && isZipCode(run.zipTo))
    .sort((a, b) => (a.zipFrom < b.zipFrom ? -1 : 1));
  for (const run of runs) {
    if (run.zipFrom > run.zipTo) {
      problems.push({
        path: ['taxes', 'localRates', run.index, 'zipTo'],
        message: 'To is a ZIP code at or after From',
      });
    }
  }
  runs.forEach((run, position) => {
    const before = runs[position - 1];
    if (before && run.zipFrom <= before.zipTo) {
      problems.push({
        path: ['taxes', 'localRates', run.index, 'zipFrom'],
        message: `ZIP codes ${run.zipFrom}-${run.zipTo} overlap ${before.zipFrom}-${before.zipTo} (${before.place}): a ZIP code has one local rate`,
      });
    }
  });
  return problems;
}

/** What makes a place's delivery one checkout cannot offer: nothing to choose, or Same-Day reaching nowhere. */
function deliveryProblems({ offered, delivery }: Pick<EditableRule, 'offered' | 'delivery'>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (offered && delivery.options.length === 0) {
    problems.push({ path: ['delivery', 'options'], message: 'An offered state gets at least one delivery option' });
  }
  const sameDay = delivery.options.some((option) => option.id === 'same-day');
  if (sameDay && delivery.sameDayAreas.length === 0) {
    problems.push({
      path: ['delivery', 'sameDayAreas'],
      message: 'Same-Day needs at least one area: a ZIP code or a city',
    });
  }
  if (!sameDay && delivery.sameDayAreas.length > 0) {
    problems.push({
      path: ['delivery', 'sameDayAreas'],
      message: 'Same-Day areas are for a state that offers Same-Day: offer it, or leave the areas empty',
    });
  }
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the rules across fields can be checked though some field has its own problem: the
 * lists they read are lists, so the owner is told everything at once.
 */
function listsAreLists(value: unknown): boolean {
  return (
    isRecord(value) &&
    Array.isArray(value.categories) &&
    Array.isArray(value.sources) &&
    Array.isArray(value.limits) &&
    value.limits.every((limit) => isRecord(limit) && isRecord(limit.counts)) &&
    isRecord(value.delivery) &&
    Array.isArray(value.delivery.options) &&
    value.delivery.options.every(isRecord) &&
    Array.isArray(value.delivery.sameDayAreas) &&
    Array.isArray(value.tenders) &&
    (value.taxes === undefined || taxesAreLists(value.taxes))
  );
}

function taxesAreLists(value: unknown): boolean {
  return (
    isRecord(value) &&
    Array.isArray(value.taxes) &&
    value.taxes.every((tax) => isRecord(tax) && Array.isArray(tax.onTaxes)) &&
    (value.local === null || (isRecord(value.local) && Array.isArray(value.local.onTaxes))) &&
    Array.isArray(value.localRates) &&
    value.localRates.every(
      (rate) => isRecord(rate) && typeof rate.zipFrom === 'string' && typeof rate.zipTo === 'string',
    )
  );
}

export const stateRuleEditSchema = z
  .strictObject(
    {
      ...z.pick(stateRuleSchema, EDITABLE).shape,
      /** The place's taxes; an edit without them leaves them as they are. */
      taxes: z.optional(stateTaxesSchema),
      /** The owner has read NO_LIMITS_CONSEQUENCE: an offered state may have no limits. Not stored. */
      noLimitsConfirmed: z.optional(z.boolean({ error: 'noLimitsConfirmed is true or false' })),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : 'Send the rule as a JSON object',
    },
  )
  .check(
    z.superRefine(
      (edit, ctx) => {
        for (const problem of stateRuleProblems(edit)) {
          ctx.issues.push({ code: 'custom', path: problem.path, message: problem.message, input: edit });
        }
      },
      { when: (payload) => listsAreLists(payload.value) },
    ),
  );
export type StateRuleEdit = z.infer<typeof stateRuleEditSchema>;
