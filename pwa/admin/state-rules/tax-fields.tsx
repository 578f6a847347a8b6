import { Plus } from 'lucide-react';
import { STATE_RULE_LIMITS } from '#shared/schemas/state-rules';
import type { LocalTaxTerms } from '#shared/taxes/tax-rules';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { addButtonClass, ListError } from './form-parts.tsx';
import { LocalRateFields } from './local-rate-fields.tsx';
import type { PathErrors } from './state-rule-edit.ts';
import { StateTaxFields } from './state-tax-fields.tsx';
import { TaxBaseFields } from './tax-base-fields.tsx';
import {
  emptyLocalRate,
  emptyStateTax,
  type LocalRateValues,
  type StateTaxValues,
  type TaxesValues,
  unlistedTaxKind,
} from './tax-values.ts';

const sectionHeadClass = 'flex flex-wrap items-center justify-between gap-2';
const sectionTitleClass = 'font-semibold text-forest-900 text-sm';

/**
 * A place's taxes: the state's, in the order they apply; the local tax's terms; and its rate for
 * each run of ZIP codes. Checkout, the server and every order's kept tax lines read what is saved
 * here. `onChange` names the errors the change makes stale.
 */
export function TaxFields({
  formId,
  values,
  errors,
  onChange,
}: {
  formId: string;
  values: TaxesValues;
  errors: PathErrors;
  onChange: (next: Partial<TaxesValues>, ...cleared: string[]) => void;
}) {
  const newKind = unlistedTaxKind(values.taxes);
  const stateKinds = values.taxes.map((tax) => tax.kind);
  // A tax's kind, place or presence changes which taxes the others may be charged on.
  const setTaxes = (taxes: StateTaxValues[]) => onChange({ taxes }, 'taxes.taxes', 'taxes.local.onTaxes');
  const changeTax = (index: number, next: Partial<StateTaxValues>) => {
    const taxes = values.taxes.map((tax, at) => (at === index ? { ...tax, ...next } : tax));
    if (next.kind) setTaxes(taxes);
    else onChange({ taxes }, `taxes.taxes.${index}`);
  };
  const moveUp = (index: number) => {
    const taxes = [...values.taxes];
    const [moved] = taxes.splice(index, 1);
    if (moved) taxes.splice(index - 1, 0, moved);
    setTaxes(taxes);
  };
  const changeLocal = (next: Partial<LocalTaxTerms>) =>
    onChange({ local: { ...values.local, ...next } }, 'taxes.local');
  const changeRate = (index: number, next: Partial<LocalRateValues>) =>
    onChange(
      { localRates: values.localRates.map((rate, at) => (at === index ? { ...rate, ...next } : rate)) },
      `taxes.localRates.${index}`,
    );
  const ratesError = errors['taxes.localRates'];
  const ratesErrorId = `${formId}-local-rates-error`;

  return (
    <div className="grid gap-5">
      <p className="text-ink/70 text-xs">
        Applied in the order listed: a tax is charged only on the taxes before it. Saving a change here makes them
        version {values.version + 1}; each order keeps the version it was charged under.
      </p>

      <section aria-labelledby={`${formId}-state-taxes`} className="grid gap-3">
        <div className={sectionHeadClass}>
          <h3 id={`${formId}-state-taxes`} className={sectionTitleClass}>
            State taxes
          </h3>
          <button
            type="button"
            className={addButtonClass}
            data-invalid={errors['taxes.taxes'] ? true : undefined}
            aria-describedby={errors['taxes.taxes'] ? `${formId}-state-taxes-error` : undefined}
            disabled={newKind === null}
            onClick={() => newKind && setTaxes([...values.taxes, emptyStateTax(newKind)])}
          >
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
            Add a tax
          </button>
        </div>
        <ListError id={`${formId}-state-taxes-error`} message={errors['taxes.taxes']} />
        {values.taxes.length === 0 ? (
          <p className="text-ink/70 text-sm">No state taxes: the state levies nothing the store collects.</p>
        ) : (
          <ol className="grid gap-3">
            {values.taxes.map((tax, index) => (
              <StateTaxFields
                key={tax.key}
                formId={formId}
                index={index}
                tax={tax}
                before={stateKinds.slice(0, index)}
                errors={errors}
                onChange={(next) => changeTax(index, next)}
                onMoveUp={index === 0 ? undefined : () => moveUp(index)}
                onRemove={() => setTaxes(values.taxes.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${formId}-local-tax`} className="grid gap-3 border-forest-900/10 border-t pt-5">
        <h3 id={`${formId}-local-tax`} className={sectionTitleClass}>
          Local tax
        </h3>
        <label className="flex items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-forest-900/10">
          <input
            type="checkbox"
            checked={values.hasLocal}
            data-invalid={ratesError && !values.hasLocal ? true : undefined}
            aria-describedby={ratesError && !values.hasLocal ? ratesErrorId : undefined}
            onChange={(event) => onChange({ hasLocal: event.target.checked }, 'taxes.local', 'taxes.localRates')}
            className="mt-0.5 h-4 w-4 accent-forest-700"
          />
          <span className="grid gap-0.5 text-sm">
            <span className="font-semibold text-forest-900">Charge a local tax by ZIP code</span>
            <span className="text-ink/70 text-xs">
              On top of the state’s taxes, at the rate of the run holding the delivery’s ZIP code. A ZIP code outside
              every run pays the state’s taxes only.
            </span>
          </span>
        </label>
        {values.hasLocal ? (
          <div className="grid gap-3 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
            <Field
              formId={formId}
              name="taxes.local.label"
              label="Label"
              error={errors['taxes.local.label']}
              hint="As the shopper reads it at checkout, with the place: “District sales tax, San Francisco”."
            >
              {({ labelId: _labelId, ...control }) => (
                <input
                  {...control}
                  type="text"
                  maxLength={STATE_RULE_LIMITS.taxLabel}
                  value={values.local.label}
                  onChange={(event) => changeLocal({ label: event.target.value })}
                  className={compactControlClass}
                />
              )}
            </Field>
            <TaxBaseFields
              formId={formId}
              path="taxes.local"
              onTaxesLabel="Charged on the state’s taxes"
              offered={stateKinds}
              noneOffered="Charged on the price alone: the state charges no tax of its own."
              onDelivery={values.local.onDelivery}
              onTaxes={values.local.onTaxes}
              errors={errors}
              onChange={changeLocal}
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${formId}-local-rates`} className="grid gap-3 border-forest-900/10 border-t pt-5">
        <div className={sectionHeadClass}>
          <h3 id={`${formId}-local-rates`} className={sectionTitleClass}>
            Local rates by ZIP code ({values.localRates.length})
          </h3>
          <button
            type="button"
            className={addButtonClass}
            data-invalid={ratesError && values.hasLocal ? true : undefined}
            aria-describedby={ratesError ? ratesErrorId : undefined}
            disabled={values.localRates.length >= STATE_RULE_LIMITS.localRates}
            onClick={() => onChange({ localRates: [...values.localRates, emptyLocalRate()] }, 'taxes.localRates')}
          >
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
            Add a rate
          </button>
        </div>
        <ListError id={ratesErrorId} message={ratesError} />
        {values.localRates.length === 0 ? (
          <p className="text-ink/70 text-sm">No local rates: every ZIP code pays the state’s taxes only.</p>
        ) : (
          <ol className="grid gap-3">
            {values.localRates.map((rate, index) => (
              <LocalRateFields
                key={rate.key}
                formId={formId}
                index={index}
                rate={rate}
                errors={errors}
                onChange={(next) => changeRate(index, next)}
                onRemove={() =>
                  onChange({ localRates: values.localRates.filter((_, at) => at !== index) }, 'taxes.localRates')
                }
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
