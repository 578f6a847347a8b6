import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { STATE_RULES_QUERY_KEY } from '../../pwa/features/compliance/state-rules-query.ts';

/**
 * `element` inside a query client that already holds the states' rules (the seed, unless
 * others are given), as a page the server rendered does: components that show or apply the
 * rules read them from there.
 */
export function withStateRules(element: ReactElement, rules: readonly StateRule[] = STATE_RULES_SEED): ReactElement {
  // Never stale: the test reads what it set, without asking a server.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(STATE_RULES_QUERY_KEY, [...rules]);
  return createElement(QueryClientProvider, { client }, element);
}
