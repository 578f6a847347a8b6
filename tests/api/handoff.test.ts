import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminHandoffApiPath,
  adminOrderApiPath,
  adminOrderRefundApiPath,
  adminOrderStatusApiPath,
  adminReturnToStoreApiPath,
} from '#shared/api-paths';
import type { StaffRole } from '#shared/back-office/permissions';
import { centsToDecimal, toCents } from '#shared/money';
import { handoffListSchema, handoffOrderSchema } from '#shared/schemas/admin/handoffs';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import type { Order } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaTotalHandedOver } from '../fixtures/taxes.ts';
import { expectError } from '../setup/api-answers.ts';
import type { ApiHarness } from '../setup/api-harness.ts';
import {
  placeDoorOrder,
  placePaidOrder,
  sameCookiesOn,
  sendOut,
  shopperView,
  staffOn,
  startWatchedApp,
  type WatchedRefunds,
} from '../setup/paid-orders.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The driver's handoff (decision 026): an order in transit is delivered once the ID is checked
 * and the payment recorded (lines not handed over come off the amount and go back in stock), or
 * returned to the store with a reason. A card held at checkout is charged or released through a
 * wrapped test gateway that counts its calls and can be taken down.
 */

let api: ApiHarness;
let app: { baseUrl: string; close(): Promise<void> };
let gateway: WatchedRefunds;

beforeAll(async () => {
  ({ api, app, gateway } = await startWatchedApp());
  team = staffOn(api, app);
});
beforeEach(async () => {
  await api.reset();
  team.forget();
  gateway.reset();
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

let team: ReturnType<typeof staffOn>;
const signedIn = (role: StaffRole, name?: string) => team.as(role, name);

/** An order the staff packed and sent: In Transit. */
async function outForDelivery(order: Order): Promise<void> {
  await sendOut(await signedIn('staff', 'packer'), order);
}

async function doorOrderInTransit() {
  const placed = await placeDoorOrder(app.baseUrl, LINES);
  await outForDelivery(placed.order);
  return placed;
}

async function cardOrderInTransit() {
  const placed = await placePaidOrder(app.baseUrl, LINES);
  await outForDelivery(placed.order);
  return placed;
}

const deliver = (client: TestClient, id: string, json: object) => client.post(adminHandOverApiPath(id), { json });
const returnToStore = (client: TestClient, id: string, json: object) =>
  client.post(adminReturnToStoreApiPath(id), { json });

const cents = (amount: string) => toCents(amount);
/** The order's total less a line not handed over, and the taxes charged on it. */
const totalLess = (order: Order, index: number) => californiaTotalHandedOver(order, [index]);

async function onHand(productId: string, size: string): Promise<number> {
  return (await api.db('stock_levels').where({ product_id: productId, size }).first('on_hand')).on_hand;
}

async function auditActions(orderId: string): Promise<string[]> {
  const rows = await api.db('audit_log').where({ subject_id: orderId }).orderBy('id').select('action');
  return rows.map((row) => row.action);
}

describe('an order paid at the door, handed over', () => {
  test('the driver checks the ID, hands over one line of two, takes cash for it, and the order is delivered', async () => {
    const { shopper, order } = await doorOrderInTransit();
    const driver = await signedIn('driver');

    const listed = await driver.get(API_PATHS.adminHandoffs);
    expect(listed.status, listed.text).toBe(200);
    const [waiting] = handoffListSchema.parse(listed.body).orders;
    expect(waiting).toMatchObject({
      id: order.id,
      status: 'in_transit',
      tender: 'door',
      delivery: { fullName: 'Ada Lovelace', street: '2150 Folsom Street' },
      payment: { state: 'due', due: order.breakdown.total, captured: '0.00', collectedAs: null },
    });
    expect(waiting).not.toHaveProperty('delivery.dateOfBirth');

    const flowerBefore = await onHand('tangie-flower', '7g');
    const due = totalLess(order, 1);
    const response = await deliver(driver, order.id, {
      idCheck: ADULT_ID,
      notHandedOver: [1],
      payment: { method: 'cash', amount: due },
    });
    expect(response.status, response.text).toBe(200);
    expect(handoffOrderSchema.parse(response.body)).toMatchObject({
      status: 'delivered',
      notHandedOver: [1],
      payment: { state: 'captured', due, captured: due, collectedAs: 'cash', refunded: '0.00' },
    });
    expect(await onHand('tangie-flower', '7g')).toBe(flowerBefore + 1);

    expect(await shopperView(shopper, order.id)).toMatchObject({
      status: 'delivered',
      notHandedOver: [1],
      payment: { state: 'captured', due, captured: due, collectedAs: 'cash' },
    });

    const owner = await signedIn('owner');
    const seen = adminOrderSchema.parse((await owner.get(adminOrderApiPath(order.id))).body);
    expect(seen.timeline.slice(-4).map(({ kind, note, to }) => ({ kind, note, to }))).toEqual([
      { kind: 'handoff', note: 'ID checked: the name matches, 21 or over', to: null },
      { kind: 'handoff', note: 'Not handed over: 1 × Tangie Flower 7g (Quarter)', to: null },
      { kind: 'handoff', note: `Took $${due}: cash`, to: null },
      { kind: 'status', note: null, to: 'delivered' },
    ]);
    expect((await auditActions(order.id)).slice(-3)).toEqual([
      'order.id_checked',
      'order.payment_taken',
      'order.handed_over',
    ]);
  });

  test('a second handoff of the same order is refused, and nothing changes', async () => {
    const { order } = await doorOrderInTransit();
    const driver = await signedIn('driver');
    const whole = { idCheck: ADULT_ID, payment: { method: 'debit', amount: order.breakdown.total } };
    expect((await deliver(driver, order.id, whole)).status).toBe(200);
    const before = await api.snapshot();
    const again = await deliver(driver, order.id, whole);
    expectError(again, 409, 'order_status_conflict');
    expect(again.body.error.details.order.status).toBe('delivered');
    expect(await api.snapshot()).toEqual(before);
  });

  test('each refusal names what to do and changes nothing', async () => {
    const { order } = await doorOrderInTransit();
    const driver = await signedIn('driver');
    const total = order.breakdown.total;
    const cash = (amount: string) => ({ method: 'cash', amount });
    const cases: [string, object, number, string, RegExp][] = [
      [
        'under 21 on the ID',
        { idCheck: { nameMatches: true, dateOfBirth: '2010-01-01' }, payment: cash(total) },
        422,
        'id_check_failed',
        /Nobody under 21 may receive the order/,
      ],
      [
        'the name does not match',
        { idCheck: { nameMatches: false, dateOfBirth: '1990-05-17' }, payment: cash(total) },
        422,
        'id_check_failed',
        /must match the order/,
      ],
      [
        'no real date of birth',
        { idCheck: { nameMatches: true, dateOfBirth: '1990-02-30' }, payment: cash(total) },
        400,
        'invalid_request',
        /date of birth on the ID, as YYYY-MM-DD/,
      ],
      [
        'a date of birth not yet come',
        { idCheck: { nameMatches: true, dateOfBirth: '2090-01-01' }, payment: cash(total) },
        422,
        'id_check_failed',
        /date of birth printed on the ID/,
      ],
      ['more than is due', { idCheck: ADULT_ID, payment: cash('999.00') }, 422, 'payment_refused', /more than is due/],
      ['less than is due', { idCheck: ADULT_ID, payment: cash('1.00') }, 422, 'payment_refused', /less than is due/],
      [
        'the whole total with a line left out',
        { idCheck: ADULT_ID, notHandedOver: [0], payment: cash(total) },
        422,
        'payment_refused',
        /more than is due/,
      ],
      ['no payment recorded', { idCheck: ADULT_ID }, 400, 'invalid_request', /record how the shopper paid/],
      [
        'every line left out',
        { idCheck: ADULT_ID, notHandedOver: [0, 1], payment: cash('9.99') },
        400,
        'invalid_request',
        /return the order to the store instead/,
      ],
      [
        'a line the order does not have',
        { idCheck: ADULT_ID, notHandedOver: [2], payment: cash(total) },
        400,
        'invalid_request',
        /from 0 to 1/,
      ],
      [
        'a line named twice',
        { idCheck: ADULT_ID, notHandedOver: [1, 1], payment: cash(total) },
        400,
        'invalid_request',
        /named once/,
      ],
      ['no ID check', { payment: cash(total) }, 400, 'invalid_request', /idCheck/],
      [
        'a way of paying the store does not take',
        { idCheck: ADULT_ID, payment: { method: 'cheque', amount: total } },
        400,
        'invalid_request',
        /payment.method is one of: cash, debit/,
      ],
      ['an amount that is not one', { idCheck: ADULT_ID, payment: cash('twenty') }, 400, 'invalid_request', /24.98/],
      [
        'a negative line',
        { idCheck: ADULT_ID, notHandedOver: [-1], payment: cash(total) },
        400,
        'invalid_request',
        /notHandedOver/,
      ],
    ];
    const before = await api.snapshot();
    for (const [label, body, status, code, message] of cases) {
      const response = await deliver(driver, order.id, body);
      expectError(response, status, code, label);
      expect(response.body.error.message, label).toMatch(message);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('an ID under 21 names the reason to return the order with, and the return voids what was due', async () => {
    const { shopper, order } = await doorOrderInTransit();
    const driver = await signedIn('driver');
    const refused = await deliver(driver, order.id, {
      idCheck: { nameMatches: true, dateOfBirth: '2010-01-01' },
      payment: { method: 'cash', amount: order.breakdown.total },
    });
    expectError(refused, 422, 'id_check_failed');
    expect(refused.body.error.details.returnReason).toBe('under_age');

    const lycheeBefore = await onHand('lychee-gummies', '6-pack');
    const response = await returnToStore(driver, order.id, { reason: 'under_age', note: 'ID said 2010' });
    expect(response.status, response.text).toBe(200);
    expect(handoffOrderSchema.parse(response.body)).toMatchObject({
      status: 'returned',
      returnReason: 'The ID showed the shopper was under 21',
      payment: { state: 'voided', captured: '0.00' },
    });
    expect(await onHand('lychee-gummies', '6-pack')).toBe(lycheeBefore + 2);
    expect(await shopperView(shopper, order.id)).toMatchObject({
      status: 'returned',
      returnReason: 'The ID showed the shopper was under 21',
      payment: { state: 'voided' },
    });
    expect((await auditActions(order.id)).at(-1)).toBe('order.returned_to_store');
    expect(gateway.refundCalls).toEqual([]);

    const before = await api.snapshot();
    expectError(await returnToStore(driver, order.id, { reason: 'refused' }), 409, 'order_status_conflict');
    expect(await api.snapshot()).toEqual(before);
  });

  test('a return names one of the reasons, and a note of a sensible length', async () => {
    const { order } = await doorOrderInTransit();
    const driver = await signedIn('driver');
    const before = await api.snapshot();
    for (const [label, body] of [
      ['no reason', {}],
      ['an unknown reason', { reason: 'rain' }],
      ['a long note', { reason: 'refused', note: 'x'.repeat(501) }],
    ] as const) {
      expectError(await returnToStore(driver, order.id, body), 400, 'invalid_request', label);
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('who may hand over, and when', () => {
  test('a driver may only hand over: the orders list and the status moves are refused', async () => {
    const { order } = await doorOrderInTransit();
    const driver = await signedIn('driver');
    expectError(await driver.get(API_PATHS.adminOrders), 403, 'forbidden');
    expectError(await driver.get(adminOrderApiPath(order.id)), 403, 'forbidden');
    expectError(
      await driver.post(adminOrderStatusApiPath(order.id), { json: { from: 'in_transit', to: 'delivered' } }),
      403,
      'forbidden',
    );
    expectError(await driver.get(API_PATHS.adminStock), 403, 'forbidden');
    expect((await driver.get(adminHandoffApiPath(order.id))).status).toBe(200);
  });

  test('staff cannot mark an order delivered without the handoff; nobody signed out may hand over', async () => {
    const { order } = await doorOrderInTransit();
    const staff = await signedIn('staff');
    const anonymous = sameCookiesOn(await api.verifiedClient(), app.baseUrl);
    const before = await api.snapshot();
    const moved = await staff.post(adminOrderStatusApiPath(order.id), {
      json: { from: 'in_transit', to: 'delivered' },
    });
    expectError(moved, 409, 'invalid_status_move');
    expect(moved.body.error.message).toMatch(/only through the driver's handoff/);
    expectError(await deliver(anonymous, order.id, { idCheck: ADULT_ID }), 401, 'staff_sign_in_required');
    expect(await api.snapshot()).toEqual(before);
  });

  test('an order not yet out for delivery, or no order at all, cannot be handed over', async () => {
    const { order } = await placeDoorOrder(app.baseUrl, LINES);
    const driver = await signedIn('driver');
    const whole = { idCheck: ADULT_ID, payment: { method: 'cash', amount: order.breakdown.total } };
    const early = await deliver(driver, order.id, whole);
    expectError(early, 409, 'order_status_conflict');
    expect(early.body.error.message).toBe(
      'Only an order In Transit is handed over or returned; this one is Order Placed.',
    );
    expectError(await deliver(driver, '00000000-0000-4000-8000-000000000000', whole), 404, 'order_not_found');
    expectError(await deliver(driver, 'not-an-id', whole), 404, 'order_not_found');
    expectError(await driver.get(adminHandoffApiPath('not-an-id')), 404, 'order_not_found');
    const listed = handoffListSchema.parse((await driver.get(API_PATHS.adminHandoffs)).body);
    expect(listed.orders).toEqual([]);
  });
});

describe('an order whose card was held at checkout, handed over (decision 028)', () => {
  async function intentOf(order: Order) {
    const row = await api
      .db('orders')
      .join('test_payment_intents', 'test_payment_intents.id', 'orders.payment_intent_id')
      .where('orders.id', order.id)
      .first('test_payment_intents.status', 'test_payment_intents.captured_cents');
    return { status: row.status as string, capturedCents: Number(row.captured_cents) };
  }

  test('nothing is taken at the door; the card is charged once for what was handed over, the rest released', async () => {
    const { shopper, order } = await cardOrderInTransit();
    expect(await shopperView(shopper, order.id)).toMatchObject({
      payment: { state: 'authorised', captured: '0.00', collectedAs: null },
    });
    const driver = await signedIn('driver');
    const asCash = await deliver(driver, order.id, {
      idCheck: ADULT_ID,
      payment: { method: 'cash', amount: order.breakdown.total },
    });
    expectError(asCash, 400, 'invalid_request');
    expect(asCash.body.error.message).toBe('payment: this order is paid by card, charged when it is delivered');

    const response = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [1] });
    expect(response.status, response.text).toBe(200);
    const due = totalLess(order, 1);
    expect(handoffOrderSchema.parse(response.body)).toMatchObject({
      status: 'delivered',
      payment: { state: 'captured', due, captured: due, collectedAs: 'card', refunded: '0.00' },
    });
    expect(gateway.captureCalls).toEqual([
      { paymentIntentId: expect.any(String), amountCents: cents(due), idempotencyKey: `order-${order.id}-capture` },
    ]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await intentOf(order)).toEqual({ status: 'succeeded', capturedCents: cents(due) });
    expect(await shopperView(shopper, order.id)).toMatchObject({
      status: 'delivered',
      payment: { state: 'captured', captured: due, collectedAs: 'card' },
      refunded: '0.00',
    });
    const timeline = adminOrderSchema.parse(
      (await (await signedIn('owner')).get(adminOrderApiPath(order.id))).body,
    ).timeline;
    expect(timeline.map((entry) => entry.note)).toContain(`Charged $${due} to the card held at checkout`);
  });

  test('a provider that does not answer leaves the order as it was, and the retry charges once', async () => {
    const { order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    gateway.down = true;
    const before = await api.snapshot();
    const failed = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [0] });
    expectError(failed, 503, 'provider_unavailable');
    expect(failed.body.error.message).toBe(
      'The card payment provider did not answer. The order was not changed: try again in a moment. It is never charged twice.',
    );
    expect(await api.snapshot()).toEqual(before);

    gateway.down = false;
    expect((await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [0] })).status).toBe(200);
    const keys = gateway.captureCalls.map((call) => call.idempotencyKey);
    expect(keys).toEqual([`order-${order.id}-capture`, `order-${order.id}-capture`]);
    expect(await intentOf(order)).toEqual({ status: 'succeeded', capturedCents: cents(totalLess(order, 0)) });
  });

  test('a capture the provider already made is answered again, not made twice, when the handoff is retried', async () => {
    const { order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    // The capture is made, then the answer is lost before the order is written.
    gateway.meanwhile = async () => {
      gateway.meanwhile = null;
      throw new Error('The connection dropped after the capture');
    };
    const lost = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [] });
    expect(lost.status).toBe(500);
    expect(await intentOf(order)).toEqual({ status: 'succeeded', capturedCents: cents(order.breakdown.total) });

    const retried = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [] });
    expect(retried.status, retried.text).toBe(200);
    expect(handoffOrderSchema.parse(retried.body).payment).toMatchObject({
      state: 'captured',
      captured: order.breakdown.total,
    });
    expect(await intentOf(order)).toEqual({ status: 'succeeded', capturedCents: cents(order.breakdown.total) });
  });

  test('a held card cannot be charged twice: a second handoff is refused and nothing changes', async () => {
    const { order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    expect((await deliver(driver, order.id, { idCheck: ADULT_ID })).status).toBe(200);
    const before = await api.snapshot();
    expectError(await deliver(driver, order.id, { idCheck: ADULT_ID }), 409, 'order_status_conflict');
    expect(await api.snapshot()).toEqual(before);
    expect(gateway.captureCalls).toHaveLength(1);
  });

  test('returned to the store: the hold is released and nothing is charged', async () => {
    const { shopper, order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    const response = await returnToStore(driver, order.id, { reason: 'refused' });
    expect(response.status, response.text).toBe(200);
    expect(handoffOrderSchema.parse(response.body)).toMatchObject({
      status: 'returned',
      payment: { state: 'voided', captured: '0.00', refunded: '0.00' },
    });
    expect(gateway.cancelCalls).toEqual([
      { paymentIntentId: expect.any(String), idempotencyKey: `order-${order.id}-release` },
    ]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await intentOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
    expect(await shopperView(shopper, order.id)).toMatchObject({
      status: 'returned',
      payment: { state: 'voided' },
      refunded: '0.00',
    });
  });

  test('a provider that does not answer the release leaves the order in transit', async () => {
    const { order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    gateway.down = true;
    const before = await api.snapshot();
    expectError(await returnToStore(driver, order.id, { reason: 'refused' }), 503, 'provider_unavailable');
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('an order whose card was charged in full at checkout, before cards were held', () => {
  /** An order placed before migration 022: its card captured for the total when it was paid. */
  async function chargedAtCheckout() {
    const placed = await cardOrderInTransit();
    const totalCents = cents(placed.order.breakdown.total);
    const row = await api.db('orders').where({ id: placed.order.id }).first('payment_intent_id');
    await api
      .db('test_payment_intents')
      .where({ id: row.payment_intent_id })
      .update({ status: 'succeeded', captured_cents: totalCents });
    await api
      .db('orders')
      .where({ id: placed.order.id })
      .update({ payment_state: 'captured', captured_cents: totalCents, collected_as: 'card' });
    return placed;
  }

  test('is handed over whole with nothing more charged; a line left out is refused, changing nothing', async () => {
    const { order } = await chargedAtCheckout();
    const driver = await signedIn('driver');
    const before = await api.snapshot();
    const partial = await deliver(driver, order.id, { idCheck: ADULT_ID, notHandedOver: [1] });
    expectError(partial, 422, 'payment_refused');
    expect(partial.body.error.message).toMatch(/^This card was charged in full at checkout/);
    expect(await api.snapshot()).toEqual(before);

    const whole = await deliver(driver, order.id, { idCheck: ADULT_ID });
    expect(whole.status, whole.text).toBe(200);
    expect(handoffOrderSchema.parse(whole.body).payment).toMatchObject({
      state: 'captured',
      captured: order.breakdown.total,
    });
    expect(gateway.captureCalls).toEqual([]);
  });

  test('returned to the store it stays charged, and the owner refunds it to the card', async () => {
    const { order } = await chargedAtCheckout();
    expect((await returnToStore(await signedIn('driver'), order.id, { reason: 'refused' })).status).toBe(200);
    const owner = await signedIn('owner');
    const refunded = await owner.post(adminOrderRefundApiPath(order.id), {
      json: { amount: order.breakdown.total, refundedBefore: '0.00' },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(adminOrderSchema.parse(refunded.body)).toMatchObject({
      status: 'returned',
      payment: { state: 'captured', refunded: order.breakdown.total },
    });
    expect(gateway.refundCalls.map((call) => call.amountCents)).toEqual([cents(order.breakdown.total)]);
  });
});

describe('POST /api/admin/orders/{id}/refund: money back after delivery, to the tender that paid', () => {
  const refund = (client: TestClient, id: string, json: object) => client.post(adminOrderRefundApiPath(id), { json });

  async function deliveredAtDoor(method: 'cash' | 'debit') {
    const placed = await doorOrderInTransit();
    const driver = await signedIn('driver');
    const payment = { method, amount: placed.order.breakdown.total };
    expect((await deliver(driver, placed.order.id, { idCheck: ADULT_ID, payment })).status).toBe(200);
    return placed;
  }

  test('cash taken at the door is paid back by the store and recorded, asking no provider', async () => {
    const { shopper, order } = await deliveredAtDoor('cash');
    const owner = await signedIn('owner');
    const response = await refund(owner, order.id, { amount: '10.00', refundedBefore: '0.00', note: 'Damaged pack' });
    expect(response.status, response.text).toBe(200);
    const refunded = adminOrderSchema.parse(response.body);
    expect(refunded.payment).toMatchObject({ state: 'captured', collectedAs: 'cash', refunded: '10.00' });
    expect(refunded.timeline.at(-1)).toMatchObject({
      kind: 'refund',
      note: '$10.00 paid back in cash by the store. Damaged pack',
    });
    expect(gateway.refundCalls).toEqual([]);
    expect((await auditActions(order.id)).at(-1)).toBe('order.refunded');
    expect(await shopperView(shopper, order.id)).toMatchObject({ refunded: '10.00' });
  });

  test('a card is refunded through its provider once; a second press with the same view is refused', async () => {
    const { order } = await cardOrderInTransit();
    const driver = await signedIn('driver');
    expect((await deliver(driver, order.id, { idCheck: ADULT_ID })).status).toBe(200);
    const owner = await signedIn('owner');
    const first = await refund(owner, order.id, { amount: '5.00', refundedBefore: '0.00' });
    expect(first.status, first.text).toBe(200);
    expect(adminOrderSchema.parse(first.body).payment.refunded).toBe('5.00');

    const before = await api.snapshot();
    const again = await refund(owner, order.id, { amount: '5.00', refundedBefore: '0.00' });
    expectError(again, 409, 'order_status_conflict');
    expect(again.body.error.message).toMatch(/has had \$5\.00 back since you opened it/);
    expect(await api.snapshot()).toEqual(before);
    expect(gateway.refundCalls.map((call) => call.amountCents)).toEqual([500]);

    const rest = centsToDecimal(cents(order.breakdown.total) - 500);
    expect((await refund(owner, order.id, { amount: rest, refundedBefore: '5.00' })).status).toBe(200);
    expect(gateway.refundCalls.map((call) => call.amountCents)).toEqual([500, cents(rest)]);
  });

  test('never more than was taken, nothing where nothing was taken, and a provider down changes nothing', async () => {
    const { order } = await deliveredAtDoor('debit');
    const owner = await signedIn('owner');
    const before = await api.snapshot();
    const above = await refund(owner, order.id, { amount: '999.00', refundedBefore: '0.00' });
    expectError(above, 422, 'payment_refused');
    expect(above.body.error.message).toBe(
      `A refund can return at most $${order.breakdown.total}: what was taken and not yet refunded.`,
    );
    expectError(await refund(owner, order.id, { amount: '0', refundedBefore: '0.00' }), 422, 'payment_refused');
    expect(await api.snapshot()).toEqual(before);

    const { order: due } = await placeDoorOrder(app.baseUrl, LINES, { ...DELIVERY, street: '2152 Folsom Street' });
    const nothing = await refund(owner, due.id, { amount: '1.00', refundedBefore: '0.00' });
    expectError(nothing, 422, 'payment_refused');
    expect(nothing.body.error.message).toBe('Nothing was taken for this order, so there is nothing to refund.');

    const { order: card } = await cardOrderInTransit();
    const held = await refund(owner, card.id, { amount: '1.00', refundedBefore: '0.00' });
    expectError(held, 422, 'payment_refused');
    expect(held.body.error.message).toBe('Nothing was taken for this order, so there is nothing to refund.');
    expect((await deliver(await signedIn('driver'), card.id, { idCheck: ADULT_ID })).status).toBe(200);
    const snapshot = await api.snapshot();
    gateway.down = true;
    expectError(await refund(owner, card.id, { amount: '1.00', refundedBefore: '0.00' }), 503, 'provider_unavailable');
    expect(await api.snapshot()).toEqual(snapshot);
  });

  test('only the owner refunds, and a bad request is a 400 naming the field', async () => {
    const { order } = await deliveredAtDoor('cash');
    const staff = await signedIn('staff');
    const owner = await signedIn('owner');
    const before = await api.snapshot();
    expectError(await refund(staff, order.id, { amount: '1.00', refundedBefore: '0.00' }), 403, 'forbidden');
    for (const [label, body] of [
      ['no amount', { refundedBefore: '0.00' }],
      ['a negative amount', { amount: '-1.00', refundedBefore: '0.00' }],
      ['three decimals', { amount: '1.005', refundedBefore: '0.00' }],
      ['no view of what was refunded', { amount: '1.00' }],
      ['a long note', { amount: '1.00', refundedBefore: '0.00', note: 'x'.repeat(501) }],
    ] as const) {
      expectError(await refund(owner, order.id, body), 400, 'invalid_request', label);
    }
    expectError(await refund(owner, 'not-an-id', { amount: '1.00', refundedBefore: '0.00' }), 404, 'order_not_found');
    expect(await api.snapshot()).toEqual(before);
  });
});
