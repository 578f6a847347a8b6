import { queryOptions } from '@tanstack/react-query';
import { isSettled } from '#shared/back-office/order-status';
import { toast } from '../../components/ui/use-toast.ts';
import type { DeviceOrderRecord, OrdersDatabase } from '../../db/orders-db.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isTransientFailure } from '../../lib/retry-policy.ts';
import { keepOrder, markUnfollowable } from './device-orders.ts';
import { type OrderNews, orderNewsToast } from './order-progress.ts';
import { fetchOrder, lookUpOrder } from './orders-api.ts';

/**
 * Asking the store for news of the device's orders while a page that shows them is open and
 * online: every minute for an order still on its way, and whenever the device comes back online
 * or the page becomes visible again (TanStack Query's online and focus managers), but never
 * twice within MIN_GAP_MS.
 */
export const REFRESH_EVERY_MS = 60_000;
const MIN_GAP_MS = 15_000;

/**
 * Brings one order up to date. If the store no longer lets this browser follow it (its cookies
 * were cleared), the device looks it up again with the number and email it already holds; if
 * that fails too, it stops asking.
 */
export async function refreshOrder(db: OrdersDatabase, record: DeviceOrderRecord): Promise<OrderNews | null> {
  try {
    return await keepOrder(db, await fetchOrder(record.id), record.source);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  try {
    const { number, delivery } = record.order;
    return await keepOrder(db, await lookUpOrder({ number, email: delivery.email }), record.source);
  } catch (error) {
    if (!isTransientFailure(error)) await markUnfollowable(db, record.id);
    throw error;
  }
}

/** News that arrives together (several orders refreshed at once) makes one toast. */
const GATHER_MS = 300;
let gathered: OrderNews[] = [];
let gathering = false;

export function announceOrderNews(news: OrderNews): void {
  gathered.push(news);
  if (gathering) return;
  gathering = true;
  setTimeout(() => {
    const message = orderNewsToast(gathered);
    gathered = [];
    gathering = false;
    if (message) toast(message);
  }, GATHER_MS);
}

export const orderFollowingQueryKey = (orderId: string) => ['orders', 'following', orderId] as const;

/**
 * Following one order. The answer itself lands in IndexedDB (the screens read it there); the
 * query only keeps the time of the last check. A delivered or cancelled order has nothing more
 * to tell, so it is checked when its page opens and not again.
 */
export function orderFollowingQueryOptions(db: OrdersDatabase, record: DeviceOrderRecord) {
  return queryOptions({
    queryKey: orderFollowingQueryKey(record.id),
    queryFn: async () => {
      const news = await refreshOrder(db, record);
      if (news) announceOrderNews(news);
      return Date.now();
    },
    networkMode: 'online',
    enabled: !record.unfollowable,
    staleTime: MIN_GAP_MS,
    gcTime: 0,
    refetchInterval: isSettled(record.order.status) ? false : REFRESH_EVERY_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: (failures, error) => failures < 2 && isTransientFailure(error),
  });
}
