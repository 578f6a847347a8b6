import { ExternalLink } from 'lucide-react';
import type { StateRule } from '#shared/compliance/state-rule';
import { Detail, Panel } from '../components/screen-parts.tsx';
import { formatDay } from '../lib/format.ts';
import { categoriesText, countsText, deliveryLines, limitText, tendersText } from './rule-words.ts';

/** A place's rules as staff read them: what the owner's form holds, without the controls. */
export function StateRuleSummary({ rule }: { rule: StateRule }) {
  return (
    <div className="grid gap-4">
      <Panel title="Delivery">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Offered">{rule.offered ? 'Yes' : 'No'}</Detail>
          <Detail label="Categories">{categoriesText(rule.categories)}</Detail>
          <Detail label="Ways to pay">{tendersText(rule.tenders)}</Detail>
          <Detail label="Note for shoppers">{rule.note || '—'}</Detail>
          <Detail label="Reviewed on">{formatDay(rule.reviewedOn)}</Detail>
        </dl>
      </Panel>
      <Panel title="Delivery options and prices">
        <ul className="grid gap-1 text-sm">
          {deliveryLines(rule.delivery).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Panel>
      <Panel title="Purchase limits">
        {rule.limits.length === 0 ? (
          <p className="text-ink/70 text-sm">No limits.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {rule.limits.map((limit) => (
              <li key={limit.label}>
                <span className="font-medium text-ink">{limitText(limit)}</span>
                <span className="block text-ink/70 text-xs">{countsText(limit)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Sources">
        {rule.sources.length === 0 ? (
          <p className="text-ink/70 text-sm">No sources.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {rule.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-1 font-medium text-forest-800 hover:underline"
                >
                  {source.title}
                  <ExternalLink aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                </a>
                <span className="block text-ink/70 text-xs">
                  {source.asOf ? `Current as of ${formatDay(source.asOf)}` : 'No date shown by the publisher'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
