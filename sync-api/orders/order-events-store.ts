import type { Knex } from 'knex';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { OrderEvent } from '#shared/schemas/admin/orders';
import type { OrderProgress } from '#shared/schemas/checkout';

/**
 * An order's timeline (`order_events`): every move between statuses, failed delivery attempt and
 * refund, with the staff member who made it (none for the shopper or the payment provider).
 * Events written in one transaction share its time, so the id keeps them in the order written.
 */

type Queryable = Knex | Knex.Transaction;

interface OrderEventFields {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus | null;
  staffId: string | null;
  note: string | null;
}

/** A refund keeps what it gave back, in cents (migration 024): that refund's, not the order's total. */
export type NewOrderEvent = OrderEventFields &
  ({ kind: 'refund'; amountCents: number } | { kind: Exclude<OrderEvent['kind'], 'refund'>; amountCents?: never });

export async function appendOrderEvents(trx: Knex.Transaction, events: readonly NewOrderEvent[]): Promise<void> {
  await trx('order_events').insert(
    events.map((event) => ({
      order_id: event.orderId,
      kind: event.kind,
      from_status: event.from,
      to_status: event.to,
      staff_id: event.staffId,
      note: event.note,
      amount_cents: event.amountCents ?? null,
    })),
  );
}

/** The whole timeline, oldest first, naming staff by email: for the back office. */
export async function readOrderTimeline(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const rows: {
    at: Date;
    kind: OrderEvent['kind'];
    from_status: OrderStatus | null;
    to_status: OrderStatus | null;
    email: string | null;
    note: string | null;
  }[] = await db('order_events as e')
    .leftJoin('staff as s', 's.id', 'e.staff_id')
    .where('e.order_id', orderId)
    .orderBy([{ column: 'e.at' }, { column: 'e.id' }])
    .select('e.at', 'e.kind', 'e.from_status', 'e.to_status', 's.email', 'e.note');
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    from: row.from_status,
    to: row.to_status,
    by: row.email,
    note: row.note,
  }));
}

/** The statuses an order has had and when, oldest first: all its shopper is shown. */
export async function readOrderProgress(db: Queryable, orderId: string): Promise<OrderProgress[]> {
  const rows: { at: Date; to_status: OrderStatus }[] = await db('order_events')
    .where({ order_id: orderId, kind: 'status' })
    .whereNotNull('to_status')
    .orderBy([{ column: 'at' }, { column: 'id' }])
    .select('at', 'to_status');
  return rows.map((row) => ({ status: row.to_status, at: row.at.toISOString() }));
}
