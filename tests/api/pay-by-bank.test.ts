import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminOrderApiPath,
  adminOrderCancelApiPath,
  adminOrderClearBankReturnApiPath,
  adminOrderRefundApiPath,
  adminReturnToStoreApiPath,
  adminStateRuleApiPath,
} from '#shared/api-paths';
import type { StaffRole } from '#shared/back-office/permissions';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { centsToDecimal, toCents } from '#shared/money';
import {
  INSUFFICIENT_FUNDS_MESSAGE,
  TEST_BANK_ROUTING_NUMBER,
  UNKNOWN_ACCOUNT_MESSAGE,
} from '#shared/payments/bank-accounts';
import { handoffOrderSchema } from '#shared/schemas/admin/handoffs';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import type { Order } from '#shared/schemas/checkout';
import { followBankDebits } from '../../sync-api/orders/order-bank-returns.ts';
import type { BankProvider } from '../../sync-api/payments/bank-provider.ts';
import { createTestBank } from '../../sync-api/payments/test-bank.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaTotalHandedOver } from '../fixtures/taxes.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import {
  bankAccount,
  bankCheckout,
  placeBankOrder,
  RETURNING_ACCOUNT,
  SETTLING_ACCOUNT,
  SHORT_OF_FUNDS_ACCOUNT,
  type WatchedBank,
  watchedTestBank,
} from '../setup/bank-orders.ts';
import { sameCookiesOn, sendOut, shopperView, staffOn, startAppWith } from '../setup/paid-orders.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Pay by bank (decision 027): the bank authorises the total when the order is placed, the
 * driver's handoff debits what was handed over, the debit settles or is returned later, and a
 * returned debit pauses its payer's pay by bank until the owner clears it. The test bank is
 * wrapped so that a test counts its debits and takes it down.
 */

let api: ApiHarness;
let app: Awaited<ReturnType<typeof startAppWith>>;
let watched: WatchedBank;
let bank: BankProvider;

beforeAll(async () => {
  api = await startApi();
  ({ watched, bank } = watchedTestBank(api.db));
  app = await startAppWith(api, { bankProvider: bank });
  team = staffOn(api, app);
});
beforeEach(async () => {
  await api.reset();
  team.forget();
  watched.reset();
  await offerBankIn('CA');
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const LINES = [
  { productId: 'lychee-gummies', size: '6-pack', quantity: 2 },
  { productId: 'tangie-flower', size: '7g', quantity: 1 },
];
const ADULT_ID = { nameMatches: true, dateOfBirth: '1990-05-17' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bank's clock moved on by `days` (and a minute), and the server's follower run then. */
function daysLater(days: number): Promise<number> {
  watched.daysAhead = days + 1 / (24 * 60);
  return followBankDebits(api.db, bank, new Date(Date.now() + watched.daysAhead * DAY_MS));
}
const ANOTHER_PERSON = { ...DELIVERY, fullName: 'Grace Hopper', dateOfBirth: '1986-12-09', email: 'grace@example.com' };

const offerBankIn = (code: string) =>
  api
    .db('state_rules')
    .where({ code })
    .update({ tenders: JSON.stringify(['door', 'bank', 'card']) });

let team: ReturnType<typeof staffOn>;
const signedIn = (role: StaffRole, name?: string) => team.as(role, name);

/** An order the staff packed and sent: In Transit. */
async function outForDelivery(order: Order): Promise<void> {
  await sendOut(await signedIn('staff', 'packer'), order);
}

async function bankOrderInTransit(accountNumber = SETTLING_ACCOUNT) {
  const placed = await placeBankOrder(app.baseUrl, LINES, accountNumber);
  await outForDelivery(placed.order);
  return placed;
}

const deliver = (client: TestClient, id: string, json: object = { idCheck: ADULT_ID, notHandedOver: [] }) =>
  client.post(adminHandOverApiPath(id), { json });

/** The order's total less a line not handed over, and the taxes charged on it. */
const totalLess = (order: Order, index: number) => californiaTotalHandedOver(order, [index]);

async function bankPaymentOf(orderId: string) {
  const { bank_payment_id: id } = await api.db('orders').where({ id: orderId }).first('bank_payment_id');
  return api.db('test_bank_payments').where({ id }).first();
}

async function adminOrder(id: string) {
  const response = await (await signedIn('owner')).get(adminOrderApiPath(id));
  expect(response.status, response.text).toBe(200);
  return adminOrderSchema.parse(response.body);
}

const prepareBank = (shopper: TestClient, delivery: object = DELIVERY) =>
  shopper.post(API_PATHS.createPaymentIntent, { json: { delivery, deliveryOption: 'standard', tender: 'bank' } });

describe('an order paid by bank', () => {
  test('is authorised for the server’s total when placed, once, and its account number is kept nowhere', async () => {
    const { shopper, checkout } = await bankCheckout(app.baseUrl, LINES);
    expect(checkout).toMatchObject({ tender: 'bank', testBank: true });

    const placed = await shopper.post(API_PATHS.orders, {
      json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount() },
    });
    expect(placed.status, placed.text).toBe(200);
    const order = (await shopperView(shopper, (placed.body as Order).id)) as Order;
    expect(order).toMatchObject({
      status: 'paid',
      tender: 'bank',
      breakdown: checkout.breakdown,
      payment: { state: 'authorised', due: checkout.breakdown.total, captured: '0.00', accountLast4: '6789' },
    });
    expect(await cartOf(shopper)).toEqual([]);
    expect(await bankPaymentOf(order.id)).toMatchObject({
      status: 'authorised',
      authorised_cents: toCents(checkout.breakdown.total),
      debited_cents: 0,
    });

    const again = await shopper.post(API_PATHS.orders, {
      json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount() },
    });
    expect((again.body as Order).id).toBe(order.id);
    expect(await api.rowCount('orders')).toBe(1);
    expect(await api.rowCount('test_bank_payments')).toBe(1);
    expect(JSON.stringify(await api.snapshot())).not.toContain(SETTLING_ACCOUNT);
  });

  test('the driver hands over one line of two: the bank is debited that much, once; it settles the next day, and then refunds go back to the account', async () => {
    const { shopper, order } = await bankOrderInTransit();
    const driver = await signedIn('driver');
    const handedOver = totalLess(order, 1);

    const delivered = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [1] });
    expect(delivered.status, delivered.text).toBe(200);
    expect(handoffOrderSchema.parse(delivered.body)).toMatchObject({
      status: 'delivered',
      payment: { state: 'pending', due: handedOver, captured: handedOver, collectedAs: 'bank' },
    });
    expect(await bankPaymentOf(order.id)).toMatchObject({ status: 'debited', debited_cents: toCents(handedOver) });
    expectError(await deliver(driver, order.id), 409, 'order_status_conflict', 'a second handoff');
    expect(watched.debits).toBe(1);

    // Refunds wait for the debit to settle, and then go back to the account, never past the debit.
    const owner = await signedIn('owner');
    const refund = (amount: string, refundedBefore = '0.00') =>
      owner.post(adminOrderRefundApiPath(order.id), { json: { amount, refundedBefore } });
    expectError(await refund('5.00'), 422, 'payment_refused', 'a refund while pending');
    expect(await daysLater(0)).toBe(0);
    expect(await daysLater(1)).toBe(1);
    expect((await shopperView(shopper, order.id)).payment.state).toBe('settled');
    expect((await adminOrder(order.id)).timeline.map((event) => event.note)).toContain(
      `The bank debit of $${handedOver} settled`,
    );

    expectError(await refund(centsToDecimal(toCents(handedOver) + 1)), 422, 'payment_refused', 'above the debit');
    const refunded = await refund('5.00');
    expect(refunded.status, refunded.text).toBe(200);
    expect(adminOrderSchema.parse(refunded.body).payment).toMatchObject({ state: 'settled', refunded: '5.00' });
    expect(await bankPaymentOf(order.id)).toMatchObject({ refunded_cents: 500 });
    expectError(await refund('5.00'), 409, 'order_status_conflict', 'the same refund pressed twice');
    expect(await bankPaymentOf(order.id)).toMatchObject({ refunded_cents: 500 });
  });

  test('a debit the bank returns flags the order and pauses its payer’s pay by bank, by person and by account, until the owner clears it', async () => {
    const { shopper, order } = await bankOrderInTransit(RETURNING_ACCOUNT);
    expect((await deliver(await signedIn('driver'), order.id)).status).toBe(200);
    await daysLater(1);
    expect((await shopperView(shopper, order.id)).payment.state).toBe('settled');
    expect(await daysLater(3)).toBe(1);
    expect((await shopperView(shopper, order.id)).payment.state).toBe('returned');
    expect(await adminOrder(order.id)).toMatchObject({
      needsAttention: true,
      attentionReason: expect.stringContaining('The bank returned its payment'),
      payment: { state: 'returned', returnClearedAt: null },
    });

    // The same person may not pay by bank again, nor another person from the same account; the
    // door still works.
    const nextCheckout = await bankCheckout(app.baseUrl, LINES.slice(0, 1), ANOTHER_PERSON);
    const paused = await prepareBank(nextCheckout.shopper);
    expectError(paused, 422, 'bank_payment_paused', 'the same person');
    expect((paused.body as { error: { message: string } }).error.message).toContain(order.number);
    const sameAccount = await nextCheckout.shopper.post(API_PATHS.orders, {
      json: { checkoutId: nextCheckout.checkout.checkoutId, bankAccount: bankAccount(RETURNING_ACCOUNT) },
    });
    expectError(sameAccount, 422, 'bank_payment_paused', 'the same account');
    expect(await api.rowCount('orders')).toBe(1);
    const atDoor = await nextCheckout.shopper.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard', tender: 'door' },
    });
    expect(atDoor.status, atDoor.text).toBe(200);

    // Only the owner clears it, saying how it was settled; once.
    const clear = (client: TestClient, json: object) =>
      client.post(adminOrderClearBankReturnApiPath(order.id), { json });
    expectError(await clear(await signedIn('staff'), { note: 'Paid in cash' }), 403, 'forbidden');
    expectError(await clear(await signedIn('owner'), { note: '  ' }), 400, 'invalid_request');
    const cleared = await clear(await signedIn('owner'), { note: 'Paid in cash at the store' });
    expect(cleared.status, cleared.text).toBe(200);
    expect(adminOrderSchema.parse(cleared.body)).toMatchObject({
      needsAttention: false,
      attentionReason: null,
      payment: { state: 'returned' },
    });
    expect(adminOrderSchema.parse(cleared.body).payment.returnClearedAt).not.toBeNull();
    expectError(await clear(await signedIn('owner'), { note: 'Again' }), 409, 'payment_refused');
    const audit = await api.db('audit_log').where({ subject_id: order.id, action: 'order.bank_return_cleared' });
    expect(audit).toHaveLength(1);

    expect((await prepareBank(nextCheckout.shopper)).status).toBe(200);
  });

  test('an account short of funds is refused when the order is placed, in the bank’s words: no order, the cart kept', async () => {
    const { shopper, checkout } = await bankCheckout(app.baseUrl, LINES);
    const refused = await shopper.post(API_PATHS.orders, {
      json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount(SHORT_OF_FUNDS_ACCOUNT) },
    });
    expectError(refused, 422, 'bank_declined');
    expect((refused.body as { error: { message: string } }).error.message).toBe(INSUFFICIENT_FUNDS_MESSAGE);
    expect(await api.rowCount('orders')).toBe(0);
    expect(await cartOf(shopper)).toHaveLength(2);

    const placed = await shopper.post(API_PATHS.orders, {
      json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount() },
    });
    expect(placed.status, placed.text).toBe(200);
  });

  test('returning the order to the store, or any staff member cancelling it, lets the authorisation go: nothing is debited', async () => {
    const returned = await bankOrderInTransit();
    const back = await (await signedIn('driver')).post(adminReturnToStoreApiPath(returned.order.id), {
      json: { reason: 'no_id' },
    });
    expect(back.status, back.text).toBe(200);
    expect(handoffOrderSchema.parse(back.body)).toMatchObject({ status: 'returned', payment: { state: 'voided' } });
    expect(await bankPaymentOf(returned.order.id)).toMatchObject({ status: 'voided', debited_cents: 0 });

    const { order } = await placeBankOrder(app.baseUrl, LINES.slice(0, 1), SETTLING_ACCOUNT, ANOTHER_PERSON);
    const cancelled = await (await signedIn('staff')).post(adminOrderCancelApiPath(order.id), {
      json: { from: 'paid' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(adminOrderSchema.parse(cancelled.body)).toMatchObject({ status: 'cancelled', payment: { state: 'voided' } });
    expect(await bankPaymentOf(order.id)).toMatchObject({ status: 'voided' });
    expect(watched.debits).toBe(0);
  });

  test('a bank that does not answer leaves the checkout, the handoff and the return as they were', async () => {
    const { shopper, checkout } = await bankCheckout(app.baseUrl, LINES);
    watched.down = true;
    const notPlaced = await shopper.post(API_PATHS.orders, {
      json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount() },
    });
    expectError(notPlaced, 503, 'provider_unavailable');
    expect((notPlaced.body as { error: { message: string } }).error.message).toContain('try again');
    expect(await api.rowCount('orders')).toBe(0);
    expect(await cartOf(shopper)).toHaveLength(2);

    watched.down = false;
    const { order } = await bankOrderInTransit();
    const driver = await signedIn('driver');
    watched.down = true;
    const before = await api.snapshot();
    expectError(await deliver(driver, order.id), 503, 'provider_unavailable', 'the handoff');
    expectError(
      await driver.post(adminReturnToStoreApiPath(order.id), { json: { reason: 'refused' } }),
      503,
      'provider_unavailable',
      'the return',
    );
    expect(await api.snapshot()).toEqual(before);

    watched.down = false;
    expect((await deliver(driver, order.id)).status).toBe(200);
    expect(await bankPaymentOf(order.id)).toMatchObject({
      status: 'debited',
      debited_cents: toCents(order.breakdown.total),
    });
  });
});

describe('bad input and refusals change nothing', () => {
  test('a missing or malformed account is 400 naming the field; an account the bank does not hold is its refusal', async () => {
    const { shopper, checkout } = await bankCheckout(app.baseUrl, LINES);
    const place = (json: object) =>
      shopper.post(API_PATHS.orders, { json: { checkoutId: checkout.checkoutId, ...json } });
    const before = await api.snapshot();
    expectError(await place({}), 400, 'invalid_request', 'no account');
    for (const [account, words] of [
      [{ ...bankAccount(), routingNumber: '110000001' }, 'routing number is not right'],
      [{ ...bankAccount(), routingNumber: '1100' }, '9 digits'],
      [{ ...bankAccount(), accountNumber: 'abc' }, '4 to 17 digits'],
      [{ ...bankAccount(), holderName: '' }, 'name on the account'],
    ] as const) {
      const response = await place({ bankAccount: account });
      expectError(response, 400, 'invalid_request', JSON.stringify(account));
      expect((response.body as { error: { message: string } }).error.message).toContain(words);
    }
    expect(await api.snapshot()).toEqual(before);

    const unknown = await place({ bankAccount: { ...bankAccount(), accountNumber: '000999999999' } });
    expectError(unknown, 422, 'bank_declined');
    expect((unknown.body as { error: { message: string } }).error.message).toBe(UNKNOWN_ACCOUNT_MESSAGE);
    expect(await api.rowCount('orders')).toBe(0);
  });

  test('an account sent for an order paid at the door is refused; a state that does not offer pay by bank refuses it', async () => {
    const shopper = (await bankCheckout(app.baseUrl, LINES)).shopper;
    const door = await shopper.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard', tender: 'door' },
    });
    const doorCheckoutId = (door.body as { checkoutId: string }).checkoutId;
    expectError(
      await shopper.post(API_PATHS.orders, { json: { checkoutId: doorCheckoutId, bankAccount: bankAccount() } }),
      400,
      'invalid_request',
    );
    await api
      .db('state_rules')
      .where({ code: 'CA' })
      .update({ tenders: JSON.stringify(['door', 'card']) });
    expectError(await prepareBank(shopper), 422, 'tender_unavailable');
  });

  test('the test bank refuses a debit above the authorisation, a second debit, and a refund before it settles', async () => {
    const testBank = createTestBank(api.db);
    const account = await testBank.linkAccount({
      holderName: 'Ada',
      routingNumber: TEST_BANK_ROUTING_NUMBER,
      accountNumber: SETTLING_ACCOUNT,
    });
    const payment = await testBank.authorise({ accountId: account.id, amountCents: 2_000, idempotencyKey: 'k-1' });
    await expect(testBank.debit({ paymentId: payment.id, amountCents: 2_001, idempotencyKey: 'd-1' })).rejects.toThrow(
      /at most/,
    );
    await testBank.debit({ paymentId: payment.id, amountCents: 1_500, idempotencyKey: 'd-1' });
    expect(
      (await testBank.debit({ paymentId: payment.id, amountCents: 1_500, idempotencyKey: 'd-1' })).debitedCents,
    ).toBe(1_500);
    await expect(testBank.debit({ paymentId: payment.id, amountCents: 500, idempotencyKey: 'd-2' })).rejects.toThrow(
      /cannot be debited/,
    );
    await expect(testBank.refund({ paymentId: payment.id, amountCents: 100, idempotencyKey: 'r-1' })).rejects.toThrow(
      /settled/,
    );
  });
});

describe('where no bank provider runs', () => {
  test('checkout refuses pay by bank, even for a checkout opened by bank, and the owner cannot offer it', async () => {
    const bankless = await startAppWith(api, { bankProvider: null });
    try {
      const { shopper, checkout } = await bankCheckout(app.baseUrl, LINES);
      const there = sameCookiesOn(shopper, bankless.baseUrl);
      // A checkout opened where a bank answered is not placed, unpaid, where none does.
      const placed = await there.post(API_PATHS.orders, {
        json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount() },
      });
      expectError(placed, 422, 'tender_unavailable');
      expect(await api.rowCount('orders')).toBe(0);
      expectError(await prepareBank(there), 422, 'tender_unavailable');
      const owner = sameCookiesOn(await signedIn('owner'), bankless.baseUrl);
      const rule = STATE_RULES_SEED.find((candidate) => candidate.code === 'NY');
      if (!rule) throw new Error('No seeded rule for NY');
      const { offered, categories, limits, note, sources, reviewedOn, delivery } = rule;
      const edit = { offered, categories, limits, note, sources, reviewedOn, delivery, tenders: ['door', 'bank'] };
      const response = await owner.put(adminStateRuleApiPath('NY'), { json: edit });
      expectError(response, 422, 'tender_unavailable');
      expect((await api.db('state_rules').where({ code: 'NY' }).first('tenders')).tenders).toEqual(rule.tenders);
    } finally {
      await bankless.close();
    }
  });
});
