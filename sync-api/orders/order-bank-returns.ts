import type { Knex } from 'knex';
import { centsToDecimal, formatUsd } from '#shared/money';
import type { PaymentState } from '#shared/payments/order-payment';
import type { AdminOrder, ClearBankReturnRequest } from '#shared/schemas/admin/orders';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { type AdminOrderRow, lockOrderRow, updateOrderRow } from './admin-order-store.ts';
import { appendOrderEvents } from './order-events-store.ts';
import { adminOrderOf, orderNotFound } from './order-fulfilment-service.ts';

/**
 * Following bank debits after the handoff (decision 027): a debit settles in a business day or
 * two, and the bank may return it later (no funds, a dispute). The follower asks the bank about
 * each debit still inside the returns window and writes what changed on the order: its timeline
 * says so, and a returned debit flags the order for the store and pauses its payer's pay by bank
 * (payments/bank-payers.ts) until the owner clears it. Each change is written under the order's
 * lock and only from the state read, so followers on several processes write it once.
 */

/** How long after a debit the bank may still return it: ACH allows 60 days for an unauthorised debit. */
const RETURNS_WINDOW_DAYS = 60;
const BATCH = 200;
/** How often a server asks the bank about the debits it follows. */
export const BANK_FOLLOW_EVERY_MS = 10 * 60 * 1000;

/** Why a returned debit's order needs the store, on its page and in the list. */
const RETURNED_ATTENTION =
  'The bank returned its payment, so the shopper cannot pay by bank until it is cleared under Payment.';

interface Followed {
  id: string;
  bank_payment_id: string;
  payment_state: PaymentState;
}

const newsOf = (state: 'settled' | 'returned', row: AdminOrderRow) =>
  state === 'settled'
    ? `The bank debit of ${formatUsd(row.captured_cents)} settled`
    : `The bank returned the debit of ${formatUsd(row.captured_cents)}: pay by bank is paused for this shopper until the owner clears it`;

/** Asks the bank about the debits being followed and records what changed; answers how many did. */
export async function followBankDebits(db: Database, bank: BankProvider, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RETURNS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows: Followed[] = await db('orders')
    .where({ tender: 'bank' })
    .whereIn('payment_state', ['pending', 'settled'])
    .where('bank_debited_at', '>', since)
    .orderBy('bank_debited_at')
    .limit(BATCH)
    .select('id', 'bank_payment_id', 'payment_state');
  let changed = 0;
  for (const row of rows) {
    const payment = await bank.payment(row.bank_payment_id, now);
    const state = payment?.status;
    if ((state !== 'settled' && state !== 'returned') || state === row.payment_state) continue;
    const written = await db.transaction(async (trx: Knex.Transaction) => {
      const locked = await lockOrderRow(trx, row.id);
      if (!locked || locked.payment_state !== row.payment_state) return false;
      await updateOrderRow(trx, row.id, { payment_state: state });
      if (state === 'returned') {
        await trx('orders')
          .where({ id: row.id })
          .update({ needs_attention: true, attention_reason: RETURNED_ATTENTION });
      }
      await appendOrderEvents(trx, [
        { orderId: row.id, kind: 'payment', from: null, to: null, staffId: null, note: newsOf(state, locked) },
      ]);
      return true;
    });
    if (written) changed++;
  }
  return changed;
}

/**
 * POST /api/admin/orders/{id}/clear-bank-return (owner): the returned debit was settled another
 * way, so its payer may pay by bank again. The order keeps its returned state and says who
 * cleared it and how.
 */
export async function clearBankReturn(
  db: Database,
  id: string,
  request: ClearBankReturnRequest,
  actor: Actor,
): Promise<AdminOrder> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    if (locked.payment_state !== 'returned') {
      throw new AppError('payment_refused', 409, 'Only a bank payment the bank returned can be cleared.', {
        order: await adminOrderOf(trx, locked),
      });
    }
    if (locked.bank_return_cleared_at) {
      throw new AppError('payment_refused', 409, 'This returned payment was already cleared.', {
        order: await adminOrderOf(trx, locked),
      });
    }
    const updated = await updateOrderRow(trx, id, { bank_return_cleared_at: new Date() });
    await trx('orders').where({ id }).update({ needs_attention: false, attention_reason: null });
    await appendOrderEvents(trx, [
      {
        orderId: id,
        kind: 'payment',
        from: null,
        to: null,
        staffId: actor.staffId,
        note: `Returned bank payment cleared: ${request.note}`,
      },
    ]);
    await appendAudit(trx, actor, {
      action: 'order.bank_return_cleared',
      subjectType: 'order',
      subjectId: id,
      before: { number: locked.number, returned: centsToDecimal(locked.captured_cents), cleared: false },
      after: {
        number: locked.number,
        returned: centsToDecimal(locked.captured_cents),
        cleared: true,
        note: request.note,
      },
    });
    return adminOrderOf(trx, { ...updated, needs_attention: false, attention_reason: null });
  });
}
