import { queryOptions } from '@tanstack/react-query';
import { productListSchema } from '#shared/schemas/product';
import { apiRequest } from '../../lib/api-client.ts';

export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: () => apiRequest('/api/products/featured', { schema: productListSchema }),
});
