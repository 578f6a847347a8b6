/**
 * What federal law counts as hemp, dated: the definition in force and the one it replaced. Every
 * page that says what hemp is, or why the store's THC products are not hemp (the footer, the
 * compliance and lab reports pages, the guides, their search details, the state rules' notes),
 * builds its words here, so a change in the law is one edit in this file.
 *
 * Hemp is defined in § 297A of the Agricultural Marketing Act of 1946 (7 U.S.C. 1639o); cannabis
 * that is not hemp is a controlled substance under federal law and legal only under state law.
 */

export interface HempDefinition {
  /** The act that set the definition, as the copy names it. */
  law: string;
  /** Where in the law the definition is. */
  citation: string;
  /** The official text. */
  url: string;
  /** YYYY-MM-DD: the first day the definition applied. */
  inForceFrom: string;
  /** YYYY-MM-DD: the last day it applied, or null while it applies. */
  inForceThrough: string | null;
  /** What the percentage limit measures, as the copy says it. */
  thcMeasure: string;
  /** The most THC, by `thcMeasure`, that hemp may hold on a dry-weight basis, in percent. */
  maxThcPercent: number;
  /**
   * The most total THC (THCA included) and cannabinoids with similar effects that a finished
   * product may hold per container, in milligrams; null where the definition set no such cap.
   */
  maxThcMgPerContainer: number | null;
  /** Whether cannabinoids synthesized or manufactured outside the plant are left out of hemp. */
  excludesSynthesized: boolean;
}

/** Division B, Sec. 781 of H.R. 5371, enacted on 2025-11-12, took effect 365 days later. */
export const HEMP_DEFINITION: HempDefinition = {
  law: 'Continuing Appropriations, Agriculture, Legislative Branch, Military Construction and Veterans Affairs, and Extensions Act, 2026',
  citation: 'Public Law 119-37, Division B, Sec. 781, amending 7 U.S.C. 1639o',
  url: 'https://www.congress.gov/119/bills/hr5371/BILLS-119hr5371eas.htm',
  inForceFrom: '2026-11-12',
  inForceThrough: null,
  thcMeasure: 'total THC (THCA included)',
  maxThcPercent: 0.3,
  maxThcMgPerContainer: 0.4,
  excludesSynthesized: true,
};

export const REPLACED_HEMP_DEFINITION = {
  law: 'Agriculture Improvement Act of 2018 (the 2018 Farm Bill)',
  citation: 'Public Law 115-334, adding 7 U.S.C. 1639o',
  url: 'https://www.congress.gov/115/plaws/publ334/PLAW-115publ334.pdf',
  inForceFrom: '2018-12-20',
  inForceThrough: '2026-11-11',
  thcMeasure: 'delta-9 THC',
  maxThcPercent: 0.3,
  maxThcMgPerContainer: null,
  excludesSynthesized: false,
} satisfies HempDefinition;

// Dates are calendar days, not instants: formatted in UTC so that every reader's time zone (and
// the server's) writes the same day.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD date as the copy writes it: "November 12, 2026". */
export function lawDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The day the definition in force took effect, as the copy writes it. */
export const HEMP_LAW_SINCE = lawDate(HEMP_DEFINITION.inForceFrom);

/** A definition's THC limit: "no more than 0.3% total THC (THCA included) by dry weight". */
export function hempThcLimit(definition: HempDefinition = HEMP_DEFINITION): string {
  return `no more than ${definition.maxThcPercent}% ${definition.thcMeasure} by dry weight`;
}

/**
 * What a definition leaves out of hemp beyond its THC limit, each as a noun phrase, or none:
 * "any finished product holding more than 0.4 mg of THC and similar cannabinoids per container".
 */
export function hempExclusions(definition: HempDefinition = HEMP_DEFINITION): string[] {
  const exclusions: string[] = [];
  if (definition.maxThcMgPerContainer !== null) {
    exclusions.push(
      `any finished product holding more than ${definition.maxThcMgPerContainer} mg of THC and similar cannabinoids per container`,
    );
  }
  if (definition.excludesSynthesized) exclusions.push('any cannabinoid synthesized or manufactured outside the plant');
  return exclusions;
}

/**
 * The guides' one-line definition, dated: "Since November 12, 2026, federal law counts as hemp
 * only cannabis with no more than 0.3% total THC (THCA included) by dry weight, and no finished
 * product holding more than 0.4 mg of THC per container."
 */
export function hempDefinitionLine(): string {
  const cap = HEMP_DEFINITION.maxThcMgPerContainer;
  const container = cap === null ? '' : `, and no finished product holding more than ${cap} mg of THC per container`;
  return `Since ${HEMP_LAW_SINCE}, federal law counts as hemp only cannabis with ${hempThcLimit()}${container}.`;
}

/** What follows for the store's products, said wherever the law is. */
export const OUR_THC_PRODUCTS_ARE_CANNABIS =
  "Our THC products are therefore cannabis, not hemp, and we sell them to adults only where a state's adult-use law allows it.";

/** The footer's legal note on hemp. */
export function hempLawFooterNote(): string {
  return `${hempDefinitionLine()} ${OUR_THC_PRODUCTS_ARE_CANNABIS}`;
}

/** The compliance page's paragraph on federal hemp law, as facts its markup arranges. */
export function hempLawFacts() {
  const replaced = REPLACED_HEMP_DEFINITION;
  return {
    since: HEMP_LAW_SINCE,
    law: HEMP_DEFINITION.law,
    citation: HEMP_DEFINITION.citation,
    url: HEMP_DEFINITION.url,
    definition: `hemp is cannabis with ${hempThcLimit()}`,
    exclusions: hempExclusions(),
    replaced: {
      law: replaced.law,
      through: lawDate(replaced.inForceThrough),
      measure: replaced.thcMeasure,
      limit: hempThcLimit(replaced),
    },
  };
}
