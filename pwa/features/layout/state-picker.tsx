import { ChevronDown, MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { SELECTABLE_STATES } from '#shared/catalogue/states';
import { deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';
import { useSelectedState } from './selected-state.ts';

/** Spec 1 §2: the state picker's texts, word for word where the spec quotes them. */
export const STATE_PICKER_LABEL = 'Select Your State';
export const STATE_PICKER_PLACEHOLDER = 'Enter state';
export const STATE_PICKER_HINT = 'Choosing your state shows the products available and the delivery options there.';

export type StatePickerVariant = 'header' | 'menu';

/** The ids that tie the trigger to the label, value and hint shown around it. */
export interface StatePickerIds {
  labelId: string;
  valueId: string;
  hintId: string;
}

export function statePickerTriggerClass(variant: StatePickerVariant): string {
  return `group inline-flex min-h-11 items-center gap-1.5 rounded-full text-forest-900 text-sm transition hover:bg-forest-50 data-[state=open]:bg-forest-50 ${
    variant === 'menu'
      ? 'w-full justify-between bg-white px-4 ring-1 ring-forest-900/15'
      : 'px-3 ring-1 ring-forest-900/12'
  }`;
}

/** What the trigger shows, the same before and after the list's code arrives. */
export function StatePickerFace({ valueId, value }: { valueId: string; value: ReactNode }) {
  return (
    <>
      <span className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
        <span id={valueId} className="font-medium group-data-[placeholder]:text-ink/70">
          {value}
        </span>
      </span>
      <ChevronDown
        aria-hidden="true"
        className="h-4 w-4 text-forest-700 transition-transform group-data-[state=open]:rotate-180"
      />
    </>
  );
}

const stateSelect = deferredWidget(() => import('./state-picker-select.tsx').then((module) => module.StateSelect));

/**
 * The state picker (spec 1 §2): ten states, the choice kept on this device. `variant="menu"`
 * is the full-width version of the mobile menu, with its label and hint in view. The list is
 * a Radix select, loaded after the first page is on screen.
 */
export function StatePicker({ variant = 'header' }: { variant?: StatePickerVariant }) {
  const code = useSelectedState();
  const ids: StatePickerIds = { labelId: useId(), valueId: useId(), hintId: useId() };
  const { Widget, activation, placeholderProps } = useDeferredWidget(stateSelect);
  const inMenu = variant === 'menu';
  const chosen = SELECTABLE_STATES.find((state) => state.code === code);

  return (
    <div className={inMenu ? 'flex flex-col gap-1.5' : ''}>
      <span id={ids.labelId} className={inMenu ? 'font-semibold text-forest-900 text-sm' : 'sr-only'}>
        {STATE_PICKER_LABEL}
      </span>
      {Widget ? (
        <Widget variant={variant} ids={ids} {...activation} />
      ) : (
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-labelledby={`${ids.labelId} ${ids.valueId}`}
          aria-describedby={ids.hintId}
          data-placeholder={chosen ? undefined : ''}
          className={statePickerTriggerClass(variant)}
          {...placeholderProps}
        >
          <StatePickerFace valueId={ids.valueId} value={chosen?.name ?? STATE_PICKER_PLACEHOLDER} />
        </button>
      )}
      <p id={ids.hintId} className={inMenu ? 'px-1 text-ink/70 text-xs' : 'sr-only'}>
        {STATE_PICKER_HINT}
      </p>
    </div>
  );
}
