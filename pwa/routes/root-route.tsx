import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { stateRulesQueryOptions } from '../features/compliance/state-rules-query.ts';
import { DocumentHead } from './document-head.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The root of every route: the layout (header, age gate, drawer, footer) and the 404 screen. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every page's header lists the places the state rules name, and the server's render waits
  // for what the loaders ask for: each first HTML carries the rules (and the device keeps them).
  loader: ({ context }) => void context.queryClient.prefetchQuery(stateRulesQueryOptions()),
  component: () => (
    <>
      <DocumentHead />
      <RootLayout />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
