import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  adminOrderApiPath,
  adminOrderCancelApiPath,
  adminOrderClearBankReturnApiPath,
  adminOrderDeliveryAttemptsApiPath,
  adminOrderRefundApiPath,
  adminOrderStatusApiPath,
  adminOrderTrackingApiPath,
} from '#shared/api-paths';
import {
  type AdminOrder,
  adminOrderListSchema,
  adminOrderSchema,
  type CancelOrderRequest,
  type ClearBankReturnRequest,
  type OrderStatusMove,
  type RefundOrderRequest,
} from '#shared/schemas/admin/orders';
import type { TrackingUpdate } from '#shared/schemas/tracking-number';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';
import type { OrderSearch } from './order-search.ts';

/** Every orders query starts with this key: a move refreshes the list and the order alike. */
export const ORDERS_KEY = ['admin', 'orders'] as const;

export const ordersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', search],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminOrders, search), { schema: adminOrderListSchema }),
  });

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'one', orderId],
    queryFn: () => apiRequest(adminOrderApiPath(orderId), { schema: adminOrderSchema }),
  });

export function moveOrder(orderId: string, move: OrderStatusMove): Promise<unknown> {
  return apiRequest(adminOrderStatusApiPath(orderId), { method: 'POST', body: move });
}

/** Gives an order In Transit its carrier and tracking number, replacing what it had; both null takes them away. */
export function setTracking(orderId: string, update: TrackingUpdate): Promise<unknown> {
  return apiRequest(adminOrderTrackingApiPath(orderId), { method: 'PUT', body: update });
}

export function recordFailedDelivery(orderId: string, note: string | undefined): Promise<unknown> {
  return apiRequest(adminOrderDeliveryAttemptsApiPath(orderId), { method: 'POST', body: note ? { note } : {} });
}

export function refundOrder(orderId: string, request: RefundOrderRequest): Promise<unknown> {
  return apiRequest(adminOrderRefundApiPath(orderId), { method: 'POST', body: request });
}

export function cancelOrder(orderId: string, request: CancelOrderRequest): Promise<unknown> {
  return apiRequest(adminOrderCancelApiPath(orderId), { method: 'POST', body: request });
}

/** The owner clears a debit the bank returned: the answer is the order as it now is. */
export function clearBankReturn(orderId: string, request: ClearBankReturnRequest): Promise<AdminOrder> {
  return apiRequest(adminOrderClearBankReturnApiPath(orderId), {
    method: 'POST',
    body: request,
    schema: adminOrderSchema,
  });
}
