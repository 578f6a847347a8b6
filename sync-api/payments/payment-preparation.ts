import { randomUUID } from 'node:crypto';
import { deliveryOptionUnavailableReason } from '#shared/catalogue/delivery';
import { orderOverTotalMessage } from '#shared/catalogue/order-total-cap';
import { breakdownOf, orderTotals } from '#shared/catalogue/order-totals';
import type { SizeContent } from '#shared/compliance/measures';
import { toCents } from '#shared/money';
import { tenderUnavailableReason } from '#shared/payments/tenders';
import type { CartItem } from '#shared/schemas/cart';
import type {
  BankCheckout,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  DoorCheckout,
  OrderLine,
} from '#shared/schemas/checkout';
import { taxesFor } from '#shared/taxes/compute-taxes';
import { AppError } from '../app-error.ts';
import { priceCartLine } from '../cart/cart-pricing.ts';
import { findCart, readStoredLines } from '../cart/cart-store.ts';
import { loadSizeTables } from '../catalogue/size-tables.ts';
import { skuKey } from '../catalogue/stock-store.ts';
import { refuseUnlessDeliverable } from '../compliance/order-limits.ts';
import { shopperKey } from '../compliance/shopper-key.ts';
import type { Database } from '../db/database.ts';
import {
  type Checkout,
  type CheckoutPaidLater,
  type CheckoutSnapshot,
  closeCheckout,
  findOpenCheckout,
  findOpenCheckoutPaidLater,
  insertCheckout,
  insertCheckoutPaidLater,
  isUniqueViolation,
  type PaidLaterTender,
  updateCheckoutSnapshot,
} from '../orders/checkout-store.ts';
import { recordPaidOrder } from '../orders/order-recording.ts';
import { refuseUnlessInStock } from '../orders/order-stock.ts';
import { refuseUnlessBankMayPay } from './bank-payers.ts';
import type { BankProvider } from './bank-provider.ts';
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider.ts';
import type { Providers } from './providers.ts';

/**
 * Preparing a payment: the amount is always the server's price of the server's cart plus the
 * chosen delivery and the ship-to place's taxes, never a price the browser sent.
 */

/** Payment intents whose amount can still change. */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function orderLineOf(item: CartItem, content: SizeContent | undefined): OrderLine {
  return {
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
    ...(content ? { content } : {}),
  };
}

/** When a payment is prepared, and the largest total it may be for. */
export interface PreparationContext {
  now: Date;
  maxTotalCents: number;
}

/**
 * The session's cart priced now with the chosen delivery, as a checkout keeps it; refused when
 * the cart is empty, a line cannot be ordered, the ship-to state does not take the order, stock
 * cannot fill it, the state does not offer the way to pay or the delivery, or the total is over
 * the store's maximum.
 */
export async function snapshotCart(
  db: Database,
  sessionId: string,
  request: CreatePaymentIntentRequest,
  { now, maxTotalCents }: PreparationContext,
): Promise<CheckoutSnapshot> {
  const cart = await findCart(db, sessionId);
  const lines = cart ? await readStoredLines(db, cart.id) : [];
  if (!cart || lines.length === 0) {
    throw new AppError('empty_cart', 409, 'Your cart is empty. Please add items before checkout.');
  }
  const tables = await loadSizeTables(db);
  const priced = lines.map((line) => priceCartLine(line, tables));
  const problems = priced.flatMap((item) => (item.issue ? [item.issue.message] : []));
  if (problems.length > 0) {
    throw new AppError('cart_unavailable', 409, `Some items cannot be ordered: ${problems.join(' ')}`);
  }
  const { rule, contents } = await refuseUnlessDeliverable(db, {
    delivery: request.delivery,
    items: priced,
    now,
    sessionId,
  });
  await refuseUnlessInStock(
    db,
    priced.map((item) => ({
      productId: item.product.id,
      size: item.size,
      quantity: item.quantity,
      name: item.product.name,
      sizeLabel: item.sizeLabel,
    })),
  );
  const unpayable = tenderUnavailableReason(rule, request.tender);
  if (unpayable) throw new AppError('tender_unavailable', 422, unpayable);
  const unavailable = deliveryOptionUnavailableReason(rule, request.deliveryOption, request.delivery, now);
  if (unavailable) throw new AppError('delivery_unavailable', 422, unavailable);

  const totals = orderTotals(
    priced.map((item) => ({ quantity: item.quantity, unitCents: toCents(item.unitPrice) })),
    request.deliveryOption,
    rule.delivery,
    taxesFor(rule.taxes, request.delivery.zip),
  );
  if (totals.totalCents > maxTotalCents) {
    throw new AppError('order_total_limit', 422, orderOverTotalMessage(maxTotalCents, totals.totalCents));
  }
  return {
    amountCents: totals.totalCents,
    delivery: request.delivery,
    deliveryOption: request.deliveryOption,
    lines: priced.map((item) => orderLineOf(item, contents.get(skuKey(item.product.id, item.size)))),
    breakdown: breakdownOf(totals, { state: rule.code, version: rule.taxes.version }),
    cartVersion: cart.version,
  };
}

/**
 * The session's open checkout with an intent that can still take a new amount, or null. An open
 * checkout whose card is already held gets its order now (as the webhook would); one whose
 * intent can no longer be paid is closed, so a new one can start.
 */
async function reusableCheckout(db: Database, provider: PaymentProvider, sessionId: string) {
  const open = await findOpenCheckout(db, sessionId, provider.name);
  if (!open) return null;
  const intent = await provider.retrieveIntent(open.paymentIntentId);
  if (intent && OPEN_INTENT.has(intent.status)) return { checkout: open, intent };
  if (intent?.status === 'requires_capture') {
    try {
      await recordPaidOrder(db, provider, open);
      return null;
    } catch (error) {
      // Paid but not for this checkout's amount: left for the store to settle by hand.
      if (!(error instanceof AppError)) throw error;
    }
  }
  await closeCheckout(db, open.id);
  return null;
}

/**
 * An order to be paid at the door or by bank: the session's cart priced as for a card, kept as
 * its open checkout of that tender (one per session: a unique index), whose order the shopper
 * places once they have read the total. No money moves until the driver hands the order over.
 * A payer whose earlier bank debit was returned is told now that pay by bank waits for it.
 */
async function prepareCheckoutPaidLater(
  db: Database,
  sessionId: string,
  request: CreatePaymentIntentRequest & { tender: PaidLaterTender },
  context: PreparationContext,
  bank: BankProvider | null,
): Promise<DoorCheckout | BankCheckout> {
  const { tender } = request;
  if (tender === 'bank') await refuseUnlessBankMayPay(db, bank, { shopperKey: shopperKey(request.delivery) });
  const snapshot = await snapshotCart(db, sessionId, request, context);
  const answer = (checkoutId: string): DoorCheckout | BankCheckout => {
    const common = { checkoutId, currency: 'usd' as const, breakdown: snapshot.breakdown };
    return tender === 'bank' ? { tender, ...common, testBank: bank?.name === 'test_bank' } : { tender, ...common };
  };
  const reprice = async (open: CheckoutPaidLater) => {
    await updateCheckoutSnapshot(db, open.id, snapshot);
    return answer(open.id);
  };
  const open = await findOpenCheckoutPaidLater(db, sessionId, tender);
  if (open) return reprice(open);
  const checkoutId = randomUUID();
  try {
    await insertCheckoutPaidLater(db, { id: checkoutId, sessionId, tender, ...snapshot });
    return answer(checkoutId);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request of this session opened one meanwhile: both use it.
    const winner = await findOpenCheckoutPaidLater(db, sessionId, tender);
    if (!winner) throw error;
    return reprice(winner);
  }
}

/**
 * POST /api/create-payment-intent: prices the session's cart with the chosen delivery and
 * creates the checkout's payment intent, or updates the open one's amount (one intent per
 * checkout, so a shopper who changes the cart or the delivery pays the new amount). At most one
 * checkout per session is open (a unique index): two requests at once share one intent.
 */
export async function preparePayment(
  db: Database,
  providers: Providers,
  sessionId: string,
  request: CreatePaymentIntentRequest,
  context: PreparationContext,
): Promise<CreatePaymentIntentResponse> {
  const { tender } = request;
  if (tender !== 'card')
    return prepareCheckoutPaidLater(db, sessionId, { ...request, tender }, context, providers.bank);
  const provider = providers.card;
  const reusable = await reusableCheckout(db, provider, sessionId);
  const snapshot = await snapshotCart(db, sessionId, request, context);
  const answer = (intent: ProviderPaymentIntent): CreatePaymentIntentResponse => ({
    tender: 'card',
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    currency: 'usd',
    breakdown: snapshot.breakdown,
  });

  const reprice = async (checkout: Checkout, intent: ProviderPaymentIntent) => {
    const current =
      intent.amountCents === snapshot.amountCents
        ? intent
        : await provider.updateIntent(intent.id, {
            amountCents: snapshot.amountCents,
            metadata: { checkoutId: checkout.id },
            // Distinct for each distinct amount and cart, the same for a retry of one request.
            idempotencyKey: `checkout-${checkout.id}-v${snapshot.cartVersion}-${request.deliveryOption}-${snapshot.amountCents}`,
          });
    await updateCheckoutSnapshot(db, checkout.id, snapshot);
    return answer(current);
  };

  if (reusable) return reprice(reusable.checkout, reusable.intent);

  const checkoutId = randomUUID();
  const intent = await provider.createIntent({
    amountCents: snapshot.amountCents,
    currency: 'usd',
    metadata: { checkoutId },
    idempotencyKey: `checkout-${checkoutId}-create`,
  });
  try {
    await insertCheckout(db, {
      id: checkoutId,
      sessionId,
      provider: provider.name,
      paymentIntentId: intent.id,
      ...snapshot,
    });
    return answer(intent);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request of this session opened a checkout meanwhile: both use its intent, and the
    // one just made is never shown to anyone, so it is never paid.
    const winner = await findOpenCheckout(db, sessionId, provider.name);
    const winnerIntent = winner ? await provider.retrieveIntent(winner.paymentIntentId) : null;
    if (!winner || !winnerIntent) throw error;
    return reprice(winner, winnerIntent);
  }
}
