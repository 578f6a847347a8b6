import { offeredOption } from '#shared/catalogue/delivery';
import { deliveredPlacesSummary } from '#shared/compliance/delivered-places';
import { listJoin } from '#shared/content/list-join';
import { useDeliveredPlaces } from '../compliance/index.ts';
import { StateList } from './state-list.tsx';
import { UsTileMap } from './us-tile-map.tsx';

/**
 * "Where we ship this product": the places its category is delivered to under the states' rules,
 * as a list and a map. Shown once the rules are on the device (the server's page has them).
 */
export function WhereWeShip({ productName, category }: { productName: string; category: string }) {
  const places = useDeliveredPlaces(category);
  if (!places) return null;
  const sameDay = places.filter((place) => offeredOption(place.delivery, 'same-day')).map((place) => place.name);
  return (
    <section aria-labelledby="where-we-ship">
      <h2 id="where-we-ship" className="font-bold text-2xl text-forest-900 tracking-tight">
        Where we ship this product
      </h2>
      <p className="mt-2 max-w-3xl text-ink/75">
        {deliveredPlacesSummary(places)}. {productName} ships in discreet packaging with adult signature and ID check on
        delivery{sameDay.length > 0 ? `; same-day delivery runs in parts of ${listJoin(sameDay)}` : ''}.
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1.1fr_1fr]">
        <div className="rounded-2xl bg-white p-3 ring-1 ring-forest-900/10 sm:p-5">
          <UsTileMap delivered={places} />
          <p className="mt-3 flex items-center gap-4 text-ink/70 text-xs">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-forest-700" />
              We deliver here
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-forest-900/10" />
              Not yet
            </span>
          </p>
        </div>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
          <h3 className="mb-3 font-semibold text-forest-900">Delivered to</h3>
          <StateList places={places} />
        </div>
      </div>
    </section>
  );
}
