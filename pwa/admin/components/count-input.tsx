import { compactInlineControlClass } from '../../components/ui/form-field.tsx';

/**
 * A whole number of units typed in place (stock on hand, the low-stock threshold). Its problem,
 * when it has one, is the element `${id}-error`.
 */
export function CountInput({
  id,
  value,
  invalid,
  onChange,
}: {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
      className={`${compactInlineControlClass} w-20 text-right tabular-nums`}
    />
  );
}
