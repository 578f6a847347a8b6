import { ChevronDown, MapPin } from 'lucide-react';
import { useId } from 'react';
import { deliveredPlaces, placesNotDelivered } from '#shared/compliance/delivered-places';
import { notDeliveredHeadline, notDeliveredMessage } from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import { usStateByCode } from '#shared/compliance/us-states';
import { type ToastInput, toast } from '../../components/ui/use-toast.ts';
import { setSelectedState, useSelectedState } from '../../lib/selected-state.ts';
import { useStateRules } from '../compliance/index.ts';

/** The state picker's texts. */
export const STATE_PICKER_LABEL = 'Select Your State';
export const STATE_PICKER_PLACEHOLDER = 'Enter state';
export const STATE_PICKER_HINT = 'Choosing your state shows the products available and the delivery options there.';
const DELIVERED_GROUP_LABEL = 'We deliver to';
const NOT_DELIVERED_GROUP_LABEL = 'We do not deliver to';

export type StatePickerVariant = 'header' | 'menu';

/** What the shopper is told at once on choosing a place the store does not deliver to. */
export function notDeliveredNotice(rule: StateRule): ToastInput {
  return {
    variant: 'notice',
    title: notDeliveredHeadline(rule.name),
    description: rule.note || undefined,
    duration: 10_000,
  };
}

/**
 * The state picker: the places the store delivers to, then, apart, those it does not (the
 * owner's state rules decide both, so the list is never wider than the store's reach). Choosing
 * a place it does not deliver to says so at once, with the rule's reason: in a notice from the
 * header, under the picker in the phone menu. The choice is still kept, so the cart's limits
 * panel and checkout say it too. `variant="menu"` is the full-width version of the mobile menu,
 * with its label, hint and that reason in view.
 *
 * A native select: phones open their own picker, it works before any script has run (the rules
 * come with the server's page), and it costs nothing to start.
 */
export function StatePicker({ variant = 'header' }: { variant?: StatePickerVariant }) {
  const code = useSelectedState();
  const rules = useStateRules();
  const selectId = useId();
  const hintId = useId();
  const inMenu = variant === 'menu';
  const chosenRule = rules?.find((rule) => rule.code === code) ?? null;
  const notDelivered = chosenRule !== null && !chosenRule.offered;
  // Until the rules are on the device, the choice alone is listed, so the picker still shows it.
  const unlisted = code !== null && !chosenRule ? usStateByCode(code) : null;

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
            const rule = rules?.find((candidate) => candidate.code === event.target.value);
            if (!rule) return;
            setSelectedState(rule.code);
            // The menu says why under its picker; a notice there would cover the menu's own header.
            if (!rule.offered && !inMenu) toast(notDeliveredNotice(rule));
          }}
          className={`min-h-11 cursor-pointer appearance-none rounded-full bg-white pr-9 pl-9 font-medium text-sm ring-1 transition hover:bg-forest-50 ${
            code ? 'text-forest-900' : 'text-ink/70'
          } ${inMenu ? 'w-full ring-forest-900/15' : 'max-w-48 ring-forest-900/12'}`}
        >
          <option value="" disabled>
            {STATE_PICKER_PLACEHOLDER}
          </option>
          {unlisted && <option value={unlisted.code}>{unlisted.name}</option>}
          {rules && <PlaceGroup label={DELIVERED_GROUP_LABEL} places={deliveredPlaces(rules)} />}
          {rules && <PlaceGroup label={NOT_DELIVERED_GROUP_LABEL} places={placesNotDelivered(rules)} />}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-forest-700"
        />
      </div>
      <p
        id={hintId}
        className={inMenu ? `px-1 text-xs ${notDelivered ? 'font-medium text-amber-900' : 'text-ink/70'}` : 'sr-only'}
      >
        {notDelivered ? notDeliveredMessage(chosenRule, chosenRule.code) : STATE_PICKER_HINT}
      </p>
    </div>
  );
}

function PlaceGroup({ label, places }: { label: string; places: readonly StateRule[] }) {
  if (places.length === 0) return null;
  return (
    <optgroup label={label}>
      {places.map((place) => (
        <option key={place.code} value={place.code} className="text-ink">
          {place.name}
        </option>
      ))}
    </optgroup>
  );
}
