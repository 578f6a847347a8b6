import { formatUsd } from '#shared/money';
import type { Order } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type PreparationContext, snapshotCart } from '../payments/payment-preparation.ts';
import {
  type CheckoutAtDoor,
  findCheckoutAtDoor,
  findOrderOfCheckout,
  updateCheckoutSnapshot,
} from './checkout-store.ts';
import { bindOrder, orderOfCheckout } from './order-recording.ts';

/**
 * POST /api/orders with a checkout paid at the door: the shopper places the order at the total
 * they were shown, and pays the driver. The same call again answers the same order. The cart is
 * priced once more first: an order is made only at the total its shopper read, so a cart or a
 * price that changed since is answered with the new total (409 `checkout_changed`) to read before
 * placing again. A state's limit passed meanwhile refuses the order as it would a card's, with no
 * payment to give back.
 */
export async function placeOrderAtDoor(
  db: Database,
  sessionId: string,
  checkoutId: string,
  context: PreparationContext,
): Promise<Order> {
  const checkout = await findCheckoutAtDoor(db, checkoutId);
  // Another session's checkout reads as unknown: its existence is not ours to reveal.
  if (!checkout || checkout.sessionId !== sessionId) {
    throw new AppError('checkout_not_found', 404, `No checkout has the id "${checkoutId}".`);
  }
  const placed = await findOrderOfCheckout(db, checkoutId);
  if (placed) return placed;
  try {
    return await placeNow(db, checkout, context);
  } catch (error) {
    // Two presses at once (two tabs): the first placed the order and took the cart meanwhile,
    // so this one finds the cart changed or empty. The order it meant is the answer.
    const placedMeanwhile = await findOrderOfCheckout(db, checkoutId);
    if (placedMeanwhile) return placedMeanwhile;
    throw error;
  }
}

async function placeNow(db: Database, checkout: CheckoutAtDoor, context: PreparationContext): Promise<Order> {
  const { delivery, deliveryOption } = checkout;
  const current = await snapshotCart(db, checkout.sessionId, { delivery, deliveryOption, tender: 'door' }, context);
  if (current.amountCents !== checkout.amountCents || current.cartVersion !== checkout.cartVersion) {
    await updateCheckoutSnapshot(db, checkout.id, current);
    throw new AppError(
      'checkout_changed',
      409,
      `Your cart changed since your total was shown: it is now ${formatUsd(current.amountCents)}. Check it, then place your order.`,
      { breakdown: current.breakdown },
    );
  }
  const refusal = await bindOrder(db, { ...checkout, ...current }, context.now);
  if (refusal) throw new AppError(refusal.code, 422, refusal.message, { lines: refusal.lines });
  return orderOfCheckout(db, checkout.id);
}
