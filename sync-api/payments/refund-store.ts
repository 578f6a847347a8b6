import type { Knex } from 'knex';
import type { PaymentProviderName } from '#shared/schemas/checkout';

/**
 * `refunds`: an order's refund, one row per order (a unique order_id), whoever records it first:
 * the owner's refund, a second press, or the provider's webhook. `amount_cents` is all that has
 * been returned on the order, kept equal to `orders.refunded_cents`.
 */

export interface RefundRecord {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  paymentIntentId: string;
  amountCents: number;
  status: string;
  staffId: string | null;
}

/** Writes the order's refund, or brings the one it has up to this amount. */
export async function recordRefund(trx: Knex.Transaction, refund: RefundRecord): Promise<void> {
  await trx('refunds')
    .insert({
      id: refund.id,
      order_id: refund.orderId,
      provider: refund.provider,
      payment_intent_id: refund.paymentIntentId,
      amount_cents: refund.amountCents,
      status: refund.status,
      staff_id: refund.staffId,
    })
    .onConflict('order_id')
    .merge(['amount_cents', 'status']);
}
