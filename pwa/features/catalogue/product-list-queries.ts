import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { productListSchema } from '#shared/schemas/product';
import { apiRequest } from '../../lib/api-client.ts';
import { type HomeFilters, type ProductListQuery, productSource } from './filter-state.ts';
import { featuredProductsQueryOptions } from './product-queries.ts';

/** The path of GET /api/products with only the filters that are set (spec 1 §7). */
export function productListPath(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.mood) params.set('mood', query.mood);
  return params.size > 0 ? `/api/products?${params}` : '/api/products';
}

/** GET /api/products with the filters that are set; also used by the category page. */
export function filteredProductsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['products', 'list', { category: query.category, mood: query.mood, search: query.search }],
    queryFn: () => apiRequest(productListPath(query), { schema: productListSchema }),
  });
}

/**
 * The home page's product list (spec 1 §4): GET /api/products/featured with no filter, else
 * GET /api/products with the filters. The route's loader prefetches it and the page reads it,
 * with this one factory. The featured list keeps the key the rest of the app uses.
 */
export function homeProductsQueryOptions(filters: HomeFilters) {
  const source = productSource(filters);
  const [queryKey, path]: [QueryKey, string] =
    source.kind === 'featured'
      ? [featuredProductsQueryOptions.queryKey, '/api/products/featured']
      : [filteredProductsQueryOptions(source.query).queryKey, productListPath(source.query)];
  return queryOptions({
    queryKey,
    queryFn: () => apiRequest(path, { schema: productListSchema }),
  });
}
