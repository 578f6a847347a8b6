import type { Knex } from 'knex';
import { adminHandoffApiPath, adminOrderCancelApiPath } from '#shared/api-paths';
import {
  canMoveOrder,
  canRecordFailedAttempt,
  HANDOFF_STATUSES,
  MAX_DELIVERY_ATTEMPTS,
  ORDER_STATUS_LABELS,
} from '#shared/back-office/order-status';
import { shiftDay, storeDayStart } from '#shared/back-office/store-day';
import type { ErrorCode } from '#shared/errors';
import {
  type AdminOrder,
  type AdminOrderList,
  ORDER_PAGE_SIZE,
  type OrderListQuery,
  type OrderStatusMove,
} from '#shared/schemas/admin/orders';
import { trackingOf } from '#shared/schemas/tracking-number';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  type AdminOrderRow,
  countOrders,
  findOrderRow,
  listOrderRows,
  lockOrderRow,
  type OrderFilters,
  updateOrderRow,
} from './admin-order-store.ts';
import { toAdminOrder, toOrderSummary } from './admin-order-view.ts';
import { appendOrderEvents, readOrderTimeline } from './order-events-store.ts';

/**
 * The back office's orders: the list, one order, and the moves along the delivery page's steps.
 * Each move locks the order's row and checks it is still where the person pressing saw it, so
 * two people pressing at once make one change; the other is told what it is now (409).
 */

type Queryable = Knex | Knex.Transaction;

export async function listOrders(db: Database, query: OrderListQuery): Promise<AdminOrderList> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('invalid_request', 400, 'from: the first day must be on or before the last (to)');
  }
  const filters: OrderFilters = {
    status: query.status,
    // The store's days, as its overview and exports count them; `to` is a whole day.
    placedFrom: query.from ? storeDayStart(query.from) : undefined,
    placedBefore: query.to ? storeDayStart(shiftDay(query.to, 1)) : undefined,
    search: query.q || undefined,
  };
  const offset = (query.page - 1) * ORDER_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listOrderRows(db, filters, { offset, limit: ORDER_PAGE_SIZE }),
    countOrders(db, filters),
  ]);
  return { orders: rows.map(toOrderSummary), page: query.page, pageSize: ORDER_PAGE_SIZE, total };
}

export const orderNotFound = (id: string) => new AppError('order_not_found', 404, `No order has the id "${id}".`);

/** The order with its whole timeline. */
export async function adminOrderOf(db: Queryable, row: AdminOrderRow): Promise<AdminOrder> {
  return toAdminOrder(row, await readOrderTimeline(db, row.id));
}

/** A 409 whose details carry the order as it is now, so the screen can show it. */
export async function orderRefusal(db: Queryable, row: AdminOrderRow, code: ErrorCode, message: string) {
  return new AppError(code, 409, message, { order: await adminOrderOf(db, row) });
}

export const statusLabel = (status: AdminOrderRow['status']) => ORDER_STATUS_LABELS[status];

/** Someone else moved it first: what it is now. */
export const movedMessage = (row: AdminOrderRow) =>
  `This order has changed since you opened it: it is now ${statusLabel(row.status)}. Check it and try again.`;

export async function getAdminOrder(db: Database, id: string): Promise<AdminOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  return adminOrderOf(db, row);
}

/**
 * A move along the steps: never to Cancelled, which refunds (order-cancellation-service), nor to
 * Delivered or Returned to store, which are the handoff's (order-handoff-service).
 */
export async function moveOrderStatus(
  db: Database,
  id: string,
  move: OrderStatusMove,
  actor: Actor,
): Promise<AdminOrder> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderRow(trx, id);
    if (!row) throw orderNotFound(id);
    if (move.to === 'cancelled') {
      throw await orderRefusal(
        trx,
        row,
        'invalid_status_move',
        `Cancelling refunds the order, so it has a call of its own: POST ${adminOrderCancelApiPath(id)} (owner only).`,
      );
    }
    if (HANDOFF_STATUSES.includes(move.to)) {
      throw await orderRefusal(
        trx,
        row,
        'invalid_status_move',
        `An order is ${statusLabel(move.to)} only through the driver's handoff at the door: ${adminHandoffApiPath(id)}.`,
      );
    }
    if (!canMoveOrder(move.from, move.to)) {
      throw await orderRefusal(
        trx,
        row,
        'invalid_status_move',
        `An order cannot go from ${statusLabel(move.from)} to ${statusLabel(move.to)}.`,
      );
    }
    if (row.status !== move.from) throw await orderRefusal(trx, row, 'order_status_conflict', movedMessage(row));
    const moved = await updateOrderRow(trx, id, { status: move.to });
    const tracking = trackingOf(move);
    await appendOrderEvents(trx, [
      {
        orderId: id,
        kind: 'status',
        from: move.from,
        to: move.to,
        staffId: actor.staffId,
        note: move.note || null,
        tracking,
      },
    ]);
    await appendAudit(trx, actor, {
      action: 'order.status_changed',
      subjectType: 'order',
      subjectId: id,
      before: { number: row.number, status: row.status },
      after: { number: row.number, status: moved.status, note: move.note || null, ...tracking },
    });
    return adminOrderOf(trx, moved);
  });
}

/** A failed delivery: one more attempt on the timeline, and the order back to Processing. */
export async function recordFailedDelivery(
  db: Database,
  id: string,
  request: { note?: string },
  actor: Actor,
): Promise<AdminOrder> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderRow(trx, id);
    if (!row) throw orderNotFound(id);
    if (!canRecordFailedAttempt(row.status, row.delivery_attempts)) {
      const message =
        row.status === 'in_transit'
          ? `All ${MAX_DELIVERY_ATTEMPTS} delivery attempts have been recorded for this order.`
          : `Only an order In Transit can have a failed delivery attempt; this one is ${statusLabel(row.status)}.`;
      throw await orderRefusal(trx, row, 'invalid_status_move', message);
    }
    const note = request.note || null;
    const moved = await updateOrderRow(trx, id, {
      status: 'processing',
      delivery_attempts: row.delivery_attempts + 1,
    });
    await appendOrderEvents(trx, [
      { orderId: id, kind: 'delivery_attempt', from: null, to: null, staffId: actor.staffId, note },
      { orderId: id, kind: 'status', from: row.status, to: 'processing', staffId: actor.staffId, note: null },
    ]);
    await appendAudit(trx, actor, {
      action: 'order.delivery_failed',
      subjectType: 'order',
      subjectId: id,
      before: { number: row.number, status: row.status, deliveryAttempts: row.delivery_attempts },
      after: { number: row.number, status: moved.status, deliveryAttempts: moved.delivery_attempts, note },
    });
    return adminOrderOf(trx, moved);
  });
}
