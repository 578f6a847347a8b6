import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { startServiceWorker } from './features/app-update/service-worker-updates.ts';
import { loadCartRuntime } from './features/cart/cart-store.ts';
import { captureInstallPrompt } from './features/install/install-prompt.ts';
import { warmCatalogueWhenIdle } from './features/offline/catalogue-warm-up.ts';
import { createQueryClient, restoreQueryCache } from './lib/query-client.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

/** The sync and the submission queue start within this long of the first render, idle or not. */
const BACKGROUND_START_MS = 1000;

// The page's CSP forbids eval, so zod's compiled parsers cannot run here; saying so up front
// keeps zod from trying (each try is a CSP violation) before it loads with the first schema.
configureZod({ jitless: true });

// Chromium offers installation once, early: listen before anything renders.
captureInstallPrompt();
const queryClient = createQueryClient();

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
// The cart's sync and the queue of reviews and messages start once the page is on screen and
// idle: the first page never waits for their code. Whatever page the app opens on, a cart
// change or a review an earlier visit left queued then goes out.
whenIdle(() => {
  void loadCartRuntime().then(({ cartSync }) => cartSync.start());
  void import('./features/community/start-submission-queue.ts').then(({ submissionQueue }) => submissionQueue.start());
}, BACKGROUND_START_MS);
startServiceWorker();
warmCatalogueWhenIdle(queryClient, __BUILD_ID__);
