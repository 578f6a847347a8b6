// zod/mini: the storefront reads the state rules on its first page.
import * as z from 'zod/mini';
import { CATEGORY_IDS } from '../catalogue/categories.ts';
import { DELIVERY_OPTION_IDS } from '../catalogue/delivery.ts';
import { MEASURES } from '../compliance/measures.ts';
import { LIMIT_PERIODS } from '../compliance/state-rule.ts';
import { TENDER_IDS } from '../payments/tenders.ts';
import { isTaxRate } from '../taxes/compute-taxes.ts';
import { TAX_KINDS } from '../taxes/tax-rules.ts';
import { isWithinCalendar, outsideCalendarMessage } from './calendar-day.ts';

/**
 * The state rules on the wire: GET /api/state-rules (what every shopper's device applies) and
 * the back office's edits. Amounts are bounded so that no edit can make a limit meaningless.
 * Each message names its field, as the owner reads it under the field in the back office.
 */

const isoDate = (name: string) =>
  z.iso
    .date({ error: `${name} is a date, like 2026-11-27` })
    .check(z.refine(isWithinCalendar, outsideCalendarMessage(`${name} is`)));

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .check(z.trim(), z.minLength(1, `${name} is required`), z.maxLength(max, `${name} is at most ${max} characters`));

export const STATE_RULE_LIMITS = {
  limits: 10,
  sources: 10,
  note: 300,
  amount: 1_000_000,
  weight: 10_000,
  deliveryPriceCents: 100_000,
  freeStandardOverCents: 10_000_000,
  sameDayAreas: 100,
  area: 60,
  window: 40,
  taxes: 4,
  localRates: 500,
  taxLabel: 60,
  place: 60,
} as const;

export const purchaseLimitSchema = z.object({
  label: text('Label', 40),
  of: text('What it limits', 160),
  unit: z.enum(['g', 'mg'], { error: 'Unit is g or mg' }),
  amount: z
    .number({ error: 'Amount is a number' })
    .check(
      z.positive('Amount must be more than 0'),
      z.lte(STATE_RULE_LIMITS.amount, `Amount is at most ${STATE_RULE_LIMITS.amount.toLocaleString('en-US')}`),
    ),
  period: z.enum(LIMIT_PERIODS, { error: 'Period is a day or an order' }),
  counts: z.partialRecord(
    z.enum(MEASURES, { error: `Counts name only ${MEASURES.join(', ')}` }),
    z
      .number({ error: 'Each count is a number' })
      .check(
        z.nonnegative('A count cannot be negative'),
        z.lte(STATE_RULE_LIMITS.weight, `A count is at most ${STATE_RULE_LIMITS.weight.toLocaleString('en-US')}`),
      ),
    { error: 'Counts are a weight for each measure' },
  ),
});

export const ruleSourceSchema = z.object(
  {
    title: text('Title', 200),
    url: z.url({ protocol: /^https$/, error: 'The address is a full https:// address' }),
    asOf: z.nullable(isoDate('As of')),
  },
  { error: 'A source has a title and an https:// address' },
);

const wholeCents = (name: string, max: number) =>
  z
    .int({ error: `${name} is a whole number of cents` })
    .check(
      z.nonnegative(`${name} cannot be negative`),
      z.lte(max, `${name} is at most ${max.toLocaleString('en-US')} cents`),
    );

/** A five-digit ZIP code, or a city's name: letters, spaces, and the marks names use. */
const SAME_DAY_AREA = /^(\d{5}|\p{L}[\p{L} .'’-]*)$/u;

export const deliveryOptionTermsSchema = z.object({
  id: z.enum(DELIVERY_OPTION_IDS, { error: `An option is one of ${DELIVERY_OPTION_IDS.join(', ')}` }),
  priceCents: wholeCents('Price', STATE_RULE_LIMITS.deliveryPriceCents),
  window: text('Delivery window', STATE_RULE_LIMITS.window),
});

export const stateDeliverySchema = z.object({
  options: z.array(deliveryOptionTermsSchema, { error: 'Options are a list' }).check(
    z.maxLength(DELIVERY_OPTION_IDS.length, `At most ${DELIVERY_OPTION_IDS.length} options`),
    z.refine(
      (options) => new Set(options.map((option) => option.id)).size === options.length,
      'Offer each option once',
    ),
  ),
  freeStandardOverCents: z.nullable(wholeCents('Free Standard threshold', STATE_RULE_LIMITS.freeStandardOverCents)),
  sameDayAreas: z
    .array(
      z
        .string({ error: 'Each Same-Day area is text' })
        .check(
          z.trim(),
          z.maxLength(STATE_RULE_LIMITS.area, `A Same-Day area is at most ${STATE_RULE_LIMITS.area} characters`),
          z.regex(SAME_DAY_AREA, 'A Same-Day area is a five-digit ZIP code or a city’s name'),
        ),
      { error: 'Same-Day areas are a list' },
    )
    .check(
      z.maxLength(STATE_RULE_LIMITS.sameDayAreas, `At most ${STATE_RULE_LIMITS.sameDayAreas} Same-Day areas`),
      z.refine(
        (areas) => new Set(areas.map((area) => area.toLowerCase())).size === areas.length,
        'Name each Same-Day area once',
      ),
    ),
  sameDayCutoffHour: z
    .int({ error: 'The Same-Day cut-off is a whole hour from 1 to 23' })
    .check(
      z.gte(1, 'The Same-Day cut-off is a whole hour from 1 to 23'),
      z.lte(23, 'The Same-Day cut-off is a whole hour from 1 to 23'),
    ),
});

const taxRate = z
  .string({ error: 'A rate is a percentage, like 7.25' })
  .check(z.trim(), z.refine(isTaxRate, 'A rate is a percentage from 0 to 100, with at most four decimals'));

const taxKinds = z
  .array(z.enum(TAX_KINDS, { error: `A tax is charged on ${TAX_KINDS.join(', ')}` }), {
    error: 'The taxes a tax is charged on are a list',
  })
  .check(z.refine((kinds) => new Set(kinds).size === kinds.length, 'Name each tax once'));

const FIVE_DIGITS = /^\d{5}$/;
const zipCode = (name: string) =>
  z
    .string({ error: `${name} is a five-digit ZIP code` })
    .check(z.regex(FIVE_DIGITS, `${name} is a five-digit ZIP code`));

export const stateTaxSchema = z.object({
  kind: z.enum(['excise', 'sales'], { error: 'A state tax is an excise or a sales tax' }),
  label: text('Label', STATE_RULE_LIMITS.taxLabel),
  ratePercent: taxRate,
  onDelivery: z.boolean({ error: 'On delivery is true or false' }),
  onTaxes: taxKinds,
  source: ruleSourceSchema,
});

export const localRateSchema = z.object({
  zipFrom: zipCode('From'),
  zipTo: zipCode('To'),
  place: text('Place', STATE_RULE_LIMITS.place),
  ratePercent: taxRate,
  source: ruleSourceSchema,
});

export const stateTaxesSchema = z.object({
  version: z.int({ error: 'Version is a whole number' }).check(z.positive('Version is a whole number')),
  taxes: z
    .array(stateTaxSchema, { error: 'Taxes are a list' })
    .check(z.maxLength(STATE_RULE_LIMITS.taxes, `At most ${STATE_RULE_LIMITS.taxes} state taxes`)),
  local: z.nullable(
    z.object({
      label: text('Label', STATE_RULE_LIMITS.taxLabel),
      onDelivery: z.boolean({ error: 'On delivery is true or false' }),
      onTaxes: taxKinds,
    }),
  ),
  localRates: z
    .array(localRateSchema, { error: 'Local rates are a list' })
    .check(z.maxLength(STATE_RULE_LIMITS.localRates, `At most ${STATE_RULE_LIMITS.localRates} local rates`)),
});

export const stateRuleSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: text('Name', 60),
  offered: z.boolean({ error: 'Offered is true or false' }),
  categories: z.array(z.enum(CATEGORY_IDS, { error: `Categories are among ${CATEGORY_IDS.join(', ')}` }), {
    error: 'Categories are a list',
  }),
  limits: z
    .array(purchaseLimitSchema, { error: 'Limits are a list' })
    .check(z.maxLength(STATE_RULE_LIMITS.limits, `At most ${STATE_RULE_LIMITS.limits} limits`)),
  timeZone: text('Time zone', 60),
  sources: z
    .array(ruleSourceSchema, { error: 'Sources are a list' })
    .check(z.maxLength(STATE_RULE_LIMITS.sources, `At most ${STATE_RULE_LIMITS.sources} sources`)),
  note: z
    .string({ error: 'Note is text' })
    .check(z.trim(), z.maxLength(STATE_RULE_LIMITS.note, `Note is at most ${STATE_RULE_LIMITS.note} characters`)),
  reviewedOn: isoDate('Reviewed on'),
  delivery: stateDeliverySchema,
  tenders: z
    .array(z.enum(TENDER_IDS, { error: `A way to pay is one of ${TENDER_IDS.join(', ')}` }), {
      error: 'Ways to pay are a list',
    })
    .check(z.refine((tenders) => new Set(tenders).size === tenders.length, 'Offer each way to pay once')),
  taxes: stateTaxesSchema,
});

export const stateRulesResponseSchema = z.object({ states: z.array(stateRuleSchema) });
export type StateRulesResponse = z.infer<typeof stateRulesResponseSchema>;
