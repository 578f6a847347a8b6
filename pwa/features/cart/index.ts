/**
 * What other features use of the cart: adding a product to it, opening the drawer, its toasts
 * and its lines. Each of these is part of the first page's code already; the drawer and the
 * sync engine load on demand and are not exported here, so no import of this index pulls them
 * into the first page.
 */

export { AddToCartIcon } from './add-to-cart-icon.tsx';
export { addToCart, CartLimitError } from './cart-actions.ts';
export { openCartDrawer } from './cart-drawer-store.ts';
export { CART_ADDED_TOAST, cartErrorToast } from './cart-messages.ts';
export { loadCartDb, useCartReady } from './cart-store.ts';
export { lineProductFrom } from './line-product.ts';
export { useCart } from './use-cart.ts';

/** Signing in or out hands the cart over (cart-owner.ts), loaded when the account needs it. */
export const loadCartOwner = () => import('./cart-owner.ts');
