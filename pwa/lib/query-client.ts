import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

/** How long a saved catalogue is shown on start before it counts as too old to trust. */
export const PERSISTED_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const PERSISTED_CACHE_KEY = 'verdant-query-cache';

/**
 * Data never goes stale, is not refetched on focus, and the client retries nothing: each
 * caller decides what is worth retrying.
 * Queries run offline too ('offlineFirst'): the service worker and the saved catalogue answer
 * them, where TanStack's default would pause them until the connection returns. Answers are
 * never dropped from memory (the catalogue is small), so everything warmed stays saved on disk;
 * a finite gcTime past 2^31 ms would overflow the timer and drop them at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Only the catalogue is saved: answers about the shopper (age, cart) are always asked afresh. */
/** The catalogue and the states' rules that go with it: what every shopper shares, kept on the device. */
const isCatalogueKey = (queryKey: readonly unknown[]) => queryKey[0] === 'products' || queryKey[0] === 'state-rules';

/**
 * Saves the catalogue part of the query cache in localStorage and restores it before the app
 * renders, so products show at once, offline or online. A new build drops what an old one saved.
 * Once restored and online, the saved answers are marked stale: each refreshes in the background
 * the next time a page shows it. Answers the server has just rendered the page with
 * (`fresh`, by query hash) are not: they are newer than anything saved.
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  buildId: string,
  fresh: ReadonlySet<string> = new Set(),
): Promise<void> {
  // Saved on the next task rather than the default second later: an app closed right after
  // the warm-up must not lose it. Changes made in one go still make one write.
  const persister = createSyncStoragePersister({
    storage: localStorageIfAllowed(),
    key: PERSISTED_CACHE_KEY,
    throttleTime: 0,
  });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: buildId,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isCatalogueKey(query.queryKey),
    },
  });
  await restored.catch((error: unknown) => console.error('Could not restore the saved catalogue', error));
  if (onlineManager.isOnline()) await markCatalogueStale(queryClient, 'none', fresh);
  // Answers worked out offline from the saved catalogue are refreshed as soon as the store is back.
  onlineManager.subscribe((online) => {
    if (online) void markCatalogueStale(queryClient, 'active');
  });
}

function markCatalogueStale(
  queryClient: QueryClient,
  refetchType: 'none' | 'active',
  fresh: ReadonlySet<string> = new Set(),
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isCatalogueKey(query.queryKey) && !fresh.has(query.queryHash),
    refetchType,
  });
}

/** Storage can be refused (private modes, strict settings): the app then simply saves nothing. */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
