import { STATIC_PAGE_PATHS } from '#shared/routes';
import { createRoute } from '@tanstack/react-router';
import { featuredProductsQueryOptions } from '../features/catalogue/product-queries.ts';
import { HomePage } from './home.tsx';
import { rootRoute } from './root-route.tsx';

// Spec 1 §2: / and /shop are the same screen.
export const homeRoutes = [STATIC_PAGE_PATHS.home, STATIC_PAGE_PATHS.shop].map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context }) => {
      void context.queryClient.prefetchQuery(featuredProductsQueryOptions);
    },
    component: HomePage,
  }),
);
