import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/product';
import { apiRequest, type ResponseSchema } from '../../lib/api-client.ts';
import { isTransientFailure } from '../../lib/retry-policy.ts';
import type { ProductListQuery } from './filter-state.ts';

/** The query key of GET /api/products for a set of filters; no filter is the whole catalogue. */
export function productListQueryKey(query: ProductListQuery): QueryKey {
  return ['products', 'list', { category: query.category, mood: query.mood, search: query.search }];
}

/** The whole catalogue as last fetched: kept on the device and warmed after the first visit. */
export function savedCatalogue(client: QueryClient): Product[] | undefined {
  return client.getQueryData<Product[]>(productListQueryKey({}));
}

/**
 * A catalogue answer from the API; when the store cannot answer just now (a transient failure
 * by the retry policy), the same answer worked out from the saved catalogue with the shared
 * rules, so browsing, search and filters work offline.
 * The schema may still be loading (see catalogue-schemas.ts): it is needed only once the answer is in.
 * `fromCatalogue` returns undefined when the saved catalogue cannot answer (the original
 * failure then stands).
 */
export async function fetchCatalogueAnswer<T>(
  client: QueryClient,
  path: string,
  schema: Promise<ResponseSchema<T>>,
  fromCatalogue: (catalogue: Product[]) => T | undefined,
): Promise<T> {
  try {
    return await apiRequest(path, { schema });
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    const catalogue = savedCatalogue(client);
    const answer = catalogue ? fromCatalogue(catalogue) : undefined;
    if (answer === undefined) throw error;
    return answer;
  }
}
