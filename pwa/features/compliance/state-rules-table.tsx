import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import { deliveredPlaces } from '#shared/compliance/delivered-places';
import { limitAmountWords } from '#shared/compliance/purchase-limits';
import { listJoin } from '#shared/content/list-join';
import { useStateRules } from './state-rules-query.ts';

const categoryNames = (categories: readonly string[]) =>
  listJoin(categories.map((category) => (isCategoryId(category) ? CATEGORIES[category].name.toLowerCase() : category)));

/** "June 14, 2024": a rule's dates as the page prints them. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const readableDate = (isoDate: string) => DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The compliance page's list of the places the store delivers to: what may go there, each
 * purchase limit in the state's words, the official texts behind them and when they were read.
 * It is the store's own table (the owner edits it in the back office), so the page never says
 * other than what checkout enforces.
 */
export function StateRulesTable() {
  const rules = useStateRules();
  if (!rules) return null;
  const places = deliveredPlaces(rules);
  return (
    <div className="not-prose my-6 grid gap-4">
      {places.map((place) => (
        <section
          key={place.code}
          aria-labelledby={`state-rule-${place.code}`}
          className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10"
        >
          <h3 id={`state-rule-${place.code}`} className="font-semibold text-forest-900 text-lg">
            {place.name}
          </h3>
          <p className="mt-1 text-ink/80 text-sm">We deliver {categoryNames(place.categories)}.</p>
          <ul className="mt-3 list-disc pl-5 text-ink text-sm">
            {place.limits.map((limit) => (
              <li key={limit.label}>{limitAmountWords(limit)}</li>
            ))}
          </ul>
          {place.note ? <p className="mt-3 text-ink/75 text-sm">{place.note}</p> : null}
          <p className="mt-3 text-ink/70 text-xs">
            Source{place.sources.length === 1 ? '' : 's'}:{' '}
            {place.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 ? '; ' : ''}
                <a href={source.url} className="text-forest-700 underline">
                  {source.title}
                </a>
                {source.asOf ? ` (current through ${readableDate(source.asOf)})` : ''}
              </span>
            ))}
            . Checked {readableDate(place.reviewedOn)}.
          </p>
        </section>
      ))}
    </div>
  );
}
