import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startServiceWorker } from './features/app-update/service-worker-updates.ts';
import { submissionQueue } from './features/community/start-submission-queue.ts';
import { captureInstallPrompt } from './features/install/install-prompt.ts';
import { warmCatalogueWhenIdle } from './features/offline/catalogue-warm-up.ts';
import { createQueryClient, restoreQueryCache } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { cartSync } from './sync/start-cart-sync.ts';
import './styles.css';

// Chromium offers installation once, early: listen before anything renders.
captureInstallPrompt();
const queryClient = createQueryClient();
cartSync.start();
// Reviews and messages an earlier visit left queued go out whatever page the app opens on.
submissionQueue.start();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The saved catalogue is in place before the first route loads, so pages open without waiting.
await restoreQueryCache(queryClient, __BUILD_ID__);
const router = createAppRouter(queryClient);
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
startServiceWorker();
warmCatalogueWhenIdle(queryClient, __BUILD_ID__);
