import type { ReactNode } from 'react';

/** A yes-or-no setting (a product's, a state's), with what it does on the shop; greyed when the role may not change it. */
export function Toggle({
  label,
  checked,
  disabled,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  hint: ReactNode;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg p-3 ring-1 ring-forest-900/10 ${disabled ? 'bg-cream/60' : 'bg-white'}`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 accent-forest-700"
      />
      <span className="grid gap-0.5 text-sm">
        <span className="font-semibold text-forest-900">{label}</span>
        <span className="text-ink/70 text-xs">{hint}</span>
      </span>
    </label>
  );
}
