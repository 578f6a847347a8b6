import type { Knex } from 'knex';
import { centsToDecimal } from '#shared/money';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundInput,
  RefundRefusedError,
} from '../payments/payment-provider.ts';
import { recordRefund } from '../payments/refund-store.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { type AdminOrderRow, lockOrderOfIntent, updateOrderRow } from './admin-order-store.ts';
import { appendOrderEvents } from './order-events-store.ts';

/**
 * Money back on a card charged at the handoff, recorded once, whoever reports it first:
 * 1. the owner's refund asks the order's provider, with an idempotency key made from the order
 *    and what it has had back, so a second press or a retry gets the same refund rather than a
 *    second one (order-refund-service.ts);
 * 2. only once the provider has answered, one transaction locks the order and records the
 *    refund, the timeline and the audit, unless another press or the webhook recorded that
 *    refund first; a provider that refuses or cannot answer changes nothing;
 * 3. the provider's webhook (`charge.refunded`, a refund made in its dashboard) records a refund
 *    the order does not have yet.
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

/** Writes a card refund on a locked order: its record, the timeline and the audit. */
export async function recordOnOrder(
  trx: Knex.Transaction,
  row: AdminOrderRow,
  refund: RecordedRefund,
  { actor, note }: { actor: Actor; note: string | null },
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
  const updated = await updateOrderRow(trx, row.id, { refunded_cents: refund.refundedCents });
  await appendOrderEvents(trx, [
    {
      orderId: row.id,
      kind: 'refund',
      from: null,
      to: null,
      staffId: actor.staffId,
      note,
      amountCents: refund.refundedCents - row.refunded_cents,
    },
  ]);
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
 * Stripe's `charge.refunded`: `amountRefundedCents` is all the charge has had back. A refund
 * the order already counts (the owner's refund came first) changes nothing; anything else is
 * recorded on the order as it is.
 */
export async function recordProviderRefund(
  db: Database,
  event: { id: string; paymentIntentId: string; amountRefundedCents: number; refundId: string | null },
): Promise<void> {
  await db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderOfIntent(trx, event.paymentIntentId);
    // Stripe's API before 2025-03-31 counted a hold's released part as refunded: only what was
    // captured can have gone back.
    const refundedCents = Math.min(event.amountRefundedCents, row?.captured_cents ?? 0);
    if (!row || refundedCents <= row.refunded_cents) return;
    const refund = { id: event.refundId ?? event.id, status: 'succeeded', refundedCents };
    await recordOnOrder(trx, row, refund, { actor: PROVIDER, note: null });
  });
}
