import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ComplianceRefusal } from '#shared/compliance/purchase-limits';
import { centsToDecimal } from '#shared/money';
import type { Order, OrderLine, PaymentIntentStatus } from '#shared/schemas/checkout';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from '#shared/schemas/order-lookup';
import { AppError } from '../app-error.ts';
import { bumpVersion, type LineChanges, lockCart, readStoredLines, writeLineChanges } from '../cart/cart-store.ts';
import { refusalAtBinding } from '../compliance/order-limits.ts';
import type { Database } from '../db/database.ts';
import { type PaymentProvider, ProviderUnavailableError } from '../payments/payment-provider.ts';
import {
  type Checkout,
  type CheckoutPaidLater,
  findCheckoutOfIntent,
  findOrderOfCheckout,
  findOrderOfIntent,
  insertOrderOnce,
  refuseCheckout,
} from './checkout-store.ts';
import { takeOrderStock } from './order-stock.ts';

/**
 * An order is made once per checkout: for a card, from the snapshot its payment intent was
 * priced for, whether the browser or the provider's webhook reports the payment first; at the
 * door, from the total its shopper was shown (order-paid-later.ts).
 */

/**
 * A short number a shopper can read out on the phone, in the shared format the lookup accepts.
 * The alphabet's 32 characters divide 256, so each byte picks one with equal chance.
 */
function orderNumber(): string {
  const bytes = randomBytes(ORDER_NUMBER_LENGTH);
  const body = Array.from(bytes, (byte) => ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length]).join('');
  return `${ORDER_NUMBER_PREFIX}${body}`;
}

/**
 * Takes what was ordered out of the session's cart: the ordered quantity of each line. Anything
 * added after the payment was priced stays for the next order.
 */
async function takeOrderedLines(trx: Knex.Transaction, sessionId: string, ordered: OrderLine[]): Promise<void> {
  const cart = await lockCart(trx, sessionId);
  const lines = await readStoredLines(trx, cart.id);
  const changes: { removed: LineChanges['removed'][number][]; updated: LineChanges['updated'][number][] } = {
    removed: [],
    updated: [],
  };
  for (const { productId, size, purchaseType, quantity } of ordered) {
    const line = lines.find(
      (candidate) =>
        candidate.product?.id === productId && candidate.size === size && candidate.purchaseType === purchaseType,
    );
    if (!line) continue;
    const key = { productId, size, purchaseType };
    const left = line.quantity - quantity;
    if (left > 0) changes.updated.push({ key, quantity: left });
    else changes.removed.push({ key });
  }
  await writeLineChanges(trx, cart.id, { ...changes, added: [] });
  await bumpVersion(trx, cart);
}

/**
 * A card is held for the order (`requires_capture`, decision 028); one charged at the handoff
 * (`succeeded`) already has its order, which is answered; a refused checkout's released hold
 * (`canceled`) is read so that its refusal is answered again.
 */
const BINDABLE: readonly PaymentIntentStatus[] = ['requires_capture', 'succeeded', 'canceled'];

/** Checks with the provider that the checkout's card is held for its amount. */
async function verifyPaid(provider: PaymentProvider, checkout: Checkout): Promise<void> {
  const intent = await provider.retrieveIntent(checkout.paymentIntentId);
  if (!intent) {
    throw new AppError('payment_not_found', 404, `No payment intent has the id "${checkout.paymentIntentId}".`);
  }
  if (!BINDABLE.includes(intent.status) || (intent.status === 'canceled' && !checkout.refused)) {
    throw new AppError('payment_not_succeeded', 409, `The payment has not succeeded (it is ${intent.status}).`);
  }
  if (intent.amountCents !== checkout.amountCents || intent.currency !== 'usd') {
    throw new AppError(
      'payment_amount_mismatch',
      409,
      `The payment of ${centsToDecimal(intent.amountCents)} does not match the order total of ${centsToDecimal(checkout.amountCents)}.`,
    );
  }
}

/**
 * A checkout whose order could no longer be accepted when it became binding (a per-day limit
 * passed by the shopper's other orders meanwhile, or a state that stopped taking it): the card's
 * hold is released, and the shopper reads why. `released` says whether it is; when it is not yet
 * (the provider did not answer), the next report of the card tries again.
 */
export class OrderRefusedError extends AppError {
  constructor(
    readonly refusal: ComplianceRefusal,
    readonly released: boolean,
    amountCents: number,
  ) {
    const money = `$${centsToDecimal(amountCents)}`;
    super(
      refusal.code,
      422,
      `${refusal.message} We could not accept this order, so ${
        released
          ? `the ${money} held on your card has been released: you were not charged`
          : `the ${money} held on your card will be released: you are not charged`
      }.`,
      { lines: refusal.lines, released },
    );
  }
}

/** Releases a refused checkout's hold, once whatever calls it: its idempotency key is the checkout's. */
async function releaseRefusedHold(provider: PaymentProvider, checkout: Checkout): Promise<boolean> {
  try {
    await provider.cancel({
      paymentIntentId: checkout.paymentIntentId,
      idempotencyKey: `checkout-${checkout.id}-refused`,
    });
    return true;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return false;
    throw error;
  }
}

/**
 * A checkout refused before, whose refusal no longer holds (the day turned, another order was
 * cancelled): it still never makes an order, as its hold was or is being released.
 */
export class CheckoutRefusedBeforeError extends AppError {
  constructor(readonly released: boolean) {
    super(
      'payment_not_succeeded',
      409,
      'This checkout was refused and its card released: check your cart and place the order again.',
    );
  }
}

class RefusedBefore extends Error {}

/**
 * Makes the checkout's order, once: the unique checkout per order makes a second insert (a
 * replayed webhook, the browser and the webhook racing, a second press) do nothing. The order
 * becomes binding here, so the state's rule is checked again under the shopper's lock
 * (order-limits.ts) and a refusal is answered instead of an order; a card's checkout is then
 * marked refused, in the same transaction, since its payment must go back. The first insert
 * also takes the ordered items out of the session's cart and out of stock (flagging the order
 * when stock ran out since its total was shown).
 */
export async function bindOrder(
  db: Database,
  checkout: Checkout | CheckoutPaidLater,
  now: Date,
): Promise<ComplianceRefusal | null> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const refused = await refusalAtBinding(trx, { delivery: checkout.delivery, lines: checkout.lines, now });
    // Read under the shopper's lock: a second call for this checkout (a second press, the
    // browser and the webhook at once) waited there for the first, whose order now exists and
    // counts against the day. It is this one, not an order past the limit.
    if (await findOrderOfCheckout(trx, checkout.id)) return null;
    // A refused checkout's hold was released: it never makes an order, whatever changed since.
    if ('refused' in checkout && checkout.refused && !refused) throw new RefusedBefore();
    if (refused) {
      if ('paymentIntentId' in checkout) await refuseCheckout(trx, checkout.id, refused.message);
      return refused;
    }
    const orderId = randomUUID();
    const made = await insertOrderOnce(trx, checkout, { id: orderId, number: orderNumber() });
    if (!made) return null;
    await takeOrderedLines(trx, checkout.sessionId, checkout.lines);
    await takeOrderStock(trx, orderId, checkout.lines);
    return null;
  });
}

/** The order a checkout made, read after binding it. */
export async function orderOfCheckout(db: Database, checkoutId: string): Promise<Order> {
  const order = await findOrderOfCheckout(db, checkoutId);
  if (!order) throw new Error('The order vanished after it was recorded');
  return order;
}

/**
 * Records the order of a checkout whose card the provider confirms is held (bindOrder); an order
 * refused when it became binding is not made, and its card is released (OrderRefusedError).
 */
export async function recordPaidOrder(
  db: Database,
  provider: PaymentProvider,
  checkout: Checkout,
  now: Date = new Date(),
): Promise<Order> {
  await verifyPaid(provider, checkout);
  let refusal: ComplianceRefusal | null;
  try {
    refusal = await bindOrder(db, checkout, now);
  } catch (error) {
    // Its release may not have been made yet (the provider did not answer): it is asked again.
    if (error instanceof RefusedBefore) {
      throw new CheckoutRefusedBeforeError(await releaseRefusedHold(provider, checkout));
    }
    throw error;
  }
  if (refusal) throw new OrderRefusedError(refusal, await releaseRefusedHold(provider, checkout), checkout.amountCents);
  return orderOfCheckout(db, checkout.id);
}

/** POST /api/orders: the order of this session's payment, made on the first call. */
export async function placeOrder(
  db: Database,
  provider: PaymentProvider,
  sessionIds: readonly string[],
  paymentIntentId: string,
): Promise<Order> {
  const checkout = await findCheckoutOfIntent(db, paymentIntentId);
  // Another session's payment reads as unknown: its existence is not ours to reveal.
  if (!checkout || !sessionIds.includes(checkout.sessionId)) {
    throw new AppError('payment_not_found', 404, `No payment intent has the id "${paymentIntentId}".`);
  }
  return (await findOrderOfIntent(db, paymentIntentId)) ?? recordPaidOrder(db, provider, checkout);
}
