import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { type Order, orderSchema } from '#shared/schemas/checkout';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * POST /api/orders with the payment intent's id. The server creates one order per
 * paid intent, so asking again (a reload of /order-success, a retry) answers the same order.
 */
export function placeOrder(paymentIntentId: string): Promise<Order> {
  return apiRequest(API_PATHS.orders, { method: 'POST', body: { paymentIntentId }, schema: orderSchema });
}

export const orderForPaymentQueryKey = (paymentIntentId: string) => ['orders', 'for-payment', paymentIntentId] as const;

/**
 * The order of a payment, for /order-success. It needs the network (never answered from a
 * cache), so it waits while offline instead of failing.
 */
export const orderForPaymentQueryOptions = (paymentIntentId: string) =>
  queryOptions({
    queryKey: orderForPaymentQueryKey(paymentIntentId),
    queryFn: () => placeOrder(paymentIntentId),
    networkMode: 'online',
  });
