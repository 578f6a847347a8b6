import type { Knex } from 'knex';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { askBank, askCardProvider } from '../payments/provider-calls.ts';
import type { Providers } from '../payments/providers.ts';
import { type AdminOrderRow, lockOrderOfIntent, updateOrderRow } from './admin-order-store.ts';
import { appendOrderEvents } from './order-events-store.ts';

/**
 * The holds an order is placed with (decisions 027 and 028): a bank account's authorisation or a
 * card's, taken at the handoff for what was handed over, or released when the order ends without
 * it (returned to the store, cancelled), so the shopper's bank stops holding the money. Each is
 * asked of its provider before the order changes: one that does not answer leaves the order as it
 * was, and a retry with the order's key never takes twice.
 */

const cardCaptureKey = (orderId: string) => `order-${orderId}-capture`;

/** The card's intent this server's provider holds for the order, or the refusal saying why not. */
function heldIntent(provider: PaymentProvider, row: AdminOrderRow): string {
  if (row.provider === provider.name && row.payment_intent_id !== null) return row.payment_intent_id;
  throw new AppError(
    'payment_refused',
    409,
    `This order's card is held through the ${row.provider} provider, which this server is not using: the order was not changed.`,
  );
}

/** Takes `amountCents` of the card held for the order; the rest of the hold is released. */
export async function captureCard(provider: PaymentProvider, row: AdminOrderRow, amountCents: number): Promise<void> {
  const paymentIntentId = heldIntent(provider, row);
  await askCardProvider(
    () => provider.capture({ paymentIntentId, amountCents, idempotencyKey: cardCaptureKey(row.id) }),
    { code: 'payment_refused', status: 422 },
    'The order was not changed: try again in a moment. It is never charged twice.',
  );
}

/** Lets go of whatever the order holds; an order holding nothing needs nothing. */
export async function releaseHold({ card, bank }: Providers, row: AdminOrderRow): Promise<void> {
  if (row.payment_state !== 'authorised') return;
  if (row.tender === 'card') {
    const paymentIntentId = heldIntent(card, row);
    await askCardProvider(
      () => card.cancel({ paymentIntentId, idempotencyKey: `order-${row.id}-release` }),
      { code: 'payment_refused', status: 422 },
      'The order was not changed: try again in a moment.',
    );
    return;
  }
  if (row.tender !== 'bank' || !row.bank_payment_id) return;
  if (!bank) {
    throw new AppError(
      'payment_refused',
      409,
      'This server has no bank provider to release the authorisation: the order was not changed.',
    );
  }
  const paymentId = row.bank_payment_id;
  await askBank(
    () => bank.voidAuthorisation(paymentId),
    { code: 'payment_refused', status: 422 },
    'The order was not changed: try again in a moment.',
  );
}

/** Why an order whose card's hold lapsed needs the store, on its page and in the list. */
export const HOLD_LAPSED_ATTENTION =
  'The card’s hold lapsed before the handoff, so nothing can be charged: cancel the order, or ask the shopper to order again.';

/**
 * Stripe cancels a hold its card's bank let lapse uncaptured (about 7 days for most cards): the
 * order, still authorised, can no longer be charged. Its money is voided, so the handoff refuses
 * to take from it, and the order is flagged for the store. Written once, under the order's lock.
 */
export async function recordCardHoldLapsed(db: Database, paymentIntentId: string): Promise<void> {
  await db.transaction(async (trx: Knex.Transaction) => {
    const row = await lockOrderOfIntent(trx, paymentIntentId);
    if (row?.tender !== 'card' || row.payment_state !== 'authorised') return;
    await updateOrderRow(trx, row.id, { payment_state: 'voided' });
    await trx('orders')
      .where({ id: row.id })
      .update({ needs_attention: true, attention_reason: HOLD_LAPSED_ATTENTION });
    await appendOrderEvents(trx, [
      {
        orderId: row.id,
        kind: 'payment',
        from: null,
        to: null,
        staffId: null,
        note: 'The card’s hold lapsed before the handoff: nothing can be charged',
      },
    ]);
  });
}
