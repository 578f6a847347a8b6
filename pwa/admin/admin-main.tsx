import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BACK_OFFICE_PATH } from '#shared/routes';
import { type BackOfficeRouter, createBackOfficeRouter } from './admin-router.tsx';
import { createBackOfficeQueryClient } from './lib/back-office-query-client.ts';
import { withQuery } from './lib/query-string.ts';
import { sessionQuery } from './session/session-api.ts';
import './admin.css';

/**
 * The back office, started by main.tsx on any /admin address. The server sent the bare shell
 * (nothing to hydrate), so this renders from scratch with its own router and an in-memory
 * query cache.
 */
export function startBackOffice(root: HTMLElement): void {
  let router: BackOfficeRouter | null = null;
  // A 401 from any call: the session ended. Everything loaded is dropped, and sign-in brings
  // the person back to the screen they were on.
  const queryClient = createBackOfficeQueryClient(() => {
    if (!router) return;
    // Several calls can fail at once: the first sends the person to sign-in, the rest see them there.
    if (router.state.location.pathname === BACK_OFFICE_PATH) return;
    const where = router.state.location.href;
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    void router.navigate({ href: withQuery(BACK_OFFICE_PATH, { next: where }), replace: true });
  });
  router = createBackOfficeRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
