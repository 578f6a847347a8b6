import { queryOptions } from '@tanstack/react-query';
import { productApiPath } from '#shared/api-paths';
import { ApiError } from '../../lib/api-client.ts';
import { fetchCatalogueAnswer, productAnswer } from '../catalogue/index.ts';

export function productDetailQueryKey(productId: string) {
  return ['products', 'detail', productId] as const;
}

/**
 * GET /api/products/{id}. A missing product fails with ApiError 404
 * product_not_found; offline, a product the saved catalogue holds still opens.
 */
export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productDetailQueryKey(productId),
    queryFn: ({ client }) =>
      fetchCatalogueAnswer(client, productApiPath(productId), productAnswer(), (catalogue) =>
        catalogue.find((product) => product.id === productId),
      ),
  });

/** Whether a failure means "there is no such product" rather than "we could not ask". */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
