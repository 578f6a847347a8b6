import type { ToastInput } from '../../components/ui/use-toast.ts';

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

/** A cart change that fails shows a destructive toast titled 'Error' with the error's message. */
export function cartErrorToast(error: unknown): ToastInput {
  const description = error instanceof Error ? error.message : String(error);
  return { variant: 'destructive', title: 'Error', description };
}

export const CART_EMPTY_TEXT = 'Your cart is empty. Add some products to get started';
