import { Truck } from 'lucide-react';
import { FREE_SHIPPING_THRESHOLD_LABEL } from '#shared/catalogue/delivery';
import { GUARANTEE_DAYS } from '#shared/content/business';

/** The header banner: the store's two promises, in the words and capitals the design gives them. */
export const PROMO_BANNER = `Free Shipping Over ${FREE_SHIPPING_THRESHOLD_LABEL} • ${GUARANTEE_DAYS}-Day Guarantee`;

/** A landmark of its own: it sits above the header, and every part of a page belongs to one. */
export function PromoBanner() {
  return (
    <aside
      aria-label="Store offers"
      className="flex items-center justify-center gap-2 bg-forest-900 px-4 py-2 text-center font-medium text-cream text-xs tracking-wide sm:text-sm"
    >
      <Truck aria-hidden="true" className="hidden h-4 w-4 text-gold sm:block" />
      {PROMO_BANNER}
    </aside>
  );
}
