import type { Order } from '#shared/schemas/checkout';
import type { DeviceOrderRecord, DeviceOrderSource, OrdersDatabase } from '../../db/orders-db.ts';
import type { OrderNews } from './order-progress.ts';

/**
 * Writing the device's copy of its orders. Each write is one Dexie transaction that reads what
 * the device knew and stores what the store now says, so of two tabs learning the same news
 * only the first sees a change: the shopper is told once.
 */

/** The statuses a shopper is told about; an order is never told it was placed. */
function newsOf(before: Order, after: Order): OrderNews | null {
  if (before.status === after.status || after.status === 'paid') return null;
  const { id: orderId, number, status: to, refunded, tender } = after;
  return { orderId, number, from: before.status, to, refunded, tender };
}

/**
 * Keeps the store's answer for an order: a new one joins the device's orders (placed here or
 * looked up), a known one is brought up to date. Answers the news, if the status moved on.
 */
export async function keepOrder(
  db: OrdersDatabase,
  order: Order,
  source: DeviceOrderSource,
  now: number = Date.now(),
): Promise<OrderNews | null> {
  return db.transaction('rw', db.orders, async () => {
    const known = await db.orders.get(order.id);
    const record: DeviceOrderRecord = {
      id: order.id,
      order,
      placedAt: Date.parse(order.createdAt),
      checkedAt: now,
      // An order placed here stays "placed here" even if it is looked up later.
      source: known?.source ?? source,
      unfollowable: false,
    };
    await db.orders.put(record);
    return known ? newsOf(known.order, order) : null;
  });
}

/** The store will not answer for this order any more: stop asking until it is looked up again. */
export async function markUnfollowable(db: OrdersDatabase, orderId: string): Promise<void> {
  await db.orders.update(orderId, { unfollowable: true });
}

/** Every order of the device, newest first. */
export function listDeviceOrders(db: OrdersDatabase): Promise<DeviceOrderRecord[]> {
  return db.orders.orderBy('placedAt').reverse().toArray();
}

export function readDeviceOrder(db: OrdersDatabase, orderId: string): Promise<DeviceOrderRecord | undefined> {
  return db.orders.get(orderId);
}
