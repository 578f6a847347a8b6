import type { Knex } from 'knex';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { DeliveryOptionId } from '#shared/catalogue/delivery';
import { centsToDecimal, toCents } from '#shared/money';
import { moneyAtOrder } from '#shared/payments/order-payment';
import type { TenderId } from '#shared/payments/tenders';
import type {
  DeliveryDetails,
  Order,
  OrderBreakdown,
  OrderLine,
  OrderProgress,
  PaymentProviderName,
} from '#shared/schemas/checkout';
import { currentTracking, type Tracking, trackingOf } from '#shared/schemas/tracking-number';
import { shopperKey } from '../compliance/shopper-key.ts';
import { enqueueOrderEmail } from '../mail/order-emails.ts';
import { orderReceiptEmail } from '../mail/order-receipt-email.ts';
import type { PaymentEvent } from '../payments/payment-provider.ts';
import { moneyColumns, type OrderMoneyColumns, paymentOfRow } from './order-money.ts';

/**
 * Reading and writing the checkout and order rows, and the provider events already applied.
 * A checkout is the snapshot a card's payment intent was made for, or the total an order paid
 * at the door was shown at; an order is made from it once (a unique column). Both drivers
 * answer jsonb columns as objects and timestamps as dates.
 */

type Queryable = Knex | Knex.Transaction;

interface CheckoutRow {
  id: string;
  session_id: string;
  tender: TenderId;
  /** Null for a checkout paid at the door: no card provider, no intent. */
  provider: PaymentProviderName | null;
  payment_intent_id: string | null;
  status: 'open' | 'ordered' | 'closed' | 'refused';
  amount_cents: number;
  currency: 'usd';
  delivery: DeliveryDetails;
  delivery_option: DeliveryOptionId;
  lines: OrderLine[];
  breakdown: OrderBreakdown;
  cart_version: number;
  last_payment_error: string | null;
  refusal: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An order's row as the shop's and the back office's modules read it. */
export interface OrderRow extends OrderMoneyColumns {
  id: string;
  number: string;
  session_id: string;
  checkout_id: string;
  payment_intent_id: string | null;
  provider: PaymentProviderName | null;
  lines: OrderLine[];
  delivery: DeliveryDetails;
  delivery_option: DeliveryOptionId;
  breakdown: OrderBreakdown;
  total: string;
  status: OrderStatus;
  not_handed_over: number[];
  return_reason: string | null;
  bank_payment_id: string | null;
  bank_account_last4: string | null;
  payer_fingerprint: string | null;
  bank_debited_at: Date | null;
  bank_return_cleared_at: Date | null;
  created_at: Date;
}

/** What a checkout's payment intent was priced from: the server's cart and the chosen delivery. */
export interface CheckoutSnapshot {
  amountCents: number;
  delivery: DeliveryDetails;
  deliveryOption: DeliveryOptionId;
  lines: OrderLine[];
  breakdown: OrderBreakdown;
  cartVersion: number;
}

interface CheckoutOfSession extends CheckoutSnapshot {
  id: string;
  sessionId: string;
}

/** The bank payment an order paid by bank holds: the provider's id, and whose account it is. */
export interface BankHold {
  paymentId: string;
  last4: string;
  fingerprint: string;
}

/**
 * A checkout paid after it is placed, at the door or by bank: the snapshot its shopper was shown
 * before placing the order, and, by bank, the authorisation it is placed with.
 */
export interface CheckoutPaidLater extends CheckoutOfSession {
  tender: PaidLaterTender;
  bank?: BankHold;
}

export type PaidLaterTender = Exclude<TenderId, 'card'>;

/** A card's checkout: the snapshot its payment intent was made for. */
export interface Checkout extends CheckoutOfSession {
  provider: PaymentProviderName;
  paymentIntentId: string;
  /** Refused when it became binding, its money given back: it never makes an order. */
  refused: boolean;
}

function snapshotFromRow(row: CheckoutRow): CheckoutOfSession {
  return {
    id: row.id,
    sessionId: row.session_id,
    amountCents: row.amount_cents,
    delivery: row.delivery,
    deliveryOption: row.delivery_option,
    lines: row.lines,
    breakdown: row.breakdown,
    cartVersion: row.cart_version,
  };
}

function checkoutFromRow(row: CheckoutRow): Checkout | null {
  if (row.provider === null || row.payment_intent_id === null) return null;
  return {
    ...snapshotFromRow(row),
    provider: row.provider,
    paymentIntentId: row.payment_intent_id,
    refused: row.status === 'refused',
  };
}

/** An order as its shopper reads it: the date of birth never leaves the server. */
function orderFromRow(row: OrderRow, timeline: OrderProgress[], tracking: Tracking | null): Order {
  const { dateOfBirth: _dateOfBirth, ...delivery } = row.delivery;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    lines: row.lines,
    delivery,
    deliveryOption: row.delivery_option,
    breakdown: row.breakdown,
    timeline,
    refunded: centsToDecimal(row.refunded_cents),
    tender: row.tender,
    payment: paymentOfRow(row),
    notHandedOver: row.not_handed_over,
    returnReason: row.return_reason,
    tracking,
  };
}

/**
 * What an order's shopper is shown of its timeline, oldest first: the statuses it has had and
 * when, and its carrier and tracking number while they show.
 */
async function readOrderProgress(
  db: Queryable,
  orderId: string,
  status: OrderStatus,
): Promise<{ timeline: OrderProgress[]; tracking: Tracking | null }> {
  const rows: {
    at: Date;
    kind: 'status' | 'tracking';
    to_status: OrderStatus | null;
    carrier: string | null;
    tracking_number: string | null;
  }[] = await db('order_events')
    .where({ order_id: orderId })
    .whereIn('kind', ['status', 'tracking'])
    .orderBy([{ column: 'at' }, { column: 'id' }])
    .select('at', 'kind', 'to_status', 'carrier', 'tracking_number');
  const timeline = rows.flatMap((row) =>
    row.kind === 'status' && row.to_status ? [{ status: row.to_status, at: row.at.toISOString() }] : [],
  );
  const entries = rows.map((row) => ({
    kind: row.kind,
    to: row.to_status,
    tracking: trackingOf({ carrier: row.carrier, trackingNumber: row.tracking_number }),
  }));
  return { timeline, tracking: currentTracking(status, entries) };
}

async function readOrder(db: Queryable, row: OrderRow): Promise<Order> {
  const { timeline, tracking } = await readOrderProgress(db, row.id, row.status);
  return orderFromRow(row, timeline, tracking);
}

/** The order of `row` as its shopper reads it, with its public timeline; null for no row. */
export async function publicOrderOf(db: Queryable, row: OrderRow | undefined): Promise<Order | null> {
  return row ? readOrder(db, row) : null;
}

function snapshotColumns(snapshot: CheckoutSnapshot) {
  return {
    amount_cents: snapshot.amountCents,
    delivery: JSON.stringify(snapshot.delivery),
    delivery_option: snapshot.deliveryOption,
    lines: JSON.stringify(snapshot.lines),
    breakdown: JSON.stringify(snapshot.breakdown),
    cart_version: snapshot.cartVersion,
    shopper_key: shopperKey(snapshot.delivery),
  };
}

/** PostgreSQL's unique_violation: another request won a race to insert the same row. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export async function findOpenCheckout(
  db: Queryable,
  sessionId: string,
  provider: PaymentProviderName,
): Promise<Checkout | null> {
  const row = await db<CheckoutRow>('checkouts').where({ session_id: sessionId, status: 'open', provider }).first();
  return row ? checkoutFromRow(row) : null;
}

export async function findCheckoutOfIntent(db: Queryable, paymentIntentId: string): Promise<Checkout | null> {
  const row = await db<CheckoutRow>('checkouts').where({ payment_intent_id: paymentIntentId }).first();
  return row ? checkoutFromRow(row) : null;
}

const paidLaterOfRow = (row: CheckoutRow): CheckoutPaidLater => ({
  ...snapshotFromRow(row),
  tender: row.tender as PaidLaterTender,
});

/** The session's open checkout paid at the door or by bank, or null. */
export async function findOpenCheckoutPaidLater(
  db: Queryable,
  sessionId: string,
  tender: PaidLaterTender,
): Promise<CheckoutPaidLater | null> {
  const row = await db<CheckoutRow>('checkouts').where({ session_id: sessionId, status: 'open', tender }).first();
  return row ? paidLaterOfRow(row) : null;
}

/** A checkout paid at the door or by bank, by its id, open or ordered, or null. */
export async function findCheckoutPaidLater(db: Queryable, checkoutId: string): Promise<CheckoutPaidLater | null> {
  const row = await db<CheckoutRow>('checkouts').where({ id: checkoutId }).whereIn('tender', ['door', 'bank']).first();
  return row ? paidLaterOfRow(row) : null;
}

/** Opens a checkout paid later; a second open one of its tender for the session fails with a unique violation. */
export async function insertCheckoutPaidLater(db: Queryable, checkout: CheckoutPaidLater): Promise<void> {
  await db('checkouts').insert({
    id: checkout.id,
    session_id: checkout.sessionId,
    tender: checkout.tender,
    ...snapshotColumns(checkout),
  });
}

/** Opens a checkout; a second open one for the session fails with a unique violation. */
export async function insertCheckout(db: Queryable, checkout: Omit<Checkout, 'refused'>): Promise<void> {
  await db('checkouts').insert({
    id: checkout.id,
    session_id: checkout.sessionId,
    provider: checkout.provider,
    payment_intent_id: checkout.paymentIntentId,
    ...snapshotColumns(checkout),
  });
}

export async function updateCheckoutSnapshot(db: Queryable, checkoutId: string, snapshot: CheckoutSnapshot) {
  await db('checkouts')
    .where({ id: checkoutId })
    .update({ ...snapshotColumns(snapshot), updated_at: db.fn.now() });
}

/** Closes a checkout that is still open, so the session can open a new one. */
export async function closeCheckout(db: Queryable, checkoutId: string): Promise<void> {
  await db('checkouts').where({ id: checkoutId, status: 'open' }).update({ status: 'closed', updated_at: db.fn.now() });
}

/** A checkout whose order was refused when it became binding (decision 018), with what the shopper was told. */
export async function refuseCheckout(db: Queryable, checkoutId: string, refusal: string): Promise<void> {
  await db('checkouts').where({ id: checkoutId }).update({ status: 'refused', refusal, updated_at: db.fn.now() });
}

export async function recordCheckoutPaymentError(db: Queryable, paymentIntentId: string, message: string) {
  await db('checkouts')
    .where({ payment_intent_id: paymentIntentId })
    .update({ last_payment_error: message, updated_at: db.fn.now() });
}

/**
 * Records the checkout's order unless it already has one (a unique checkout per order), and then marks the
 * checkout ordered and writes the shopper's receipt. Answers whether this call made the order.
 */
export async function insertOrderOnce(
  trx: Knex.Transaction,
  checkout: Checkout | CheckoutPaidLater,
  order: { id: string; number: string },
): Promise<boolean> {
  const card = 'paymentIntentId' in checkout ? checkout : null;
  const tender = 'tender' in checkout ? checkout.tender : 'card';
  const bank = 'tender' in checkout ? checkout.bank : undefined;
  const inserted: OrderRow[] = await trx('orders')
    .insert({
      id: order.id,
      number: order.number,
      session_id: checkout.sessionId,
      checkout_id: checkout.id,
      ...moneyColumns(moneyAtOrder(tender, toCents(checkout.breakdown.total))),
      payment_intent_id: card?.paymentIntentId ?? null,
      provider: card?.provider ?? null,
      bank_payment_id: bank?.paymentId ?? null,
      bank_account_last4: bank?.last4 ?? null,
      payer_fingerprint: bank?.fingerprint ?? null,
      lines: JSON.stringify(checkout.lines),
      delivery: JSON.stringify(checkout.delivery),
      delivery_option: checkout.deliveryOption,
      breakdown: JSON.stringify(checkout.breakdown),
      total: checkout.breakdown.total,
      shopper_name: checkout.delivery.fullName,
      shopper_email: checkout.delivery.email.toLowerCase(),
      ship_state: checkout.delivery.state,
      shopper_key: shopperKey(checkout.delivery),
    })
    .onConflict('checkout_id')
    .ignore()
    .returning('*');
  const [row] = inserted;
  if (!row) return false;
  await trx('order_events').insert({ order_id: order.id, kind: 'status', to_status: 'paid' });
  await trx('checkouts').where({ id: checkout.id }).update({ status: 'ordered', updated_at: trx.fn.now() });
  const placed = await readOrder(trx, row);
  await enqueueOrderEmail(trx, placed, { kind: 'order_receipt', key: 'receipt' }, orderReceiptEmail(placed));
  return true;
}

export async function findOrderOfIntent(db: Queryable, paymentIntentId: string): Promise<Order | null> {
  return publicOrderOf(db, await db<OrderRow>('orders').where({ payment_intent_id: paymentIntentId }).first());
}

export async function findOrderOfCheckout(db: Queryable, checkoutId: string): Promise<Order | null> {
  return publicOrderOf(db, await db<OrderRow>('orders').where({ checkout_id: checkoutId }).first());
}

export async function isPaymentEventSeen(db: Queryable, eventId: string): Promise<boolean> {
  return (await db('payment_events').where({ id: eventId }).first('id')) !== undefined;
}

export async function rememberPaymentEvent(db: Queryable, provider: PaymentProviderName, event: PaymentEvent) {
  await db('payment_events')
    .insert({ id: event.id, provider, type: event.type, payment_intent_id: event.paymentIntentId })
    .onConflict('id')
    .ignore();
}
