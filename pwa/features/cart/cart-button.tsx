import { ShoppingBag } from 'lucide-react';
import { openCartDrawer, useCartDrawerOpen } from './cart-drawer-store.ts';
import { useCart, useRestoredCartNotice } from './use-cart.ts';

/** The header's cart button: an icon with the item count, opening the drawer. */
export function CartButton() {
  const { totals } = useCart();
  useRestoredCartNotice();
  const open = useCartDrawerOpen();
  const count = totals.itemCount;
  return (
    <button
      type="button"
      aria-label={`Open cart (${count} ${count === 1 ? 'item' : 'items'})`}
      aria-haspopup="dialog"
      aria-expanded={open}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 transition hover:bg-forest-50"
      onClick={openCartDrawer}
    >
      <ShoppingBag aria-hidden="true" className="h-6 w-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-forest-700 px-1 font-bold text-[11px] text-white tabular-nums ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
