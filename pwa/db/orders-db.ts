import Dexie, { type EntityTable } from 'dexie';
import type { Order } from '#shared/schemas/checkout';

/**
 * The orders this device follows, kept in IndexedDB so "Your orders" and each order's page
 * open offline with the last status the store gave. Those placed here or looked up belong to
 * the device; signing in to an account brings the account's orders too, and signing out takes
 * those away again (a shared device keeps none of them). The store's answer is kept whole (the
 * public order: no date of birth ever reaches the device).
 */

export type DeviceOrderSource = 'placed' | 'lookup' | 'account';

export interface DeviceOrderRecord {
  /** The order's id (a UUID), as in its page's address. */
  id: string;
  order: Order;
  /** When the order was placed (ms), for the list's newest-first order. */
  placedAt: number;
  /** When the store last answered for this order (ms). */
  checkedAt: number;
  /** Placed on this device, found with Look Up Order, or brought by the signed-in account. */
  source: DeviceOrderSource;
  /**
   * Set when the store no longer lets this browser follow the order (its cookies were cleared,
   * say) and looking it up again with its email did not help either: the device stops asking
   * until the shopper looks it up by hand.
   */
  unfollowable: boolean;
}

export class OrdersDatabase extends Dexie {
  orders!: EntityTable<DeviceOrderRecord, 'id'>;

  constructor(name = 'verdant-orders') {
    super(name);
    this.version(1).stores({ orders: 'id, placedAt' });
  }
}

/** The one orders database of this app; tests make their own with another name. */
export const ordersDb = new OrdersDatabase();
