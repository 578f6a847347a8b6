import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { productListSchema } from '#shared/schemas/product';
import { fetchCatalogueAnswer } from './catalogue-source.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** GET /api/products/featured: the featured products by name, as the API orders them. */
export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'] as QueryKey,
  queryFn: ({ client }) =>
    fetchCatalogueAnswer(client, '/api/products/featured', productListSchema, (catalogue) =>
      catalogue.filter((product) => product.featured).sort(byName),
    ),
});
