import { Truck } from 'lucide-react';
import { GUARANTEE_DAYS } from '#shared/content/business';
import { useDeliveryPromises } from '../compliance/index.ts';

/** The first word of each of a phrase's words in capitals, as the design writes the banner. */
const titleCase = (text: string) => text.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());

/**
 * The header banner: the store's promises, in the words and capitals the design gives them, free
 * shipping only where every place delivered to gives it.
 */
export function promoBanner(freeShipping: string | null): string {
  const guarantee = `${GUARANTEE_DAYS}-Day Guarantee`;
  return freeShipping ? `${titleCase(freeShipping)} • ${guarantee}` : guarantee;
}

/** A landmark of its own: it sits above the header, and every part of a page belongs to one. */
export function PromoBanner() {
  const { freeShipping } = useDeliveryPromises();
  return (
    <aside
      aria-label="Store offers"
      className="flex items-center justify-center gap-2 bg-forest-900 px-4 py-2 text-center font-medium text-cream text-xs tracking-wide sm:text-sm"
    >
      <Truck aria-hidden="true" className="hidden h-4 w-4 text-gold sm:block" />
      {promoBanner(freeShipping)}
    </aside>
  );
}
