import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { checkoutRoutes } from './routes/checkout-routes.tsx';
import { communityRoutes } from './routes/community-routes.tsx';
import { contentRoutes } from './routes/content-routes.tsx';
import { homeRoutes } from './routes/home-routes.tsx';
import { orderRoutes } from './routes/order-routes.tsx';
import { productRoutes } from './routes/product-routes.tsx';
import { rootRoute } from './routes/root-route.tsx';

/** Each group of routes lives in its own file under routes/; this only assembles them. */
const routeTree = rootRoute.addChildren([
  ...checkoutRoutes,
  ...communityRoutes,
  ...contentRoutes,
  ...homeRoutes,
  ...orderRoutes,
  ...productRoutes,
]);

/** The browser's router, or with `history` the page renderer's, which renders one address once. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // On the server, scroll restoration would write an inline script the page's CSP refuses.
    scrollRestoration: history === undefined,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
