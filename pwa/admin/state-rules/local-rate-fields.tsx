import { Trash2 } from 'lucide-react';
import { STATE_RULE_LIMITS } from '#shared/schemas/state-rules';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { removeButtonClass } from './form-parts.tsx';
import { zipRunText } from './rule-words.ts';
import { SourceInputs } from './source-fields.tsx';
import type { PathErrors } from './state-rule-edit.ts';
import { type LocalRateValues, rateOf } from './tax-values.ts';

type TextField = 'zipFrom' | 'zipTo' | 'place' | 'ratePercent';

/** The run as the owner reads it, once both ends are typed. */
function runText(rate: LocalRateValues): string | null {
  const from = rate.zipFrom.trim();
  const to = rate.zipTo.trim();
  return from === '' || to === '' ? null : zipRunText(from, to);
}

/**
 * One row of the local rates: a run of ZIP codes, the place its rate is named for, the rate, and
 * the text it comes from. A card on a phone; four fields a line on a wider screen.
 */
export function LocalRateFields({
  formId,
  index,
  rate,
  errors,
  onChange,
  onRemove,
}: {
  formId: string;
  index: number;
  rate: LocalRateValues;
  errors: PathErrors;
  onChange: (change: Partial<LocalRateValues>) => void;
  onRemove: () => void;
}) {
  const path = `taxes.localRates.${index}`;
  const at = (field: string) => `${path}.${field}`;
  const run = runText(rate);
  const percent = rateOf(rate.ratePercent);
  const textField = (field: TextField, label: string, max: number, numeric: 'numeric' | 'decimal' | undefined) => (
    <Field formId={formId} name={at(field)} label={label} error={errors[at(field)]}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          type="text"
          inputMode={numeric}
          autoComplete="off"
          maxLength={max}
          value={rate[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={compactControlClass}
        />
      )}
    </Field>
  );

  return (
    <li className="grid gap-3 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block break-words font-semibold text-forest-900">
            {rate.place.trim() || 'New local rate'}
          </span>
          <span className="block text-ink/70 text-xs">
            {run ?? 'Give it a run of ZIP codes.'}
            {run && percent ? `, ${percent}%` : ''}
          </span>
        </p>
        <button type="button" onClick={onRemove} className={removeButtonClass}>
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          Remove <span className="sr-only">local rate {index + 1}</span>
        </button>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_9rem]">
        {textField('zipFrom', 'ZIP from', 5, 'numeric')}
        {textField('zipTo', 'ZIP to', 5, 'numeric')}
        {textField('place', 'Place', STATE_RULE_LIMITS.place, undefined)}
        {textField('ratePercent', 'Rate (%)', 10, 'decimal')}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium text-ink/70 text-xs uppercase tracking-wide">Source of the rate</legend>
        <SourceInputs
          formId={formId}
          path={at('source')}
          source={rate.source}
          errors={errors}
          onChange={(change) => onChange({ source: { ...rate.source, ...change } })}
        />
      </fieldset>
    </li>
  );
}
