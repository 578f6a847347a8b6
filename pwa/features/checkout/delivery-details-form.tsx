import { ChevronDown } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { US_STATES, type UsState } from '#shared/compliance/us-states';
import { DELIVERY_FIELD_LABELS } from '#shared/schemas/checkout';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { CHECKOUT_TEXTS } from './checkout-messages.ts';
import type { DeliveryField } from './checkout-rules.ts';
import type { useDeliveryForm } from './use-delivery-form.ts';

type DeliveryForm = ReturnType<typeof useDeliveryForm>;

/** A text field of the form: its type, autofill hint and keyboard. */
interface TextFieldSpec {
  name: Exclude<DeliveryField, 'state'>;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date';
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  hint?: ReactNode;
}

const FIELDS = {
  fullName: {
    name: 'fullName',
    label: DELIVERY_FIELD_LABELS.fullName,
    type: 'text',
    autoComplete: 'name',
    maxLength: 100,
  },
  email: {
    name: 'email',
    label: DELIVERY_FIELD_LABELS.email,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  phone: {
    name: 'phone',
    label: DELIVERY_FIELD_LABELS.phone,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 20,
  },
  dateOfBirth: {
    name: 'dateOfBirth',
    label: DELIVERY_FIELD_LABELS.dateOfBirth,
    type: 'date',
    autoComplete: 'bday',
    hint: CHECKOUT_TEXTS.dateOfBirthHint,
  },
  street: {
    name: 'street',
    label: DELIVERY_FIELD_LABELS.street,
    type: 'text',
    autoComplete: 'street-address',
    maxLength: 200,
  },
  city: {
    name: 'city',
    label: DELIVERY_FIELD_LABELS.city,
    type: 'text',
    autoComplete: 'address-level2',
    maxLength: 100,
  },
  zip: {
    name: 'zip',
    label: DELIVERY_FIELD_LABELS.zip,
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 10,
  },
} as const satisfies Record<string, TextFieldSpec>;

/** "2008-05-17": today's date in the browser, the latest a date picker offers. */
function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Who receives the order and where: checked with the shared schema on leaving each field and
 * on continuing, each error under its field. The ship-to state is a native select so the
 * browser's address autofill can fill it.
 */
function stateOptions(states: readonly UsState[]) {
  return states.map((state) => (
    <option key={state.code} value={state.code}>
      {state.name}
    </option>
  ));
}

export function DeliveryDetailsForm({
  formId,
  form,
  onSubmit,
  deliveredTo,
}: {
  formId: string;
  form: DeliveryForm;
  onSubmit: () => void;
  /** The codes of the places the store delivers to, once the states' rules are on the device. */
  deliveredTo: ReadonlySet<string> | null;
}) {
  const { values, errors, setValue, touch } = form;

  const text = (spec: TextFieldSpec) => (
    <Field formId={formId} name={spec.name} label={spec.label} error={errors[spec.name]} hint={spec.hint}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          name={spec.name}
          type={spec.type}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          max={spec.type === 'date' ? todayIso() : undefined}
          value={values[spec.name]}
          onChange={(event) => setValue(spec.name, event.target.value)}
          onBlur={() => touch(spec.name)}
          className={controlClass}
        />
      )}
    </Field>
  );

  return (
    <form
      id={formId}
      noValidate
      data-form={formId}
      aria-label="Delivery details"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid gap-5"
    >
      {text(FIELDS.fullName)}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {text(FIELDS.email)}
        {text(FIELDS.phone)}
      </div>
      <div className="sm:max-w-[calc(50%-0.625rem)]">{text(FIELDS.dateOfBirth)}</div>
      {text(FIELDS.street)}
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-5 sm:grid-cols-[minmax(0,1fr)_9rem_13rem]">
        <div className="col-span-2 sm:col-span-1">{text(FIELDS.city)}</div>
        {text(FIELDS.zip)}
        <Field formId={formId} name="state" label={DELIVERY_FIELD_LABELS.state} error={errors.state}>
          {({ labelId: _labelId, ...control }) => (
            <div className="relative">
              <select
                {...control}
                name="state"
                autoComplete="address-level1"
                value={values.state}
                onChange={(event) => setValue('state', event.target.value)}
                onBlur={() => touch('state')}
                className={`${controlClass} appearance-none pr-10 ${values.state ? '' : 'text-ink/70'}`}
              >
                <option value="">Select a state</option>
                {deliveredTo ? (
                  <>
                    <optgroup label="We deliver to">
                      {stateOptions(US_STATES.filter((state) => deliveredTo.has(state.code)))}
                    </optgroup>
                    <optgroup label="Not delivered to yet">
                      {stateOptions(US_STATES.filter((state) => !deliveredTo.has(state.code)))}
                    </optgroup>
                  </>
                ) : (
                  stateOptions(US_STATES)
                )}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-ink/60"
              />
            </div>
          )}
        </Field>
      </div>
    </form>
  );
}
