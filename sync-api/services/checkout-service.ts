import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { type DeliveryOptionId, deliveryOptionUnavailableReason } from '#shared/catalogue/delivery';
import { breakdownOf, orderTotals } from '#shared/catalogue/order-totals';
import { centsToDecimal, toCents } from '#shared/money';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  DeliveryDetails,
  Order,
  OrderBreakdown,
  OrderLine,
} from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import type { PaymentEvent, PaymentProvider, ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { AppError } from './app-error.ts';
import { priceCartLine, regularUnitPriceCents } from './cart-pricing.ts';
import { bumpVersion, type LockedCart, lockCart, readStoredLines } from './cart-store.ts';
import { loadSizeTables } from './size-tables.ts';

/**
 * Checkout (spec 1 §2, §7 and the payments direction of the design): the amount is always the
 * server's price of the server's cart plus the chosen delivery; an order is made once per
 * payment intent, from the snapshot the intent was made for, whether the browser or the
 * provider's webhook reports the payment first.
 */

interface CheckoutRow {
  id: string;
  session_id: string;
  provider: string;
  payment_intent_id: string;
  status: 'open' | 'ordered';
  amount_cents: number;
  delivery: DeliveryDetails;
  delivery_option: DeliveryOptionId;
  lines: OrderLine[];
  breakdown: OrderBreakdown;
  cart_version: number;
}

interface OrderRow {
  id: string;
  number: string;
  session_id: string;
  lines: OrderLine[];
  delivery: DeliveryDetails;
  delivery_option: DeliveryOptionId;
  breakdown: OrderBreakdown;
  status: 'paid';
  created_at: Date | string;
}

/** Payment intents whose amount can still change. */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** The session's cart, priced now, as order lines with the totals' inputs. */
async function snapshotCart(db: Database, sessionId: string) {
  const cart = await db<LockedCart>('carts').where('session_id', sessionId).first('id', 'version');
  if (!cart) return null;
  const lines = await readStoredLines(db, cart.id);
  const tables = await loadSizeTables(db);
  const priced = lines.map((line) => ({
    item: priceCartLine(line, tables),
    regularUnitCents: regularUnitPriceCents(line, tables),
  }));
  return { version: cart.version, priced };
}

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function checkoutFrom(row: Record<string, unknown>): CheckoutRow {
  const typed = row as unknown as CheckoutRow;
  return {
    ...typed,
    delivery: parseJson(row.delivery),
    lines: parseJson(row.lines),
    breakdown: parseJson(row.breakdown),
  };
}

/** PostgreSQL's unique_violation: another request won a race to insert the same row. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

async function findOpenCheckout(
  db: Database,
  sessionId: string,
  provider: PaymentProvider,
): Promise<CheckoutRow | null> {
  const row = await db('checkouts').where({ session_id: sessionId, status: 'open', provider: provider.name }).first();
  return row ? checkoutFrom(row) : null;
}

/**
 * The session's open checkout with an intent that can still take a new amount, or null. An open
 * checkout whose payment already succeeded gets its order now (as the webhook would); one whose
 * intent can no longer be paid is closed, so a new one can start.
 */
async function reusableCheckout(db: Database, provider: PaymentProvider, sessionId: string) {
  const open = await findOpenCheckout(db, sessionId, provider);
  if (!open) return null;
  const intent = await provider.retrieveIntent(open.payment_intent_id);
  if (intent && OPEN_INTENT.has(intent.status)) return { checkout: open, intent };
  if (intent?.status === 'succeeded') {
    try {
      await recordPaymentSucceeded(db, provider, intent.id);
      return null;
    } catch (error) {
      // Paid but not for this checkout's amount: left for the store to settle by hand.
      if (!(error instanceof AppError)) throw error;
    }
  }
  await db('checkouts').where({ id: open.id, status: 'open' }).update({ status: 'closed', updated_at: db.fn.now() });
  return null;
}

/**
 * POST /api/create-payment-intent: prices the session's cart with the chosen delivery and
 * creates the checkout's payment intent, or updates the open one's amount (one intent per
 * checkout, so a shopper who changes the cart or the delivery pays the new amount). At most one
 * checkout per session is open (a unique index): two requests at once share one intent.
 */
export async function preparePayment(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  request: CreatePaymentIntentRequest,
  now: Date,
): Promise<CreatePaymentIntentResponse> {
  const reusable = await reusableCheckout(db, provider, sessionId);
  const snapshot = await snapshotCart(db, sessionId);
  if (!snapshot || snapshot.priced.length === 0) {
    throw new AppError('empty_cart', 409, 'Your cart is empty. Please add items before checkout.');
  }
  const problems = snapshot.priced.flatMap(({ item }) => (item.issue ? [item.issue.message] : []));
  if (problems.length > 0) {
    throw new AppError('cart_unavailable', 409, `Some items cannot be ordered: ${problems.join(' ')}`);
  }
  const unavailable = deliveryOptionUnavailableReason(request.deliveryOption, request.delivery.state, now);
  if (unavailable) throw new AppError('delivery_unavailable', 422, unavailable);

  const totals = orderTotals(
    snapshot.priced.map(({ item, regularUnitCents }) => ({
      quantity: item.quantity,
      unitCents: toCents(item.unitPrice),
      regularUnitCents,
    })),
    request.deliveryOption,
  );
  const breakdown = breakdownOf(totals);
  const lines: OrderLine[] = snapshot.priced.map(({ item }) => ({
    productId: item.product.id,
    name: item.product.name,
    image: item.product.image,
    thcContent: item.product.thcContent,
    size: item.size,
    sizeLabel: item.sizeLabel,
    purchaseType: item.purchaseType,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
  }));
  const snapshotColumns = {
    amount_cents: totals.totalCents,
    delivery: JSON.stringify(request.delivery),
    delivery_option: request.deliveryOption,
    lines: JSON.stringify(lines),
    breakdown: JSON.stringify(breakdown),
    cart_version: snapshot.version,
  };
  const answer = (intent: ProviderPaymentIntent): CreatePaymentIntentResponse => ({
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    currency: 'usd',
    breakdown,
  });

  const reprice = async (checkout: CheckoutRow, intent: ProviderPaymentIntent) => {
    const current =
      intent.amountCents === totals.totalCents
        ? intent
        : await provider.updateIntent(intent.id, {
            amountCents: totals.totalCents,
            metadata: { checkoutId: checkout.id },
            // Distinct for each distinct amount and cart, the same for a retry of one request.
            idempotencyKey: `checkout-${checkout.id}-v${snapshot.version}-${request.deliveryOption}-${totals.totalCents}`,
          });
    await db('checkouts')
      .where({ id: checkout.id })
      .update({ ...snapshotColumns, updated_at: db.fn.now() });
    return answer(current);
  };

  if (reusable) return reprice(reusable.checkout, reusable.intent);

  const checkoutId = randomUUID();
  const intent = await provider.createIntent({
    amountCents: totals.totalCents,
    currency: 'usd',
    metadata: { checkoutId },
    idempotencyKey: `checkout-${checkoutId}-create`,
  });
  try {
    await db('checkouts').insert({
      id: checkoutId,
      session_id: sessionId,
      provider: provider.name,
      payment_intent_id: intent.id,
      ...snapshotColumns,
    });
    return answer(intent);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request of this session opened a checkout meanwhile: both use its intent, and the
    // one just made is never shown to anyone, so it is never paid.
    const winner = await findOpenCheckout(db, sessionId, provider);
    const winnerIntent = winner ? await provider.retrieveIntent(winner.payment_intent_id) : null;
    if (!winner || !winnerIntent) throw error;
    return reprice(winner, winnerIntent);
  }
}

function orderView(row: Record<string, unknown>): Order {
  const order = row as unknown as OrderRow;
  const { dateOfBirth: _dateOfBirth, ...delivery } = parseJson<DeliveryDetails>(row.delivery);
  return {
    id: order.id,
    number: order.number,
    status: 'paid',
    createdAt: new Date(order.created_at).toISOString(),
    lines: parseJson(row.lines),
    delivery,
    deliveryOption: order.delivery_option,
    breakdown: parseJson(row.breakdown),
  };
}

/** A short number a shopper can read out on the phone: VD-, then ten letters and digits. */
function orderNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `VD-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Takes what was ordered out of the session's cart: the ordered quantity of each line. Anything
 * added after the payment was priced stays for the next order.
 */
async function removeOrderedItems(trx: Knex.Transaction, checkout: CheckoutRow): Promise<void> {
  const cart = await lockCart(trx, checkout.session_id);
  const rows = (await trx('cart_lines').where({ cart_id: cart.id })) as {
    id: string;
    product_id: string;
    size: string;
    purchase_type: string;
    quantity: number;
  }[];
  for (const ordered of checkout.lines) {
    const row = rows.find(
      (candidate) =>
        candidate.product_id === ordered.productId &&
        candidate.size === ordered.size &&
        candidate.purchase_type === ordered.purchaseType,
    );
    if (!row) continue;
    const left = row.quantity - ordered.quantity;
    if (left > 0) await trx('cart_lines').where({ id: row.id }).update({ quantity: left, updated_at: trx.fn.now() });
    else await trx('cart_lines').where({ id: row.id }).delete();
  }
  await bumpVersion(trx, cart);
}

/**
 * Records the order of a checkout whose payment succeeded, once: the unique payment intent id
 * makes a second insert (a replayed webhook, the browser and the webhook racing) do nothing.
 * The first insert also takes the ordered items out of the session's cart.
 */
async function recordOrder(db: Database, checkout: CheckoutRow): Promise<Order> {
  await db.transaction(async (trx: Knex.Transaction) => {
    const inserted = await trx('orders')
      .insert({
        id: randomUUID(),
        number: orderNumber(),
        session_id: checkout.session_id,
        checkout_id: checkout.id,
        payment_intent_id: checkout.payment_intent_id,
        provider: checkout.provider,
        lines: JSON.stringify(checkout.lines),
        delivery: JSON.stringify(checkout.delivery),
        delivery_option: checkout.delivery_option,
        breakdown: JSON.stringify(checkout.breakdown),
        total: checkout.breakdown.total,
      })
      .onConflict('payment_intent_id')
      .ignore()
      .returning('id');
    if (inserted.length === 0) return;
    await trx('checkouts').where({ id: checkout.id }).update({ status: 'ordered', updated_at: trx.fn.now() });
    await removeOrderedItems(trx, checkout);
  });
  const row = await db('orders').where({ payment_intent_id: checkout.payment_intent_id }).first();
  if (!row) throw new Error('The order vanished after it was recorded');
  return orderView(row);
}

/** Checks with the provider that the checkout's payment went through for its amount. */
async function verifiedPaid(provider: PaymentProvider, checkout: CheckoutRow): Promise<void> {
  const intent = await provider.retrieveIntent(checkout.payment_intent_id);
  if (!intent)
    throw new AppError('payment_not_found', 404, `No payment intent has the id "${checkout.payment_intent_id}".`);
  if (intent.status !== 'succeeded') {
    throw new AppError('payment_not_succeeded', 409, `The payment has not succeeded (it is ${intent.status}).`);
  }
  if (intent.amountCents !== checkout.amount_cents || intent.currency !== 'usd') {
    throw new AppError(
      'payment_amount_mismatch',
      409,
      `The payment of ${centsToDecimal(intent.amountCents)} does not match the order total of ${centsToDecimal(checkout.amount_cents)}.`,
    );
  }
}

async function findCheckout(db: Database, paymentIntentId: string): Promise<CheckoutRow | null> {
  const row = await db('checkouts').where({ payment_intent_id: paymentIntentId }).first();
  return row ? checkoutFrom(row) : null;
}

/** POST /api/orders: the order of this session's payment, made on the first call. */
export async function placeOrder(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  paymentIntentId: string,
): Promise<Order> {
  const checkout = await findCheckout(db, paymentIntentId);
  // Another session's payment reads as unknown: its existence is not ours to reveal.
  if (!checkout || checkout.session_id !== sessionId) {
    throw new AppError('payment_not_found', 404, `No payment intent has the id "${paymentIntentId}".`);
  }
  const existing = await db('orders').where({ payment_intent_id: paymentIntentId }).first();
  if (existing) return orderView(existing);
  await verifiedPaid(provider, checkout);
  return recordOrder(db, checkout);
}

/**
 * A payment the provider reports as succeeded (a verified webhook, or the test gateway's card
 * step): the order is recorded even when the shopper's browser never comes back.
 */
export async function recordPaymentSucceeded(db: Database, provider: PaymentProvider, paymentIntentId: string) {
  const checkout = await findCheckout(db, paymentIntentId);
  if (!checkout) return null;
  await verifiedPaid(provider, checkout);
  return recordOrder(db, checkout);
}

export async function recordPaymentFailed(db: Database, paymentIntentId: string, message: string): Promise<void> {
  await db('checkouts')
    .where({ payment_intent_id: paymentIntentId })
    .update({ last_payment_error: message, updated_at: db.fn.now() });
}

/** GET /api/orders/:id: only the session that placed the order may read it. */
export async function getOrder(db: Database, sessionId: string | undefined, orderId: string): Promise<Order> {
  const row = sessionId ? await db('orders').where({ id: orderId, session_id: sessionId }).first() : undefined;
  if (!row) throw new AppError('order_not_found', 404, `No order has the id "${orderId}".`);
  return orderView(row);
}

/**
 * A verified provider event, applied once: an event id already seen is skipped. The event is
 * recorded after it is applied, so a failure leaves it for the provider's retry; applying twice
 * at once is harmless because an order is unique per payment intent.
 */
export async function applyPaymentEvent(db: Database, provider: PaymentProvider, event: PaymentEvent): Promise<void> {
  const seen = await db('payment_events').where({ id: event.id }).first();
  if (seen) return;
  if (event.type === 'payment_intent.succeeded') {
    await recordPaymentSucceeded(db, provider, event.paymentIntentId);
  } else if (event.type === 'payment_intent.payment_failed') {
    await recordPaymentFailed(db, event.paymentIntentId, event.message);
  }
  await db('payment_events')
    .insert({ id: event.id, provider: provider.name, type: event.type, payment_intent_id: event.paymentIntentId })
    .onConflict('id')
    .ignore();
}
