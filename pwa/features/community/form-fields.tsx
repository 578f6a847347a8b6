import * as Label from '@radix-ui/react-label';
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true;
}

export const controlClass =
  'block w-full rounded-xl border border-forest-900/20 bg-white px-4 py-3 text-base text-ink shadow-sm transition placeholder:text-ink/55 hover:border-forest-900/35 focus:border-forest-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';

/**
 * A labelled field with an optional hint and its error under it. The control gets the ids that
 * tie them together (aria-describedby), so a screen reader reads the error with the field.
 * `group` labels a set of controls (a radio group) instead of one.
 */
export function Field({
  formId,
  name,
  label,
  error,
  hint,
  group = false,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  group?: boolean;
  children: (control: ControlProps & { labelId: string }) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  const labelClass = 'font-semibold text-forest-900 text-sm';
  return (
    <div data-field={name} className="grid gap-1.5">
      {group ? (
        <p id={labelId} className={labelClass}>
          {label}
        </p>
      ) : (
        <Label.Root id={labelId} htmlFor={id} className={labelClass}>
          {label}
        </Label.Root>
      )}
      {children({
        id,
        labelId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': true,
      })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-red-700 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-ink/70 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A Radix select over fixed options; an empty value shows the placeholder. */
export function SelectControl({
  control,
  value,
  placeholder,
  options,
  onChange,
}: {
  control: ControlProps;
  value: string | undefined;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Select.Root value={value ?? ''} onValueChange={onChange}>
      <Select.Trigger
        {...control}
        className={`${controlClass} flex items-center justify-between gap-2 text-left data-[placeholder]:text-ink/70`}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-ink/60" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-[60] max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-forest-900/10 bg-white shadow-xl data-[state=open]:animate-fade-in"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded-lg py-2.5 pr-3 pl-9 text-ink text-sm outline-none data-[highlighted]:bg-forest-50 data-[state=checked]:font-semibold data-[highlighted]:text-forest-900"
              >
                <Select.ItemIndicator className="absolute left-3 inline-flex items-center">
                  <Check aria-hidden="true" className="h-4 w-4 text-forest-700" />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-wait disabled:opacity-75';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-forest-800/25 bg-white px-6 py-3 font-semibold text-forest-900 transition hover:bg-forest-50';
