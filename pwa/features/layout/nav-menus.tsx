import { ChevronDown } from 'lucide-react';
import { deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';

/** The id of the home page's products section, where the shop choices land. */
export const PRODUCTS_HASH = 'products';

export const SHOP_MENU_LABEL = 'Shop THC';
export const LEARN_MENU_LABEL = 'Learn';

export const menuTriggerClass =
  'group inline-flex min-h-11 items-center gap-1 rounded-full px-3.5 font-semibold text-forest-900 text-[15px] transition hover:bg-forest-50 data-[state=open]:bg-forest-50';

/** The app's focus ring (styles.css), drawn inside the item so it stays within the menu. */
export const insetFocusRing = { outlineOffset: '-2px' } as const;

/** What a menu's trigger shows, the same before and after the menu's code arrives. */
export function MenuTriggerFace({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown
        aria-hidden="true"
        className="h-4 w-4 text-forest-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </>
  );
}

const shopMenu = deferredWidget(() => import('./nav-menu-dropdowns.tsx').then((module) => module.ShopMenuDropdown));
const learnMenu = deferredWidget(() => import('./nav-menu-dropdowns.tsx').then((module) => module.LearnMenuDropdown));

function DeferredMenu({ label, widget }: { label: string; widget: typeof shopMenu }) {
  const { Widget, activation, placeholderProps } = useDeferredWidget(widget);
  if (Widget) return <Widget {...activation} />;
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={menuTriggerClass} {...placeholderProps}>
      <MenuTriggerFace label={label} />
    </button>
  );
}

/**
 * 'Shop THC' offers the four categories and all products; each choice goes to the
 * shop home with that category and the mood back at all, at its products.
 */
export function ShopMenu() {
  return <DeferredMenu label={SHOP_MENU_LABEL} widget={shopMenu} />;
}

/** 'Learn' links to the eight guides, and to the lab reports. */
export function LearnMenu() {
  return <DeferredMenu label={LEARN_MENU_LABEL} widget={learnMenu} />;
}
