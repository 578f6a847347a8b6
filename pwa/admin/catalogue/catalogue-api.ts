import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminProductApiPath } from '#shared/api-paths';
import { adminProductListSchema, type ProductEdit } from '#shared/schemas/admin/catalogue';
import { apiRequest } from '../../lib/api-client.ts';

export const CATALOGUE_KEY = ['admin', 'products'] as const;

export const productsQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'list'],
  queryFn: () => apiRequest(API_PATHS.adminProducts, { schema: adminProductListSchema }),
});

/** One product, read from the list (the API answers products as a list). */
export const productQuery = (productId: string) =>
  queryOptions({
    ...productsQuery,
    select: (answer) => answer.products.find((product) => product.id === productId) ?? null,
  });

export function editProduct(productId: string, edit: ProductEdit): Promise<unknown> {
  return apiRequest(adminProductApiPath(productId), { method: 'PATCH', body: edit });
}
