import { ExternalLink } from 'lucide-react';
import type { RuleSource, StateRule } from '#shared/compliance/state-rule';
import { Detail, Panel } from '../components/screen-parts.tsx';
import { formatDay } from '../lib/format.ts';
import {
  categoriesText,
  countsText,
  deliveryLines,
  limitText,
  localRateText,
  sourceText,
  taxedDeliveryText,
  taxesText,
  tendersText,
} from './rule-words.ts';

/** The texts a place's tax rates come from, each once. */
function taxSources(taxes: StateRule['taxes']): RuleSource[] {
  const sources = [...taxes.taxes, ...taxes.localRates].map((tax) => tax.source);
  return sources.filter(
    (source, index) => sources.findIndex((other) => other.url === source.url && other.title === source.title) === index,
  );
}

/** A place's rules as staff read them: what the owner's form holds, without the controls. */
export function StateRuleSummary({ rule }: { rule: StateRule }) {
  const sources = taxSources(rule.taxes);
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
      <Panel
        title="Taxes"
        actions={<span className="text-ink/70 text-xs">Tax rules version {rule.taxes.version}</span>}
      >
        <p className="text-ink text-sm">{taxesText(rule.taxes)}</p>
        <dl className="mt-4 grid gap-4">
          <Detail label="Charged on delivery">{taxedDeliveryText(rule.taxes)}</Detail>
          {sources.length > 0 ? (
            <Detail label="Rates from">
              <ul className="grid gap-1">
                {sources.map((source) => (
                  <li key={`${source.url} ${source.title}`}>{sourceText(source)}</li>
                ))}
              </ul>
            </Detail>
          ) : null}
          {rule.taxes.localRates.length > 0 ? (
            <Detail label="Local rates">
              <ul className="grid gap-1 sm:grid-cols-2">
                {rule.taxes.localRates.map((rate) => (
                  <li key={`${rate.zipFrom}-${rate.zipTo}`}>{localRateText(rate)}</li>
                ))}
              </ul>
            </Detail>
          ) : null}
        </dl>
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
