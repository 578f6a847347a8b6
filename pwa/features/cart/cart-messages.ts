import type { CartRefusalCode } from '#shared/cart/decide-change';
import type { ToastInput } from '../../components/ui/use-toast.ts';
import { CartLimitError } from './cart-actions.ts';

/** The cart's notices. */

export const CART_ADDED_TOAST = {
  title: 'Added to cart',
  description: 'Item has been added to your cart',
} as const satisfies ToastInput;

export const CART_REMOVED_TOAST = {
  title: 'Removed from cart',
  description: 'Item has been removed from your cart',
} as const satisfies ToastInput;

export const CART_CLEARED_TOAST = {
  title: 'Cart cleared',
  description: 'All items have been removed from your cart',
} as const satisfies ToastInput;

/** The browser wiped the cart this device kept; the server's copy of it is back (sync-engine.ts). */
export const CART_RESTORED_TOAST = {
  title: 'Your cart is back',
  description: 'Your browser cleared the cart saved on this device, so we restored it from the store.',
  duration: 10_000,
} as const satisfies ToastInput;

/** What a refused change is called in its toast's title; the refusal's own words follow it. */
const REFUSAL_TITLES: Record<CartRefusalCode, string> = {
  not_shipped_to_state: 'Not delivered there',
  over_state_limit: "Over your state's limit",
  cart_line_limit: 'Your cart is full',
  quantity_limit: 'Most of one item reached',
  order_total_limit: 'Order total limit reached',
  out_of_stock: 'Out of stock',
  size_unavailable: 'Size not available',
  discontinued: 'No longer sold',
  product_not_found: 'No longer sold',
};

const CART_FAILURE_TITLE = 'Your cart did not change';

/**
 * A cart change that fails shows a destructive toast: a refusal titled by what stopped it, in
 * the words of the rule that refused it; anything else says the cart did not change, and why.
 */
export function cartErrorToast(error: unknown): ToastInput {
  const description = error instanceof Error ? error.message : String(error);
  const title = error instanceof CartLimitError ? REFUSAL_TITLES[error.code] : CART_FAILURE_TITLE;
  return { variant: 'destructive', title, description };
}

export const CART_EMPTY_TEXT = 'Your cart is empty. Add some products to get started';
