import { SAME_DAY_STATES } from '#shared/catalogue/delivery';
import { SHIP_STATES_SUMMARY } from '#shared/catalogue/ship-states';
import { StateList } from './state-list.tsx';
import { UsTileMap } from './us-tile-map.tsx';

/** "Where we ship this product": the state list and a map. */
export function WhereWeShip({ productName }: { productName: string }) {
  return (
    <section aria-labelledby="where-we-ship">
      <h2 id="where-we-ship" className="font-bold text-2xl text-forest-900 tracking-tight">
        Where we ship this product
      </h2>
      <p className="mt-2 max-w-3xl text-ink/75">
        {SHIP_STATES_SUMMARY}. {productName} ships in discreet packaging with adult signature and ID check on delivery;
        same-day delivery runs in {SAME_DAY_STATES.join(', ')}.
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1.1fr_1fr]">
        <div className="rounded-2xl bg-white p-3 ring-1 ring-forest-900/10 sm:p-5">
          <UsTileMap />
          <p className="mt-3 flex items-center gap-4 text-ink/70 text-xs">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-forest-700" />
              We ship here
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-forest-900/10" />
              Not yet
            </span>
          </p>
        </div>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
          <h3 className="mb-3 font-semibold text-forest-900">Ship-to states</h3>
          <StateList />
        </div>
      </div>
    </section>
  );
}
