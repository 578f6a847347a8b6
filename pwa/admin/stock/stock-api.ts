import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminStockApiPath } from '#shared/api-paths';
import { stockListSchema } from '#shared/schemas/admin/stock';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';

export const STOCK_KEY = ['admin', 'stock'] as const;

export const stockQuery = (lowOnly: boolean) =>
  queryOptions({
    queryKey: [...STOCK_KEY, lowOnly ? 'low' : 'all'],
    queryFn: () =>
      apiRequest(withQuery(API_PATHS.adminStock, { low: lowOnly ? 'true' : undefined }), { schema: stockListSchema }),
  });

export function setOnHand(productId: string, size: string, onHand: number): Promise<unknown> {
  return apiRequest(adminStockApiPath(productId, size), { method: 'PUT', body: { onHand } });
}

export function setLowStockThreshold(threshold: number): Promise<unknown> {
  return apiRequest(API_PATHS.adminLowStockThreshold, { method: 'PUT', body: { threshold } });
}
