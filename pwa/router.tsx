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

/**
 * A scroll restoration that leaves the first render alone when the app takes over a page the
 * server rendered: the shopper may have scrolled it for seconds already (decision 013), and
 * restoration would send them back to the top. Every later navigation restores as usual.
 */
function restoreScrollAfterTakeover(): () => boolean {
  let takingOver = true;
  return () => {
    if (!takingOver) return true;
    takingOver = false;
    return false;
  };
}

/**
 * The browser's router, or with `history` the page renderer's, which renders one address once.
 * `takesOverServerPage` when it takes over the server's HTML rather than rendering the shell.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  { takesOverServerPage = false }: { takesOverServerPage?: boolean } = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // On the server, scroll restoration would write an inline script the page's CSP refuses.
    scrollRestoration: history === undefined && (takesOverServerPage ? restoreScrollAfterTakeover() : true),
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
