import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, testGatewayStepApiPath } from '#shared/api-paths';
import { type CardPaymentIntent, cardPaymentIntentSchema } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder, TEST_CARD } from '../setup/paid-orders.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Decision 018: one shopper (a date of birth at a household's address) cannot split a state's
 * per-day limit over several sessions. A payment prepared on one phone holds its amounts against
 * the others, and the limit is checked again, under a lock per shopper, when a paid order becomes
 * binding; an order refused then is not made, and its payment is refunded in full.
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

/** The test card's step (which records the order at once, as the provider's webhook would), then the browser's call. */
async function payAndPlace(phone: TestClient, intent: CardPaymentIntent) {
  const paid = await phone.post(testGatewayStepApiPath(intent.paymentIntentId, 'confirm'), {
    json: { clientSecret: intent.clientSecret, ...TEST_CARD },
  });
  expect(paid.body?.status, paid.text).toBe('succeeded');
  return phone.post(API_PATHS.orders, { json: { paymentIntentId: intent.paymentIntentId } });
}

const refundsOf = (paymentIntentId: string) =>
  api.db('test_payment_refunds').where('payment_intent_id', paymentIntentId).select('amount_cents');

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
  test('a checkout opened before midnight and paid after is refused once another order took the day, refunded in full, and the shopper is told', async () => {
    const late = await phoneWithFourQuarters();
    const lateIntent = await prepared(late);
    // Opened yesterday: today's preparations no longer see it as held.
    await api
      .db('checkouts')
      .where('payment_intent_id', lateIntent.paymentIntentId)
      .update({ created_at: api.db.raw(`created_at - interval '1 day'`) });
    const early = await phoneWithFourQuarters();
    expect((await payAndPlace(early, await prepared(early))).status).toBe(200);

    const refused = await payAndPlace(late, lateIntent);

    expectError(refused, 422, 'over_state_limit');
    const total = lateIntent.breakdown.total;
    expect(refused.body.error.message).toBe(
      `${CALIFORNIA_FLOWER}; this order and your earlier orders today would hold 56 g (Tangie Flower (7g (Quarter))). We could not accept this order, so your payment of $${total} has been refunded in full.`,
    );
    expect(refused.body.error.details).toEqual({ lines: ['Tangie Flower (7g (Quarter))'], refunded: true });
    expect(await refundsOf(lateIntent.paymentIntentId)).toEqual([{ amount_cents: Math.round(Number(total) * 100) }]);
    expect(await api.rowCount('orders')).toBe(1);
    expect(await api.rowCount('checkouts', { payment_intent_id: lateIntent.paymentIntentId, status: 'refused' })).toBe(
      1,
    );
    // Nothing was taken from the refused phone's cart.
    expect((await cartOf(late)).map((line) => [line.product.id, line.quantity])).toEqual([['tangie-flower', 4]]);

    // Asked again (a reload of the payment's return page), the answer is the same and nothing is refunded twice.
    const again = await late.post(API_PATHS.orders, { json: { paymentIntentId: lateIntent.paymentIntentId } });
    expectError(again, 422, 'over_state_limit');
    expect(await refundsOf(lateIntent.paymentIntentId)).toHaveLength(1);
  });

  test('ten sessions of one shopper paying at once for 28 g each yield exactly one order; every other is refused or refunded', async () => {
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
        expect(outcome.response.body.error.details.refunded).toBe(true);
        expect(await refundsOf(outcome.intent.paymentIntentId)).toHaveLength(1);
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
