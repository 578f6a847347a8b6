import { ArrowRight } from 'lucide-react';
import type { AuditAction, AuditEntry } from '#shared/schemas/admin/audit';
import { changeLines, type ValueWords } from './audit-words.ts';
import { stateRuleValueWords } from './state-rule-audit-words.ts';

/** Actions whose values read better in their screens' own words than as data. */
const VALUE_WORDS: Partial<Record<AuditAction, ValueWords>> = { 'state_rule.edited': stateRuleValueWords };

/** An entry's before and after, one line per field that changed. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after, VALUE_WORDS[entry.action]);
  if (lines.length === 0) return <span className="text-ink/70">—</span>;
  return (
    <dl className="grid gap-1 text-xs">
      {lines.map((line) => (
        <div key={line.field} className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-semibold text-ink/80">{line.field}:</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 wrap-anywhere">
            {line.before !== null ? (
              <span className="text-ink/70 line-through decoration-ink/40">{line.before}</span>
            ) : null}
            {line.before !== null && line.after !== null ? (
              <>
                <ArrowRight aria-hidden="true" className="h-3 w-3 shrink-0 self-center text-ink/50" />
                <span className="sr-only">changed to</span>
              </>
            ) : null}
            {line.after !== null ? <span className="font-medium text-ink">{line.after}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
