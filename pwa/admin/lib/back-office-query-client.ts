import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { isSignedOut } from './api-problems.ts';

/** Answers are fresh for this long; then a screen shown again asks the server anew. */
const FRESH_FOR_MS = 15_000;

/**
 * The back office's query cache: held in memory only, never saved on the device (it holds
 * shoppers' names and addresses), and refreshed when the tab comes back into view, since
 * several people change the same orders. A 401 from any call means the session is over:
 * `onSignedOut` takes the person back to sign-in.
 */
export function createBackOfficeQueryClient(onSignedOut: () => void): QueryClient {
  const signedOutOnce = (error: unknown) => {
    if (isSignedOut(error)) onSignedOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signedOutOnce }),
    mutationCache: new MutationCache({ onError: signedOutOnce }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: true,
        // A refusal (4xx) will not change by asking again; a lost connection or a 5xx may.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
