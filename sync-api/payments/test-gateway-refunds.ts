import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { centsToDecimal } from '#shared/money';
import { type ProviderRefund, type RefundInput, RefundRefusedError } from './payment-provider.ts';

/**
 * The test gateway's refunds, following Stripe's Refund object: `re_…`, succeeded at once, only
 * on an intent that was captured and for at most what is left unrefunded of what was captured. One refund per
 * idempotency key: the same key again answers the same refund, and with other parameters it is
 * refused, as Stripe does.
 */

interface TestRefundRow {
  id: string;
  payment_intent_id: string;
  idempotency_key: string;
  amount_cents: number;
  status: 'succeeded';
}

const toRefund = (row: TestRefundRow): ProviderRefund => ({
  id: row.id,
  paymentIntentId: row.payment_intent_id,
  amountCents: row.amount_cents,
  status: row.status,
});

export async function refundTestPayment(db: Knex, input: RefundInput): Promise<ProviderRefund> {
  const { paymentIntentId, amountCents, idempotencyKey } = input;
  return db.transaction(async (trx: Knex.Transaction) => {
    // Locking the intent checks two refunds of it one after the other, so together they never
    // return more than was paid.
    const intent: { status: string; captured_cents: number } | undefined = await trx('test_payment_intents')
      .where({ id: paymentIntentId })
      .forUpdate()
      .first('status', 'captured_cents');
    const earlier: TestRefundRow | undefined = await trx('test_payment_refunds')
      .where({ idempotency_key: idempotencyKey })
      .first();
    if (earlier) {
      if (earlier.payment_intent_id !== paymentIntentId || earlier.amount_cents !== amountCents) {
        throw new RefundRefusedError(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return toRefund(earlier);
    }
    if (!intent) throw new RefundRefusedError(`No such payment_intent: '${paymentIntentId}'.`);
    if (intent.status !== 'succeeded') {
      throw new RefundRefusedError(
        `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
      );
    }
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw new RefundRefusedError('The refund amount must be a positive whole number of cents.');
    }
    const sum = await trx('test_payment_refunds')
      .where({ payment_intent_id: paymentIntentId })
      .sum({ refunded: 'amount_cents' })
      .first();
    const left = intent.captured_cents - Number(sum?.refunded ?? 0);
    if (amountCents > left) {
      throw new RefundRefusedError(
        `Refund amount ($${centsToDecimal(amountCents)}) is greater than unrefunded amount on charge ($${centsToDecimal(left)}).`,
      );
    }
    const row: TestRefundRow = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      payment_intent_id: paymentIntentId,
      idempotency_key: idempotencyKey,
      amount_cents: amountCents,
      status: 'succeeded',
    };
    await trx('test_payment_refunds').insert(row);
    return toRefund(row);
  });
}
