import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { isOrderId, PARAM_PAGE_PATHS, STATIC_PAGE_PATHS } from '#shared/routes';
import { rootRoute } from './root-route.tsx';

/**
 * "Your orders" and one order's page. Both read the device's copy of its orders, so they open
 * offline; an address whose id cannot be an order's is the store's 404 page.
 */
export const orderRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.orders,
    component: lazyRouteComponent(() => import('./orders-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: PARAM_PAGE_PATHS.order,
    loader: ({ params }) => {
      if (!isOrderId(params.orderId)) throw notFound();
    },
    component: lazyRouteComponent(() => import('./order-page.tsx')),
  }),
] as const;
