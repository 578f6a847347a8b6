import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { formatUsd } from '#shared/money';
import {
  bankDigits,
  INSUFFICIENT_FUNDS_MESSAGE,
  lastFour,
  TEST_BANK_RETURN_DAYS,
  TEST_BANK_SETTLE_DAYS,
  type TestBankOutcome,
  testBankOutcome,
  UNKNOWN_ACCOUNT_MESSAGE,
} from '#shared/payments/bank-accounts';
import { type BankPayment, type BankPaymentStatus, type BankProvider, BankRefusedError } from './bank-provider.ts';

/**
 * The built-in test bank (decision 027): its accounts (shared/payments/bank-accounts.ts) behave as
 * a bank's would, in the database like the test gateway's intents. A debit settles the day after
 * it is made; the returning account's debit is returned two days after that. Its clock may be
 * moved on (tests), so a debit's days pass without waiting for them.
 */

interface PaymentRow {
  id: string;
  account_id: string;
  idempotency_key: string;
  status: 'authorised' | 'voided' | 'debited';
  authorised_cents: number;
  debited_cents: number;
  debit_key: string | null;
  debited_at: Date | null;
  refunded_cents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function statusAt(row: PaymentRow, outcome: TestBankOutcome, now: Date): BankPaymentStatus {
  if (row.status !== 'debited' || !row.debited_at) return row.status === 'voided' ? 'voided' : 'authorised';
  const days = (now.getTime() - new Date(row.debited_at).getTime()) / DAY_MS;
  if (days < TEST_BANK_SETTLE_DAYS) return 'pending';
  if (outcome === 'returned' && days >= TEST_BANK_SETTLE_DAYS + TEST_BANK_RETURN_DAYS) return 'returned';
  return 'settled';
}

export function createTestBank(db: Knex, clock: () => Date = () => new Date()): BankProvider {
  async function find(trx: Knex, id: string, lock = false) {
    const query = trx('test_bank_payments as p')
      .join('test_bank_accounts as a', 'a.id', 'p.account_id')
      .where('p.id', id)
      .select('p.*', 'a.outcome');
    const row: (PaymentRow & { outcome: TestBankOutcome }) | undefined = await (lock
      ? query.forUpdate('p')
      : query
    ).first();
    return row ?? null;
  }
  const toPayment = (row: PaymentRow & { outcome: TestBankOutcome }, now: Date): BankPayment => ({
    id: row.id,
    status: statusAt(row, row.outcome, now),
    authorisedCents: row.authorised_cents,
    debitedCents: row.debited_cents,
    refundedCents: row.refunded_cents,
  });
  async function mustFind(trx: Knex, id: string) {
    const row = await find(trx, id, true);
    if (!row) throw new BankRefusedError(`The bank has no payment "${id}".`, 'not_allowed');
    return row;
  }

  return {
    name: 'test_bank',

    async linkAccount(account) {
      const outcome = testBankOutcome(account.routingNumber, account.accountNumber);
      if (!outcome) throw new BankRefusedError(UNKNOWN_ACCOUNT_MESSAGE, 'unknown_account');
      const fingerprint = createHash('sha256')
        .update(`${bankDigits(account.routingNumber)}:${bankDigits(account.accountNumber)}`)
        .digest('hex');
      const linked = { id: token('ba'), last4: lastFour(account.accountNumber), fingerprint };
      await db('test_bank_accounts').insert({ id: linked.id, fingerprint, last4: linked.last4, outcome });
      return linked;
    },

    async authorise({ accountId, amountCents, idempotencyKey }) {
      const account: { outcome: TestBankOutcome } | undefined = await db('test_bank_accounts')
        .where({ id: accountId })
        .first('outcome');
      if (!account) throw new BankRefusedError(UNKNOWN_ACCOUNT_MESSAGE, 'unknown_account');
      if (account.outcome === 'insufficient_funds') {
        throw new BankRefusedError(INSUFFICIENT_FUNDS_MESSAGE, 'insufficient_funds');
      }
      await db('test_bank_payments')
        .insert({
          id: token('bp'),
          account_id: accountId,
          idempotency_key: idempotencyKey,
          status: 'authorised',
          authorised_cents: amountCents,
        })
        .onConflict('idempotency_key')
        .ignore();
      const { id } = await db('test_bank_payments').where({ idempotency_key: idempotencyKey }).first('id');
      return toPayment((await find(db, id)) as PaymentRow & { outcome: TestBankOutcome }, clock());
    },

    async debit({ paymentId, amountCents, idempotencyKey }) {
      return db.transaction(async (trx: Knex.Transaction) => {
        const row = await mustFind(trx, paymentId);
        const now = clock();
        if (row.status === 'debited' && row.debit_key === idempotencyKey) return toPayment(row, now);
        if (row.status !== 'authorised') {
          throw new BankRefusedError(
            `The payment is ${statusAt(row, row.outcome, now)}: it cannot be debited.`,
            'not_allowed',
          );
        }
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > row.authorised_cents) {
          throw new BankRefusedError(
            `A debit takes more than nothing and at most the ${formatUsd(row.authorised_cents)} authorised.`,
            'not_allowed',
          );
        }
        const changes = {
          status: 'debited' as const,
          debited_cents: amountCents,
          debit_key: idempotencyKey,
          debited_at: now,
        };
        await trx('test_bank_payments').where({ id: paymentId }).update(changes);
        return toPayment({ ...row, ...changes }, now);
      });
    },

    async voidAuthorisation(paymentId) {
      return db.transaction(async (trx: Knex.Transaction) => {
        const row = await mustFind(trx, paymentId);
        if (row.status === 'debited')
          throw new BankRefusedError('The payment was debited: refund it instead.', 'not_allowed');
        await trx('test_bank_payments').where({ id: paymentId }).update({ status: 'voided' });
        return toPayment({ ...row, status: 'voided' }, clock());
      });
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      return db.transaction(async (trx: Knex.Transaction) => {
        const row = await mustFind(trx, paymentId);
        const now = clock();
        const earlier = await trx('test_bank_refunds').where({ idempotency_key: idempotencyKey }).first();
        if (earlier) {
          if (earlier.payment_id !== paymentId || earlier.amount_cents !== amountCents) {
            throw new BankRefusedError('That refund key was used for another refund.', 'not_allowed');
          }
          return toPayment(row, now);
        }
        if (statusAt(row, row.outcome, now) !== 'settled') {
          throw new BankRefusedError('Only a settled debit can be refunded.', 'not_allowed');
        }
        const left = row.debited_cents - row.refunded_cents;
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
          throw new BankRefusedError(
            `A refund returns at most the ${formatUsd(left)} left on the debit.`,
            'not_allowed',
          );
        }
        await trx('test_bank_refunds').insert({
          id: token('rf'),
          payment_id: paymentId,
          idempotency_key: idempotencyKey,
          amount_cents: amountCents,
        });
        const refunded = row.refunded_cents + amountCents;
        await trx('test_bank_payments').where({ id: paymentId }).update({ refunded_cents: refunded });
        return toPayment({ ...row, refunded_cents: refunded }, now);
      });
    },

    async payment(paymentId, now) {
      const row = await find(db, paymentId);
      return row ? toPayment(row, now) : null;
    },
  };
}
