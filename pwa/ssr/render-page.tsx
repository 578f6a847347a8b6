import { text } from 'node:stream/consumers';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ApiTransport, PageRenderer, PageRenderRequest } from '#shared/page-rendering';
import { App } from '../app.tsx';
import { ageVerificationQueryOptions } from '../features/age-gate/age-verification-api.ts';
import { ApiError, setApiFetcher } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { type AppRouter, createAppRouter } from '../router.tsx';
import { pageDataScript } from './page-data.ts';

/**
 * The page renderer: the server's first HTML of every page, made with the storefront's own
 * routes, components and queries, so a shopper sees the page before any script has run.
 * Built by `vite build` into the storefront's build (shared/page-rendering.ts).
 */

/** A page whose data takes longer than this goes out as the bare shell: the browser then renders it. */
const DATA_DEADLINE_MS = 2000;
const ROOT_ELEMENT = '<div id="root"></div>';

export function createPageRenderer(transport: ApiTransport): PageRenderer {
  setApiFetcher((path, init) =>
    (init.method ?? 'GET') === 'GET'
      ? transport(path)
      : Promise.reject(new Error(`The page renderer sends no ${init.method} requests`)),
  );
  return { renderPage };
}

async function renderPage({ url, ageVerified, shell }: PageRenderRequest): Promise<string | null> {
  if (!shell.includes(ROOT_ELEMENT)) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(ageVerificationQueryOptions.queryKey, ageVerified);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  if (!(await withinDeadline(loadPage(router, queryClient)))) return null;
  // A read that could not be answered (the database is away, say) is the browser's to handle,
  // with its retries and its saved catalogue; a product that does not exist is a page to render.
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.some((query) => !isClientError(query.state.error))) return null;
  // In one piece: React would otherwise move large parts out to be put in place by inline
  // scripts, which the page's CSP refuses.
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await text(prelude);
  return shell.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${pageDataScript(dehydrate(queryClient))}`);
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Runs the route's loaders, then waits for the reads they started without waiting for them. */
async function loadPage(router: AppRouter, queryClient: QueryClient): Promise<void> {
  await router.load();
  if (queryClient.isFetching() === 0) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Whether `work` finished in time: a page whose data is slow goes out as the bare shell. */
async function withinDeadline(work: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATA_DEADLINE_MS);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
