import { compactControlClass, Field } from '../../components/ui/form-field.tsx';

/**
 * A note kept with a decision (a failed delivery, a refund, a moderation), optional unless
 * `required`: a few lines in a dialog, one line where many decisions share a screen.
 */
export function NoteField({
  formId,
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  singleLine = false,
  required = false,
}: {
  formId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  hint?: string;
  error?: string | undefined;
  singleLine?: boolean;
  required?: boolean;
}) {
  return (
    <Field formId={formId} name="note" label={label} error={error} hint={hint} required={required}>
      {({ labelId: _labelId, ...control }) =>
        singleLine ? (
          <input
            {...control}
            type="text"
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={compactControlClass}
          />
        ) : (
          <textarea
            {...control}
            rows={3}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${compactControlClass} resize-y`}
          />
        )
      }
    </Field>
  );
}
