import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { DocumentHead } from './document-head.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The root of every route: the layout (header, age gate, drawer, footer) and the 404 screen. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentHead />
      <RootLayout />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
