import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { rootRoute } from './root-route.tsx';

/**
 * What a payment's return address carries (Stripe appends these to /order-success). Anything
 * unreadable counts as absent, so a mangled link shows a page rather than an error.
 */
const orderSuccessSearchSchema = z.object({
  payment_intent: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().min(1).max(255))
    .optional()
    .catch(undefined),
  redirect_status: z.string().max(40).optional().catch(undefined),
});
export type OrderSuccessSearch = z.infer<typeof orderSuccessSearchSchema>;

export const checkoutRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.checkout,
    component: lazyRouteComponent(() => import('./checkout-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.orderSuccess,
    validateSearch: (search: Record<string, unknown>): OrderSuccessSearch => orderSuccessSearchSchema.parse(search),
    component: lazyRouteComponent(() => import('./order-success-page.tsx')),
  }),
];
