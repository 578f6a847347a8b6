import type { CategoryId } from '#shared/catalogue/categories';
import { DELIVERY_OPTION_IDS, type DeliveryOptionId, type StateDelivery } from '#shared/catalogue/delivery';
import { MEASURES, type Measure } from '#shared/compliance/measures';
import type { LimitPeriod, PurchaseLimit, StateRule } from '#shared/compliance/state-rule';
import type { TenderId } from '#shared/payments/tenders';
import { type StateRuleEdit, stateRuleEditSchema } from '#shared/schemas/admin/state-rules';
import { pathKey } from '../lib/api-problems.ts';
import { emptySourceText, nextKey, type SourceText, sourceEditOf, sourceTextOf } from './row-values.ts';
import { type TaxesValues, taxesEditOf, taxesValuesOf } from './tax-values.ts';

/**
 * The state rule form's values: numbers and dates as the fields hold them (text), each limit and
 * source with a key that stays its own while others are added and removed. The taxes' values are
 * in tax-values.ts.
 */

export interface LimitValues {
  key: string;
  label: string;
  of: string;
  unit: PurchaseLimit['unit'];
  amount: string;
  period: LimitPeriod;
  /** A weight per measure; empty for a measure the limit does not count. */
  counts: Record<Measure, string>;
}

export interface SourceValues extends SourceText {
  key: string;
}

/** One delivery option's fields: offered or not, its price in dollars and its window. */
export interface OptionValues {
  offered: boolean;
  price: string;
  window: string;
}

export interface DeliveryValues {
  options: Record<DeliveryOptionId, OptionValues>;
  /** Dollars; empty where Standard is never free. */
  freeOver: string;
  /** One area a line: a ZIP code or a city. */
  sameDayAreas: string;
  sameDayCutoffHour: string;
}

export interface StateRuleFormValues {
  offered: boolean;
  categories: CategoryId[];
  limits: LimitValues[];
  note: string;
  sources: SourceValues[];
  reviewedOn: string;
  delivery: DeliveryValues;
  tenders: TenderId[];
  taxes: TaxesValues;
}

/** Messages by field path: "limits.1.amount". */
export type PathErrors = Record<string, string>;

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Cents as the price fields show them: 999 -> "9.99". */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** A dollars field's text as cents; anything but dollars with at most two decimals is NaN, which the schema refuses. */
function centsOf(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

function deliveryValues(delivery: StateDelivery): DeliveryValues {
  const options = Object.fromEntries(
    DELIVERY_OPTION_IDS.map((id) => {
      const option = delivery.options.find((candidate) => candidate.id === id);
      return [
        id,
        option
          ? { offered: true, price: dollarsText(option.priceCents), window: option.window }
          : { offered: false, price: '', window: '' },
      ];
    }),
  ) as Record<DeliveryOptionId, OptionValues>;
  return {
    options,
    freeOver: delivery.freeStandardOverCents === null ? '' : dollarsText(delivery.freeStandardOverCents),
    sameDayAreas: delivery.sameDayAreas.join('\n'),
    sameDayCutoffHour: String(delivery.sameDayCutoffHour),
  };
}

/** The options the values offer, in the order the edit sends them: an error's index is its place here. */
export const offeredOptionIds = (values: DeliveryValues): DeliveryOptionId[] =>
  DELIVERY_OPTION_IDS.filter((id) => values.options[id].offered);

function deliveryEdit(values: DeliveryValues) {
  return {
    options: offeredOptionIds(values).map((id) => ({
      id,
      priceCents: centsOf(values.options[id].price),
      window: values.options[id].window,
    })),
    freeStandardOverCents: values.freeOver.trim() === '' ? null : centsOf(values.freeOver),
    sameDayAreas: values.sameDayAreas
      .split('\n')
      .map((area) => area.trim())
      .filter((area) => area !== ''),
    sameDayCutoffHour: numberOf(values.sameDayCutoffHour),
  };
}

function limitValues(limit: PurchaseLimit): LimitValues {
  return {
    key: nextKey(),
    label: limit.label,
    of: limit.of,
    unit: limit.unit,
    amount: numberText(limit.amount),
    period: limit.period,
    counts: Object.fromEntries(MEASURES.map((measure) => [measure, numberText(limit.counts[measure])])) as Record<
      Measure,
      string
    >,
  };
}

export function emptyLimit(): LimitValues {
  return {
    key: nextKey(),
    label: '',
    of: '',
    unit: 'g',
    amount: '',
    period: 'day',
    counts: { flowerGrams: '', prerollGrams: '', concentrateGrams: '', edibleThcMg: '' },
  };
}

export const emptySource = (): SourceValues => ({ key: nextKey(), ...emptySourceText() });

export function formValuesOf(rule: StateRule): StateRuleFormValues {
  return {
    offered: rule.offered,
    categories: [...rule.categories],
    limits: rule.limits.map(limitValues),
    note: rule.note,
    sources: rule.sources.map((source) => ({ key: nextKey(), ...sourceTextOf(source) })),
    reviewedOn: rule.reviewedOn,
    delivery: deliveryValues(rule.delivery),
    tenders: [...rule.tenders],
    taxes: taxesValuesOf(rule.taxes),
  };
}

/** A number field's text as a number; an empty or unreadable one is NaN, which the schema refuses as "a number". */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What the owner has confirmed beside the values: offering a state with no limits. */
export interface EditConfirmations {
  noLimitsConfirmed?: boolean;
}

/** Whether saving these values offers a state with no purchase limits, which is confirmed first. */
export const offersWithoutLimits = (values: StateRuleFormValues) => values.offered && values.limits.length === 0;

/** The values as the API takes them, before they are checked. */
export function editOf(
  values: StateRuleFormValues,
  { noLimitsConfirmed = false }: EditConfirmations = {},
): Record<keyof StateRuleEdit, unknown> {
  return {
    noLimitsConfirmed: noLimitsConfirmed || undefined,
    offered: values.offered,
    categories: values.categories,
    limits: values.limits.map((limit) => ({
      label: limit.label,
      of: limit.of,
      unit: limit.unit,
      amount: numberOf(limit.amount),
      period: limit.period,
      counts: Object.fromEntries(
        MEASURES.filter((measure) => limit.counts[measure].trim() !== '').map((measure) => [
          measure,
          numberOf(limit.counts[measure]),
        ]),
      ),
    })),
    note: values.note,
    sources: values.sources.map(sourceEditOf),
    reviewedOn: values.reviewedOn,
    delivery: deliveryEdit(values.delivery),
    tenders: values.tenders,
    taxes: taxesEditOf(values.taxes),
  };
}

/** The edit checked with the API's own schema: the parsed edit, or a message per field path. */
export function checkEdit(
  values: StateRuleFormValues,
  confirmations: EditConfirmations = {},
): { ok: true; edit: StateRuleEdit } | { ok: false; errors: PathErrors } {
  const parsed = stateRuleEditSchema.safeParse(editOf(values, confirmations));
  if (parsed.success) return { ok: true, edit: parsed.data };
  const errors: PathErrors = {};
  for (const issue of parsed.error.issues) errors[pathKey(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
