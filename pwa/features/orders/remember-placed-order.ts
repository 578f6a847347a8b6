import type { Order } from '#shared/schemas/checkout';
import { ordersDb } from '../../db/orders-db.ts';
import { keepOrder } from './device-orders.ts';

/** An order just placed on this device joins "Your orders". */
export async function rememberPlacedOrder(order: Order): Promise<void> {
  await keepOrder(ordersDb, order, 'placed');
}
