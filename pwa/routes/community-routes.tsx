import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { publishedReviewsQueryOptions } from '../features/community/published-reviews.ts';
import { rootRoute } from './root-route.tsx';

/** /reviews, /contact, /sign-in and /account, each page in its own chunk. */
export const communityRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.reviews,
    // Started, not awaited: the page opens at once with its samples, and the server's render
    // waits for this read, so the approved reviews are in the page's first HTML.
    loader: ({ context }) => {
      void context.queryClient.prefetchQuery(publishedReviewsQueryOptions());
    },
    component: lazyRouteComponent(() => import('./reviews-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.contact,
    component: lazyRouteComponent(() => import('./contact-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.signIn,
    component: lazyRouteComponent(() => import('./sign-in-page.tsx')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: STATIC_PAGE_PATHS.account,
    component: lazyRouteComponent(() => import('./account-page.tsx')),
  }),
] as const;
