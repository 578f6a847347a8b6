import {
  DELIVERY_OPTION_IDS,
  DELIVERY_OPTION_NAMES,
  type DeliveryOptionId,
  formatHour,
} from '#shared/catalogue/delivery';
import { STATE_RULE_LIMITS } from '#shared/schemas/state-rules';
import { type ControlProps, compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { type DeliveryValues, type OptionValues, offeredOptionIds, type PathErrors } from './state-rule-edit.ts';

/** Hours a Same-Day cut-off may be: 1 AM to 11 PM of the state's clock. */
const CUTOFF_HOURS = Array.from({ length: 23 }, (_, index) => index + 1);

/** The first problem among the areas, named by its line: the API checks each area on its own. */
function areasError(values: DeliveryValues, errors: PathErrors): string | undefined {
  if (errors['delivery.sameDayAreas']) return errors['delivery.sameDayAreas'];
  const lines = values.sameDayAreas
    .split('\n')
    .map((area) => area.trim())
    .filter((area) => area !== '');
  const at = lines.findIndex((_, index) => errors[`delivery.sameDayAreas.${index}`]);
  return at === -1 ? undefined : `“${lines[at]}”: ${errors[`delivery.sameDayAreas.${at}`]}`;
}

/** A Field's control for an amount in dollars, typed as text ("9.99"). */
const dollarsInput =
  (value: string, onValue: (value: string) => void) =>
  ({ labelId: _labelId, ...control }: ControlProps & { labelId: string }) => (
    <input
      {...control}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      className={compactControlClass}
    />
  );

/**
 * A place's delivery: which options it gets at what price and window, when Standard is free, and
 * where and until when Same-Day runs. Checkout, the server and every page that speaks of delivery
 * read what is saved here.
 */
export function DeliveryFields({
  formId,
  values,
  errors,
  onChange,
}: {
  formId: string;
  values: DeliveryValues;
  errors: PathErrors;
  onChange: (next: Partial<DeliveryValues>) => void;
}) {
  const sent = offeredOptionIds(values);
  const optionError = (id: DeliveryOptionId, field: 'priceCents' | 'window') => {
    const index = sent.indexOf(id);
    return index === -1 ? undefined : errors[`delivery.options.${index}.${field}`];
  };
  const setOption = (id: DeliveryOptionId, next: Partial<OptionValues>) =>
    onChange({ options: { ...values.options, [id]: { ...values.options[id], ...next } } });
  const listError = errors['delivery.options'];

  return (
    <div className="grid gap-4">
      {listError ? (
        <p id={`${formId}-delivery-options-error`} className="text-red-700 text-sm">
          {listError}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {DELIVERY_OPTION_IDS.map((id, position) => {
          const option = values.options[id];
          const name = DELIVERY_OPTION_NAMES[id];
          return (
            <li key={id} className="grid gap-3 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
              <label className="flex items-center gap-2.5 font-semibold text-forest-900 text-sm">
                <input
                  type="checkbox"
                  checked={option.offered}
                  data-invalid={listError && position === 0 ? true : undefined}
                  aria-describedby={listError ? `${formId}-delivery-options-error` : undefined}
                  onChange={(event) => setOption(id, { offered: event.target.checked })}
                  className="h-4 w-4 accent-forest-700"
                />
                Offer {name}
              </label>
              {option.offered ? (
                <div className="grid items-start gap-3 sm:grid-cols-[10rem_1fr]">
                  <Field
                    formId={formId}
                    name={`delivery-${id}-price`}
                    label={`${name} price ($)`}
                    error={optionError(id, 'priceCents')}
                  >
                    {dollarsInput(option.price, (price) => setOption(id, { price }))}
                  </Field>
                  <Field
                    formId={formId}
                    name={`delivery-${id}-window`}
                    label={`${name} delivery window`}
                    error={optionError(id, 'window')}
                    hint={position === 0 ? 'As shoppers read it: “3-5 business days”, “2-4 hours”.' : undefined}
                  >
                    {({ labelId: _labelId, ...control }) => (
                      <input
                        {...control}
                        type="text"
                        maxLength={STATE_RULE_LIMITS.window}
                        value={option.window}
                        onChange={(event) => setOption(id, { window: event.target.value })}
                        className={compactControlClass}
                      />
                    )}
                  </Field>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          formId={formId}
          name="delivery-free-over"
          label="Standard is free on orders over ($)"
          error={errors['delivery.freeStandardOverCents']}
          required={false}
          hint="Leave empty where Standard is never free."
        >
          {dollarsInput(values.freeOver, (freeOver) => onChange({ freeOver }))}
        </Field>
        <Field
          formId={formId}
          name="delivery-cutoff"
          label="Same-Day cut-off (state time)"
          error={errors['delivery.sameDayCutoffHour']}
        >
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={values.sameDayCutoffHour}
              onChange={(event) => onChange({ sameDayCutoffHour: event.target.value })}
            >
              {CUTOFF_HOURS.map((hour) => (
                <option key={hour} value={String(hour)}>
                  Order by {formatHour(hour)}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
      </div>
      <Field
        formId={formId}
        name="delivery-same-day-areas"
        label="Same-Day areas"
        error={areasError(values, errors)}
        required={values.options['same-day'].offered}
        hint="One a line: a five-digit ZIP code or a city. An address there gets Same-Day."
      >
        {({ labelId: _labelId, ...control }) => (
          <textarea
            {...control}
            rows={6}
            value={values.sameDayAreas}
            onChange={(event) => onChange({ sameDayAreas: event.target.value })}
            className={`${compactControlClass} resize-y`}
          />
        )}
      </Field>
    </div>
  );
}
