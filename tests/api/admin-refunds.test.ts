import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminOrderCancelApiPath, adminOrderStatusApiPath } from '#shared/api-paths';
import type { OrderStatus } from '#shared/back-office/order-status';
import { readErrorBody } from '#shared/errors';
import { toCents } from '#shared/money';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import type { Order } from '#shared/schemas/checkout';
import { refundIdempotencyKey } from '../../sync-api/orders/card-refunds.ts';
import { RefundRefusedError } from '../../sync-api/payments/payment-provider.ts';
import { createTestGateway } from '../../sync-api/payments/test-gateway.ts';
import { expectError } from '../setup/api-answers.ts';
import type { ApiHarness } from '../setup/api-harness.ts';
import {
  placePaidOrder,
  sameCookiesOn,
  shopperView,
  startWatchedApp,
  type WatchedRefunds,
} from '../setup/paid-orders.ts';
import { staffClient, staffEmail } from '../setup/staff-accounts.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * Cancelling and refunding (owner only) through the test gateway, wrapped so that a test can
 * count the refunds asked of it and take it down. Stripe's side, and its `charge.refunded`
 * webhook, are in payment-webhook.test.ts.
 */

let api: ApiHarness;
let app: { baseUrl: string; close(): Promise<void> };
let gateway: WatchedRefunds;

beforeAll(async () => {
  ({ api, app, gateway } = await startWatchedApp());
});
beforeEach(async () => {
  await api.reset();
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

async function signedIn(role: 'owner' | 'staff'): Promise<TestClient> {
  return sameCookiesOn((await staffClient(api, role)).client, app.baseUrl);
}

const cancel = (client: TestClient, id: string, from: string, note?: string) =>
  client.post(adminOrderCancelApiPath(id), { json: { from, ...(note ? { note } : {}) } });

async function onHand(): Promise<Record<string, number>> {
  const rows = await api.db('stock_levels').whereIn('product_id', ['lychee-gummies', 'tangie-flower']);
  return Object.fromEntries(rows.map((row) => [`${row.product_id} ${row.size}`, row.on_hand]));
}

async function paidOrder(): Promise<{ shopper: TestClient; order: Order }> {
  return placePaidOrder(app.baseUrl, LINES);
}

function expectRefusedWithOrder(response: TestResponse, code: string, status: OrderStatus, label = '') {
  expectError(response, 409, code, label);
  expect(adminOrderSchema.parse(response.body.error.details.order).status, label).toBe(status);
}

describe('POST /api/admin/orders/{id}/cancel', () => {
  test('the owner cancels a placed order: the whole amount is refunded once, stock goes back, all recorded', async () => {
    const { shopper, order } = await paidOrder();
    const owner = await signedIn('owner');
    const stockBefore = await onHand();
    const response = await cancel(owner, order.id, 'paid', 'Shopper changed their mind');
    expect(response.status, response.text).toBe(200);
    const cancelled = adminOrderSchema.parse(response.body);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: { provider: 'test', amount: order.breakdown.total, refunded: order.breakdown.total },
    });
    expect(cancelled.timeline.slice(1).map(({ kind, from, to, by, note }) => ({ kind, from, to, by, note }))).toEqual([
      { kind: 'status', from: 'paid', to: 'cancelled', by: staffEmail('owner'), note: 'Shopper changed their mind' },
      { kind: 'refund', from: null, to: null, by: staffEmail('owner'), note: null },
    ]);

    const amountCents = toCents(order.breakdown.total);
    const [gatewayRefund] = await api.db('test_payment_refunds');
    expect(gatewayRefund).toMatchObject({ amount_cents: amountCents, status: 'succeeded' });
    expect(gatewayRefund.id).toMatch(/^re_test_/);
    expect(gateway.refundCalls).toEqual([
      {
        paymentIntentId: cancelled.payment.paymentIntentId,
        amountCents,
        idempotencyKey: refundIdempotencyKey(order.id, 0),
      },
    ]);
    expect(await api.db('refunds').select('id', 'order_id', 'amount_cents', 'provider')).toEqual([
      { id: gatewayRefund.id, order_id: order.id, amount_cents: amountCents, provider: 'test' },
    ]);
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
      [
        'order.refunded',
        staffEmail('owner'),
        order.id,
        { number: order.number, refunded: '0.00' },
        { number: order.number, refunded: order.breakdown.total, provider: 'test', refundId: gatewayRefund.id },
      ],
    ]);

    const seen = await shopperView(shopper, order.id);
    expect(seen).toMatchObject({ status: 'cancelled', refunded: order.breakdown.total });
    expect(seen.timeline.map((step) => step.status)).toEqual(['paid', 'cancelled']);
    expect(JSON.stringify(seen)).not.toContain(staffEmail('owner'));
  });

  test('an order being packed can be cancelled too', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    await owner.post(adminOrderStatusApiPath(order.id), { json: { from: 'paid', to: 'processing' } });
    const response = await cancel(owner, order.id, 'processing');
    expect(response.status, response.text).toBe(200);
    expect(adminOrderSchema.parse(response.body).status).toBe('cancelled');
  });

  test('staff cannot cancel or refund: 403, the provider is never asked, nothing changes', async () => {
    const { order } = await paidOrder();
    const staff = await signedIn('staff');
    const before = await api.snapshot();
    const refused = await cancel(staff, order.id, 'paid');
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.message).toBe('Cancelling this order refunds its payment, which only the owner may do.');
    expectError(await cancel(new TestClient(app.baseUrl), order.id, 'paid'), 401, 'staff_sign_in_required');
    expect(gateway.refundCalls).toEqual([]);
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
    expect(gateway.refundCalls).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });

  test('pressed twice: the second press sees the order cancelled and nothing is refunded again', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    expect((await cancel(owner, order.id, 'paid')).status).toBe(200);
    const before = await api.snapshot();
    expectRefusedWithOrder(await cancel(owner, order.id, 'paid'), 'order_status_conflict', 'cancelled');
    expectRefusedWithOrder(await cancel(owner, order.id, 'cancelled'), 'invalid_status_move', 'cancelled');
    expect(gateway.refundCalls).toHaveLength(1);
    expect(await api.snapshot()).toEqual(before);
  });

  test('pressed many times at once: one cancellation, one refund at the gateway, stock back once', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    const stockBefore = await onHand();
    const responses = await Promise.all(Array.from({ length: 6 }, () => cancel(owner, order.id, 'paid')));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expectRefusedWithOrder(response, 'order_status_conflict', 'cancelled');
    }
    // Presses that passed the first check together ask with the same key, so the gateway refunds once.
    expect(new Set(gateway.refundCalls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(await api.rowCount('test_payment_refunds')).toBe(1);
    expect(await api.rowCount('refunds')).toBe(1);
    expect(await api.rowCount('order_events', { order_id: order.id, kind: 'refund' })).toBe(1);
    expect((await onHand())['lychee-gummies 6-pack']).toBe((stockBefore['lychee-gummies 6-pack'] ?? 0) + 2);
  });

  test('an order moved on while the provider refunded is still cancelled if it has not left the store', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    gateway.meanwhile = () => api.db('orders').where({ id: order.id }).update({ status: 'processing' });
    const response = await cancel(owner, order.id, 'paid');
    expect(response.status, response.text).toBe(200);
    const cancelled = adminOrderSchema.parse(response.body);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-2)).toMatchObject({ kind: 'status', from: 'processing', to: 'cancelled' });
  });

  test('a refund made while the order left for delivery is recorded, and the order is not cancelled (409)', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    const stockBefore = await onHand();
    gateway.meanwhile = () => api.db('orders').where({ id: order.id }).update({ status: 'in_transit' });
    const response = await cancel(owner, order.id, 'paid');
    expectRefusedWithOrder(response, 'order_status_conflict', 'in_transit');
    expect(response.body.error.message).toMatch(/refund was made and is recorded/);
    expect(response.body.error.details.order.payment.refunded).toBe(order.breakdown.total);
    expect(await api.rowCount('refunds')).toBe(1);
    expect(await onHand()).toEqual(stockBefore);
    gateway.meanwhile = null;
    expectRefusedWithOrder(await cancel(owner, order.id, 'in_transit'), 'invalid_status_move', 'in_transit');
    expect(gateway.refundCalls).toHaveLength(1);
  });

  test('when the provider is down the order is unchanged, the message says so, and a later press works', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    gateway.down = true;
    const before = await api.snapshot();
    const response = await cancel(owner, order.id, 'paid');
    expectError(response, 503, 'provider_unavailable');
    expect(response.body.error.message).toMatch(/not changed/);
    expect(await api.snapshot()).toEqual(before);
    gateway.down = false;
    expect((await cancel(owner, order.id, 'paid')).status).toBe(200);
    expect(await api.rowCount('test_payment_refunds')).toBe(1);
  });

  test('when the provider refuses the refund the order is unchanged and the answer carries its reason', async () => {
    const { order } = await paidOrder();
    const owner = await signedIn('owner');
    // Someone refunded part of it at the gateway itself: the rest is less than the order's total.
    const [intent] = await api.db('test_payment_intents');
    await createTestGateway(api.db).refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: 'by-hand' });
    const before = await api.snapshot();
    const response = await cancel(owner, order.id, 'paid');
    expectError(response, 502, 'refund_failed');
    expect(response.body.error.message).toMatch(/greater than unrefunded amount.*not changed/);
    expect(await api.snapshot()).toEqual(before);
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
    expect(gateway.refundCalls).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('the test gateway’s refunds', () => {
  test('follow Stripe’s Refund: one per idempotency key, only on a paid intent, never more than was paid', async () => {
    const { order } = await paidOrder();
    const provider = createTestGateway(api.db);
    const [intent] = await api.db('test_payment_intents');
    const total = toCents(order.breakdown.total);
    const first = await provider.refund({ paymentIntentId: intent.id, amountCents: 500, idempotencyKey: 'k1' });
    expect(first).toEqual({
      id: expect.stringMatching(/^re_test_/),
      paymentIntentId: intent.id,
      amountCents: 500,
      status: 'succeeded',
    });
    expect(await provider.refund({ paymentIntentId: intent.id, amountCents: 500, idempotencyKey: 'k1' })).toEqual(
      first,
    );
    await expect(
      provider.refund({ paymentIntentId: intent.id, amountCents: 600, idempotencyKey: 'k1' }),
    ).rejects.toThrow(RefundRefusedError);
    await expect(
      provider.refund({ paymentIntentId: intent.id, amountCents: total, idempotencyKey: 'k2' }),
    ).rejects.toThrow(/greater than unrefunded/);
    await expect(provider.refund({ paymentIntentId: intent.id, amountCents: 0, idempotencyKey: 'k3' })).rejects.toThrow(
      RefundRefusedError,
    );
    await expect(
      provider.refund({ paymentIntentId: 'pi_test_nothing', amountCents: 100, idempotencyKey: 'k4' }),
    ).rejects.toThrow(RefundRefusedError);
    await api.db('test_payment_intents').where({ id: intent.id }).update({ status: 'requires_payment_method' });
    await expect(
      provider.refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: 'k5' }),
    ).rejects.toThrow(/does not have a successful charge/);
    expect(await api.rowCount('test_payment_refunds')).toBe(1);
  });
});
