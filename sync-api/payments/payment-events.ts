import type { Order } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import { recordProviderRefund } from '../orders/card-refunds.ts';
import {
  findCheckoutOfIntent,
  isPaymentEventSeen,
  recordCheckoutPaymentError,
  rememberPaymentEvent,
} from '../orders/checkout-store.ts';
import { recordCardHoldLapsed } from '../orders/order-holds.ts';
import { CheckoutRefusedBeforeError, OrderRefusedError, recordPaidOrder } from '../orders/order-recording.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';

/**
 * A card the provider reports as held for its checkout (a verified webhook, or the test gateway's
 * card step): the order is recorded even when the shopper's browser never comes back. Null when
 * no checkout of ours made that payment intent, or when its order was refused and its money given
 * back.
 */
export async function recordCardHeld(
  db: Database,
  provider: PaymentProvider,
  paymentIntentId: string,
): Promise<Order | null> {
  const checkout = await findCheckoutOfIntent(db, paymentIntentId);
  if (!checkout) return null;
  try {
    return await recordPaidOrder(db, provider, checkout);
  } catch (error) {
    // A refused order whose money went back is settled; one whose money is not back yet is
    // reported again (the provider retries its webhook), and the release with it.
    if ((error instanceof OrderRefusedError || error instanceof CheckoutRefusedBeforeError) && error.released) {
      return null;
    }
    throw error;
  }
}

/**
 * A verified provider event, applied once: an event id already seen is skipped. The event is
 * recorded after it is applied, so a failure leaves it for the provider's retry; applying twice
 * at once is harmless because an order is unique per payment intent, and a refund is recorded
 * only when it adds to what the order has had back.
 */
export async function applyPaymentEvent(db: Database, provider: PaymentProvider, event: PaymentEvent): Promise<void> {
  if (await isPaymentEventSeen(db, event.id)) return;
  if (event.type === 'payment_intent.amount_capturable_updated' || event.type === 'payment_intent.succeeded') {
    // Succeeded also follows the store's own capture at the handoff: its order exists already.
    await recordCardHeld(db, provider, event.paymentIntentId);
  } else if (event.type === 'payment_intent.payment_failed') {
    await recordCheckoutPaymentError(db, event.paymentIntentId, event.message);
  } else if (event.type === 'payment_intent.canceled') {
    await recordCardHoldLapsed(db, event.paymentIntentId);
  } else if (event.type === 'charge.refunded') {
    await recordProviderRefund(db, event);
  }
  await rememberPaymentEvent(db, provider.name, event);
}
