/**
 * How long eaten cannabis takes to act, as public-health agencies put it. A beginner who is told
 * it works in minutes takes a second dose before the first has landed, so every page that says
 * when an edible is felt (the gummy dosing steps, the guides) builds its words here, and the
 * dosage guide lists the sources below them.
 */

/** How long edibles can take to be felt at all: read as "can take 30 minutes to 2 hours". */
export const EDIBLE_ONSET = '30 minutes to 2 hours';
/** How long they can take to be felt in full, which is why one that seems mild is not a reason for more. */
export const EDIBLE_FULL_EFFECT = 'up to 4 hours';
/** The store's least wait before another edible: the longest onset the sources give, so the first has begun to act. */
export const EDIBLE_WAIT_HOURS = 2;

/** A public-health page behind the figures above, and the sentence of it they rest on. */
export interface EdibleTimingSource {
  title: string;
  publisher: string;
  url: string;
  /** What the page says that the figures rest on, as close to its words as a sentence allows. */
  says: string;
}

/** Listed on the dosage guide, so a reader can check the figures; if a page's figures change, so do ours. */
export const EDIBLE_TIMING_SOURCES: readonly EdibleTimingSource[] = [
  {
    title: 'Cannabis Edibles',
    publisher: 'Government of Nunavut, Department of Health (Live Healthy)',
    url: 'https://livehealthy.gov.nu.ca/en/health-topics/cannabis/cannabis-edibles',
    says: 'It can take 30 minutes to two hours to start to feel the effects of edibles. It can take up to 4 hours to feel the full effects.',
  },
  {
    title: 'Consumer Information – Cannabis',
    publisher: 'Health Canada',
    url: 'https://www.canada.ca/en/health-canada/services/drugs-medication/cannabis/laws-regulations/regulations-support-cannabis-act/consumer-information.html',
    says: 'It can take up to 4 hours to feel the full effects from eating or drinking cannabis.',
  },
];
