import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CATEGORIES, CATEGORY_IDS } from '#shared/catalogue/categories';
import type { StateRule } from '#shared/compliance/state-rule';
import { TENDER_IDS, TENDER_NAMES } from '#shared/payments/tenders';
import { NO_LIMITS_CONSEQUENCE } from '#shared/schemas/admin/state-rules';
import { STATE_RULE_LIMITS } from '#shared/schemas/state-rules';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { Toggle } from '../components/toggle.tsx';
import { isSignedOut, pathErrorsFrom, problemMessage } from '../lib/api-problems.ts';
import { ChoiceField } from './choice-field.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { addButtonClass, ListError } from './form-parts.tsx';
import { LimitFields } from './limit-fields.tsx';
import { SourceFields } from './source-fields.tsx';
import {
  checkEdit,
  type EditConfirmations,
  emptyLimit,
  emptySource,
  formValuesOf,
  type LimitValues,
  offersWithoutLimits,
  type PathErrors,
  type SourceValues,
  type StateRuleFormValues,
} from './state-rule-edit.ts';
import { STATE_RULES_KEY, saveStateRule } from './state-rules-api.ts';
import { TaxFields } from './tax-fields.tsx';

const FORM_ID = 'state-rule';

/**
 * Moves focus to the first field marked invalid, in the order the form shows them. A list's own
 * error (no source, no category) marks the control that mends it with `data-invalid`.
 */
function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-form="${FORM_ID}"] :is([aria-invalid="true"], [data-invalid])`)?.focus();
  });
}

/** Errors but those under `prefix` (a list's rows move when one is removed, so theirs go). */
const without = (errors: PathErrors, prefix: string): PathErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)));

const CATEGORY_CHOICES = CATEGORY_IDS.map((id) => ({ id, label: CATEGORIES[id].name }));
const TENDER_CHOICES = TENDER_IDS.map((id) => ({ id, label: TENDER_NAMES[id] }));

/** The owner's edit of a place's rules, checked with the API's rules before it is sent. */
export function StateRuleForm({ rule }: { rule: StateRule }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StateRuleFormValues>(() => formValuesOf(rule));
  const [errors, setErrors] = useState<PathErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingNoLimits, setConfirmingNoLimits] = useState(false);

  const change = (next: Partial<StateRuleFormValues>, ...cleared: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => cleared.reduce(without, current));
  };
  const changeLimit = (index: number, next: Partial<LimitValues>) =>
    change(
      { limits: values.limits.map((limit, at) => (at === index ? { ...limit, ...next } : limit)) },
      `limits.${index}`,
    );
  const changeSource = (index: number, next: Partial<SourceValues>) =>
    change(
      { sources: values.sources.map((source, at) => (at === index ? { ...source, ...next } : source)) },
      `sources.${index}`,
    );

  const save = useMutation({
    mutationFn: (edit: Parameters<typeof saveStateRule>[1]) => saveStateRule(rule.code, edit),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STATE_RULES_KEY });
      toast({ title: `${rule.name} saved`, description: 'Carts and checkouts apply it from now on.' });
    },
    onError: (failure) => {
      if (isSignedOut(failure)) return;
      const fromServer = pathErrorsFrom(failure);
      const { '': whole, ...byField } = fromServer;
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        focusFirstInvalid();
      }
      if (whole || Object.keys(byField).length === 0) setProblem(whole ?? problemMessage(failure));
    },
  });

  function send(confirmations: EditConfirmations) {
    const checked = checkEdit(values, confirmations);
    if (!checked.ok) {
      setConfirmingNoLimits(false);
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    save.mutate(checked.edit, { onSettled: () => setConfirmingNoLimits(false) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    // Offering a state with no limits is said in words and confirmed before it is sent.
    if (offersWithoutLimits(values) && checkEdit(values, { noLimitsConfirmed: true }).ok) {
      setConfirmingNoLimits(true);
      return;
    }
    send({});
  }

  return (
    <form noValidate data-form={FORM_ID} aria-label="Edit state rule" onSubmit={submit} className="grid gap-4">
      <Panel title="Delivery">
        <div className="grid gap-4">
          <Toggle
            label="Offered"
            checked={values.offered}
            disabled={false}
            onChange={(offered) => change({ offered }, 'offered')}
            hint={`The store delivers adult-use products to ${rule.name}. Off, carts and checkouts for it are refused with the note below.`}
          />
          <ChoiceField
            formId={FORM_ID}
            name="categories"
            label="Categories that may go there"
            error={errors.categories}
            required={values.offered}
            choices={CATEGORY_CHOICES}
            chosen={values.categories}
            onChange={(categories) => change({ categories }, 'categories')}
          />
          <Field
            formId={FORM_ID}
            name="note"
            label="Note for shoppers"
            error={errors.note}
            required={false}
            hint="Said beside the state: why it is not offered, or what to know."
          >
            {({ labelId: _labelId, ...control }) => (
              <textarea
                {...control}
                rows={2}
                maxLength={STATE_RULE_LIMITS.note}
                value={values.note}
                onChange={(event) => change({ note: event.target.value }, 'note')}
                className={`${compactControlClass} resize-y`}
              />
            )}
          </Field>
        </div>
      </Panel>

      <Panel
        title="Purchase limits"
        actions={
          <button
            type="button"
            className={addButtonClass}
            data-invalid={errors.limits ? true : undefined}
            aria-describedby={errors.limits ? `${FORM_ID}-limits-error` : undefined}
            disabled={values.limits.length >= STATE_RULE_LIMITS.limits}
            onClick={() => change({ limits: [...values.limits, emptyLimit()] }, 'limits')}
          >
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
            Add a limit
          </button>
        }
      >
        <ListError id={`${FORM_ID}-limits-error`} message={errors.limits} />
        {values.limits.length === 0 ? (
          errors.limits ? null : (
            <p className="text-ink/70 text-sm">No limits: any amount may be ordered.</p>
          )
        ) : (
          <ol className="grid gap-3">
            {values.limits.map((limit, index) => (
              <LimitFields
                key={limit.key}
                formId={FORM_ID}
                index={index}
                limit={limit}
                errors={errors}
                onChange={(next) => changeLimit(index, next)}
                onRemove={() => change({ limits: values.limits.filter((_, at) => at !== index) }, 'limits')}
              />
            ))}
          </ol>
        )}
      </Panel>

      <Panel title="Delivery options and prices">
        <DeliveryFields
          formId={FORM_ID}
          values={values.delivery}
          errors={errors}
          onChange={(next) => change({ delivery: { ...values.delivery, ...next } }, 'delivery')}
        />
      </Panel>

      <Panel title="Ways to pay">
        <ChoiceField
          formId={FORM_ID}
          name="tenders"
          label="Shoppers may pay"
          hint="Checkout offers only these for delivery to this state, and the store refuses any other."
          error={errors.tenders}
          required={values.offered}
          choices={TENDER_CHOICES}
          chosen={values.tenders}
          onChange={(tenders) => change({ tenders }, 'tenders')}
          columns="sm:grid-cols-2"
        />
      </Panel>

      <Panel
        title="Taxes"
        actions={<span className="text-ink/70 text-xs">Tax rules version {values.taxes.version}</span>}
      >
        <TaxFields
          formId={FORM_ID}
          values={values.taxes}
          errors={errors}
          onChange={(next, ...cleared) => change({ taxes: { ...values.taxes, ...next } }, ...cleared)}
        />
      </Panel>

      <Panel
        title="Sources"
        actions={
          <button
            type="button"
            className={addButtonClass}
            data-invalid={errors.sources ? true : undefined}
            aria-describedby={errors.sources ? `${FORM_ID}-sources-error` : undefined}
            disabled={values.sources.length >= STATE_RULE_LIMITS.sources}
            onClick={() => change({ sources: [...values.sources, emptySource()] }, 'sources')}
          >
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
            Add a source
          </button>
        }
      >
        <ListError id={`${FORM_ID}-sources-error`} message={errors.sources} />
        {values.sources.length === 0 ? (
          errors.sources ? null : (
            <p className="text-ink/70 text-sm">No sources: the official texts the rules come from.</p>
          )
        ) : (
          <ol className="grid gap-3">
            {values.sources.map((source, index) => (
              <SourceFields
                key={source.key}
                formId={FORM_ID}
                index={index}
                source={source}
                errors={errors}
                onChange={(next) => changeSource(index, next)}
                onRemove={() => change({ sources: values.sources.filter((_, at) => at !== index) }, 'sources')}
              />
            ))}
          </ol>
        )}
      </Panel>

      <Panel title="Review">
        <div className="max-w-xs">
          <Field
            formId={FORM_ID}
            name="reviewedOn"
            label="Reviewed on"
            error={errors.reviewedOn}
            hint="The day you last read the rule against its sources."
          >
            {({ labelId: _labelId, ...control }) => (
              <input
                {...control}
                type="date"
                value={values.reviewedOn}
                onChange={(event) => change({ reviewedOn: event.target.value }, 'reviewedOn')}
                className={compactControlClass}
              />
            )}
          </Field>
        </div>
      </Panel>

      <FormActions
        saving={save.isPending}
        problem={problem}
        onUndo={() => {
          setValues(formValuesOf(rule));
          setErrors({});
          setProblem(null);
        }}
      />
      <ConfirmDialog
        open={confirmingNoLimits}
        onOpenChange={setConfirmingNoLimits}
        title={`Offer ${rule.name} with no purchase limits?`}
        description={NO_LIMITS_CONSEQUENCE}
        confirmLabel="Save with no limits"
        cancelLabel="Add limits"
        tone="danger"
        busy={save.isPending}
        problem={null}
        onConfirm={() => send({ noLimitsConfirmed: true })}
      />
    </form>
  );
}
