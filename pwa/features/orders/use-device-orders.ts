import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { isSettled } from '#shared/back-office/order-status';
import { type DeviceOrderRecord, ordersDb } from '../../db/orders-db.ts';
import { keepOrder, listDeviceOrders, readDeviceOrder } from './device-orders.ts';
import { orderFollowingQueryKey, orderFollowingQueryOptions } from './order-following.ts';
import { fetchOrder } from './orders-api.ts';

/**
 * The screens' view of the device's orders: live queries on IndexedDB (every tab sees a change
 * at once, online or not), plus the store's news while a screen is open.
 */

/** Every order of the device, newest first; undefined until IndexedDB has answered. */
export function useDeviceOrders(): DeviceOrderRecord[] | undefined {
  return useLiveQuery(() => listDeviceOrders(ordersDb), []);
}

/** One order of the device; null when the device does not have it, undefined until it knows. */
export function useDeviceOrder(orderId: string): DeviceOrderRecord | null | undefined {
  return useLiveQuery(async () => (await readDeviceOrder(ordersDb, orderId)) ?? null, [orderId]);
}

/** Follows the orders still on their way; answers whether a check is under way. */
export function useFollowOpenOrders(records: readonly DeviceOrderRecord[]): boolean {
  const open = records.filter((record) => !isSettled(record.order.status));
  const results = useQueries({ queries: open.map((record) => orderFollowingQueryOptions(ordersDb, record)) });
  return results.some((result) => result.isFetching);
}

/** Follows one order while its page is open (a settled one is checked once). */
export function useFollowOrder(orderId: string, record: DeviceOrderRecord | null | undefined) {
  return useQuery(
    record
      ? orderFollowingQueryOptions(ordersDb, record)
      : { queryKey: orderFollowingQueryKey(orderId), queryFn: skipToken },
  );
}

/**
 * An order this device does not hold (its storage was cleared, or the link came from elsewhere
 * on the same browser): asked of the store once, and kept if this browser may read it.
 */
export function useOrderFromStore(orderId: string, needed: boolean) {
  return useQuery({
    queryKey: ['orders', 'from-store', orderId],
    queryFn: async () => {
      await keepOrder(ordersDb, await fetchOrder(orderId), 'lookup');
      return Date.now();
    },
    networkMode: 'online',
    enabled: needed,
    gcTime: 0,
  });
}
