import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { featuredProducts } from '#shared/catalogue/product-filters';
import { productListAnswer } from './catalogue-schemas.ts';
import { fetchCatalogueAnswer } from './catalogue-source.ts';

/** GET /api/products/featured: the featured products by name, as the API orders them. */
export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'] as QueryKey,
  queryFn: ({ client }) =>
    fetchCatalogueAnswer(client, API_PATHS.featuredProducts, productListAnswer(), featuredProducts),
});
