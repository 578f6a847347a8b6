import type { Knex } from 'knex';
import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import { currentTracking, type Tracking, type TrackingUpdate, trackingOf } from '#shared/schemas/tracking-number';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { lockOrderRow } from './admin-order-store.ts';
import { toAdminOrder } from './admin-order-view.ts';
import { appendOrderEvents, readOrderTimeline } from './order-events-store.ts';
import { orderNotFound, orderRefusal, statusLabel } from './order-fulfilment-service.ts';

/**
 * Staff give an order In Transit its carrier and tracking number after it went out, correct
 * them, or take them away: a `tracking` entry on its timeline, audited, in one transaction with
 * the order locked. An entry that gives them emails the shopper (order-events-store.ts).
 */

const same = (a: Tracking | null, b: Tracking | null) =>
  a?.carrier === b?.carrier && a?.trackingNumber === b?.trackingNumber;

const audited = (number: string, tracking: Tracking | null) => ({
  number,
  carrier: tracking?.carrier ?? null,
  trackingNumber: tracking?.trackingNumber ?? null,
});

export async function setOrderTracking(
  db: Database,
  id: string,
  update: TrackingUpdate,
  actor: Actor,
): Promise<AdminOrder> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderRow(trx, id);
    if (!row) throw orderNotFound(id);
    if (row.status !== 'in_transit') {
      throw await orderRefusal(
        trx,
        row,
        'invalid_status_move',
        `Only an order ${ORDER_STATUS_LABELS.in_transit} takes a carrier and tracking number; this one is ${statusLabel(row.status)}.`,
      );
    }
    const timeline = await readOrderTimeline(trx, id);
    const before = currentTracking(row.status, timeline);
    const after = trackingOf(update);
    // Saving what it already has tells nobody anything: no entry, no audit, no email.
    if (same(before, after)) return toAdminOrder(row, timeline);
    await appendOrderEvents(trx, [
      { orderId: id, kind: 'tracking', from: null, to: null, staffId: actor.staffId, note: null, tracking: after },
    ]);
    await appendAudit(trx, actor, {
      action: 'order.tracking_changed',
      subjectType: 'order',
      subjectId: id,
      before: audited(row.number, before),
      after: audited(row.number, after),
    });
    return toAdminOrder(row, await readOrderTimeline(trx, id));
  });
}
