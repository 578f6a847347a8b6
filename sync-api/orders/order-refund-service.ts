import type { Knex } from 'knex';
import { centsToDecimal, toCents } from '#shared/money';
import { refundDestination, refundRefusal } from '#shared/payments/order-payment';
import type { AdminOrder, RefundOrderRequest } from '#shared/schemas/admin/orders';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { askBank } from '../payments/provider-calls.ts';
import type { Providers } from '../payments/providers.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { type AdminOrderRow, findOrderRow, lockOrderRow, updateOrderRow } from './admin-order-store.ts';
import { askForRefund, recordOnOrder, refundableIntent, refundIdempotencyKey } from './card-refunds.ts';
import { appendOrderEvents } from './order-events-store.ts';
import { adminOrderOf, orderNotFound, orderRefusal } from './order-fulfilment-service.ts';
import { moneyOfRow } from './order-money.ts';

/**
 * POST /api/admin/orders/{id}/refund (owner): money back after the fact (a return, a damaged
 * item), to the tender that paid and never more than was taken and not yet refunded
 * (decisions 026, 027). A card's or a bank debit's refund is asked of its provider first, with the
 * order's refund key, so a retry refunds once; money taken at the door is paid back by the store
 * (in cash, or to the debit card at its terminal) and recorded. `refundedBefore` must be what the order has had back:
 * a second press, or another refund meanwhile, is refused (409) and nothing moves twice.
 */

const refunded = (row: AdminOrderRow) => centsToDecimal(row.refunded_cents);

async function checked(db: Database | Knex.Transaction, row: AdminOrderRow, request: RefundOrderRequest) {
  if (toCents(request.refundedBefore) !== row.refunded_cents) {
    throw await orderRefusal(
      db,
      row,
      'order_status_conflict',
      `This order has had $${refunded(row)} back since you opened it. Check it before refunding again.`,
    );
  }
  const amountCents = toCents(request.amount);
  const refused = refundRefusal(moneyOfRow(row), amountCents);
  if (refused)
    throw new AppError('payment_refused', 422, refused, { field: 'amount', order: await adminOrderOf(db, row) });
  return amountCents;
}

/**
 * A refund that is not a card provider's to record: money taken at the door, which the store pays
 * back itself, or a bank debit the bank has just sent back.
 */
async function recordRefundHere(
  db: Database,
  id: string,
  request: RefundOrderRequest,
  actor: Actor,
): Promise<AdminOrder> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    const amountCents = await checked(trx, locked, request);
    const destination = refundDestination(moneyOfRow(locked));
    const updated = await updateOrderRow(trx, id, { refunded_cents: locked.refunded_cents + amountCents });
    const note = [`$${centsToDecimal(amountCents)} ${destination}`, request.note].filter(Boolean).join('. ');
    await appendOrderEvents(trx, [
      { orderId: id, kind: 'refund', from: null, to: null, staffId: actor.staffId, note, amountCents },
    ]);
    await appendAudit(trx, actor, {
      action: 'order.refunded',
      subjectType: 'order',
      subjectId: id,
      before: { number: locked.number, refunded: refunded(locked) },
      after: {
        number: locked.number,
        refunded: refunded(updated),
        to: locked.collected_as,
        note: request.note || null,
      },
    });
    return adminOrderOf(trx, updated);
  });
}

/** A settled bank debit's refund, asked of the bank with the order's refund key, so once. */
async function refundBankFirst(bank: BankProvider | null, row: AdminOrderRow, amountCents: number): Promise<void> {
  if (!bank || !row.bank_payment_id) {
    throw new AppError(
      'refund_failed',
      409,
      'This server has no bank provider to refund the order: it was not changed.',
    );
  }
  const paymentId = row.bank_payment_id;
  await askBank(
    () => bank.refund({ paymentId, amountCents, idempotencyKey: refundIdempotencyKey(row.id, row.refunded_cents) }),
    { code: 'refund_failed', status: 502 },
    'The order was not changed: try again in a few minutes. It is never refunded twice.',
  );
}

export async function refundOrder(
  db: Database,
  { card: provider, bank }: Providers,
  id: string,
  request: RefundOrderRequest,
  actor: Actor,
): Promise<AdminOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  const amountCents = await checked(db, row, request);
  if (row.collected_as === 'bank') await refundBankFirst(bank, row, amountCents);
  if (row.collected_as !== 'card') return recordRefundHere(db, id, request, actor);
  const card = refundableIntent(row, provider);
  if ('reason' in card) throw await orderRefusal(db, row, 'refund_failed', card.reason);
  const refund = await askForRefund(provider, {
    paymentIntentId: card.paymentIntentId,
    amountCents,
    idempotencyKey: refundIdempotencyKey(row.id, row.refunded_cents),
  });
  const refundedCents = row.refunded_cents + refund.amountCents;
  const outcome = await db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    // Another press, or the provider's webhook for this very refund, recorded it first.
    if (locked.refunded_cents >= refundedCents) return { row: locked, recorded: false };
    const recorded = { id: refund.id, status: refund.status, refundedCents };
    const note = request.note || null;
    return { row: await recordOnOrder(trx, locked, recorded, { actor, note }), recorded: true };
  });
  if (!outcome.recorded) {
    throw await orderRefusal(
      db,
      outcome.row,
      'order_status_conflict',
      `This refund was already recorded: the order has had $${refunded(outcome.row)} back.`,
    );
  }
  return adminOrderOf(db, outcome.row);
}
