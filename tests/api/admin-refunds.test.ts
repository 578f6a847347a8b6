import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminOrderCancelApiPath, adminOrderStatusApiPath } from '#shared/api-paths';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { StaffRole } from '#shared/back-office/permissions';
import { readErrorBody } from '#shared/errors';
import { toCents } from '#shared/money';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import type { Order } from '#shared/schemas/checkout';
import { PaymentRefusedError, RefundRefusedError } from '../../sync-api/payments/payment-provider.ts';
import { confirmTestPayment, createTestGateway } from '../../sync-api/payments/test-gateway.ts';
import { expectError } from '../setup/api-answers.ts';
import type { ApiHarness } from '../setup/api-harness.ts';
import {
  placePaidOrder,
  shopperView,
  staffOn,
  startWatchedApp,
  TEST_CARD,
  type WatchedRefunds,
} from '../setup/paid-orders.ts';
import { staffEmail } from '../setup/staff-accounts.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * Cancelling an order before it leaves the store (decision 028): its card is only held, so the
 * hold is released through the test gateway, wrapped so that a test can count what is asked of it
 * and take it down, and nothing is refunded. Then the test gateway's own capture, cancel and
 * refunds, which follow Stripe's. Stripe's side, and its webhooks, are in payment-webhook.test.ts;
 * the handoff's capture and the owner's refunds after it are in handoff.test.ts.
 */

let api: ApiHarness;
let app: { baseUrl: string; close(): Promise<void> };
let gateway: WatchedRefunds;
let team: ReturnType<typeof staffOn>;

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

const signedIn = (role: StaffRole, name?: string): Promise<TestClient> => team.as(role, name);

const cancel = (client: TestClient, id: string, from: string, note?: string) =>
  client.post(adminOrderCancelApiPath(id), { json: { from, ...(note ? { note } : {}) } });

async function onHand(): Promise<Record<string, number>> {
  const rows = await api.db('stock_levels').whereIn('product_id', ['lychee-gummies', 'tangie-flower']);
  return Object.fromEntries(rows.map((row) => [`${row.product_id} ${row.size}`, row.on_hand]));
}

async function paidOrder(): Promise<{ shopper: TestClient; order: Order }> {
  return placePaidOrder(app.baseUrl, LINES);
}

/** The order's card at the test gateway: its state, and what was captured. */
async function cardOf(order: Order): Promise<{ status: string; capturedCents: number }> {
  const row = await api
    .db('orders')
    .join('test_payment_intents', 'test_payment_intents.id', 'orders.payment_intent_id')
    .where('orders.id', order.id)
    .first('test_payment_intents.status', 'test_payment_intents.captured_cents');
  return { status: row.status, capturedCents: Number(row.captured_cents) };
}

const releaseKey = (order: Order) => `order-${order.id}-release`;

function expectRefusedWithOrder(response: TestResponse, code: string, status: OrderStatus, label = '') {
  expectError(response, 409, code, label);
  expect(adminOrderSchema.parse(response.body.error.details.order).status, label).toBe(status);
}

describe('POST /api/admin/orders/{id}/cancel: the card held at checkout is released, nothing refunded', () => {
  test('the owner cancels a placed order: the hold is released once, nothing is refunded, stock goes back, all recorded', async () => {
    const { shopper, order } = await paidOrder();
    const owner = await signedIn('owner');
    const stockBefore = await onHand();
    const response = await cancel(owner, order.id, 'paid', 'Shopper changed their mind');
    expect(response.status, response.text).toBe(200);
    const cancelled = adminOrderSchema.parse(response.body);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: {
        provider: 'test',
        amount: order.breakdown.total,
        state: 'voided',
        captured: '0.00',
        collectedAs: null,
        refunded: '0.00',
      },
    });
    expect(cancelled.timeline.slice(1).map(({ kind, from, to, by, note }) => ({ kind, from, to, by, note }))).toEqual([
      { kind: 'status', from: 'paid', to: 'cancelled', by: staffEmail('owner'), note: 'Shopper changed their mind' },
    ]);

    expect(gateway.cancelCalls).toEqual([
      { paymentIntentId: cancelled.payment.paymentIntentId, idempotencyKey: releaseKey(order) },
    ]);
    expect(gateway.captureCalls).toEqual([]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await cardOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
    expect(await api.rowCount('test_payment_refunds')).toBe(0);
    expect(await api.rowCount('refunds')).toBe(0);
    expect(await onHand()).toEqual({
      ...stockBefore,
      'lychee-gummies 6-pack': (stockBefore['lychee-gummies 6-pack'] ?? 0) + 2,
      'tangie-flower 7g': (stockBefore['tangie-flower 7g'] ?? 0) + 1,
    });

    const audit = await api.db('audit_log').whereIn('action', ['order.cancelled', 'order.refunded']).orderBy('id');
    expect(audit.map((row) => [row.action, row.staff_email, row.subject_id, row.before, row.after])).toEqual([
      [
        'order.cancelled',
        staffEmail('owner'),
        order.id,
        { number: order.number, status: 'paid' },
        { number: order.number, status: 'cancelled', note: 'Shopper changed their mind' },
      ],
    ]);

    const seen = await shopperView(shopper, order.id);
    expect(seen).toMatchObject({
      status: 'cancelled',
      refunded: '0.00',
      payment: { state: 'voided', captured: '0.00', collectedAs: null },
    });
    expect(seen.timeline.map((step) => step.status)).toEqual(['paid', 'cancelled']);
    expect(JSON.stringify(seen)).not.toContain(staffEmail('owner'));
  });

  test('a staff member, not only the owner, cancels an order being packed, and its hold is released', async () => {
    const { order } = await paidOrder();
    const staff = await signedIn('staff');
    expect(
      (await staff.post(adminOrderStatusApiPath(order.id), { json: { from: 'paid', to: 'processing' } })).status,
    ).toBe(200);
    const response = await cancel(staff, order.id, 'processing');
    expect(response.status, response.text).toBe(200);
    const cancelled = adminOrderSchema.parse(response.body);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { state: 'voided', refunded: '0.00' } });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      kind: 'status',
      from: 'processing',
      to: 'cancelled',
      by: staffEmail('staff'),
    });
    expect(gateway.cancelCalls.map((call) => call.idempotencyKey)).toEqual([releaseKey(order)]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await cardOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
    const [audit] = await api.db('audit_log').where({ action: 'order.cancelled' });
    expect(audit?.staff_email).toBe(staffEmail('staff'));
  });

  test('a driver cannot cancel, nor can anyone signed out: 403 and 401, the provider is never asked, nothing changes', async () => {
    const { order } = await paidOrder();
    const driver = await signedIn('driver');
    const before = await api.snapshot();
    expectError(await cancel(driver, order.id, 'paid'), 403, 'forbidden');
    expectError(await cancel(new TestClient(app.baseUrl), order.id, 'paid'), 401, 'staff_sign_in_required');
    expect(gateway.cancelCalls).toEqual([]);
    expect(await cardOf(order)).toEqual({ status: 'requires_capture', capturedCents: 0 });
    expect(await api.snapshot()).toEqual(before);
  });

  test('an order out for delivery or delivered cannot be cancelled, and a stale status is a conflict', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    await owner.post(adminOrderStatusApiPath(order.id), { json: { from: 'paid', to: 'processing' } });
    await owner.post(adminOrderStatusApiPath(order.id), { json: { from: 'processing', to: 'in_transit' } });
    const before = await api.snapshot();
    expectRefusedWithOrder(await cancel(owner, order.id, 'in_transit'), 'invalid_status_move', 'in_transit');
    expectRefusedWithOrder(await cancel(owner, order.id, 'delivered'), 'invalid_status_move', 'in_transit');
    expectRefusedWithOrder(await cancel(owner, order.id, 'paid'), 'order_status_conflict', 'in_transit');
    expectError(await cancel(owner, '7d1d3f46-8f4e-4c55-9d5e-2f8a8d1f3c11', 'paid'), 404, 'order_not_found');
    expect(gateway.cancelCalls).toEqual([]);
    expect(await cardOf(order)).toEqual({ status: 'requires_capture', capturedCents: 0 });
    expect(await api.snapshot()).toEqual(before);
  });

  test('an order whose card was already charged is not cancelled (409: refund it from its Payment panel), the provider is never asked', async () => {
    // An order charged in full at checkout, as cards were before they were held (decision 028).
    const { order } = await paidOrder();
    const [intent] = await api.db('test_payment_intents');
    const totalCents = toCents(order.breakdown.total);
    await createTestGateway(api.db).capture({
      paymentIntentId: intent.id,
      amountCents: totalCents,
      idempotencyKey: 'charged-at-checkout',
    });
    await api
      .db('orders')
      .where({ id: order.id })
      .update({ payment_state: 'captured', captured_cents: totalCents, collected_as: 'card' });
    const owner = await signedIn('owner');
    const before = await api.snapshot();
    const response = await cancel(owner, order.id, 'paid');
    expectRefusedWithOrder(response, 'order_status_conflict', 'paid');
    expect(response.body.error.message).toBe(
      'Money was taken for this order: refund it from its Payment panel instead of cancelling it.',
    );
    expect(gateway.cancelCalls).toEqual([]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });

  test('pressed twice: the second press sees the order cancelled and nothing is released again', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    expect((await cancel(owner, order.id, 'paid')).status).toBe(200);
    const before = await api.snapshot();
    expectRefusedWithOrder(await cancel(owner, order.id, 'paid'), 'order_status_conflict', 'cancelled');
    expectRefusedWithOrder(await cancel(owner, order.id, 'cancelled'), 'invalid_status_move', 'cancelled');
    expect(gateway.cancelCalls).toHaveLength(1);
    expect(gateway.refundCalls).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });

  test('pressed many times at once, by the owner and a staff member: one cancellation, one release, stock back once', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    const staff = await signedIn('staff');
    const stockBefore = await onHand();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => cancel(index % 2 === 0 ? owner : staff, order.id, 'paid')),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expectRefusedWithOrder(response, 'order_status_conflict', 'cancelled');
    }
    // Presses that passed the first check together ask with the same key: the hold is released once.
    expect(new Set(gateway.cancelCalls.map((call) => call.idempotencyKey))).toEqual(new Set([releaseKey(order)]));
    expect(gateway.refundCalls).toEqual([]);
    expect(await cardOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
    expect(await api.rowCount('order_events', { order_id: order.id, kind: 'status', to_status: 'cancelled' })).toBe(1);
    expect(await api.rowCount('audit_log', { action: 'order.cancelled' })).toBe(1);
    expect(await api.rowCount('refunds')).toBe(0);
    expect((await onHand())['lychee-gummies 6-pack']).toBe((stockBefore['lychee-gummies 6-pack'] ?? 0) + 2);
  });

  test('an order moved on while the provider released its hold is still cancelled if it has not left the store', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    gateway.meanwhile = () => api.db('orders').where({ id: order.id }).update({ status: 'processing' });
    const response = await cancel(owner, order.id, 'paid');
    expect(response.status, response.text).toBe(200);
    const cancelled = adminOrderSchema.parse(response.body);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { state: 'voided' } });
    expect(cancelled.timeline.at(-1)).toMatchObject({ kind: 'status', from: 'processing', to: 'cancelled' });
    expect(await cardOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
  });

  test('when the provider is down the order is unchanged, the message says so, and a later press works', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    gateway.down = true;
    const before = await api.snapshot();
    const response = await cancel(owner, order.id, 'paid');
    expectError(response, 503, 'provider_unavailable');
    expect(response.body.error.message).toBe(
      'The card payment provider did not answer. The order was not changed: try again in a moment.',
    );
    expect(await api.snapshot()).toEqual(before);
    expect(await cardOf(order)).toEqual({ status: 'requires_capture', capturedCents: 0 });

    gateway.down = false;
    const later = await cancel(owner, order.id, 'paid');
    expect(later.status, later.text).toBe(200);
    expect(adminOrderSchema.parse(later.body)).toMatchObject({ status: 'cancelled', payment: { state: 'voided' } });
    expect(gateway.cancelCalls.map((call) => call.idempotencyKey)).toEqual([releaseKey(order), releaseKey(order)]);
    expect(await cardOf(order)).toEqual({ status: 'canceled', capturedCents: 0 });
    expect(await api.rowCount('test_payment_refunds')).toBe(0);
  });

  test('when the provider refuses to release the hold the order is unchanged and the answer carries its reason', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    // Someone captured the card at the gateway itself: a captured intent cannot be cancelled.
    const [intent] = await api.db('test_payment_intents');
    await createTestGateway(api.db).capture({
      paymentIntentId: intent.id,
      amountCents: toCents(order.breakdown.total),
      idempotencyKey: 'by-hand',
    });
    const before = await api.snapshot();
    const response = await cancel(owner, order.id, 'paid');
    expectError(response, 422, 'payment_refused');
    expect(response.body.error.message).toBe(
      'The card payment provider refused: You cannot cancel this PaymentIntent because it has a status of succeeded. The order was not changed: try again in a moment.',
    );
    expect(await api.snapshot()).toEqual(before);
    expect(gateway.refundCalls).toEqual([]);
  });

  test('bad bodies are 400 and never reach the provider', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    const before = await api.snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .dictionary(
              fc.constantFrom('from', 'note', 'to'),
              fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
              { maxKeys: 3 },
            )
            .filter(
              (body) =>
                typeof body.from !== 'string' ||
                !['paid', 'processing', 'in_transit', 'delivered', 'cancelled'].includes(body.from),
            ),
          fc.constantFrom<unknown>([], { from: 'paid', note: 'x'.repeat(501) }, { from: 'paid', note: 7 }),
        ),
        async (body) => {
          const response = await owner.post(adminOrderCancelApiPath(order.id), { json: body });
          expect(response.status, response.text).toBe(400);
          expect(readErrorBody(response.body)?.error.code).toBe('invalid_request');
        },
      ),
      { numRuns: 30 },
    );
    expect(gateway.cancelCalls).toEqual([]);
    expect(gateway.refundCalls).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });
});

/** An intent at the test gateway whose card went through: held for `amountCents`, nothing captured. */
async function heldIntent(amountCents = 12222) {
  const made = await createTestGateway(api.db).createIntent({
    amountCents,
    currency: 'usd',
    metadata: {},
    idempotencyKey: randomUUID(),
  });
  const held = await confirmTestPayment(api.db, made.id, { clientSecret: made.clientSecret, ...TEST_CARD }, new Date());
  expect(held).toMatchObject({ status: 'requires_capture', amountCents, capturedCents: 0 });
  return held;
}

describe('the test gateway’s capture and cancel, as Stripe’s', () => {
  test('a capture takes only a held intent, more than nothing and at most what was authorised', async () => {
    const provider = createTestGateway(api.db);
    const unpaid = await provider.createIntent({
      amountCents: 5000,
      currency: 'usd',
      metadata: {},
      idempotencyKey: randomUUID(),
    });
    await expect(
      provider.capture({ paymentIntentId: unpaid.id, amountCents: 5000, idempotencyKey: 'c0' }),
    ).rejects.toThrow(/status of requires_payment_method.*requires_capture/);
    await expect(
      provider.capture({ paymentIntentId: 'pi_test_nothing', amountCents: 100, idempotencyKey: 'c1' }),
    ).rejects.toThrow(PaymentRefusedError);

    const held = await heldIntent(5000);
    for (const [label, amountCents] of [
      ['more than authorised', 5001],
      ['nothing', 0],
      ['less than nothing', -100],
      ['part of a cent', 12.5],
    ] as const) {
      await expect(
        provider.capture({ paymentIntentId: held.id, amountCents, idempotencyKey: `c-${label}` }),
        label,
      ).rejects.toThrow(PaymentRefusedError);
    }
    expect(await provider.retrieveIntent(held.id)).toMatchObject({ status: 'requires_capture', capturedCents: 0 });

    // Less than authorised (a line not handed over): that much is taken, the rest of the hold released.
    const captured = await provider.capture({ paymentIntentId: held.id, amountCents: 3200, idempotencyKey: 'c2' });
    expect(captured).toMatchObject({ id: held.id, status: 'succeeded', amountCents: 5000, capturedCents: 3200 });
    expect(await provider.retrieveIntent(held.id)).toEqual(captured);
  });

  test('the same key and amount answer the same capture; another amount or a second capture is refused', async () => {
    const provider = createTestGateway(api.db);
    const held = await heldIntent(5000);
    const first = await provider.capture({ paymentIntentId: held.id, amountCents: 5000, idempotencyKey: 'k' });
    expect(first).toMatchObject({ status: 'succeeded', capturedCents: 5000 });
    expect(await provider.capture({ paymentIntentId: held.id, amountCents: 5000, idempotencyKey: 'k' })).toEqual(first);
    await expect(
      provider.capture({ paymentIntentId: held.id, amountCents: 4000, idempotencyKey: 'k' }),
    ).rejects.toThrow(PaymentRefusedError);
    await expect(
      provider.capture({ paymentIntentId: held.id, amountCents: 5000, idempotencyKey: 'another' }),
    ).rejects.toThrow(/status of succeeded/);
    expect(await provider.retrieveIntent(held.id)).toEqual(first);
  });

  test('a cancel releases a held intent; a cancelled one answers as it is; a captured one is refused', async () => {
    const provider = createTestGateway(api.db);
    const held = await heldIntent();
    const released = await provider.cancel({ paymentIntentId: held.id, idempotencyKey: 'r1' });
    expect(released).toMatchObject({ id: held.id, status: 'canceled', capturedCents: 0 });
    expect(await provider.cancel({ paymentIntentId: held.id, idempotencyKey: 'r2' })).toEqual(released);
    // A released hold is never charged.
    await expect(
      provider.capture({ paymentIntentId: held.id, amountCents: 100, idempotencyKey: 'c1' }),
    ).rejects.toThrow(/status of canceled/);

    const charged = await heldIntent();
    await provider.capture({ paymentIntentId: charged.id, amountCents: 12222, idempotencyKey: 'c2' });
    await expect(provider.cancel({ paymentIntentId: charged.id, idempotencyKey: 'r3' })).rejects.toThrow(
      'You cannot cancel this PaymentIntent because it has a status of succeeded.',
    );
    expect(await provider.retrieveIntent(charged.id)).toMatchObject({ status: 'succeeded', capturedCents: 12222 });
    await expect(provider.cancel({ paymentIntentId: 'pi_test_nothing', idempotencyKey: 'r4' })).rejects.toThrow(
      PaymentRefusedError,
    );
  });
});

describe('the test gateway’s refunds', () => {
  test('follow Stripe’s Refund: only once captured, one per idempotency key, never more than was captured', async () => {
    const provider = createTestGateway(api.db);
    const held = await heldIntent(5000);
    await expect(provider.refund({ paymentIntentId: held.id, amountCents: 100, idempotencyKey: 'k0' })).rejects.toThrow(
      /does not have a successful charge/,
    );

    await provider.capture({ paymentIntentId: held.id, amountCents: 3000, idempotencyKey: 'capture' });
    const first = await provider.refund({ paymentIntentId: held.id, amountCents: 500, idempotencyKey: 'k1' });
    expect(first).toEqual({
      id: expect.stringMatching(/^re_test_/),
      paymentIntentId: held.id,
      amountCents: 500,
      status: 'succeeded',
    });
    expect(await provider.refund({ paymentIntentId: held.id, amountCents: 500, idempotencyKey: 'k1' })).toEqual(first);
    await expect(provider.refund({ paymentIntentId: held.id, amountCents: 600, idempotencyKey: 'k1' })).rejects.toThrow(
      RefundRefusedError,
    );
    // What was authorised is 50.00, but only 30.00 was captured and 5.00 of it is back.
    await expect(
      provider.refund({ paymentIntentId: held.id, amountCents: 2501, idempotencyKey: 'k2' }),
    ).rejects.toThrow('Refund amount ($25.01) is greater than unrefunded amount on charge ($25.00).');
    await expect(provider.refund({ paymentIntentId: held.id, amountCents: 0, idempotencyKey: 'k3' })).rejects.toThrow(
      RefundRefusedError,
    );
    await expect(
      provider.refund({ paymentIntentId: 'pi_test_nothing', amountCents: 100, idempotencyKey: 'k4' }),
    ).rejects.toThrow(RefundRefusedError);
    expect(await provider.refund({ paymentIntentId: held.id, amountCents: 2500, idempotencyKey: 'k5' })).toMatchObject({
      amountCents: 2500,
    });
    await expect(provider.refund({ paymentIntentId: held.id, amountCents: 1, idempotencyKey: 'k6' })).rejects.toThrow(
      /greater than unrefunded/,
    );

    const released = await heldIntent(5000);
    await provider.cancel({ paymentIntentId: released.id, idempotencyKey: 'release' });
    await expect(
      provider.refund({ paymentIntentId: released.id, amountCents: 100, idempotencyKey: 'k7' }),
    ).rejects.toThrow(/does not have a successful charge/);
    expect(await api.rowCount('test_payment_refunds')).toBe(2);
  });
});
