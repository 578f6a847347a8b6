import type { Knex } from 'knex';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { OrderEvent } from '#shared/schemas/admin/orders';
import type { EmailKind } from '#shared/schemas/admin/outbox';
import type { Order } from '#shared/schemas/checkout';
import { type Tracking, trackingOf } from '#shared/schemas/tracking-number';
import type { EmailContent } from '../mail/email-frame.ts';
import { enqueueOrderEmail } from '../mail/order-emails.ts';
import {
  isEmailedStatus,
  orderRefundEmail,
  orderStatusEmail,
  orderTrackingEmail,
} from '../mail/order-update-emails.ts';
import { type OrderRow, publicOrderOf } from './checkout-store.ts';

/**
 * An order's timeline (`order_events`): every move between statuses, failed delivery attempt,
 * refund and change of its carrier and tracking number, with the staff member who made it (none
 * for the shopper or the payment provider).
 * Events written in one transaction share its time, so the id keeps them in the order written.
 * A move to a status the shopper follows, and a refund, write their email to the shopper in the
 * same transaction, so no email tells of a change rolled back and none is missing for one made.
 */

type Queryable = Knex | Knex.Transaction;

interface OrderEventFields {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus | null;
  staffId: string | null;
  note: string | null;
  /** Given with a move to In Transit or on a `tracking` entry (migration 029), where null takes them away. */
  tracking?: Tracking | null;
}

/** A refund keeps what it gave back, in cents (migration 024): that refund's, not the order's total. */
export type NewOrderEvent = OrderEventFields &
  ({ kind: 'refund'; amountCents: number } | { kind: Exclude<OrderEvent['kind'], 'refund'>; amountCents?: never });

export async function appendOrderEvents(trx: Knex.Transaction, events: readonly NewOrderEvent[]): Promise<void> {
  const inserted: { id: string | number }[] = await trx('order_events')
    .insert(
      events.map((event) => ({
        order_id: event.orderId,
        kind: event.kind,
        from_status: event.from,
        to_status: event.to,
        staff_id: event.staffId,
        note: event.note,
        amount_cents: event.amountCents ?? null,
        carrier: event.tracking?.carrier ?? null,
        tracking_number: event.tracking?.trackingNumber ?? null,
      })),
    )
    .returning('id');
  for (const [index, event] of events.entries()) {
    const row = inserted[index];
    if (row) await enqueueShopperEmail(trx, event, row.id);
  }
}

/**
 * Which of the order's events of its kind (and status) this one is, counting it: a second failed
 * delivery's move back to Processing is news of its own, with a key of its own.
 */
async function ordinalOf(trx: Knex.Transaction, event: NewOrderEvent, eventId: string | number): Promise<number> {
  const counted = await trx('order_events')
    .where({ order_id: event.orderId, kind: event.kind, to_status: event.to })
    .where('id', '<=', eventId)
    .count({ n: '*' })
    .first();
  return Number(counted?.n);
}

/** What an event tells its shopper by email. */
interface ShopperNews {
  kind: EmailKind;
  key: string;
  write(order: Order): EmailContent;
}

/**
 * Null for what the shopper is not told of by email: a handoff's notes, a payment's news, a
 * failed attempt's entry, whose move back to Processing tells it, and tracking taken away.
 */
function shopperNewsOf(event: NewOrderEvent): ShopperNews | null {
  if (event.kind === 'refund') {
    const { amountCents } = event;
    return { kind: 'order_refund', key: 'refund', write: (order) => orderRefundEmail(order, amountCents) };
  }
  if (event.kind === 'tracking') {
    const { tracking } = event;
    return tracking
      ? { kind: 'order_status', key: 'tracking', write: (order) => orderTrackingEmail(order, tracking) }
      : null;
  }
  const { from, to } = event;
  if (event.kind !== 'status' || to === null || !isEmailedStatus(to)) return null;
  return { kind: 'order_status', key: `status:${to}`, write: (order) => orderStatusEmail(order, { from, to }) };
}

/** The event's email, written from the order as the change left it. */
async function enqueueShopperEmail(trx: Knex.Transaction, event: NewOrderEvent, eventId: string | number) {
  const news = shopperNewsOf(event);
  if (!news) return;
  const order = await publicOrderOf(trx, await trx<OrderRow>('orders').where({ id: event.orderId }).first());
  if (!order) return;
  const key = `${news.key}:${await ordinalOf(trx, event, eventId)}`;
  await enqueueOrderEmail(trx, order, { kind: news.kind, key }, news.write(order));
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
    carrier: string | null;
    tracking_number: string | null;
  }[] = await db('order_events as e')
    .leftJoin('staff as s', 's.id', 'e.staff_id')
    .where('e.order_id', orderId)
    .orderBy([{ column: 'e.at' }, { column: 'e.id' }])
    .select('e.at', 'e.kind', 'e.from_status', 'e.to_status', 's.email', 'e.note', 'e.carrier', 'e.tracking_number');
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    from: row.from_status,
    to: row.to_status,
    by: row.email,
    note: row.note,
    tracking: trackingOf({ carrier: row.carrier, trackingNumber: row.tracking_number }),
  }));
}
