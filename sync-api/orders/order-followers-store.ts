import type { Knex } from 'knex';
import type { Order } from '#shared/schemas/checkout';
import { type OrderRow, publicOrderOf } from './checkout-store.ts';

/**
 * Who may read an order (`order_followers`): the session that placed it, and every session
 * that followed it by looking it up with its number and email.
 */

type Queryable = Knex | Knex.Transaction;

/** A signed-in account, as what it may read: orders with its email, and those placed from its cart (decision 033). */
export interface ReadingAccount {
  email: string;
  cartSessionId: string;
}

/**
 * The order as `sessionId` reads it, when that session placed it or follows it; null otherwise.
 * One query decides either way, so an unknown order and another session's take the same work.
 */
export async function findReadableOrder(
  db: Queryable,
  sessionId: string | undefined,
  orderId: string,
  account: ReadingAccount | null = null,
): Promise<Order | null> {
  const row = await db<OrderRow>('orders')
    .where('orders.id', orderId)
    .andWhere((readable) => {
      if (sessionId !== undefined) {
        readable
          .where('orders.session_id', sessionId)
          .orWhereExists(
            db('order_followers')
              .select(db.raw('1'))
              .where('order_followers.order_id', db.ref('orders.id'))
              .andWhere('order_followers.session_id', sessionId),
          );
      }
      // A signed-in account reads every order placed with its email or from its cart, on any device.
      if (account !== null) {
        readable.orWhere('orders.shopper_email', account.email).orWhere('orders.session_id', account.cartSessionId);
      }
      if (sessionId === undefined && account === null) readable.whereRaw('false');
    })
    .first();
  return publicOrderOf(db, row);
}

/** The order with this number (as the store writes it): its id and the email given at checkout, lower-cased. */
export async function findOrderByNumber(
  db: Queryable,
  number: string,
): Promise<{ id: string; shopperEmail: string } | null> {
  const row: { id: string; shopper_email: string } | undefined = await db('orders')
    .where({ number })
    .first('id', 'shopper_email');
  return row ? { id: row.id, shopperEmail: row.shopper_email } : null;
}

/** Lets the session read the order from now on; following it again changes nothing. */
export async function followOrder(db: Queryable, orderId: string, sessionId: string): Promise<void> {
  await db('order_followers')
    .insert({ order_id: orderId, session_id: sessionId })
    .onConflict(['order_id', 'session_id'])
    .ignore();
}
