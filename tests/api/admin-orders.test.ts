import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminOrderApiPath,
  adminOrderCancelApiPath,
  adminOrderDeliveryAttemptsApiPath,
  adminOrderStatusApiPath,
} from '#shared/api-paths';
import { MAX_DELIVERY_ATTEMPTS, type OrderStatus } from '#shared/back-office/order-status';
import { readErrorBody } from '#shared/errors';
import { paymentSummaryWords } from '#shared/payments/order-payment';
import { adminOrderListSchema, adminOrderSchema } from '#shared/schemas/admin/orders';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder, shopperView } from '../setup/paid-orders.ts';
import { staffClient, staffEmail } from '../setup/staff-accounts.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * The back office's orders: the list and its filters, one order, moves along the delivery
 * page's steps and failed delivery attempts. Orders are paid through the real checkout with the
 * test gateway; refunds are in admin-refunds.test.ts.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const statusOf = async (id: string) => (await api.db('orders').where({ id }).first('status')).status as OrderStatus;

function move(client: TestClient, id: string, from: string, to: string, note?: string) {
  return client.post(adminOrderStatusApiPath(id), { json: { from, to, ...(note ? { note } : {}) } });
}

async function moved(client: TestClient, id: string, from: OrderStatus, to: OrderStatus, note?: string) {
  const response = await move(client, id, from, to, note);
  expect(response.status, response.text).toBe(200);
  return adminOrderSchema.parse(response.body);
}

function failedAttempt(client: TestClient, id: string, note?: string) {
  return client.post(adminOrderDeliveryAttemptsApiPath(id), { json: note ? { note } : {} });
}

/** A 409 whose details carry the order as it is now. */
function expectRefusedWithOrder(response: TestResponse, code: string, status: OrderStatus, label = '') {
  expectError(response, 409, code, label);
  expect(adminOrderSchema.parse(response.body.error.details.order).status, label).toBe(status);
}

describe('who may read and move orders', () => {
  test('every call without a staff session is 401, and a shopper’s cookies grant nothing', async () => {
    const { shopper, order } = await placePaidOrder(api.baseUrl);
    const before = await api.snapshot();
    for (const client of [api.client(), shopper]) {
      expectError(await client.get(API_PATHS.adminOrders), 401, 'staff_sign_in_required');
      expectError(await client.get(adminOrderApiPath(order.id)), 401, 'staff_sign_in_required');
      expectError(await move(client, order.id, 'paid', 'processing'), 401, 'staff_sign_in_required');
      expectError(await failedAttempt(client, order.id), 401, 'staff_sign_in_required');
      expectError(
        await client.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid' } }),
        401,
        'staff_sign_in_required',
      );
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('answers are never cached', async () => {
    const { client } = await staffClient(api, 'staff');
    for (const response of [
      await client.get(API_PATHS.adminOrders),
      await client.get(adminOrderApiPath(randomUUID())),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('GET /api/admin/orders', () => {
  test('any staff member lists orders newest first, with what the list shows', async () => {
    const first = await placePaidOrder(api.baseUrl);
    const second = await placePaidOrder(api.baseUrl, [{ productId: 'tangie-flower', size: '7g', quantity: 1 }], {
      ...DELIVERY,
      fullName: 'Grace Hopper',
      email: 'Grace@Example.com',
      state: 'MA',
      city: 'Boston',
      zip: '02108',
    });
    const { client } = await staffClient(api, 'staff');
    const response = await client.get(API_PATHS.adminOrders);
    expect(response.status, response.text).toBe(200);
    const list = adminOrderListSchema.parse(response.body);
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(list.orders).toEqual([
      {
        id: second.order.id,
        number: second.order.number,
        placedAt: second.order.createdAt,
        shopperName: 'Grace Hopper',
        shipState: 'MA',
        deliveryOption: 'standard',
        total: second.order.breakdown.total,
        tender: 'card',
        paymentState: 'authorised',
        refunded: '0.00',
        status: 'paid',
        needsAttention: false,
      },
      expect.objectContaining({ id: first.order.id, shopperName: 'Ada Lovelace', shipState: 'CA' }),
    ]);
    // A card is held at checkout, not charged: the list says so.
    expect(list.orders.map((order) => paymentSummaryWords(order.tender, order.paymentState))).toEqual([
      'Card authorised',
      'Card authorised',
    ]);
  });

  test('orders that need attention come first, then the rest newest first', async () => {
    const orders = [];
    for (let index = 0; index < 3; index++) orders.push((await placePaidOrder(api.baseUrl)).order);
    await api
      .db('orders')
      .where({ id: orders[0]?.id })
      .update({ needs_attention: true, attention_reason: 'Stock ran out' });
    const { client } = await staffClient(api, 'staff');
    const list = adminOrderListSchema.parse((await client.get(API_PATHS.adminOrders)).body);
    expect(list.orders.map((order) => order.id)).toEqual([orders[0]?.id, orders[2]?.id, orders[1]?.id]);
    expect(list.orders.map((order) => order.needsAttention)).toEqual([true, false, false]);
  });

  test('filters by status, by the store’s days in San Francisco (both ends included) and by number, email or the start of a name', async () => {
    const ada = (await placePaidOrder(api.baseUrl)).order;
    const grace = (
      await placePaidOrder(api.baseUrl, undefined, {
        ...DELIVERY,
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
      })
    ).order;
    await api
      .db('orders')
      .where({ id: ada.id })
      // 11:59:59 PM on March 1 in San Francisco (PST), already March 2 in UTC.
      .update({ created_at: new Date('2025-03-02T07:59:59.999Z') });
    await api
      .db('orders')
      .where({ id: grace.id })
      .update({ created_at: new Date('2025-03-02T08:00:00.000Z') });
    const { client } = await staffClient(api, 'staff');
    await moved(client, grace.id, 'paid', 'processing');
    const ids = async (query: string) => {
      const response = await client.get(`${API_PATHS.adminOrders}?${query}`);
      expect(response.status, `${query} ${response.text}`).toBe(200);
      const list = adminOrderListSchema.parse(response.body);
      expect(list.total, query).toBe(list.orders.length);
      return list.orders.map((order) => order.id);
    };
    expect(await ids('status=processing')).toEqual([grace.id]);
    expect(await ids('status=paid')).toEqual([ada.id]);
    expect(await ids('status=delivered')).toEqual([]);
    expect(await ids('from=2025-03-01&to=2025-03-01')).toEqual([ada.id]);
    expect(await ids('from=2025-03-02')).toEqual([grace.id]);
    expect(await ids('to=2025-03-02')).toEqual([grace.id, ada.id]);
    expect(await ids('from=2025-03-02&status=paid')).toEqual([]);
    expect(await ids(`q=${grace.number.toLowerCase()}`)).toEqual([grace.id]);
    expect(await ids('q=%20GRACE@Example.COM%20')).toEqual([grace.id]);
    expect(await ids('q=grace%40example')).toEqual([]);
    expect(await ids('q=gRaCe%20h')).toEqual([grace.id]);
    expect(await ids('q=hopper')).toEqual([]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=_')).toEqual([]);
    expect(await ids('q=')).toEqual([grace.id, ada.id]);
  });

  test('a bad query is a 400 naming the parameter', async () => {
    const { client } = await staffClient(api, 'staff');
    for (const [query, name] of [
      ['status=lost', 'status'],
      ['from=2025-02-30', 'from'],
      ['to=yesterday', 'to'],
      // A year 0 and the last day of 9999 once answered 500.
      ['from=0000-01-01', 'from'],
      ['to=9999-12-31', 'to'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['from=2025-03-02&to=2025-03-01', 'from'],
      ['status=paid&status=processing', 'status'],
    ]) {
      const response = await client.get(`${API_PATHS.adminOrders}?${query}`);
      expectError(response, 400, 'invalid_request', query);
      expect(response.body.error.message, query).toContain(name);
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  test('staff read the whole order: lines, delivery without the date of birth, payment and timeline', async () => {
    const { order, intent } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    const response = await client.get(adminOrderApiPath(order.id));
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain(DELIVERY.dateOfBirth);
    const { dateOfBirth: _, ...delivery } = DELIVERY;
    expect(adminOrderSchema.parse(response.body)).toEqual({
      id: order.id,
      number: order.number,
      placedAt: order.createdAt,
      shopperName: DELIVERY.fullName,
      shipState: DELIVERY.state,
      deliveryOption: 'standard',
      total: order.breakdown.total,
      tender: 'card',
      paymentState: 'authorised',
      refunded: '0.00',
      status: 'paid',
      needsAttention: false,
      lines: order.lines,
      delivery,
      ageChecked: true,
      breakdown: order.breakdown,
      payment: {
        tender: 'card',
        // Held on the card for the total; nothing is taken until the driver's handoff.
        state: 'authorised',
        due: order.breakdown.total,
        captured: '0.00',
        collectedAs: null,
        provider: 'test',
        paymentIntentId: intent.paymentIntentId,
        amount: order.breakdown.total,
        refunded: '0.00',
        accountLast4: null,
        returnClearedAt: null,
      },
      notHandedOver: [],
      returnReason: null,
      attentionReason: null,
      deliveryAttempts: 0,
      tracking: null,
      timeline: [{ at: order.createdAt, kind: 'status', from: null, to: 'paid', by: null, note: null, tracking: null }],
    });
  });

  test('an unknown id, or one that is not an order id, is 404', async () => {
    const { client } = await staffClient(api, 'staff');
    for (const id of [randomUUID(), 'VD-ABCDEFGHJK', "1' or '1'='1", '00000000-0000-0000-0000-00000000000x']) {
      expectError(await client.get(adminOrderApiPath(id)), 404, 'order_not_found', id);
      expectError(await move(client, id, 'paid', 'processing'), 404, 'order_not_found', id);
      expectError(await failedAttempt(client, id), 404, 'order_not_found', id);
    }
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  test('staff move an order through every step; the timeline names them, the shopper sees only statuses', async () => {
    const { shopper, order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    await moved(client, order.id, 'paid', 'processing', 'Packed by Sam');
    await moved(client, order.id, 'processing', 'in_transit');
    // Delivered is the handoff's: the ID checked at the door (handoff.test.ts has the rest).
    const handedOver = await client.post(adminHandOverApiPath(order.id), {
      json: { idCheck: { nameMatches: true, dateOfBirth: DELIVERY.dateOfBirth } },
    });
    expect(handedOver.status, handedOver.text).toBe(200);
    const delivered = adminOrderSchema.parse((await client.get(adminOrderApiPath(order.id))).body);
    expect(delivered.status).toBe('delivered');
    // The card held at checkout is charged at the handoff, for all of it.
    expect(delivered.payment).toMatchObject({
      state: 'captured',
      captured: order.breakdown.total,
      collectedAs: 'card',
      refunded: '0.00',
    });
    expect(delivered.timeline.map(({ kind, from, to, by, note }) => ({ kind, from, to, by, note }))).toEqual([
      { kind: 'status', from: null, to: 'paid', by: null, note: null },
      { kind: 'status', from: 'paid', to: 'processing', by: staffEmail('staff'), note: 'Packed by Sam' },
      { kind: 'status', from: 'processing', to: 'in_transit', by: staffEmail('staff'), note: null },
      {
        kind: 'handoff',
        from: null,
        to: null,
        by: staffEmail('staff'),
        note: 'ID checked: the name matches, 21 or over',
      },
      {
        kind: 'handoff',
        from: null,
        to: null,
        by: staffEmail('staff'),
        note: `Charged $${order.breakdown.total} to the card held at checkout`,
      },
      { kind: 'status', from: 'in_transit', to: 'delivered', by: staffEmail('staff'), note: null },
    ]);

    const seen = await shopperView(shopper, order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.refunded).toBe('0.00');
    expect(seen.timeline.map((step) => step.status)).toEqual(['paid', 'processing', 'in_transit', 'delivered']);
    expect(seen.timeline.map((step) => step.at)).toEqual(
      delivered.timeline.filter((event) => event.kind === 'status').map((event) => event.at),
    );
    const text = JSON.stringify(seen);
    expect(text).not.toContain(staffEmail('staff'));
    expect(text).not.toContain('Packed by Sam');

    const audit = await api.db('audit_log').where({ action: 'order.status_changed' }).orderBy('id');
    expect(audit.map((row) => [row.staff_email, row.subject_id, row.before.status, row.after.status])).toEqual([
      [staffEmail('staff'), order.id, 'paid', 'processing'],
      [staffEmail('staff'), order.id, 'processing', 'in_transit'],
    ]);
  });

  test('a move the steps do not allow is 409 invalid_status_move and changes nothing', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    for (const [from, to] of [
      ['paid', 'in_transit'],
      ['paid', 'delivered'],
      ['paid', 'paid'],
      ['processing', 'paid'],
      ['delivered', 'in_transit'],
      ['cancelled', 'paid'],
    ]) {
      expectRefusedWithOrder(
        await move(client, order.id, from as string, to as string),
        'invalid_status_move',
        'paid',
        `${from}->${to}`,
      );
    }
    expect(await api.snapshot()).toEqual(before);
  });

  test('cancelling is not a plain move: the answer points to the cancel call, which releases the card', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    const response = await move(client, order.id, 'paid', 'cancelled');
    expectRefusedWithOrder(response, 'invalid_status_move', 'paid');
    expect(response.body.error.message).toContain(adminOrderCancelApiPath(order.id));
    expect(await api.snapshot()).toEqual(before);
  });

  test('a move from a status the order has left is 409 order_status_conflict with the order as it is now', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    await moved(client, order.id, 'paid', 'processing');
    const before = await api.snapshot();
    const stale = await move(client, order.id, 'paid', 'processing');
    expectRefusedWithOrder(stale, 'order_status_conflict', 'processing');
    expect(stale.body.error.message).toContain('Processing');
    expect(await api.snapshot()).toEqual(before);
  });

  test('staff pressing at once make one change; the others are told what it is now', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client: sam } = await staffClient(api, 'staff', 'sam@verdant.test');
    const { client: kim } = await staffClient(api, 'staff', 'kim@verdant.test');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => move(index % 2 ? sam : kim, order.id, 'paid', 'processing')),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expectRefusedWithOrder(response, 'order_status_conflict', 'processing');
    }
    expect(await statusOf(order.id)).toBe('processing');
    expect(await api.rowCount('order_events', { order_id: order.id })).toBe(2);
    expect(await api.rowCount('audit_log', { action: 'order.status_changed' })).toBe(1);
  });

  test('bad bodies are 400 and change nothing', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    for (const body of [
      {},
      { from: 'paid' },
      { to: 'processing' },
      { from: 'paid', to: 'shipped' },
      { from: 'paid', to: 'processing', note: 'x'.repeat(501) },
      { from: 'paid', to: 'processing', note: 5 },
      [],
    ]) {
      expectError(
        await client.post(adminOrderStatusApiPath(order.id), { json: body }),
        400,
        'invalid_request',
        JSON.stringify(body),
      );
    }
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/orders/{id}/delivery-attempts', () => {
  async function inTransit(client: TestClient) {
    const { order } = await placePaidOrder(api.baseUrl);
    await moved(client, order.id, 'paid', 'processing');
    await moved(client, order.id, 'processing', 'in_transit');
    return order;
  }

  test('a failed attempt is on the timeline and sends the order back to Processing', async () => {
    const { client } = await staffClient(api, 'staff');
    const order = await inTransit(client);
    const response = await failedAttempt(client, order.id, 'Nobody home');
    expect(response.status, response.text).toBe(200);
    const after = adminOrderSchema.parse(response.body);
    expect(after).toMatchObject({ status: 'processing', deliveryAttempts: 1 });
    expect(after.timeline.slice(-2).map(({ kind, from, to, by, note }) => ({ kind, from, to, by, note }))).toEqual([
      { kind: 'delivery_attempt', from: null, to: null, by: staffEmail('staff'), note: 'Nobody home' },
      { kind: 'status', from: 'in_transit', to: 'processing', by: staffEmail('staff'), note: null },
    ]);
    const [audit] = await api.db('audit_log').where({ action: 'order.delivery_failed' });
    expect(audit).toMatchObject({
      staff_email: staffEmail('staff'),
      subject_id: order.id,
      before: { status: 'in_transit', deliveryAttempts: 0 },
      after: { status: 'processing', deliveryAttempts: 1, note: 'Nobody home' },
    });
  });

  test(`after ${MAX_DELIVERY_ATTEMPTS} failed attempts another is 409 and changes nothing`, async () => {
    const { client } = await staffClient(api, 'staff');
    const order = await inTransit(client);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect((await failedAttempt(client, order.id)).status).toBe(200);
      await moved(client, order.id, 'processing', 'in_transit');
    }
    const before = await api.snapshot();
    const refused = await failedAttempt(client, order.id);
    expectRefusedWithOrder(refused, 'invalid_status_move', 'in_transit');
    expect(refused.body.error.details.order.deliveryAttempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(await api.snapshot()).toEqual(before);
  });

  test('only an order in transit can have a failed attempt; two drivers pressing at once record one', async () => {
    const { client } = await staffClient(api, 'staff');
    const { order: placed } = await placePaidOrder(api.baseUrl);
    const before = await api.snapshot();
    expectRefusedWithOrder(await failedAttempt(client, placed.id), 'invalid_status_move', 'paid');
    expect(await api.snapshot()).toEqual(before);

    const order = await inTransit(client);
    const responses = await Promise.all(Array.from({ length: 4 }, () => failedAttempt(client, order.id)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expectRefusedWithOrder(response, 'invalid_status_move', 'processing');
    }
    expect((await api.db('orders').where({ id: order.id }).first()).delivery_attempts).toBe(1);
  });
});

describe('hostile input', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom<unknown>(null, 0, -1, 1e308, true, [], {}, '', ' ', "' or 1=1 --", '%', '\\', 'paid\u0000'),
    fc.integer(),
  );

  test('bodies of every write: a 400 or 409 with the error body, never a 5xx, never a change', async () => {
    const { order } = await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'owner');
    const before = await api.snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(adminOrderStatusApiPath, adminOrderDeliveryAttemptsApiPath, adminOrderCancelApiPath),
        fc.dictionary(fc.constantFrom('from', 'to', 'note', 'extra'), hostile, { maxKeys: 4 }),
        async (path, body) => {
          const response = await client.post(path(order.id), { json: body });
          const where = `${path(order.id)} ${JSON.stringify(body)} -> ${response.status} ${response.text}`;
          expect([400, 409], where).toContain(response.status);
          expect(readErrorBody(response.body), where).not.toBeNull();
          expect(await api.snapshot(), where).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('list queries: a page or a 400, never a 5xx, never a change', async () => {
    await placePaidOrder(api.baseUrl);
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    const value = fc.oneof(
      fc.string({ maxLength: 120 }).map(encodeURIComponent),
      fc.constantFrom('paid', '2025-01-01', '1', '0', '-1', '1e9', '%25', '%5C', '%27', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('status', 'from', 'to', 'q', 'page', 'other'), value), { maxLength: 5 }),
        async (pairs) => {
          const query = pairs.map(([key, text]) => `${key}=${text}`).join('&');
          const response = await client.get(`${API_PATHS.adminOrders}?${query}`);
          const where = `${query} -> ${response.status} ${response.text.slice(0, 200)}`;
          expect([200, 400], where).toContain(response.status);
          if (response.status === 200) adminOrderListSchema.parse(response.body);
          else expect(readErrorBody(response.body), where).not.toBeNull();
        },
      ),
      { numRuns: 60 },
    );
    expect(await api.snapshot()).toEqual(before);
  });
});
