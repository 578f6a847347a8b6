import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type ControlProps, controlClass } from './form-field.tsx';

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
