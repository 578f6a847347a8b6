import { API_PATHS, orderApiPath } from '#shared/api-paths';
import { type AccountOrders, accountOrdersSchema } from '#shared/schemas/account';
import { type Order, orderSchema } from '#shared/schemas/checkout';
import type { OrderLookupRequest } from '#shared/schemas/order-lookup';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The two calls that read an order: both need the network, and the service worker never
 * answers them from a cache (the device's copy in IndexedDB is what shows offline).
 */

/** GET /api/orders/{id}: an order this browser placed or follows; 404 for any other. */
export function fetchOrder(orderId: string): Promise<Order> {
  return apiRequest(orderApiPath(orderId), { schema: orderSchema });
}

/** POST /api/orders/lookup: the order with this number and email; from then on this browser follows it. */
export function lookUpOrder(request: OrderLookupRequest): Promise<Order> {
  return apiRequest(API_PATHS.orderLookup, { method: 'POST', body: request, schema: orderSchema });
}

/** GET /api/account/orders: the signed-in account's orders, placed with its email on any device. */
export function fetchAccountOrders(): Promise<AccountOrders> {
  return apiRequest(API_PATHS.accountOrders, { schema: accountOrdersSchema });
}
