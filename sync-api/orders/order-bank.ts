import { AppError } from '../app-error.ts';
import { askBank } from '../payments/bank-calls.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import type { AdminOrderRow } from './admin-order-store.ts';

/**
 * Lets go of an order's bank authorisation before the order ends without a debit (returned to
 * the store, cancelled), so the shopper's bank stops holding the money. Asked before the order
 * changes: a bank that does not answer leaves the order as it was. An order with nothing
 * authorised needs nothing.
 */
export async function releaseBankAuthorisation(bank: BankProvider | null, row: AdminOrderRow): Promise<void> {
  if (row.tender !== 'bank' || row.payment_state !== 'authorised' || !row.bank_payment_id) return;
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
