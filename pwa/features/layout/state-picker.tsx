import { ChevronDown, MapPin } from 'lucide-react';
import { useId } from 'react';
import { SELECTABLE_STATES, selectableStateByCode } from '#shared/catalogue/states';
import { setSelectedState, useSelectedState } from '../../lib/selected-state.ts';

/** The state picker's texts. */
export const STATE_PICKER_LABEL = 'Select Your State';
export const STATE_PICKER_PLACEHOLDER = 'Enter state';
export const STATE_PICKER_HINT = 'Choosing your state shows the products available and the delivery options there.';

export type StatePickerVariant = 'header' | 'menu';

/**
 * The state picker: ten states, the choice kept on this device. `variant="menu"`
 * is the full-width version of the mobile menu, with its label and hint in view.
 *
 * A native select: phones open their own picker, it works before any script has run, and it
 * costs nothing to start. The custom list it replaced registered each of its options with a
 * render of its own, some sixty synchronous renders on every page once the header loaded.
 */
export function StatePicker({ variant = 'header' }: { variant?: StatePickerVariant }) {
  const code = useSelectedState();
  const selectId = useId();
  const hintId = useId();
  const inMenu = variant === 'menu';

  return (
    <div className={inMenu ? 'flex flex-col gap-1.5' : ''}>
      <label htmlFor={selectId} className={inMenu ? 'font-semibold text-forest-900 text-sm' : 'sr-only'}>
        {STATE_PICKER_LABEL}
      </label>
      <div className={`relative text-forest-900 ${inMenu ? 'flex' : 'inline-flex'}`}>
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-forest-700"
        />
        <select
          id={selectId}
          value={code ?? ''}
          aria-describedby={hintId}
          // The header has no room for the hint under the picker: a pointer's hover shows it.
          title={inMenu ? undefined : STATE_PICKER_HINT}
          onChange={(event) => {
            const state = selectableStateByCode(event.target.value);
            if (state) setSelectedState(state.code);
          }}
          className={`min-h-11 cursor-pointer appearance-none rounded-full bg-white pr-9 pl-9 font-medium text-sm ring-1 transition hover:bg-forest-50 ${
            code ? 'text-forest-900' : 'text-ink/70'
          } ${inMenu ? 'w-full ring-forest-900/15' : 'ring-forest-900/12'}`}
        >
          <option value="" disabled>
            {STATE_PICKER_PLACEHOLDER}
          </option>
          {SELECTABLE_STATES.map((state) => (
            <option key={state.code} value={state.code} className="text-ink">
              {state.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-forest-700"
        />
      </div>
      <p id={hintId} className={inMenu ? 'px-1 text-ink/70 text-xs' : 'sr-only'}>
        {STATE_PICKER_HINT}
      </p>
    </div>
  );
}
