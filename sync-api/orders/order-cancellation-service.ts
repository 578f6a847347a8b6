import type { Knex } from 'knex';
import { canMoveOrder } from '#shared/back-office/order-status';
import type { PaymentState } from '#shared/payments/order-payment';
import type { AdminOrder, CancelOrderRequest } from '#shared/schemas/admin/orders';
import type { Database } from '../db/database.ts';
import type { Providers } from '../payments/providers.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { type AdminOrderRow, findOrderRow, lockOrderRow, updateOrderRow } from './admin-order-store.ts';
import { appendOrderEvents } from './order-events-store.ts';
import { adminOrderOf, movedMessage, orderNotFound, orderRefusal, statusLabel } from './order-fulfilment-service.ts';
import { releaseHold } from './order-holds.ts';
import { returnOrderStock } from './order-stock.ts';

/**
 * Cancelling an order before it leaves the store. Nothing has been taken by then (decisions 026
 * to 028: the door, the bank and the card are each paid at the handoff), so cancelling refunds
 * nothing: a bank account's or a card's hold is released first, with the provider, and only then
 * one transaction locks the order and records the cancellation, the timeline, the stock put back
 * and the audit. A provider that refuses or cannot answer changes nothing.
 */

/** An order's money before anything is taken (a hold that lapsed is voided already). */
const NOTHING_TAKEN: readonly PaymentState[] = ['due', 'authorised', 'voided'];

/** What cancelling a locked order leaves behind, beside its new status: its stock back, and the audit. */
async function recordCancellation(trx: Knex.Transaction, row: AdminOrderRow, actor: Actor, note: string | null) {
  // What the order took when it was placed, once: a flagged order never took what was short.
  await returnOrderStock(trx, row.id);
  await appendAudit(trx, actor, {
    action: 'order.cancelled',
    subjectType: 'order',
    subjectId: row.id,
    before: { number: row.number, status: row.status },
    after: { number: row.number, status: 'cancelled', note },
  });
}

/** POST /api/admin/orders/{id}/cancel: an order placed or being packed, its hold released. */
export async function cancelOrder(
  db: Database,
  providers: Providers,
  id: string,
  request: CancelOrderRequest,
  actor: Actor,
): Promise<AdminOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  if (!canMoveOrder(request.from, 'cancelled')) {
    throw await orderRefusal(
      db,
      row,
      'invalid_status_move',
      `Only an order placed or being processed can be cancelled, not one ${statusLabel(request.from)}.`,
    );
  }
  if (row.status !== request.from) throw await orderRefusal(db, row, 'order_status_conflict', movedMessage(row));
  if (!NOTHING_TAKEN.includes(row.payment_state)) {
    throw await orderRefusal(
      db,
      row,
      'order_status_conflict',
      'Money was taken for this order: refund it from its Payment panel instead of cancelling it.',
    );
  }
  await releaseHold(providers, row);
  const note = request.note || null;
  const outcome = await db.transaction(
    async (
      trx: Knex.Transaction,
    ): Promise<{ moved: AdminOrderRow; released?: true } | { cancelled: AdminOrderRow }> => {
      const locked = await lockOrderRow(trx, id);
      if (!locked) throw orderNotFound(id);
      // Moved on meanwhile but still in the store (packing began): the hold is gone, so the
      // cancel stands. Gone out for delivery: the order says its hold was released, so the
      // handoff refuses to take from it and the driver brings it back.
      if (locked.status !== request.from && !canMoveOrder(locked.status, 'cancelled')) {
        if (locked.payment_state !== 'authorised') return { moved: locked };
        return { moved: await updateOrderRow(trx, id, { payment_state: 'voided' }), released: true };
      }
      const updated = await updateOrderRow(trx, id, { status: 'cancelled', payment_state: 'voided' });
      await appendOrderEvents(trx, [
        { orderId: id, kind: 'status', from: locked.status, to: 'cancelled', staffId: actor.staffId, note },
      ]);
      await recordCancellation(trx, locked, actor, note);
      return { cancelled: updated };
    },
  );
  if ('moved' in outcome) {
    const released = outcome.released
      ? ' Its hold was released all the same, so nothing can be taken at the door: return it to the store.'
      : '';
    throw await orderRefusal(db, outcome.moved, 'order_status_conflict', `${movedMessage(outcome.moved)}${released}`);
  }
  return adminOrderOf(db, outcome.cancelled);
}
