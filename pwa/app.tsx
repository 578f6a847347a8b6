import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useRef } from 'react';
import type { AppRouter } from './router.tsx';

/** Calls `onTakenOver` once, after the app's first commit: the page is the app's from then on. */
function TakeoverSignal({ onTakenOver }: { onTakenOver: () => void }) {
  const signalled = useRef(false);
  useEffect(() => {
    if (signalled.current) return;
    signalled.current = true;
    onTakenOver();
  }, [onTakenOver]);
  return null;
}

/** The whole storefront, as the browser renders it and as the server renders each page's first HTML. */
export function App({
  queryClient,
  router,
  onTakenOver,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  onTakenOver?: () => void;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      {onTakenOver ? <TakeoverSignal onTakenOver={onTakenOver} /> : null}
    </StrictMode>
  );
}
