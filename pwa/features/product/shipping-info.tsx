import { ChevronDown, MapPin, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { formatThreshold } from '#shared/catalogue/delivery';
import { commonTerms } from '#shared/catalogue/delivery-promises';
import { deliveredPlacesSummary } from '#shared/compliance/delivered-places';
import { formatUsd } from '#shared/money';
import { useSelectedState } from '../../lib/selected-state.ts';
import { useDeliveredPlaces } from '../compliance/index.ts';
import { StateList } from './state-list.tsx';

/**
 * The Standard delivery fee and window (of the shopper's chosen state, or of every place this
 * product goes to when they share them), and an expandable list of those places.
 */
export function ShippingInfo({ category }: { category: string }) {
  const places = useDeliveredPlaces(category);
  const chosen = useSelectedState();
  const chosenPlace = places?.find((place) => place.code === chosen);
  const standard = places ? commonTerms(chosenPlace ? [chosenPlace] : places, 'standard') : null;
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-label="Shipping" className="rounded-2xl bg-white ring-1 ring-forest-900/10">
      <div className="flex items-start gap-3 p-4">
        <Truck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
        <div className="text-sm">
          {standard ? (
            <>
              <p className="font-semibold text-ink">
                Shipping {formatUsd(standard.option.priceCents)}
                {standard.freeOverCents !== null ? (
                  <span className="font-normal text-ink/70">
                    {' '}
                    · Free on orders over {formatThreshold(standard.freeOverCents)}
                  </span>
                ) : null}
              </p>
              <p className="text-ink/70">
                Standard delivery in {standard.option.window}
                {chosenPlace ? ` to ${chosenPlace.name}` : ''}.
              </p>
            </>
          ) : (
            <p className="font-semibold text-ink">
              Delivery options and prices are set by state: checkout shows yours.
            </p>
          )}
        </div>
      </div>
      {places ? (
        <div className="border-forest-900/10 border-t">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center gap-3 px-4 py-3 text-left font-medium text-forest-900 text-sm transition hover:bg-forest-50"
          >
            <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-forest-700" />
            <span className="flex-1">{deliveredPlacesSummary(places)}</span>
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            />
          </button>
          <div id={listId} hidden={!open} className="px-4 pb-4">
            <StateList places={places} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
