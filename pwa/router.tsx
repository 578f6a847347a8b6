import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { checkoutRoutes } from './routes/checkout-routes.tsx';
import { communityRoutes } from './routes/community-routes.tsx';
import { contentRoutes } from './routes/content-routes.tsx';
import { homeRoutes } from './routes/home-routes.tsx';
import { productRoutes } from './routes/product-routes.tsx';
import { rootRoute } from './routes/root-route.tsx';

/** Each group of routes lives in its own file under routes/; this only assembles them. */
const routeTree = rootRoute.addChildren([
  ...checkoutRoutes,
  ...communityRoutes,
  ...contentRoutes,
  ...homeRoutes,
  ...productRoutes,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
