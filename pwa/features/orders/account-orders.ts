import { useQuery } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/account';
import { ordersDb } from '../../db/orders-db.ts';
import { keepOrder } from './device-orders.ts';
import { fetchAccountOrders } from './orders-api.ts';

/**
 * The signed-in account's orders, placed on any device with its email, kept on this device with
 * the others, so "Your orders" lists them and opens them offline.
 */
export function useAccountOrdersOnDevice(account: Account | null | undefined) {
  return useQuery({
    queryKey: ['account', 'orders', account?.email ?? null],
    queryFn: async () => {
      const { orders } = await fetchAccountOrders();
      for (const order of orders) await keepOrder(ordersDb, order, 'account');
      return orders.length;
    },
    enabled: Boolean(account),
    networkMode: 'online',
  });
}

/** Signing out: the orders only the account brought leave the device with it. */
export async function forgetAccountOrders(): Promise<void> {
  await ordersDb.orders.filter((record) => record.source === 'account').delete();
}
