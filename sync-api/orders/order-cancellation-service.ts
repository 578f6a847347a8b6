import type { Knex } from 'knex';
import { canMoveOrder } from '#shared/back-office/order-status';
import { centsToDecimal, toCents } from '#shared/money';
import type { PaymentState } from '#shared/payments/order-payment';
import type { AdminOrder, CancelOrderRequest } from '#shared/schemas/admin/orders';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundInput,
  RefundRefusedError,
} from '../payments/payment-provider.ts';
import type { Providers } from '../payments/providers.ts';
import { recordRefund } from '../payments/refund-store.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  type AdminOrderRow,
  findOrderRow,
  lockOrderOfIntent,
  lockOrderRow,
  updateOrderRow,
} from './admin-order-store.ts';
import { appendOrderEvents, type NewOrderEvent } from './order-events-store.ts';
import { adminOrderOf, movedMessage, orderNotFound, orderRefusal, statusLabel } from './order-fulfilment-service.ts';
import { releaseHold } from './order-holds.ts';
import { returnOrderStock } from './order-stock.ts';

/**
 * Cancelling a paid order refunds it, and a refund is recorded once, whoever reports it first:
 * 1. the owner's cancel asks the order's provider for the rest of the order's money, with an
 *    idempotency key made from the order and what it has had back, so a second press or a
 *    retry gets the same refund rather than a second one;
 * 2. only once the provider has answered, one transaction locks the order and records the
 *    refund, the cancellation, the timeline, the stock put back and the audit, unless another
 *    press or the webhook recorded that refund first; a provider that refuses or cannot answer
 *    changes nothing;
 * 3. the provider's webhook (`charge.refunded`) records a refund the order does not have yet,
 *    and cancels the order when all of it was returned before it left the store.
 */

/** The webhook's refunds are made by nobody signed in. */
const PROVIDER: Actor = { staffId: null, staffEmail: null, ip: null };

export const refundIdempotencyKey = (orderId: string, refundedCents: number) =>
  `order-${orderId}-refund-after-${refundedCents}`;

/** The card payment this server can refund, or why it cannot: another provider took it. */
export function refundableIntent(
  row: AdminOrderRow,
  provider: PaymentProvider,
): { paymentIntentId: string } | { reason: string } {
  if (row.provider === provider.name && row.payment_intent_id !== null)
    return { paymentIntentId: row.payment_intent_id };
  return {
    reason: `This order was paid through the ${row.provider} provider, which this server is not using, so it cannot refund it.`,
  };
}

export async function askForRefund(provider: PaymentProvider, input: RefundInput): Promise<ProviderRefund> {
  try {
    return await provider.refund(input);
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      throw new AppError(
        'refund_failed',
        502,
        `The payment provider refused the refund: ${error.message} The order was not changed.`,
      );
    }
    if (error instanceof ProviderUnavailableError) {
      throw new AppError(
        'provider_unavailable',
        503,
        'The payment provider could not be reached, so the order was not changed. Try again in a few minutes: the order is never refunded twice.',
      );
    }
    throw error;
  }
}

export interface RecordedRefund {
  id: string;
  status: string;
  /** All that has been returned on the order, this refund included. */
  refundedCents: number;
}

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

/** An order's money before anything is taken: cancelling it refunds nothing (a hold is released). */
const NOTHING_TAKEN: readonly PaymentState[] = ['due', 'authorised'];

async function cancelUnpaidOrder(db: Database, id: string, request: CancelOrderRequest, actor: Actor) {
  const note = request.note || null;
  const row = await db.transaction(
    async (trx: Knex.Transaction): Promise<{ moved: AdminOrderRow } | { cancelled: AdminOrderRow }> => {
      const locked = await lockOrderRow(trx, id);
      if (!locked) throw orderNotFound(id);
      if (locked.status !== request.from) return { moved: locked };
      const updated = await updateOrderRow(trx, id, { status: 'cancelled', payment_state: 'voided' });
      await appendOrderEvents(trx, [
        { orderId: id, kind: 'status', from: locked.status, to: 'cancelled', staffId: actor.staffId, note },
      ]);
      await recordCancellation(trx, locked, actor, note);
      return { cancelled: updated };
    },
  );
  if ('moved' in row) throw await orderRefusal(db, row.moved, 'order_status_conflict', movedMessage(row.moved));
  return adminOrderOf(db, row.cancelled);
}

/** Writes a refund on a locked order, cancelling it (and putting its stock back) when asked. */
export async function recordOnOrder(
  trx: Knex.Transaction,
  row: AdminOrderRow,
  refund: RecordedRefund,
  { cancel, actor, note }: { cancel: boolean; actor: Actor; note: string | null },
): Promise<AdminOrderRow> {
  if (row.provider === null || row.payment_intent_id === null) throw new Error('Only a card payment is refunded');
  await recordRefund(trx, {
    id: refund.id,
    orderId: row.id,
    provider: row.provider,
    paymentIntentId: row.payment_intent_id,
    amountCents: refund.refundedCents,
    status: refund.status,
    staffId: actor.staffId,
  });
  const updated = await updateOrderRow(trx, row.id, {
    refunded_cents: refund.refundedCents,
    ...(cancel ? { status: 'cancelled' as const } : {}),
  });
  const events: NewOrderEvent[] = [];
  if (cancel) {
    events.push({ orderId: row.id, kind: 'status', from: row.status, to: 'cancelled', staffId: actor.staffId, note });
  }
  events.push({
    orderId: row.id,
    kind: 'refund',
    from: null,
    to: null,
    staffId: actor.staffId,
    note: cancel ? null : note,
  });
  await appendOrderEvents(trx, events);
  if (cancel) await recordCancellation(trx, row, actor, note);
  await appendAudit(trx, actor, {
    action: 'order.refunded',
    subjectType: 'order',
    subjectId: row.id,
    before: { number: row.number, refunded: centsToDecimal(row.refunded_cents) },
    after: {
      number: row.number,
      refunded: centsToDecimal(updated.refunded_cents),
      provider: row.provider,
      refundId: refund.id,
    },
  });
  return updated;
}

/**
 * POST /api/admin/orders/{id}/cancel: an order still due at the door or only held on a card or a
 * bank account has nothing to refund, so any staff member may cancel it (the hold is released
 * first); one whose card was charged before cards were held is refunded and cancelled, the
 * owner's call.
 */
export async function cancelOrder(
  db: Database,
  providers: Providers,
  id: string,
  request: CancelOrderRequest,
  actor: Actor,
  { mayRefund }: { mayRefund: boolean },
): Promise<AdminOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  if (!NOTHING_TAKEN.includes(row.payment_state) && !mayRefund) {
    throw new AppError('forbidden', 403, 'Cancelling this order refunds its payment, which only the owner may do.');
  }
  if (!canMoveOrder(request.from, 'cancelled')) {
    throw await orderRefusal(
      db,
      row,
      'invalid_status_move',
      `Only an order placed or being processed can be cancelled, not one ${statusLabel(request.from)}.`,
    );
  }
  if (row.status !== request.from) throw await orderRefusal(db, row, 'order_status_conflict', movedMessage(row));
  if (NOTHING_TAKEN.includes(row.payment_state)) {
    await releaseHold(providers, row);
    return cancelUnpaidOrder(db, id, request, actor);
  }
  const provider = providers.card;
  const card = refundableIntent(row, provider);
  if ('reason' in card) throw await orderRefusal(db, row, 'refund_failed', card.reason);
  const { paymentIntentId } = card;
  const refund = await askForRefund(provider, {
    paymentIntentId,
    amountCents: toCents(String(row.total)) - row.refunded_cents,
    idempotencyKey: refundIdempotencyKey(row.id, row.refunded_cents),
  });
  const refundedCents = row.refunded_cents + refund.amountCents;
  const outcome = await db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    // Another press, or the provider's webhook for this very refund, recorded it first.
    if (locked.refunded_cents >= refundedCents) return { row: locked, cancelled: false, message: movedMessage(locked) };
    // The money is back with the shopper, so it is recorded even if someone moved the order
    // meanwhile; it is cancelled unless it has left the store.
    const cancel = canMoveOrder(locked.status, 'cancelled');
    const recorded = { id: refund.id, status: refund.status, refundedCents };
    const updated = await recordOnOrder(trx, locked, recorded, { cancel, actor, note: request.note || null });
    const message = `The refund was made and is recorded, but the order has left the store (it is ${statusLabel(updated.status)}), so it was not cancelled.`;
    return { row: updated, cancelled: cancel, message };
  });
  if (!outcome.cancelled) throw await orderRefusal(db, outcome.row, 'order_status_conflict', outcome.message);
  return adminOrderOf(db, outcome.row);
}

/**
 * Stripe's `charge.refunded`: `amountRefundedCents` is all the charge has had back. A refund
 * the order already counts (the owner's cancel came first) changes nothing; a full refund of an
 * order not yet out for delivery cancels it; anything else is recorded on the order as it is.
 */
export async function recordProviderRefund(
  db: Database,
  event: { id: string; paymentIntentId: string; amountRefundedCents: number; refundId: string | null },
): Promise<void> {
  await db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderOfIntent(trx, event.paymentIntentId);
    if (!row || event.amountRefundedCents <= row.refunded_cents) return;
    const cancel = event.amountRefundedCents >= toCents(String(row.total)) && canMoveOrder(row.status, 'cancelled');
    const refund = { id: event.refundId ?? event.id, status: 'succeeded', refundedCents: event.amountRefundedCents };
    await recordOnOrder(trx, row, refund, { cancel, actor: PROVIDER, note: null });
  });
}
