import type { Knex } from 'knex';
import { AppError } from '../app-error.ts';
import type { BankProvider } from './bank-provider.ts';

/**
 * Who may pay by bank (decision 027). A payer whose debit the bank returned may not pay by bank
 * again until the owner clears it: the same person (the shopper key, from name and date of birth)
 * or the same account (the provider's fingerprint), so neither a new account nor a new name alone
 * gets round it.
 */

interface Payer {
  shopperKey: string;
  fingerprint?: string;
}

/** The number of the payer's order whose bank debit was returned and not yet cleared, or null. */
export async function unclearedReturnOf(db: Knex, payer: Payer): Promise<string | null> {
  const row: { number: string } | undefined = await db('orders')
    .where({ payment_state: 'returned' })
    .whereNull('bank_return_cleared_at')
    .where((query) => {
      query.where({ shopper_key: payer.shopperKey });
      if (payer.fingerprint) query.orWhere({ payer_fingerprint: payer.fingerprint });
    })
    .orderBy('created_at')
    .first('number');
  return row?.number ?? null;
}

export const bankUnavailable = () =>
  new AppError('tender_unavailable', 422, 'Pay by bank is not available yet. Choose another way to pay.');

/** Refuses pay by bank where no bank provider runs, or for a payer with a returned debit. */
export async function refuseUnlessBankMayPay(db: Knex, bank: BankProvider | null, payer: Payer): Promise<void> {
  if (!bank) throw bankUnavailable();
  const returned = await unclearedReturnOf(db, payer);
  if (returned) {
    throw new AppError(
      'bank_payment_paused',
      422,
      `Pay by bank is paused for you: your bank returned the payment for order ${returned}. Choose another way to pay, or contact us to settle it.`,
      { order: returned },
    );
  }
}
