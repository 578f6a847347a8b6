import * as Select from '@radix-ui/react-select';
import { Check } from 'lucide-react';
import { SELECTABLE_STATES, type SelectableStateCode } from '#shared/catalogue/states';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';
import { insetFocusRing } from './nav-menus.tsx';
import { setSelectedState, useSelectedState } from './selected-state.ts';
import {
  STATE_PICKER_HINT,
  STATE_PICKER_LABEL,
  STATE_PICKER_PLACEHOLDER,
  StatePickerFace,
  type StatePickerIds,
  type StatePickerVariant,
  statePickerTriggerClass,
} from './state-picker.tsx';

/** The state picker's list (a Radix select); state-picker.tsx shows its trigger until it loads. */
export function StateSelect({
  variant,
  ids,
  defaultOpen,
  autoFocus,
}: { variant: StatePickerVariant; ids: StatePickerIds } & WidgetActivation) {
  const code = useSelectedState();
  const inMenu = variant === 'menu';
  return (
    <Select.Root
      value={code ?? ''}
      defaultOpen={defaultOpen}
      onValueChange={(value) => setSelectedState(value as SelectableStateCode)}
    >
      <Select.Trigger
        aria-labelledby={`${ids.labelId} ${ids.valueId}`}
        aria-describedby={ids.hintId}
        autoFocus={autoFocus}
        className={statePickerTriggerClass(variant)}
      >
        <StatePickerFace valueId={ids.valueId} value={<Select.Value placeholder={STATE_PICKER_PLACEHOLDER} />} />
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={8}
          align={inMenu ? 'start' : 'end'}
          collisionPadding={12}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] w-64 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-forest-900/10 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <Select.Viewport className="p-2">
            <Select.Group>
              <Select.Label className="px-3 pt-1.5 font-semibold text-forest-900 text-sm">
                {STATE_PICKER_LABEL}
              </Select.Label>
              <p className="px-3 pt-0.5 pb-2 text-ink/70 text-xs leading-snug">{STATE_PICKER_HINT}</p>
              {SELECTABLE_STATES.map((state) => (
                <Select.Item
                  key={state.code}
                  value={state.code}
                  style={insetFocusRing}
                  className="relative flex min-h-10 cursor-pointer select-none items-center rounded-xl pr-9 pl-3 text-ink text-sm outline-none data-[highlighted]:bg-forest-50 data-[state=checked]:font-semibold data-[highlighted]:text-forest-900"
                >
                  <Select.ItemText>{state.name}</Select.ItemText>
                  <Select.ItemIndicator className="absolute right-3 inline-flex">
                    <Check aria-hidden="true" className="h-4 w-4 text-forest-700" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Group>
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
