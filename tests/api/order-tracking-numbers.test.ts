import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  adminHandOverApiPath,
  adminOrderApiPath,
  adminOrderDeliveryAttemptsApiPath,
  adminOrderStatusApiPath,
  adminOrderTrackingApiPath,
} from '#shared/api-paths';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import type { Order } from '#shared/schemas/checkout';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder, sendOut, shopperView } from '../setup/paid-orders.ts';
import { staffClient, staffEmail } from '../setup/staff-accounts.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * The carrier and tracking number staff give an order as it goes out (POST …/status to
 * in_transit), or later while it is In Transit (PUT …/tracking): kept on its timeline, shown to
 * the shopper while it is on its way or delivered, emailed and audited. What the emails say is
 * tested in tests/unit/order-emails.test.ts, each field's rules in tests/unit/tracking-number.test.ts.
 */

let api: ApiHarness;
let staff: TestClient;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(async () => {
  await api.reset();
  ({ client: staff } = await staffClient(api, 'staff'));
});
afterAll(() => api.close());

const UPS = { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01-2345 6784' };
const FEDEX = { carrier: 'FedEx', trackingNumber: '7749-1234-5678' };

const move = (id: string, body: Record<string, unknown>) => staff.post(adminOrderStatusApiPath(id), { json: body });
const setTracking = (id: string, body: unknown) => staff.put(adminOrderTrackingApiPath(id), { json: body });

function answered(response: TestResponse) {
  expect(response.status, response.text).toBe(200);
  return adminOrderSchema.parse(response.body);
}

/** An order packed by staff: Processing, ready to go out. */
async function packed() {
  const placed = await placePaidOrder(api.baseUrl);
  answered(await move(placed.order.id, { from: 'paid', to: 'processing' }));
  return placed;
}

async function emailsOf(order: Order): Promise<{ dedupe_key: string; subject: string; text_body: string }[]> {
  return api
    .db('emails')
    .where({ order_id: order.id })
    .orderBy([{ column: 'created_at' }, { column: 'dedupe_key' }]);
}

const trackingAudits = () => api.db('audit_log').where({ action: 'order.tracking_changed' }).orderBy('id');

describe('a move to In Transit with a carrier and tracking number', () => {
  test('the back office, the shopper’s order and its email show them, trimmed, until it is delivered', async () => {
    const { shopper, order } = await packed();
    const sent = answered(
      await move(order.id, {
        from: 'processing',
        to: 'in_transit',
        carrier: ' UPS ',
        trackingNumber: ' 1Z 999 AA1 01-2345 6784 ',
      }),
    );
    expect(sent.tracking).toEqual(UPS);
    expect(sent.timeline.at(-1)).toMatchObject({ kind: 'status', to: 'in_transit', tracking: UPS });
    expect((await shopperView(shopper, order.id)).tracking).toEqual(UPS);

    const inTransit = (await emailsOf(order)).find((email) => email.dedupe_key.endsWith(':status:in_transit:1'));
    expect(inTransit?.text_body).toContain('Carrier: UPS\nTracking number: 1Z 999 AA1 01-2345 6784');

    const [audit] = await api.db('audit_log').where({ action: 'order.status_changed' }).orderBy('id', 'desc');
    expect(audit.after).toMatchObject({ status: 'in_transit', ...UPS });

    const handedOver = await staff.post(adminHandOverApiPath(order.id), {
      json: { idCheck: { nameMatches: true, dateOfBirth: DELIVERY.dateOfBirth } },
    });
    expect(handedOver.status, handedOver.text).toBe(200);
    expect(await shopperView(shopper, order.id)).toMatchObject({ status: 'delivered', tracking: UPS });
    expect(answered(await staff.get(adminOrderApiPath(order.id))).tracking).toEqual(UPS);
  });

  test('without them, the order has none and its email says nothing of tracking', async () => {
    const { shopper, order } = await packed();
    const sent = answered(await move(order.id, { from: 'processing', to: 'in_transit' }));
    expect(sent.tracking).toBeNull();
    expect(sent.timeline.at(-1)?.tracking).toBeNull();
    expect((await shopperView(shopper, order.id)).tracking).toBeNull();
    const inTransit = (await emailsOf(order)).find((email) => email.dedupe_key.endsWith(':status:in_transit:1'));
    expect(inTransit?.text_body.toLowerCase()).not.toContain('tracking');
  });

  test('a failed attempt sends the order back without them, and the next run starts without them', async () => {
    const { shopper, order } = await packed();
    answered(await move(order.id, { from: 'processing', to: 'in_transit', ...UPS }));
    const back = answered(await staff.post(adminOrderDeliveryAttemptsApiPath(order.id), { json: {} }));
    expect(back).toMatchObject({ status: 'processing', tracking: null });
    expect((await shopperView(shopper, order.id)).tracking).toBeNull();
    expect(answered(await move(order.id, { from: 'processing', to: 'in_transit' })).tracking).toBeNull();
    expect((await shopperView(shopper, order.id)).tracking).toBeNull();
  });
});

describe('PUT /api/admin/orders/{id}/tracking', () => {
  test('staff add them after it went out, then correct them: each on the timeline, audited and emailed with a key of its own', async () => {
    const { shopper, order } = await placePaidOrder(api.baseUrl);
    await sendOut(staff, order);
    const emailsBefore = (await emailsOf(order)).length;

    const added = answered(await setTracking(order.id, UPS));
    expect(added.tracking).toEqual(UPS);
    expect(added.timeline.at(-1)).toMatchObject({ kind: 'tracking', by: staffEmail('staff'), tracking: UPS });
    expect((await shopperView(shopper, order.id)).tracking).toEqual(UPS);

    const corrected = answered(await setTracking(order.id, FEDEX));
    expect(corrected.tracking).toEqual(FEDEX);
    expect((await shopperView(shopper, order.id)).tracking).toEqual(FEDEX);

    const emails = (await emailsOf(order)).slice(emailsBefore);
    expect(emails.map((email) => email.dedupe_key)).toEqual([
      `order:${order.id}:tracking:1`,
      `order:${order.id}:tracking:2`,
    ]);
    expect(emails.map((email) => email.subject)).toEqual([
      `Your Verdant order ${order.number}: tracking details`,
      `Your Verdant order ${order.number}: tracking details`,
    ]);
    expect(emails[0]?.text_body).toContain('Carrier: UPS\nTracking number: 1Z 999 AA1 01-2345 6784');
    expect(emails[1]?.text_body).toContain('Carrier: FedEx\nTracking number: 7749-1234-5678');

    expect((await trackingAudits()).map((row) => [row.staff_email, row.subject_id, row.before, row.after])).toEqual([
      [
        staffEmail('staff'),
        order.id,
        { number: order.number, carrier: null, trackingNumber: null },
        { number: order.number, ...UPS },
      ],
      [staffEmail('staff'), order.id, { number: order.number, ...UPS }, { number: order.number, ...FEDEX }],
    ]);
  });

  test('saving what the order already has changes nothing and emails nobody', async () => {
    const { order } = await packed();
    answered(await move(order.id, { from: 'processing', to: 'in_transit', ...UPS }));
    const before = await api.snapshot();
    const again = answered(await setTracking(order.id, { carrier: ' UPS', trackingNumber: UPS.trackingNumber }));
    expect(again.tracking).toEqual(UPS);
    expect(await api.snapshot()).toEqual(before);
  });

  test('both null takes them off the order: on the timeline and audited, the shopper not emailed', async () => {
    const { shopper, order } = await packed();
    answered(await move(order.id, { from: 'processing', to: 'in_transit', ...UPS }));
    const emailsBefore = (await emailsOf(order)).length;
    const removed = answered(await setTracking(order.id, { carrier: null, trackingNumber: null }));
    expect(removed.tracking).toBeNull();
    expect(removed.timeline.at(-1)).toMatchObject({ kind: 'tracking', tracking: null });
    expect((await shopperView(shopper, order.id)).tracking).toBeNull();
    expect(await emailsOf(order)).toHaveLength(emailsBefore);
    expect((await trackingAudits()).map((row) => row.after)).toEqual([
      { number: order.number, carrier: null, trackingNumber: null },
    ]);
  });

  test('only for an order In Transit: any other is 409 invalid_status_move with the order, and changes nothing', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const statuses: [string, () => Promise<void>][] = [
      ['paid', async () => {}],
      ['processing', async () => void answered(await move(order.id, { from: 'paid', to: 'processing' }))],
      [
        'delivered',
        async () => {
          answered(await move(order.id, { from: 'processing', to: 'in_transit' }));
          const handedOver = await staff.post(adminHandOverApiPath(order.id), {
            json: { idCheck: { nameMatches: true, dateOfBirth: DELIVERY.dateOfBirth } },
          });
          expect(handedOver.status, handedOver.text).toBe(200);
        },
      ],
    ];
    for (const [status, reach] of statuses) {
      await reach();
      const before = await api.snapshot();
      const refused = await setTracking(order.id, UPS);
      expectError(refused, 409, 'invalid_status_move', status);
      expect(refused.body.error.message, status).toContain('Only an order In Transit takes a carrier');
      expect(adminOrderSchema.parse(refused.body.error.details.order).status, status).toBe(status);
      expect(await api.snapshot(), status).toEqual(before);
    }
  });

  test('an unknown order, or an id that is not one, is 404', async () => {
    for (const id of [randomUUID(), 'VD-ABCDEFGHJK']) {
      expectError(await setTracking(id, UPS), 404, 'order_not_found', id);
    }
  });

  test('without a staff session it is 401, and a shopper’s cookies grant nothing', async () => {
    const { shopper, order } = await packed();
    answered(await move(order.id, { from: 'processing', to: 'in_transit' }));
    const before = await api.snapshot();
    for (const client of [api.client(), shopper]) {
      expectError(await client.put(adminOrderTrackingApiPath(order.id), { json: UPS }), 401, 'staff_sign_in_required');
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('bad input', () => {
  /** A body and the field its 400 must name. */
  const BAD: [Record<string, unknown>, string][] = [
    [{ carrier: 'UPS' }, 'trackingNumber'],
    [{ trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: 'UPS', trackingNumber: null }, 'trackingNumber'],
    [{ carrier: null, trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: '', trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: 'x'.repeat(61), trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: 'UPS\r\nBcc: someone', trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: 42, trackingNumber: '1Z99' }, 'carrier'],
    [{ carrier: 'UPS', trackingNumber: '1Z99; drop table orders' }, 'trackingNumber'],
    [{ carrier: 'UPS', trackingNumber: '9'.repeat(41) }, 'trackingNumber'],
    [{ carrier: 'UPS', trackingNumber: ['1Z99'] }, 'trackingNumber'],
  ];

  test('on the move to In Transit, one without the other or a bad value is a 400 naming the field, and changes nothing', async () => {
    const { order } = await packed();
    const before = await api.snapshot();
    for (const [body, field] of BAD) {
      const label = JSON.stringify(body);
      const refused = await move(order.id, { from: 'processing', to: 'in_transit', ...body });
      expectError(refused, 400, 'invalid_request', label);
      expect(refused.body.error.message, label).toMatch(new RegExp(`^${field}: `));
      expect(refused.body.error.details[0].path, label).toEqual([field]);
    }
    const notInTransit = await move(order.id, { from: 'processing', to: 'cancelled', ...UPS });
    expectError(notInTransit, 400, 'invalid_request');
    expect(notInTransit.body.error.message).toBe(
      'carrier: Only a move to In Transit takes a carrier and tracking number',
    );
    expect(await api.snapshot()).toEqual(before);
  });

  test('on PUT, the same, and a body without both fields, are each a 400 naming the field, and change nothing', async () => {
    const { order } = await packed();
    answered(await move(order.id, { from: 'processing', to: 'in_transit', ...UPS }));
    const before = await api.snapshot();
    for (const [body, field] of [...BAD, [{}, 'carrier'] as const, [{ carrier: 'UPS' }, 'trackingNumber'] as const]) {
      const label = JSON.stringify(body);
      const refused = await setTracking(order.id, body);
      expectError(refused, 400, 'invalid_request', label);
      expect(refused.body.error.message, label).toMatch(new RegExp(`^${field}: `));
    }
    expectError(await setTracking(order.id, [UPS.carrier, UPS.trackingNumber]), 400, 'invalid_request');
    expect(await api.snapshot()).toEqual(before);
  });

  test('the database itself keeps the two together, well formed, and only where they belong', async () => {
    const { order } = await packed();
    const entry = (columns: Record<string, unknown>) =>
      api.db('order_events').insert({ order_id: order.id, kind: 'tracking', ...columns });
    await expect(entry({ carrier: 'UPS' })).rejects.toThrow(/order_events_tracking_pair/);
    await expect(entry({ tracking_number: '1Z99' })).rejects.toThrow(/order_events_tracking_pair/);
    await expect(entry({ carrier: 'UPS', tracking_number: '1Z/99' })).rejects.toThrow(/order_events_tracking_number/);
    await expect(entry({ carrier: 'UPS', tracking_number: '9'.repeat(41) })).rejects.toThrow(
      /order_events_tracking_number/,
    );
    await expect(entry({ carrier: 'x'.repeat(61), tracking_number: '1Z99' })).rejects.toThrow(/order_events_carrier/);
    await expect(entry({ carrier: 'UPS\n', tracking_number: '1Z99' })).rejects.toThrow(/order_events_carrier/);
    await expect(
      entry({ kind: 'refund', amount_cents: 100, ...{ carrier: 'UPS', tracking_number: '1Z99' } }),
    ).rejects.toThrow(/order_events_tracking_kind/);
    await expect(
      entry({
        kind: 'status',
        from_status: 'processing',
        to_status: 'delivered',
        carrier: 'UPS',
        tracking_number: '1Z99',
      }),
    ).rejects.toThrow(/order_events_tracking_kind/);
  });
});
