import { centsToDecimal } from '#shared/money';
import type { CollectedAs, OrderMoney, PaymentState } from '#shared/payments/order-payment';
import type { TenderId } from '#shared/payments/tenders';
import type { OrderPayment } from '#shared/schemas/checkout';

/** An order's money columns (migration 020), read and written as one OrderMoney. */

export interface OrderMoneyColumns {
  tender: TenderId;
  payment_state: PaymentState;
  due_cents: number;
  captured_cents: number;
  refunded_cents: number;
  collected_as: CollectedAs | null;
}

export const moneyOfRow = (row: OrderMoneyColumns): OrderMoney => ({
  tender: row.tender,
  state: row.payment_state,
  dueCents: row.due_cents,
  capturedCents: row.captured_cents,
  refundedCents: row.refunded_cents,
  collectedAs: row.collected_as,
});

export const moneyColumns = (money: OrderMoney): OrderMoneyColumns => ({
  tender: money.tender,
  payment_state: money.state,
  due_cents: money.dueCents,
  captured_cents: money.capturedCents,
  refunded_cents: money.refundedCents,
  collected_as: money.collectedAs,
});

/** The money as the wire carries it, beside the order's `refunded`. */
export const paymentOfRow = (row: OrderMoneyColumns & { bank_account_last4: string | null }): OrderPayment => ({
  state: row.payment_state,
  due: centsToDecimal(row.due_cents),
  captured: centsToDecimal(row.captured_cents),
  collectedAs: row.collected_as,
  accountLast4: row.bank_account_last4,
});
