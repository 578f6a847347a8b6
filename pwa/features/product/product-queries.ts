import { queryOptions } from '@tanstack/react-query';
import { productSchema } from '#shared/schemas/product';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** GET /api/products/{id} (spec 2 §7). A missing product fails with ApiError 404 product_not_found. */
export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productId],
    queryFn: () => apiRequest(`/api/products/${encodeURIComponent(productId)}`, { schema: productSchema }),
  });

/** Whether a failure means "there is no such product" rather than "we could not ask". */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
