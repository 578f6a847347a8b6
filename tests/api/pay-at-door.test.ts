import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminOrderApiPath, adminOrderCancelApiPath } from '#shared/api-paths';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import { type DoorCheckout, doorCheckoutSchema, orderSchema } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient, staffEmail } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Paying at the door (decision 025): checkout prices the order as for a card and keeps it as a
 * checkout at the door; the shopper places the order at that total, and no money moves until the
 * driver takes it. The state's rule says which ways to pay it offers.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const TWO_PACKS = { productId: 'lychee-gummies', size: '6-pack', purchaseType: 'one-time', quantity: 2 };

async function shopperWith(lines: object[] = [TWO_PACKS]): Promise<TestClient> {
  const client = await api.verifiedClient();
  for (const line of lines) {
    const response = await client.post(API_PATHS.cart, { json: line });
    expect(response.status, response.text).toBe(200);
  }
  return client;
}

const prepare = (client: TestClient, json: object = {}) =>
  client.post(API_PATHS.createPaymentIntent, {
    json: { delivery: DELIVERY, deliveryOption: 'standard', tender: 'door', ...json },
  });

async function prepared(client: TestClient, json: object = {}): Promise<DoorCheckout> {
  const response = await prepare(client, json);
  expect(response.status, response.text).toBe(200);
  return doorCheckoutSchema.parse(response.body);
}

const place = (client: TestClient, checkoutId: string) => client.post(API_PATHS.orders, { json: { checkoutId } });

const stockOf = async (productId: string, size: string) =>
  (await api.db('stock_levels').where({ product_id: productId, size }).first('on_hand')).on_hand as number;

const countOf = async (table: string) => Number((await api.db(table).count({ n: '*' }).first())?.n);

const offerIn = (code: string, tenders: string[]) =>
  api
    .db('state_rules')
    .where({ code })
    .update({ tenders: JSON.stringify(tenders) });

describe('an order paid at the door', () => {
  test('is priced by the server, placed once at that total, takes the cart and the stock, and asks no provider', async () => {
    const shopper = await shopperWith();
    const stockBefore = await stockOf('lychee-gummies', '6-pack');
    const checkout = await prepared(shopper, { total: '0.01', amount: 1 });
    expect(checkout.breakdown).toEqual(californiaBreakdown({ subtotal: '29.98', savings: '0.00', delivery: '9.99' }));
    // 39.97 of items and delivery; excise 6.00; sales tax 3.33 and district tax 0.63 on 45.97.
    expect(checkout.breakdown.total).toBe('49.93');

    const response = await place(shopper, checkout.checkoutId);
    expect(response.status, response.text).toBe(200);
    const order = orderSchema.parse(response.body);
    expect(order).toMatchObject({ status: 'paid', tender: 'door', breakdown: checkout.breakdown, refunded: '0.00' });
    expect(await cartOf(shopper)).toEqual([]);
    expect(await stockOf('lychee-gummies', '6-pack')).toBe(stockBefore - 2);
    expect(await countOf('test_payment_intents')).toBe(0);

    // The same call again (a second press, a retry after a lost answer) answers the same order.
    const again = await place(shopper, checkout.checkoutId);
    expect(again.status, again.text).toBe(200);
    expect(orderSchema.parse(again.body).id).toBe(order.id);
    expect(await countOf('orders')).toBe(1);

    const followed = await shopper.get(`${API_PATHS.orders}/${order.id}`);
    expect(orderSchema.parse(followed.body)).toMatchObject({ id: order.id, tender: 'door' });
  });

  test('a cart changed after its total was shown is not ordered: the new total is answered, and placed next', async () => {
    const shopper = await shopperWith();
    const checkout = await prepared(shopper);
    expect((await shopper.post(API_PATHS.cart, { json: { ...TWO_PACKS, quantity: 1 } })).status).toBe(200);

    const before = await api.snapshot();
    const changed = await place(shopper, checkout.checkoutId);
    expectError(changed, 409, 'checkout_changed');
    // 54.96 of items and delivery; excise 8.24; sales tax 4.58 and district tax 0.87 on 63.20.
    expect(changed.body.error.message).toBe(
      'Your cart changed since your total was shown: it is now $68.65. Check it, then place your order.',
    );
    expect(changed.body.error.details.breakdown.total).toBe('68.65');
    const after = await api.snapshot();
    expect(after.orders).toEqual(before.orders);

    const placed = await place(shopper, checkout.checkoutId);
    expect(placed.status, placed.text).toBe(200);
    expect(orderSchema.parse(placed.body).breakdown.total).toBe('68.65');
  });

  test('one open checkout at the door per session: preparing again reprices it, and a placed one starts anew', async () => {
    const shopper = await shopperWith();
    const first = await prepared(shopper);
    const express = await prepared(shopper, { deliveryOption: 'express' });
    expect(express.checkoutId).toBe(first.checkoutId);
    // 49.97 of items and Express; excise 7.50; sales tax 4.17 and district tax 0.79 on 57.47.
    expect(express.breakdown.total).toBe('62.43');
    expect((await place(shopper, first.checkoutId)).status).toBe(200);

    expect((await shopper.post(API_PATHS.cart, { json: TWO_PACKS })).status).toBe(200);
    expect((await prepared(shopper)).checkoutId).not.toBe(first.checkoutId);
  });

  test('the owner cancels it before it leaves: nothing is refunded, the stock goes back, and it is audited', async () => {
    const shopper = await shopperWith();
    const stockBefore = await stockOf('lychee-gummies', '6-pack');
    const order = orderSchema.parse((await place(shopper, (await prepared(shopper)).checkoutId)).body);
    const { client: owner } = await staffClient(api, 'owner');

    const read = adminOrderSchema.parse((await owner.get(adminOrderApiPath(order.id))).body);
    expect(read.payment).toEqual({
      tender: 'door',
      state: 'due',
      due: '49.93',
      captured: '0.00',
      collectedAs: null,
      provider: null,
      paymentIntentId: null,
      amount: '49.93',
      refunded: '0.00',
      accountLast4: null,
      returnClearedAt: null,
    });

    const response = await owner.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid', note: 'No answer' } });
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      paymentState: 'voided',
      payment: { state: 'voided', captured: '0.00', refunded: '0.00' },
    });
    expect(await stockOf('lychee-gummies', '6-pack')).toBe(stockBefore);
    expect(await api.db('refunds').select()).toEqual([]);
    const audit = await api.db('audit_log').where({ subject_id: order.id }).orderBy('id');
    expect(audit.map((entry) => [entry.action, entry.after.status])).toEqual([['order.cancelled', 'cancelled']]);
    expect(audit[0]).toMatchObject({ staff_email: staffEmail('owner') });
    expect(orderSchema.parse((await shopper.get(`${API_PATHS.orders}/${order.id}`)).body).status).toBe('cancelled');
  });
});

describe('cancelling an order paid at the door', () => {
  test('any staff member may: nothing was taken, so nothing is refunded, and it is audited', async () => {
    const shopper = await shopperWith();
    const order = orderSchema.parse((await place(shopper, (await prepared(shopper)).checkoutId)).body);
    const { client: staff } = await staffClient(api, 'staff');
    const response = await staff.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid' } });
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body)).toMatchObject({ status: 'cancelled', paymentState: 'voided' });
    const audit = await api.db('audit_log').where({ subject_id: order.id }).orderBy('id');
    expect(audit.map((entry) => [entry.action, entry.staff_email])).toEqual([['order.cancelled', staffEmail('staff')]]);
  });

  test('a driver may not, and nothing changes', async () => {
    const shopper = await shopperWith();
    const order = orderSchema.parse((await place(shopper, (await prepared(shopper)).checkoutId)).body);
    const { client: driver } = await staffClient(api, 'driver');
    const before = await api.snapshot();
    expectError(await driver.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid' } }), 403, 'forbidden');
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('the ways to pay a state offers', () => {
  test('at the door is refused where the state offers only a card, and a card where it offers only the door', async () => {
    const shopper = await shopperWith();
    await offerIn('CA', ['card']);
    const door = await prepare(shopper);
    expectError(door, 422, 'tender_unavailable');
    expect(door.body.error.message).toBe('Pay at the door is not offered for delivery to California. Choose Card.');

    await offerIn('CA', ['door']);
    const card = await prepare(shopper, { tender: 'card' });
    expectError(card, 422, 'tender_unavailable');
    expect(card.body.error.message).toBe('Card is not offered for delivery to California. Choose Pay at the door.');
    // Without a tender, a request is a card's, as before there was a choice.
    expectError(await prepare(shopper, { tender: undefined }), 422, 'tender_unavailable');
    expect(await api.db('checkouts').select()).toEqual([]);
  });

  test('a state that stopped offering the door since the total was shown refuses the order, and nothing is made', async () => {
    const shopper = await shopperWith();
    const checkout = await prepared(shopper);
    await offerIn('CA', ['card']);
    expectError(await place(shopper, checkout.checkoutId), 422, 'tender_unavailable');
    expect(await api.db('orders').select()).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });
});

describe('a day’s limit at the door', () => {
  test('two phones of one shopper cannot together pass California’s flower a day by paying at the door', async () => {
    const quarters = { productId: 'tangie-flower', size: '7g', purchaseType: 'one-time', quantity: 4 };
    const phone = await shopperWith([quarters]);
    const other = await shopperWith([quarters]);
    const first = await prepared(phone);
    // The other phone's 28 g is refused while the first phone's checkout holds its amount.
    expectError(await prepare(other), 422, 'over_state_limit');
    expect((await place(phone, first.checkoutId)).status).toBe(200);
    const refused = await prepare(other);
    expectError(refused, 422, 'over_state_limit');
    expect(refused.body.error.message).toContain('California allows 28.5 g of flower and prerolls a day');
  });
});

describe('bad requests change nothing', () => {
  test.each<[string, object, string]>([
    ['a tender that does not exist', { tender: 'crypto' }, 'tender must be one of: door, bank, card'],
    ['a tender that is not text', { tender: 7 }, 'tender must be one of: door, bank, card'],
  ])('%s is a 400 naming the field', async (_label, json, message) => {
    const shopper = await shopperWith();
    const before = await api.snapshot();
    const response = await prepare(shopper, json);
    expectError(response, 400, 'invalid_request');
    expect(JSON.stringify(response.body.error.details)).toContain(message);
    expect(await api.snapshot()).toEqual(before);
  });

  test.each<[string, unknown]>([
    ['no id at all', {}],
    ['a checkout id that is not one', { checkoutId: 'not-a-checkout' }],
    ['a checkout id as a number', { checkoutId: 42 }],
  ])('an order call with %s is a 400', async (_label, json) => {
    const shopper = await shopperWith();
    const before = await api.snapshot();
    expectError(await shopper.post(API_PATHS.orders, { json }), 400, 'invalid_request');
    expect(await api.snapshot()).toEqual(before);
  });

  test('an unknown checkout, or another session’s, reads as not found', async () => {
    const shopper = await shopperWith();
    const checkout = await prepared(shopper);
    const stranger = await shopperWith();
    const before = await api.snapshot();
    expectError(await place(stranger, checkout.checkoutId), 404, 'checkout_not_found');
    expectError(await place(stranger, randomUUID()), 404, 'checkout_not_found');
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('two presses at once', () => {
  test('make one order, the same answer to both, even with the day’s limit all but used by it', async () => {
    // 28 g of California's 28.5 g a day: the second press, counting the first's order, would pass it.
    const shopper = await shopperWith([
      { productId: 'tangie-flower', size: '7g', purchaseType: 'one-time', quantity: 4 },
    ]);
    const checkout = await prepared(shopper);
    const answers = await Promise.all([place(shopper, checkout.checkoutId), place(shopper, checkout.checkoutId)]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const [first, second] = answers.map((answer) => orderSchema.parse(answer.body).id);
    expect(second).toBe(first);
    expect(await countOf('orders')).toBe(1);
  });
});
