/**
 * The safety limits every batch must meet and the age a certificate of analysis may reach. Read by
 * the lab reports, compliance and about pages and the guides that quote them. What federal law
 * counts as hemp is shared/compliance/hemp-law.ts.
 */

/** Over this many pesticide compounds are screened in every batch. */
export const PESTICIDE_COMPOUNDS_TESTED = 400;

/** A certificate of analysis is current when it is dated within this many months. */
export const COA_MAX_AGE_MONTHS = 6;

export type LimitRule =
  | { kind: 'under'; value: number; unit: string }
  | { kind: 'range'; min: number; max: number; unit: string }
  | { kind: 'not-detected'; compoundsTested: number };

export interface SafetyLimit {
  id: 'lead' | 'mercury' | 'aerobic-bacteria' | 'foreign-matter' | 'moisture' | 'pesticides';
  test: string;
  group: 'Heavy metals' | 'Microbials' | 'Physical' | 'Pesticides';
  rule: LimitRule;
  /** The products the limit applies to. */
  appliesTo: string;
  why: string;
}

export const LAB_SAFETY_LIMITS: readonly SafetyLimit[] = [
  {
    id: 'lead',
    test: 'Lead',
    group: 'Heavy metals',
    rule: { kind: 'under', value: 0.5, unit: 'ppm' },
    appliesTo: 'All products',
    why: 'Cannabis draws metals from soil and water; lead is toxic even at low, repeated doses.',
  },
  {
    id: 'mercury',
    test: 'Mercury',
    group: 'Heavy metals',
    rule: { kind: 'under', value: 0.1, unit: 'ppm' },
    appliesTo: 'All products',
    why: 'Mercury builds up in the body over time, so its limit is the strictest of the metals.',
  },
  {
    id: 'aerobic-bacteria',
    test: 'Total aerobic bacteria',
    group: 'Microbials',
    rule: { kind: 'under', value: 100, unit: 'CFU/g' },
    appliesTo: 'All products',
    why: 'A low count shows clean growing, drying and handling.',
  },
  {
    id: 'foreign-matter',
    test: 'Foreign matter',
    group: 'Physical',
    rule: { kind: 'under', value: 2, unit: '% by weight' },
    appliesTo: 'Flower and prerolls',
    why: 'Stems, seeds, hair or debris beyond this share mean a batch was poorly trimmed or handled.',
  },
  {
    id: 'moisture',
    test: 'Moisture content',
    group: 'Physical',
    rule: { kind: 'range', min: 5, max: 13, unit: '%' },
    appliesTo: 'Flower and prerolls',
    why: 'Too dry and flower turns harsh; too moist and mold can grow.',
  },
  {
    id: 'pesticides',
    test: 'Pesticides',
    group: 'Pesticides',
    rule: { kind: 'not-detected', compoundsTested: PESTICIDE_COMPOUNDS_TESTED },
    appliesTo: 'All products',
    why: 'Residues must sit below what the lab can detect, not merely under a tolerance.',
  },
];

function withUnit(value: number, unit: string): string {
  return unit.startsWith('%') ? `${value}${unit}` : `${value} ${unit}`;
}

/** A measured limit's figure: "0.5 ppm", "5-13%". */
function figureOf(rule: Exclude<LimitRule, { kind: 'not-detected' }>): string {
  return rule.kind === 'under' ? withUnit(rule.value, rule.unit) : `${rule.min}-${withUnit(rule.max, rule.unit)}`;
}

/** A limit as the lab reports page's table shows it: "Under 0.5 ppm", "5-13%", "Below detection (…)". */
export function describeLimit(rule: LimitRule): string {
  switch (rule.kind) {
    case 'under':
      return `Under ${figureOf(rule)}`;
    case 'range':
      return figureOf(rule);
    case 'not-detected':
      return `Below detection (over ${rule.compoundsTested} compounds tested)`;
  }
}

/** The figure of one of the store's measured limits, as prose quotes it ("0.5 ppm" in "lead under 0.5 ppm"). */
export function limitFigure(id: SafetyLimit['id']): string {
  const rule = LAB_SAFETY_LIMITS.find((limit) => limit.id === id)?.rule;
  if (!rule || rule.kind === 'not-detected') throw new RangeError(`No measured limit: ${id}`);
  return figureOf(rule);
}
