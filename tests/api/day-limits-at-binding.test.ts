import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminOrderCancelApiPath, testGatewayStepApiPath } from '#shared/api-paths';
import { type CardPaymentIntent, cardPaymentIntentSchema, orderSchema } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder, TEST_CARD } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Decision 018: one shopper (a date of birth at a household's address) cannot split a state's
 * per-day limit over several sessions. A payment prepared on one phone holds its amounts against
 * the others, and the limit is checked again, under a lock per shopper, when a paid order becomes
 * binding; an order refused then is not made, and the hold on its card is released (decision
 * 028: nothing is charged before the handoff, so nothing is refunded).
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** Four quarters: 28 g of California's 28.5 g of flower and prerolls a day. */
const FOUR_QUARTERS = { productId: 'tangie-flower', size: '7g', quantity: 4 };
const CALIFORNIA_FLOWER = 'California allows 28.5 g of flower and prerolls a day';

/** A session of the shopper on another phone, its cart holding four quarters. */
async function phoneWithFourQuarters(): Promise<TestClient> {
  const phone = await api.verifiedClient();
  const added = await phone.post(API_PATHS.cart, { json: { ...FOUR_QUARTERS, state: 'CA' } });
  expect(added.status, added.text).toBe(200);
  return phone;
}

function prepare(phone: TestClient, delivery: Record<string, string> = DELIVERY) {
  return phone.post(API_PATHS.createPaymentIntent, { json: { delivery, deliveryOption: 'standard' } });
}

async function prepared(phone: TestClient, delivery: Record<string, string> = DELIVERY) {
  const response = await prepare(phone, delivery);
  expect(response.status, response.text).toBe(200);
  return cardPaymentIntentSchema.parse(response.body);
}

/**
 * The test card's step (which holds the card and records the order at once, as the provider's
 * webhook would), then the browser's call.
 */
async function payAndPlace(phone: TestClient, intent: CardPaymentIntent) {
  const paid = await phone.post(testGatewayStepApiPath(intent.paymentIntentId, 'confirm'), {
    json: { clientSecret: intent.clientSecret, ...TEST_CARD },
  });
  expect(paid.body?.status, paid.text).toBe('requires_capture');
  return phone.post(API_PATHS.orders, { json: { paymentIntentId: intent.paymentIntentId } });
}

/** What the card's bank did with the payment, as the test gateway records it, and any refunds of it. */
async function cardOf(paymentIntentId: string) {
  const intent = await api.db('test_payment_intents').where({ id: paymentIntentId }).first();
  const refunds = await api.db('test_payment_refunds').where('payment_intent_id', paymentIntentId).select();
  return { status: intent?.status, capturedCents: Number(intent?.captured_cents), refunds: refunds.length };
}

/** Nothing was taken from the card: its hold released, nothing captured, nothing refunded. */
const RELEASED = { status: 'canceled', capturedCents: 0, refunds: 0 };

/** The refusal a shopper reads when an order is refused at binding and its card released. */
const refusedAtBinding = (total: string) =>
  `${CALIFORNIA_FLOWER}; this order and your earlier orders today would hold 56 g (Tangie Flower (7g (Quarter))). We could not accept this order, so the $${total} held on your card has been released: you were not charged.`;

/**
 * A checkout opened before midnight, whose card is then held after another phone's order took
 * today's flower: refused at binding. Answers the late phone, its intent, its refusal and the
 * order that took the day.
 */
async function refusedLateCheckout() {
  const late = await phoneWithFourQuarters();
  const lateIntent = await prepared(late);
  // Opened yesterday: today's preparations no longer see it as held.
  await api
    .db('checkouts')
    .where('payment_intent_id', lateIntent.paymentIntentId)
    .update({ created_at: api.db.raw(`created_at - interval '1 day'`) });
  const early = await phoneWithFourQuarters();
  const placed = await payAndPlace(early, await prepared(early));
  expect(placed.status, placed.text).toBe(200);
  const refused = await payAndPlace(late, lateIntent);
  return { late, lateIntent, refused, earlyOrder: orderSchema.parse(placed.body) };
}

describe('a payment prepared on another phone holds its amounts', () => {
  test("the second phone's 28 g is refused before any payment, naming the other payment", async () => {
    await prepared(await phoneWithFourQuarters());
    const second = await phoneWithFourQuarters();

    const response = await prepare(second);

    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe(
      `${CALIFORNIA_FLOWER}; this order and the one you are paying for elsewhere would hold 56 g (Tangie Flower (7g (Quarter))).`,
    );
    expect(await api.rowCount('checkouts')).toBe(1);
  });

  test('the same phone preparing again is not held against itself', async () => {
    const phone = await phoneWithFourQuarters();
    const first = await prepared(phone);
    const again = await prepared(phone);
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  test('a payment left open on the other phone for more than 30 minutes no longer holds', async () => {
    const other = await prepared(await phoneWithFourQuarters());
    await api
      .db('checkouts')
      .where('payment_intent_id', other.paymentIntentId)
      .update({ updated_at: api.db.raw(`now() - interval '31 minutes'`) });
    await prepared(await phoneWithFourQuarters());
  });

  test('a payment held by another shopper (another date of birth) does not count', async () => {
    await prepared(await phoneWithFourQuarters(), { ...DELIVERY, dateOfBirth: '1985-02-03' });
    await prepared(await phoneWithFourQuarters());
  });
});

describe('the limit is checked again when a paid order becomes binding', () => {
  test('a checkout opened before midnight and paid after is refused once another order took the day, its hold released, and the shopper is told', async () => {
    const { late, lateIntent, refused } = await refusedLateCheckout();

    expectError(refused, 422, 'over_state_limit');
    const total = lateIntent.breakdown.total;
    expect(refused.body.error.message).toBe(refusedAtBinding(total));
    expect(refused.body.error.details).toEqual({ lines: ['Tangie Flower (7g (Quarter))'], released: true });
    // The card's hold is released: nothing was charged, so nothing is refunded.
    expect(await cardOf(lateIntent.paymentIntentId)).toEqual(RELEASED);
    expect(await api.rowCount('orders')).toBe(1);
    expect(await api.rowCount('checkouts', { payment_intent_id: lateIntent.paymentIntentId, status: 'refused' })).toBe(
      1,
    );
    // Nothing was taken from the refused phone's cart.
    expect((await cartOf(late)).map((line) => [line.product.id, line.quantity])).toEqual([['tangie-flower', 4]]);

    // Asked again (a reload of the payment's return page), the answer is the same and the card stays released.
    const again = await late.post(API_PATHS.orders, { json: { paymentIntentId: lateIntent.paymentIntentId } });
    expectError(again, 422, 'over_state_limit');
    expect(again.body.error.message).toBe(refusedAtBinding(total));
    expect(again.body.error.details).toEqual({ lines: ['Tangie Flower (7g (Quarter))'], released: true });
    expect(await cardOf(lateIntent.paymentIntentId)).toEqual(RELEASED);
    expect(await api.rowCount('orders')).toBe(1);
  });

  test('a refused checkout asked again once the day frees up (the other order cancelled) is still refused and makes no order', async () => {
    const { late, lateIntent, refused, earlyOrder } = await refusedLateCheckout();
    expectError(refused, 422, 'over_state_limit');
    const { client: staff } = await staffClient(api, 'staff');
    const cancelled = await staff.post(adminOrderCancelApiPath(earlyOrder.id), { json: { from: 'paid' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Cancelling the other order releases its card too: nothing charged, nothing refunded.
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentState: 'voided', refunded: '0.00' });
    expect(await cardOf(cancelled.body.payment.paymentIntentId)).toEqual(RELEASED);

    // Its card was released: the order it would make could never be paid for.
    const again = await late.post(API_PATHS.orders, { json: { paymentIntentId: lateIntent.paymentIntentId } });
    expectError(again, 409, 'payment_not_succeeded');
    expect(again.body.error.message).toBe(
      'This checkout was refused and its card released: check your cart and place the order again.',
    );
    expect(await cardOf(lateIntent.paymentIntentId)).toEqual(RELEASED);
    expect(await api.rowCount('orders', { status: 'paid' })).toBe(0);
    expect(await api.rowCount('orders')).toBe(1);
    expect((await cartOf(late)).map((line) => [line.product.id, line.quantity])).toEqual([['tangie-flower', 4]]);
    // The day is free again: a new checkout of the same 28 g is accepted.
    await prepared(await phoneWithFourQuarters());
  });

  test('ten sessions of one shopper paying at once for 28 g each yield exactly one order; every other is refused, its hold released', async () => {
    const phones = await Promise.all(Array.from({ length: 10 }, phoneWithFourQuarters));

    const outcomes = await Promise.all(
      phones.map(async (phone) => {
        const preparation = await prepare(phone);
        if (preparation.status !== 200) return { stage: 'prepared', response: preparation, intent: null };
        const intent = cardPaymentIntentSchema.parse(preparation.body);
        return { stage: 'placed', response: await payAndPlace(phone, intent), intent };
      }),
    );

    const accepted = outcomes.filter((outcome) => outcome.response.status === 200);
    expect(accepted).toHaveLength(1);
    expect(await api.rowCount('orders')).toBe(1);
    for (const outcome of outcomes.filter((candidate) => candidate.response.status !== 200)) {
      expectError(outcome.response, 422, 'over_state_limit');
      if (outcome.intent) {
        expect(outcome.response.body.error.details.released).toBe(true);
        expect(await cardOf(outcome.intent.paymentIntentId)).toEqual(RELEASED);
      }
    }
  });
});

describe('one household written another way is the same shopper', () => {
  test.each([
    ['a suffix abbreviated and an apartment', { street: '2150 Folsom St, Apt 1' }],
    ['a ZIP+4', { zip: '94110-2311' }],
    ['the city as people say it', { city: 'SF' }],
    ['a unit with #', { street: '2150 FOLSOM ST. #3' }],
  ])('%s', async (_, change) => {
    await placePaidOrder(api.baseUrl, [{ ...FOUR_QUARTERS, quantity: 3 }]);
    const phone = await api.verifiedClient();
    const added = await phone.post(API_PATHS.cart, {
      json: { productId: 'tangie-flower', size: '7g', quantity: 2, state: 'CA' },
    });
    expect(added.status, added.text).toBe(200);

    const response = await prepare(phone, { ...DELIVERY, ...change });

    expectError(response, 422, 'over_state_limit');
    expect(response.body.error.message).toBe(
      `${CALIFORNIA_FLOWER}; this order and your earlier orders today would hold 35 g (Tangie Flower (7g (Quarter))).`,
    );
  });
});
