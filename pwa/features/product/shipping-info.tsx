import { ChevronDown, MapPin, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { deliveryOption, FREE_SHIPPING_THRESHOLD_LABEL } from '#shared/catalogue/delivery';
import { SHIP_STATES_SUMMARY } from '#shared/catalogue/ship-states';
import { formatUsd } from '#shared/money';
import { StateList } from './state-list.tsx';

/** The Standard delivery fee and time, and an expandable list of the ship-to states. */
export function ShippingInfo() {
  const standard = deliveryOption('standard');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-label="Shipping" className="rounded-2xl bg-white ring-1 ring-forest-900/10">
      <div className="flex items-start gap-3 p-4">
        <Truck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
        <div className="text-sm">
          <p className="font-semibold text-ink">
            Shipping {formatUsd(standard.priceCents)}
            <span className="font-normal text-ink/70"> · Free on orders over {FREE_SHIPPING_THRESHOLD_LABEL}</span>
          </p>
          <p className="text-ink/70">Standard delivery in {standard.time}.</p>
        </div>
      </div>
      <div className="border-forest-900/10 border-t">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 px-4 py-3 text-left font-medium text-forest-900 text-sm transition hover:bg-forest-50"
        >
          <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-forest-700" />
          <span className="flex-1">{SHIP_STATES_SUMMARY}</span>
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={listId} hidden={!open} className="px-4 pb-4">
          <StateList />
        </div>
      </div>
    </section>
  );
}
