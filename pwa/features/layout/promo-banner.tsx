import { Truck } from 'lucide-react';

/** Spec 1 §1: the header banner, word for word. */
export const PROMO_BANNER = 'Free Shipping Over $99 • 100-Day Guarantee';

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
