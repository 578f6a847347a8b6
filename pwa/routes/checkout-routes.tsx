import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { rootRoute } from './root-route.tsx';

export const checkoutRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.checkout,
    component: lazyRouteComponent(() => import('./checkout-page.tsx')),
  }),
];
