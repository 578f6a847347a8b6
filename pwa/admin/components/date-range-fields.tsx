import { compactControlClass, Field } from '../../components/ui/form-field.tsx';

export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * A from–to pair of day pickers for a filter form: each bounds the other, and a cleared field
 * drops its end of the range.
 */
export function DateRangeFields({
  formId,
  labels,
  range,
  onChange,
}: {
  formId: string;
  labels: { from: string; to: string };
  range: DateRange;
  onChange: (change: DateRange) => void;
}) {
  return (
    <>
      <Field formId={formId} name="from" label={labels.from} error={undefined} required={false}>
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="date"
            value={range.from ?? ''}
            max={range.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
            className={compactControlClass}
          />
        )}
      </Field>
      <Field formId={formId} name="to" label={labels.to} error={undefined} required={false}>
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="date"
            value={range.to ?? ''}
            min={range.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
            className={compactControlClass}
          />
        )}
      </Field>
    </>
  );
}
