import { formatUsd } from '#shared/money';
import type { BankAccount, Order } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import { shopperKey } from '../compliance/shopper-key.ts';
import type { Database } from '../db/database.ts';
import { bankUnavailable, refuseUnlessBankMayPay } from '../payments/bank-payers.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { type PreparationContext, snapshotCart } from '../payments/payment-preparation.ts';
import { askBank } from '../payments/provider-calls.ts';
import {
  type BankHold,
  type CheckoutPaidLater,
  findCheckoutPaidLater,
  findOrderOfCheckout,
  updateCheckoutSnapshot,
} from './checkout-store.ts';
import { bindOrder, orderOfCheckout } from './order-recording.ts';

/**
 * POST /api/orders with a checkout paid at the door or by bank: the shopper places the order at
 * the total they were shown, and pays the driver, or has the bank authorise it for the debit at
 * the handoff. The same call again answers the same order. The cart is priced once more first:
 * an order is made only at the total its shopper read, so a cart or a price that changed since is
 * answered with the new total (409 `checkout_changed`) to read before placing again. A state's
 * limit passed meanwhile refuses the order as it would a card's; a bank authorisation made for it
 * is let go.
 */
export async function placeOrderPaidLater(
  db: Database,
  bank: BankProvider | null,
  sessionIds: readonly string[],
  request: { checkoutId: string; bankAccount?: BankAccount | undefined },
  context: PreparationContext,
): Promise<Order> {
  const { checkoutId, bankAccount } = request;
  const checkout = await findCheckoutPaidLater(db, checkoutId);
  // Another session's checkout reads as unknown: its existence is not ours to reveal.
  if (!checkout || !sessionIds.includes(checkout.sessionId)) {
    throw new AppError('checkout_not_found', 404, `No checkout has the id "${checkoutId}".`);
  }
  if (checkout.tender === 'door' && bankAccount) {
    throw new AppError('invalid_request', 400, 'bankAccount: this order is paid at the door, not by bank', {
      field: 'bankAccount',
    });
  }
  const placed = await findOrderOfCheckout(db, checkoutId);
  if (placed) return placed;
  if (checkout.tender === 'bank' && !bankAccount) {
    throw new AppError('invalid_request', 400, 'bankAccount: enter the bank account to pay from', {
      field: 'bankAccount',
    });
  }
  try {
    return await placeNow(db, bank, checkout, bankAccount, context);
  } catch (error) {
    // Two presses at once (two tabs): the first placed the order and took the cart meanwhile,
    // so this one finds the cart changed or empty. The order it meant is the answer.
    const placedMeanwhile = await findOrderOfCheckout(db, checkoutId);
    if (placedMeanwhile) return placedMeanwhile;
    throw error;
  }
}

async function placeNow(
  db: Database,
  bank: BankProvider | null,
  checkout: CheckoutPaidLater,
  bankAccount: BankAccount | undefined,
  context: PreparationContext,
): Promise<Order> {
  const { delivery, deliveryOption, tender } = checkout;
  const current = await snapshotCart(db, checkout.sessionId, { delivery, deliveryOption, tender }, context);
  if (current.amountCents !== checkout.amountCents || current.cartVersion !== checkout.cartVersion) {
    await updateCheckoutSnapshot(db, checkout.id, current);
    throw new AppError(
      'checkout_changed',
      409,
      `Your cart changed since your total was shown: it is now ${formatUsd(current.amountCents)}. Check it, then place your order.`,
      { breakdown: current.breakdown },
    );
  }
  const hold =
    tender === 'bank' && bankAccount
      ? await authoriseBank(db, bank, checkout, bankAccount, current.amountCents)
      : undefined;
  const refusal = await bindOrder(db, { ...checkout, ...current, ...(hold ? { bank: hold } : {}) }, context.now);
  if (refusal) {
    if (hold) await bank?.voidAuthorisation(hold.paymentId).catch(() => undefined);
    throw new AppError(refusal.code, 422, refusal.message, { lines: refusal.lines });
  }
  return orderOfCheckout(db, checkout.id);
}

/**
 * Links the shopper's account and has the bank authorise the order's total, once per checkout
 * and amount (the same key for a second press). A payer with a returned debit is refused first.
 */
async function authoriseBank(
  db: Database,
  bank: BankProvider | null,
  checkout: CheckoutPaidLater,
  account: BankAccount,
  amountCents: number,
): Promise<BankHold> {
  // A checkout opened by bank on a server that has since lost its bank provider.
  if (!bank) throw bankUnavailable();
  const whatToDo = 'Your order is not placed and nothing was taken: try again in a moment.';
  const declined = { code: 'bank_declined', status: 422, field: 'bankAccount' } as const;
  const linked = await askBank(() => bank.linkAccount(account), declined, whatToDo);
  await refuseUnlessBankMayPay(db, bank, {
    shopperKey: shopperKey(checkout.delivery),
    fingerprint: linked.fingerprint,
  });
  const payment = await askBank(
    () =>
      bank.authorise({
        accountId: linked.id,
        amountCents,
        idempotencyKey: `checkout-${checkout.id}-${linked.fingerprint.slice(0, 16)}-${amountCents}`,
      }),
    declined,
    whatToDo,
  );
  return { paymentId: payment.id, last4: linked.last4, fingerprint: linked.fingerprint };
}
