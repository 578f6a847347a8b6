import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from './components/screen-states.tsx';
import { rootRoute, signedInRoute, signInRoute } from './routes/base-routes.tsx';
import { screenRoutes } from './routes/screen-routes.tsx';

const routeTree = rootRoute.addChildren([signInRoute, signedInRoute.addChildren(screenRoutes)]);

/** The back office's own router: its routes only, and the query client in its context. */
export function createBackOfficeRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // A screen's spinner shows only when its data takes longer than a moment.
    defaultPendingMs: 200,
    defaultPendingComponent: LoadingScreen,
  });
}

export type BackOfficeRouter = ReturnType<typeof createBackOfficeRouter>;
