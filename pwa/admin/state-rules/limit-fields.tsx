import { Trash2 } from 'lucide-react';
import { MEASURES, type Measure } from '#shared/compliance/measures';
import { limitAmountWords } from '#shared/compliance/purchase-limits';
import { LIMIT_PERIODS, type LimitPeriod } from '#shared/compliance/state-rule';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { removeButtonClass } from './form-parts.tsx';
import { measureLabel } from './rule-words.ts';
import type { LimitValues, PathErrors } from './state-rule-edit.ts';

const PERIOD_LABELS: Record<LimitPeriod, string> = { day: 'Per day', order: 'Per order' };

/** The limit in words as it is being written: "8 g of concentrate a day". */
function limitPreview(limit: LimitValues): string | null {
  const amount = Number(limit.amount);
  if (limit.amount.trim() === '' || !(amount > 0) || limit.of.trim() === '') return null;
  return limitAmountWords({ amount, unit: limit.unit, of: limit.of.trim(), period: limit.period });
}

/** One purchase limit's fields: what it is called and limits, how much, per what, and what counts toward it. */
export function LimitFields({
  formId,
  index,
  limit,
  errors,
  onChange,
  onRemove,
}: {
  formId: string;
  index: number;
  limit: LimitValues;
  errors: PathErrors;
  onChange: (change: Partial<LimitValues>) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => `limits.${index}.${field}`;
  const name = limit.label.trim() || `limit ${index + 1}`;
  const preview = limitPreview(limit);
  const setCount = (measure: Measure, value: string) => onChange({ counts: { ...limit.counts, [measure]: value } });
  const textField = (field: 'label' | 'of' | 'amount', label: string, max: number, hint?: string) => (
    <Field formId={formId} name={at(field)} label={label} error={errors[at(field)]} hint={hint}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          type="text"
          inputMode={field === 'amount' ? 'decimal' : undefined}
          maxLength={max}
          value={limit[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={compactControlClass}
        />
      )}
    </Field>
  );

  return (
    <li className="grid gap-4 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="font-semibold text-forest-900">{limit.label.trim() || 'New limit'}</span>
          <span className="block text-ink/70 text-xs">{preview ?? 'Give it an amount and what it limits.'}</span>
        </p>
        <button type="button" onClick={onRemove} className={removeButtonClass}>
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          Remove <span className="sr-only">the {name} limit</span>
        </button>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,0.6fr)_minmax(0,0.9fr)]">
        {textField('label', 'Label', 40)}
        {textField('amount', 'Amount', 12)}
        <Field formId={formId} name={at('unit')} label="Unit" error={errors[at('unit')]}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={limit.unit}
              onChange={(event) => onChange({ unit: event.target.value as LimitValues['unit'] })}
            >
              <option value="g">g</option>
              <option value="mg">mg</option>
            </SelectBox>
          )}
        </Field>
        <Field formId={formId} name={at('period')} label="Period" error={errors[at('period')]}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={limit.period}
              onChange={(event) => onChange({ period: event.target.value as LimitPeriod })}
            >
              {LIMIT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
      </div>
      {textField('of', 'What it limits', 160, 'The words after the amount in a refusal: 8 g of “concentrate” a day.')}
      <Field
        formId={formId}
        group
        required={false}
        name={at('counts')}
        label="What counts toward it"
        error={errors[at('counts')]}
        hint="How much of the limit one unit of each uses: 1 counts it as it is, 0.001 counts milligrams toward grams. Leave empty what it does not count."
      >
        {({ labelId, id, 'aria-describedby': describedBy }) => (
          <fieldset
            id={id}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4"
          >
            {MEASURES.map((measure, position) => (
              <Field
                key={measure}
                formId={formId}
                name={at(`counts.${measure}`)}
                label={measureLabel(measure)}
                error={errors[at(`counts.${measure}`)]}
                required={false}
              >
                {({ labelId: _labelId, ...control }) => (
                  <input
                    {...control}
                    data-invalid={errors[at('counts')] && position === 0 ? true : undefined}
                    type="text"
                    inputMode="decimal"
                    maxLength={12}
                    placeholder="—"
                    value={limit.counts[measure]}
                    onChange={(event) => setCount(measure, event.target.value)}
                    className={compactControlClass}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        )}
      </Field>
    </li>
  );
}
