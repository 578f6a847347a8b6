import type { RuleSource } from '#shared/compliance/state-rule';

/** What the state rule form's lists share: a key per row, and a source's fields as text. */

let lastKey = 0;
/** A key that stays a row's own while others are added and removed. */
export const nextKey = () => {
  lastKey += 1;
  return `row-${lastKey}`;
};

export interface SourceText {
  title: string;
  url: string;
  /** YYYY-MM-DD, or empty where the publisher shows no date. */
  asOf: string;
}

export const sourceTextOf = ({ title, url, asOf }: RuleSource): SourceText => ({ title, url, asOf: asOf ?? '' });

export const emptySourceText = (): SourceText => ({ title: '', url: '', asOf: '' });

/** A source as the API takes it: an empty date is none shown by the publisher. */
export const sourceEditOf = (source: SourceText) => ({
  title: source.title,
  url: source.url.trim(),
  asOf: source.asOf === '' ? null : source.asOf,
});
