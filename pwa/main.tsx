import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { isBackOfficePath } from '#shared/routes';
import { App } from './app.tsx';
import { EARLY_TAPS_GLOBAL } from './early-taps/early-taps.ts';
import { replayEarlyTaps } from './early-taps/replay-early-taps.ts';
import { startServiceWorker } from './features/app-update/service-worker-updates.ts';
import { loadCartSync } from './features/cart/cart-store.ts';
import { captureInstallPrompt } from './features/install/install-prompt.ts';
import { warmCatalogueWhenIdle } from './features/offline/catalogue-warm-up.ts';
import { whenAgeVerified } from './lib/app-events.ts';
import { createQueryClient, restoreQueryCache } from './lib/query-client.ts';
import { nextTask, whenIdle } from './lib/when-idle.ts';
import { createAppRouter } from './router.tsx';
import { readPageData } from './ssr/page-data.ts';
import './styles.css';

/** The sync and the submission queue start within this long of the first render, idle or not. */
const BACKGROUND_START_MS = 1000;
/** On a server-rendered page, the saved catalogue is restored within this long of hydration. */
const RESTORE_AFTER_HYDRATION_MS = 1000;

// The page's CSP forbids eval, so zod's compiled parsers cannot run here; saying so up front
// keeps zod from trying (each try is a CSP violation) before it loads with the first schema.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (isBackOfficePath(window.location.pathname)) {
  // The back office is its own app, in chunks of its own: none of its code is in the shop's
  // first load, and none of the shop's start-up (cart sync, worker, warm-up) runs for it.
  // Its page is not rendered by the server, so there is nothing to hold presses for (decision 013).
  window[EARLY_TAPS_GLOBAL]?.stop();
  void import('./admin/admin-main.tsx').then(({ startBackOffice }) => startBackOffice(container));
} else {
  startStore(container);
}

/**
 * Not at the top level with await: a route's lazy code imports from this module, and would wait
 * for it to finish evaluating while this module waited for the route.
 */
async function renderApp(root: HTMLElement, queryClient: QueryClient): Promise<void> {
  const pageData = readPageData(document);
  if (pageData && root.hasChildNodes()) {
    // The server's page is on screen and the app's code has just run: its setup (data and
    // router, the page's match, hydration) goes in tasks of their own, so none of them adds to a
    // long one.
    await nextTask();
    // A page the server rendered: the app takes over its HTML (hydration) with the data it was
    // rendered with, so it must render exactly what the server did. The saved catalogue then
    // comes in like any update (older than the page's, it replaces none of it).
    hydrate(queryClient, pageData);
    const router = createAppRouter(queryClient, undefined, { takesOverServerPage: true });
    // The server renders the routes without a suspense boundary around them; so must this.
    router.ssr = { manifest: undefined };
    // Building the router and matching the page are each a few milliseconds on a phone.
    await nextTask();
    await router.load();
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the page answers input sooner.
    // Once it has, what the shopper typed and pressed meanwhile is carried out (decision 013).
    const replay = () => void replayEarlyTaps(window, { serverRendered: true });
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} router={router} onTakenOver={replay} />);
    });
    // The page has its data: the saved catalogue (for pages opened later, offline) can wait
    // for a quiet moment rather than add to the work of taking the page over.
    await new Promise<void>((resolve) => whenIdle(resolve, RESTORE_AFTER_HYDRATION_MS));
    await restoreQueryCache(queryClient, __BUILD_ID__, new Set(pageData.queries.map((query) => query.queryHash)));
    return;
  }
  // The bare shell (the worker's offline copy, or a page the server could not render): the
  // saved catalogue is in place before the first route loads, so pages open without waiting.
  await restoreQueryCache(queryClient, __BUILD_ID__);
  const replay = () => void replayEarlyTaps(window, { serverRendered: false });
  createRoot(root).render(<App queryClient={queryClient} router={createAppRouter(queryClient)} onTakenOver={replay} />);
}

function startStore(root: HTMLElement): void {
  // Chromium offers installation once, early: listen before anything renders.
  captureInstallPrompt();
  const queryClient = createQueryClient();
  // The cart's sync and the queue of reviews and messages start once the page is on screen,
  // past the age gate, and idle: the first page never waits for their code, and behind the gate
  // (where the page cannot be used) neither they nor IndexedDB's code load at all. Whatever page
  // the app opens on, a cart change or a review an earlier visit left queued then goes out.
  void renderApp(root, queryClient).then(() => {
    whenAgeVerified(() =>
      whenIdle(() => {
        void loadCartSync().then(({ cartSync }) => cartSync.start());
        void import('./features/community/start-submission-queue.ts').then(({ submissionQueue }) =>
          submissionQueue.start(),
        );
      }, BACKGROUND_START_MS),
    );
    startServiceWorker();
    warmCatalogueWhenIdle(queryClient, __BUILD_ID__);
  });
}
