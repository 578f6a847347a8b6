import { useEffect } from 'react';
import { CART_HASH } from '../../web-app-manifest.ts';
import { openCartDrawer } from './cart-drawer-store.ts';

/** A link ending in #cart (the installed app's "Cart" shortcut) opens the cart drawer on that page. */
export function useCartLink(): void {
  useEffect(() => {
    const openIfAsked = () => {
      if (window.location.hash !== CART_HASH) return;
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
      openCartDrawer();
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    return () => window.removeEventListener('hashchange', openIfAsked);
  }, []);
}
