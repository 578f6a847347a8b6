import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { filterProducts } from '#shared/catalogue/product-filters';
import type { Product } from '#shared/schemas/product';
import { productListAnswer } from './catalogue-schemas.ts';
import { fetchCatalogueAnswer, productListQueryKey } from './catalogue-source.ts';
import { type HomeFilters, type ProductListQuery, productSource } from './filter-state.ts';
import { featuredProductsQueryOptions } from './product-queries.ts';

/** The path of GET /api/products with only the filters that are set. */
export function productListPath(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.mood) params.set('mood', query.mood);
  return params.size > 0 ? `${API_PATHS.products}?${params}` : API_PATHS.products;
}

function fetchProductList(client: QueryClient, query: ProductListQuery): Promise<Product[]> {
  return fetchCatalogueAnswer(client, productListPath(query), productListAnswer(), (catalogue) =>
    filterProducts(catalogue, query),
  );
}

/** GET /api/products with the filters that are set; also used by the category page. */
export function filteredProductsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: productListQueryKey(query),
    queryFn: ({ client }) => fetchProductList(client, query),
  });
}

/**
 * The home page's product list: GET /api/products/featured with no filter, else
 * GET /api/products with the filters. The route's loader prefetches it and the page reads it,
 * with this one factory.
 */
export function homeProductsQueryOptions(filters: HomeFilters) {
  const source = productSource(filters);
  return source.kind === 'featured' ? featuredProductsQueryOptions : filteredProductsQueryOptions(source.query);
}
