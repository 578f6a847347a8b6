import { compactControlClass, Field } from '../../components/ui/form-field.tsx';

/** An optional note kept with a decision (a failed delivery, a refund, a moderation). */
export function NoteField({
  formId,
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
}: {
  formId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <Field formId={formId} name="note" label={label} error={error} hint={hint} required={false}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${compactControlClass} resize-y`}
        />
      )}
    </Field>
  );
}
