import { ArrowUp, Trash2 } from 'lucide-react';
import { STATE_RULE_LIMITS } from '#shared/schemas/state-rules';
import { TAX_KIND_NAMES, type TaxKind } from '#shared/taxes/tax-rules';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { removeButtonClass } from './form-parts.tsx';
import { SourceInputs } from './source-fields.tsx';
import type { PathErrors } from './state-rule-edit.ts';
import { TaxBaseFields } from './tax-base-fields.tsx';
import { rateOf, STATE_TAX_KINDS, type StateTaxKind, type StateTaxValues } from './tax-values.ts';

const moveButtonClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-forest-900 text-xs transition hover:bg-forest-50';

/**
 * One state-wide tax: its kind, label and rate, what it is charged on (the delivery, the taxes
 * listed before it: `before`), and the text its rate comes from.
 */
export function StateTaxFields({
  formId,
  index,
  tax,
  before,
  errors,
  onChange,
  onMoveUp,
  onRemove,
}: {
  formId: string;
  index: number;
  tax: StateTaxValues;
  before: readonly TaxKind[];
  errors: PathErrors;
  onChange: (change: Partial<StateTaxValues>) => void;
  /** Absent for the first tax. */
  onMoveUp: (() => void) | undefined;
  onRemove: () => void;
}) {
  const path = `taxes.taxes.${index}`;
  const at = (field: string) => `${path}.${field}`;
  const name = tax.label.trim() || `tax ${index + 1}`;
  const rate = rateOf(tax.ratePercent);
  return (
    <li className="grid gap-4 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block break-words font-semibold text-forest-900">{tax.label.trim() || 'New tax'}</span>
          <span className="block text-ink/70 text-xs">
            {TAX_KIND_NAMES[tax.kind]}
            {rate ? `, ${rate}%` : ''}
          </span>
        </p>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {onMoveUp ? (
            <button type="button" onClick={onMoveUp} className={moveButtonClass}>
              <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />
              Move up <span className="sr-only">the {name}</span>
            </button>
          ) : null}
          <button type="button" onClick={onRemove} className={removeButtonClass}>
            <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
            Remove <span className="sr-only">the {name}</span>
          </button>
        </div>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_9rem]">
        <Field
          formId={formId}
          name={at('label')}
          label="Label"
          error={errors[at('label')]}
          hint="As the shopper reads it at checkout."
        >
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="text"
              maxLength={STATE_RULE_LIMITS.taxLabel}
              value={tax.label}
              onChange={(event) => onChange({ label: event.target.value })}
              className={compactControlClass}
            />
          )}
        </Field>
        <Field formId={formId} name={at('kind')} label="Kind" error={errors[at('kind')]}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={tax.kind}
              onChange={(event) => onChange({ kind: event.target.value as StateTaxKind })}
            >
              {STATE_TAX_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {TAX_KIND_NAMES[kind]}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
        <Field formId={formId} name={at('ratePercent')} label="Rate (%)" error={errors[at('ratePercent')]}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              maxLength={10}
              value={tax.ratePercent}
              onChange={(event) => onChange({ ratePercent: event.target.value })}
              className={compactControlClass}
            />
          )}
        </Field>
      </div>
      <TaxBaseFields
        formId={formId}
        path={path}
        onTaxesLabel="Charged on the taxes before it"
        offered={before}
        noneOffered="Charged on the price alone: no tax is listed before it."
        onDelivery={tax.onDelivery}
        onTaxes={tax.onTaxes}
        errors={errors}
        onChange={onChange}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium text-ink/70 text-xs uppercase tracking-wide">Source of the rate</legend>
        <SourceInputs
          formId={formId}
          path={at('source')}
          source={tax.source}
          errors={errors}
          onChange={(change) => onChange({ source: { ...tax.source, ...change } })}
        />
      </fieldset>
    </li>
  );
}
