import { Field } from '../../components/ui/form-field.tsx';

/**
 * A labelled group of checkboxes, one a choice, for a list the owner picks from (categories,
 * ways to pay). The list keeps the choices' order whatever order they are ticked in; its error
 * marks the first box, which focus goes to.
 */
export function ChoiceField<Id extends string>({
  formId,
  name,
  label,
  hint,
  error,
  required,
  choices,
  chosen,
  onChange,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  required: boolean;
  choices: readonly { id: Id; label: string }[];
  chosen: readonly Id[];
  onChange: (chosen: Id[]) => void;
  columns?: string;
}) {
  const toggle = (id: Id, on: boolean) =>
    onChange(
      choices.map((choice) => choice.id).filter((candidate) => (candidate === id ? on : chosen.includes(candidate))),
    );
  return (
    <Field formId={formId} group name={name} label={label} error={error} required={required} hint={hint}>
      {(control) => (
        <fieldset
          id={control.id}
          aria-labelledby={control.labelId}
          aria-describedby={control['aria-describedby']}
          className={`grid gap-2 ${columns}`}
        >
          {choices.map((choice, position) => (
            <label
              key={choice.id}
              className="flex items-center gap-2.5 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-forest-900/10 has-[:checked]:bg-forest-50 has-[:checked]:ring-forest-700/30"
            >
              <input
                type="checkbox"
                data-invalid={error && position === 0 ? true : undefined}
                checked={chosen.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
                className="h-4 w-4 accent-forest-700"
              />
              <span className="font-medium text-forest-900">{choice.label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Field>
  );
}
