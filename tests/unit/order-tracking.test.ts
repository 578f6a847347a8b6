import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Order } from '#shared/schemas/checkout';
import { ORDER_LOOKUP_NOT_FOUND_MESSAGE } from '#shared/schemas/order-lookup';
import { OrdersDatabase } from '../../pwa/db/orders-db.ts';
import { keepOrder, listDeviceOrders, readDeviceOrder } from '../../pwa/features/orders/device-orders.ts';
import { lookupFailureMessage } from '../../pwa/features/orders/lookup-messages.ts';
import { refreshOrder } from '../../pwa/features/orders/order-following.ts';
import { updatedText } from '../../pwa/features/orders/order-freshness.ts';
import { orderNewsToast, orderProgress, statusSentence } from '../../pwa/features/orders/order-progress.ts';
import { ApiError, setApiFetcher } from '../../pwa/lib/api-client.ts';
import { newId } from '../../pwa/lib/new-id.ts';

const PLACED = '2026-11-20T15:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(PLACED) + minutes * 60_000).toISOString();

function anOrder(changes: Partial<Order> = {}): Order {
  return {
    id: '0b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b',
    number: 'VD-7KQ2M9XH4P',
    status: 'paid',
    createdAt: PLACED,
    lines: [
      {
        productId: 'lychee-gummies',
        name: 'Lychee Gummies',
        image: '/images/products/lychee-gummies-400.webp',
        thcContent: '10mg THC per gummy',
        size: '6-pack',
        sizeLabel: '6-pack',
        purchaseType: 'one-time',
        quantity: 2,
        unitPrice: '24.00',
        lineTotal: '48.00',
      },
    ],
    delivery: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '415-555-0134',
      street: '1 Market St',
      city: 'San Francisco',
      zip: '94105',
      state: 'CA',
    },
    deliveryOption: 'standard',
    breakdown: { subtotal: '48.00', savings: '0.00', delivery: '5.99', total: '53.99' },
    timeline: [{ status: 'paid', at: PLACED }],
    refunded: '0.00',
    tender: 'card',
    payment: { state: 'captured', due: '53.99', captured: '53.99', collectedAs: 'card', accountLast4: null },
    notHandedOver: [],
    returnReason: null,
    tracking: null,
    ...changes,
  };
}

describe("an order's progress", () => {
  test('a new order has reached Order Placed, and the other three steps are to come', () => {
    const { steps, endedAt } = orderProgress(anOrder());
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Order Placed', 'current', PLACED],
      ['Processing', 'upcoming', null],
      ['In Transit', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
    expect(endedAt).toBeNull();
  });

  test('each step reached shows when, and the current one is marked', () => {
    const order = anOrder({
      status: 'in_transit',
      timeline: [
        { status: 'paid', at: PLACED },
        { status: 'processing', at: at(30) },
        { status: 'in_transit', at: at(90) },
      ],
    });
    expect(orderProgress(order).steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Order Placed', 'done', PLACED],
      ['Processing', 'done', at(30)],
      ['In Transit', 'current', at(90)],
      ['Delivered', 'upcoming', null],
    ]);
  });

  test('a failed delivery sends the order back to Processing, counted, with In Transit to come again', () => {
    const order = anOrder({
      status: 'processing',
      timeline: [
        { status: 'paid', at: PLACED },
        { status: 'processing', at: at(30) },
        { status: 'in_transit', at: at(90) },
        { status: 'processing', at: at(300) },
      ],
    });
    const progress = orderProgress(order);
    expect(progress.failedAttempts).toBe(1);
    expect(progress.steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Order Placed', 'done', PLACED],
      ['Processing', 'current', at(300)],
      ['In Transit', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  test('a cancelled order shows the steps it reached, then when it was cancelled and what was refunded', () => {
    const order = anOrder({
      status: 'cancelled',
      refunded: '53.99',
      timeline: [
        { status: 'paid', at: PLACED },
        { status: 'processing', at: at(30) },
        { status: 'cancelled', at: at(45) },
      ],
    });
    const progress = orderProgress(order);
    expect(progress.steps.map((step) => [step.label, step.state])).toEqual([
      ['Order Placed', 'done'],
      ['Processing', 'done'],
    ]);
    expect(progress.endedAt).toBe(at(45));
    expect(progress.refundedCents).toBe(5399);
  });
});

describe('news of an order', () => {
  const news = {
    orderId: 'a',
    number: 'VD-7KQ2M9XH4P',
    from: 'processing',
    to: 'in_transit',
    refunded: '0.00',
    tender: 'card',
  } as const;

  test('one order that moved on is named with its new status', () => {
    expect(orderNewsToast([news])?.title).toBe('Order VD-7KQ2M9XH4P: In Transit');
  });

  test('a failed delivery says it will be tried again', () => {
    expect(orderNewsToast([{ ...news, from: 'in_transit', to: 'processing' }])?.description).toMatch(/try again/);
  });

  test('a cancelled order paid by card says its hold was released and nothing charged', () => {
    expect(orderNewsToast([{ ...news, to: 'cancelled', tender: 'card' }])?.description).toBe(
      'It has been cancelled. The hold on your card is released: nothing was charged.',
    );
    expect(orderNewsToast([{ ...news, to: 'returned', tender: 'bank' }])?.description).toBe(
      'The driver could not hand your order over, so it is back at our store. The hold on your bank account is released: nothing was taken.',
    );
    expect(orderNewsToast([{ ...news, to: 'cancelled', tender: 'door' }])?.description).toBe('It has been cancelled.');
  });

  test('several orders at once make one toast naming each', () => {
    const toast = orderNewsToast([news, { ...news, number: 'VD-ABCDEFGH23', to: 'delivered' }]);
    expect(toast).toEqual({
      title: '2 of your orders have news',
      description: 'VD-7KQ2M9XH4P: In Transit, VD-ABCDEFGH23: Delivered',
    });
  });

  test('a placed order never says it is paid: nothing is taken before the handoff', () => {
    expect(statusSentence({ status: 'paid', tender: 'card' })).toBe(
      'We have your order, and your card is held for its total. Nothing is charged until it is handed over, and then only for what you receive.',
    );
    expect(statusSentence({ status: 'paid', tender: 'door' })).toBe(
      'We have your order. You pay the driver when it arrives, once they have checked your ID.',
    );
  });

  test('no news is no toast', () => {
    expect(orderNewsToast([])).toBeNull();
  });
});

describe('how old the device copy is', () => {
  const now = new Date(2026, 10, 25, 15, 30).getTime();

  test('in words a shopper reads at a glance', () => {
    expect(updatedText(now - 20_000, now, 'en-US')).toBe('Updated just now');
    expect(updatedText(now - 5 * 60_000, now, 'en-US')).toBe('Updated 5 min ago');
    expect(updatedText(new Date(2026, 10, 25, 9, 41).getTime(), now, 'en-US')).toBe('Updated at 9:41 AM');
    expect(updatedText(new Date(2026, 10, 24, 9, 41).getTime(), now, 'en-US')).toBe('Updated Nov 24 at 9:41 AM');
  });
});

describe("the device's orders", () => {
  let db: OrdersDatabase;

  beforeEach(() => {
    db = new OrdersDatabase(`orders-${newId()}`);
  });

  afterEach(async () => {
    setApiFetcher((path, init) => fetch(path, init));
    await db.delete();
  });

  test('an order placed here is kept, and news of it is told once, to the first tab that learns it', async () => {
    expect(await keepOrder(db, anOrder(), 'placed', 1)).toBeNull();
    const moved = anOrder({
      status: 'processing',
      timeline: [...anOrder().timeline, { status: 'processing', at: at(5) }],
    });
    const [first, second] = await Promise.all([keepOrder(db, moved, 'placed', 2), keepOrder(db, moved, 'placed', 3)]);
    expect([first, second].filter(Boolean)).toEqual([
      { orderId: moved.id, number: moved.number, from: 'paid', to: 'processing', refunded: '0.00', tender: 'card' },
    ]);
    expect((await readDeviceOrder(db, moved.id))?.order.status).toBe('processing');
  });

  test('an order looked up later stays "placed here", and the list is newest first', async () => {
    await keepOrder(db, anOrder(), 'placed');
    await keepOrder(db, anOrder(), 'lookup');
    const newer = anOrder({ id: '1b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b', number: 'VD-ABCDEFGH23', createdAt: at(60) });
    await keepOrder(db, newer, 'lookup');
    const listed = await listDeviceOrders(db);
    expect(listed.map((record) => [record.order.number, record.source])).toEqual([
      ['VD-ABCDEFGH23', 'lookup'],
      ['VD-7KQ2M9XH4P', 'placed'],
    ]);
  });

  test('an order this browser may no longer read is looked up again with the email it holds', async () => {
    await keepOrder(db, anOrder(), 'placed');
    const calls: string[] = [];
    const moved = anOrder({ status: 'in_transit' });
    setApiFetcher(async (path, init) => {
      calls.push(`${init.method} ${path} ${init.body ?? ''}`);
      if (init.method === 'GET')
        return Response.json({ error: { code: 'order_not_found', message: 'x' } }, { status: 404 });
      return Response.json(moved);
    });
    const record = await readDeviceOrder(db, anOrder().id);
    if (!record) throw new Error('the order was not kept');
    expect(await refreshOrder(db, record)).toMatchObject({ from: 'paid', to: 'in_transit' });
    expect(calls).toEqual([
      `GET /api/orders/${record.id} `,
      'POST /api/orders/lookup {"number":"VD-7KQ2M9XH4P","email":"ada@example.com"}',
    ]);
  });

  test('when that lookup fails too, the device stops asking; a busy store only waits', async () => {
    await keepOrder(db, anOrder(), 'placed');
    const record = await readDeviceOrder(db, anOrder().id);
    if (!record) throw new Error('the order was not kept');
    let lookupStatus = 429;
    setApiFetcher(async (_path, init) =>
      Response.json(
        {
          error: {
            code: init.method === 'GET' || lookupStatus === 404 ? 'order_not_found' : 'too_many_attempts',
            message: 'x',
          },
        },
        { status: init.method === 'GET' ? 404 : lookupStatus },
      ),
    );
    await expect(refreshOrder(db, record)).rejects.toBeInstanceOf(ApiError);
    expect((await readDeviceOrder(db, record.id))?.unfollowable).toBe(false);
    lookupStatus = 404;
    await expect(refreshOrder(db, record)).rejects.toBeInstanceOf(ApiError);
    expect((await readDeviceOrder(db, record.id))?.unfollowable).toBe(true);
  });
});

describe('what the lookup form says', () => {
  test('a miss never says which part was wrong', () => {
    expect(lookupFailureMessage(new ApiError(404, 'order_not_found', '404: x'))).toBe(ORDER_LOOKUP_NOT_FOUND_MESSAGE);
  });

  test("too many lookups says when to try again: the store's words, or the same made from Retry-After", () => {
    const words = 'Too many order lookups. Please try again in 30 minutes.';
    expect(
      lookupFailureMessage(new ApiError(429, 'too_many_attempts', `429: ${words}`, words, undefined, '1800')),
    ).toBe(words);
    // A proxy's 429 carries no body the app can read.
    expect(lookupFailureMessage(new ApiError(429, null, '429: Too Many Requests', 'x', undefined, '1800'))).toBe(
      'Too many attempts. Please try again in 30 minutes.',
    );
  });

  test('no connection says so', () => {
    expect(lookupFailureMessage(new TypeError('Failed to fetch'))).toMatch(/couldn't reach the store/);
  });
});
