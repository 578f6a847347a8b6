import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { type CreateOrderRequest, type Order, orderSchema } from '#shared/schemas/checkout';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * POST /api/orders with the payment intent's id, or the checkout of an order paid at the door.
 * The server creates one order per checkout, so asking again (a reload of /order-success, a
 * retry) answers the same order.
 */
export function placeOrder(request: CreateOrderRequest): Promise<Order> {
  return apiRequest(API_PATHS.orders, { method: 'POST', body: request, schema: orderSchema });
}

/** What names a placed order's payment: the card's intent, or the checkout paid at the door. */
export const paymentKeyOf = (request: CreateOrderRequest) =>
  'checkoutId' in request ? request.checkoutId : request.paymentIntentId;

export const placedOrderQueryKey = (request: CreateOrderRequest) =>
  ['orders', 'placed', paymentKeyOf(request)] as const;

/**
 * The order of a payment, for /order-success. It needs the network (never answered from a
 * cache), so it waits while offline instead of failing.
 */
export const placedOrderQueryOptions = (request: CreateOrderRequest) =>
  queryOptions({
    queryKey: placedOrderQueryKey(request),
    queryFn: () => placeOrder(request),
    networkMode: 'online',
  });
