// zod/mini: the storefront reads the state rules on its first page.
import * as z from 'zod/mini';
import { CATEGORY_IDS } from '../catalogue/categories.ts';
import { MEASURES } from '../compliance/measures.ts';
import { LIMIT_PERIODS } from '../compliance/state-rule.ts';

/**
 * The state rules on the wire: GET /api/state-rules (what every shopper's device applies) and
 * the back office's edits. Amounts are bounded so that no edit can make a limit meaningless.
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

const label = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const purchaseLimitSchema = z.object({
  label: label(40),
  of: label(160),
  unit: z.enum(['g', 'mg']),
  amount: z.number().check(z.positive(), z.lte(1_000_000)),
  period: z.enum(LIMIT_PERIODS),
  counts: z.partialRecord(z.enum(MEASURES), z.number().check(z.nonnegative(), z.lte(10_000))),
});

export const ruleSourceSchema = z.object({
  title: label(200),
  url: z.url({ protocol: /^https$/ }),
  asOf: z.nullable(isoDate),
});

export const stateRuleSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: label(60),
  offered: z.boolean(),
  categories: z.array(z.enum(CATEGORY_IDS)),
  limits: z.array(purchaseLimitSchema).check(z.maxLength(10)),
  timeZone: label(60),
  sources: z.array(ruleSourceSchema).check(z.maxLength(10)),
  note: z.string().check(z.trim(), z.maxLength(300)),
  reviewedOn: isoDate,
});

export const stateRulesResponseSchema = z.object({ states: z.array(stateRuleSchema) });
export type StateRulesResponse = z.infer<typeof stateRulesResponseSchema>;
