import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminHandOverApiPath, adminHandoffApiPath, adminReturnToStoreApiPath } from '#shared/api-paths';
import {
  type HandOverRequest,
  handoffListSchema,
  handoffOrderSchema,
  type ReturnToStoreRequest,
} from '#shared/schemas/admin/handoffs';
import { apiRequest } from '../../lib/api-client.ts';

/** Every handoff query starts with this key: a handoff refreshes the list and the order alike. */
export const HANDOFFS_KEY = ['admin', 'handoffs'] as const;

export const handoffsQuery = queryOptions({
  queryKey: [...HANDOFFS_KEY, 'list'],
  queryFn: () => apiRequest(API_PATHS.adminHandoffs, { schema: handoffListSchema }),
});

export const handoffQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...HANDOFFS_KEY, 'one', orderId],
    queryFn: () => apiRequest(adminHandoffApiPath(orderId), { schema: handoffOrderSchema }),
  });

export function handOver(orderId: string, request: HandOverRequest) {
  return apiRequest(adminHandOverApiPath(orderId), { method: 'POST', body: request, schema: handoffOrderSchema });
}

export function returnToStore(orderId: string, request: ReturnToStoreRequest) {
  return apiRequest(adminReturnToStoreApiPath(orderId), { method: 'POST', body: request, schema: handoffOrderSchema });
}
