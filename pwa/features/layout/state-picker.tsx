import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown, MapPin } from 'lucide-react';
import { useId } from 'react';
import { SELECTABLE_STATES, type SelectableStateCode } from '#shared/catalogue/states';
import { insetFocusRing } from './nav-menus.tsx';
import { setSelectedState, useSelectedState } from './selected-state.ts';

/** Spec 1 §2: the state picker's texts, word for word where the spec quotes them. */
export const STATE_PICKER_LABEL = 'Select Your State';
export const STATE_PICKER_PLACEHOLDER = 'Enter state';
export const STATE_PICKER_HINT = 'Choosing your state shows the products available and the delivery options there.';

/**
 * The state picker (spec 1 §2): ten states, the choice kept on this device. `variant="menu"`
 * is the full-width version of the mobile menu, with its label and hint in view.
 */
export function StatePicker({ variant = 'header' }: { variant?: 'header' | 'menu' }) {
  const code = useSelectedState();
  const labelId = useId();
  const valueId = useId();
  const hintId = useId();
  const inMenu = variant === 'menu';

  return (
    <div className={inMenu ? 'flex flex-col gap-1.5' : ''}>
      <span id={labelId} className={inMenu ? 'font-semibold text-forest-900 text-sm' : 'sr-only'}>
        {STATE_PICKER_LABEL}
      </span>
      <Select.Root value={code ?? ''} onValueChange={(value) => setSelectedState(value as SelectableStateCode)}>
        <Select.Trigger
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={hintId}
          className={`group inline-flex min-h-11 items-center gap-1.5 rounded-full text-forest-900 text-sm transition hover:bg-forest-50 data-[state=open]:bg-forest-50 ${
            inMenu ? 'w-full justify-between bg-white px-4 ring-1 ring-forest-900/15' : 'px-3 ring-1 ring-forest-900/12'
          }`}
        >
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
            <span id={valueId} className="font-medium group-data-[placeholder]:text-ink/70">
              <Select.Value placeholder={STATE_PICKER_PLACEHOLDER} />
            </span>
          </span>
          <Select.Icon asChild>
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 text-forest-700 transition-transform group-data-[state=open]:rotate-180"
            />
          </Select.Icon>
        </Select.Trigger>
        <p id={hintId} className={inMenu ? 'px-1 text-ink/70 text-xs' : 'sr-only'}>
          {STATE_PICKER_HINT}
        </p>
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
    </div>
  );
}
