import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { submissionQueue } from './features/community/start-submission-queue.ts';
import { createAppRouter } from './router.tsx';
import { cartSync } from './sync/start-cart-sync.ts';
import './styles.css';

// Spec 1 §7: data never goes stale, is not refetched on focus, and no request is retried.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
const router = createAppRouter(queryClient);
cartSync.start();
// Reviews and messages an earlier visit left queued go out whatever page the app opens on.
submissionQueue.start();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
