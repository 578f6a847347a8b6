import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { StateRule } from '#shared/compliance/state-rule';
import { matchPage } from '#shared/routes';
import type { Product } from '#shared/schemas/product';
import { headFor } from '#shared/seo/head';
import { STATE_RULES_QUERY_KEY } from '../features/compliance/state-rules-query.ts';
import { productDetailQueryKey } from '../features/product/product-queries.ts';
import { applyHead } from '../lib/document-head.ts';

/**
 * Keeps the document head in step with the route, from the same builder the server uses. A
 * product page's head waits for the product in the query cache (its route loads it first).
 */
export function DocumentHead() {
  const location = useRouterState({ select: (state) => state.location });
  const status = useRouterState({ select: (state) => state.status });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'idle') return;
    const match = matchPage(location.pathname);
    const search = location.search as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const product =
      match?.page === 'product'
        ? (queryClient.getQueryData<Product>(productDetailQueryKey(match.productId)) ?? null)
        : null;
    applyHead(
      headFor(match, {
        origin: window.location.origin,
        product,
        filters: { search: text(search.search), category: text(search.category), mood: text(search.mood) },
        rules: queryClient.getQueryData<StateRule[]>(STATE_RULES_QUERY_KEY),
      }),
      window.location.origin,
    );
  }, [location, status, queryClient]);

  return null;
}
