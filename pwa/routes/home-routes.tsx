import { createRoute } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { filtersFromSearch } from '../features/catalogue/filter-state.ts';
import { validateHomeSearch } from '../features/catalogue/home-search.ts';
import { homeProductsQueryOptions } from '../features/catalogue/product-list-queries.ts';
import { HomePage } from './home.tsx';
import { rootRoute } from './root-route.tsx';

// / and /shop are the same screen. Its search (category, mood, search) is checked
// with zod; a value the store does not know means "all".
export const homeRoutes = [STATIC_PAGE_PATHS.home, STATIC_PAGE_PATHS.shop].map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateHomeSearch,
    loaderDeps: ({ search }) => search,
    // Starts the list's request without holding up the page, which shows its own spinner.
    loader: ({ context, deps }) => {
      void context.queryClient.prefetchQuery(homeProductsQueryOptions(filtersFromSearch(deps)));
    },
    component: HomePage,
  }),
);
