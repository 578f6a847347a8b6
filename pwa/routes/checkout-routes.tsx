import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { rootRoute } from './root-route.tsx';

export interface OrderSuccessSearch {
  payment_intent?: string;
  redirect_status?: string;
  /** The checkout of an order paid at the door. */
  checkout?: string;
}

const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a payment's return address carries (Stripe appends these to /order-success), or the
 * checkout of an order paid at the door. Anything unreadable counts as absent, so a mangled link
 * shows a page rather than an error.
 */
export function validateOrderSuccessSearch(search: Record<string, unknown>): OrderSuccessSearch {
  const { payment_intent: intent, redirect_status: status, checkout } = search;
  const paymentIntent = typeof intent === 'string' || typeof intent === 'number' ? String(intent) : '';
  return {
    ...(paymentIntent.length >= 1 && paymentIntent.length <= 255 ? { payment_intent: paymentIntent } : {}),
    ...(typeof status === 'string' && status.length <= 40 ? { redirect_status: status } : {}),
    ...(typeof checkout === 'string' && CHECKOUT_ID.test(checkout) ? { checkout } : {}),
  };
}

export const checkoutRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.checkout,
    component: lazyRouteComponent(() => import('./checkout-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.orderSuccess,
    validateSearch: validateOrderSuccessSearch,
    component: lazyRouteComponent(() => import('./order-success-page.tsx')),
  }),
];
