import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { featuredProductsQueryOptions } from './features/catalogue/product-queries.ts';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RootLayout } from './routes/root-layout.tsx';

interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// Spec 1 §2: / and /shop are the same screen.
const homeRoutes = [STATIC_PAGE_PATHS.home, STATIC_PAGE_PATHS.shop].map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context }) => {
      void context.queryClient.prefetchQuery(featuredProductsQueryOptions);
    },
    component: HomePage,
  }),
);

const routeTree = rootRoute.addChildren(homeRoutes);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
