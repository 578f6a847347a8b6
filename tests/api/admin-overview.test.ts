import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { shiftDay, storeToday } from '#shared/back-office/store-day';
import { centsToDecimal, toCents } from '#shared/money';
import { OVERVIEW_DAYS, overviewSchema } from '#shared/schemas/admin/overview';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placeDoorOrder, placePaidOrder, sendOut, staffOn } from '../setup/paid-orders.ts';

/**
 * The owner's overview (issue 30): the store's sales by its own days, what waits for each step,
 * and the last 30 days, counted from orders, stock, messages and reviews each test makes.
 */

let api: ApiHarness;
let team: ReturnType<typeof staffOn>;
beforeAll(async () => {
  api = await startApi();
  team = staffOn(api, api);
});
beforeEach(async () => {
  await api.reset();
  team.forget();
});
afterAll(() => api.close());

const GUMMIES = { productId: 'lychee-gummies', size: '6-pack', quantity: 1 };

/** Noon, or 1 PM in summer, in San Francisco: well inside the store's day whatever the season. */
const middayOf = (day: string) => new Date(`${day}T20:00:00Z`);

async function overview() {
  const response = await (await team.as('owner')).get(API_PATHS.adminOverview);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return overviewSchema.parse(response.body);
}

let street = 0;
/** An order of one pack to a household of its own (so no day's limit is reached), placed on `day`. */
async function orderOn(day: string | null, tender: 'card' | 'door' = 'door') {
  street += 1;
  const delivery = { ...DELIVERY, street: `${100 + street} Folsom Street` };
  const { order } =
    tender === 'card'
      ? await placePaidOrder(api.baseUrl, [GUMMIES], delivery)
      : await placeDoorOrder(api.baseUrl, [GUMMIES], delivery);
  if (day)
    await api
      .db('orders')
      .where({ id: order.id })
      .update({ created_at: middayOf(day) });
  return order;
}

describe('GET /api/admin/overview', () => {
  test('sales today, this week and the week before, by the store’s days; cancelled orders count nothing', async () => {
    const today = storeToday();
    const placedToday = await orderOn(null);
    const threeDaysAgo = await orderOn(shiftDay(today, -3), 'card');
    const lastWeek = await orderOn(shiftDay(today, -9));
    await orderOn(shiftDay(today, -40));
    const cancelled = await orderOn(null);
    await api.db('orders').where({ id: cancelled.id }).update({ status: 'cancelled', payment_state: 'voided' });
    // A refund comes off what its order came to.
    await api
      .db('orders')
      .where({ id: lastWeek.id })
      .update({
        refunded_cents: 500,
        payment_state: 'captured',
        captured_cents: toCents(lastWeek.breakdown.total),
        collected_as: 'cash',
      });

    const seen = await overview();
    const total = (...orders: { breakdown: { total: string } }[]) =>
      centsToDecimal(orders.reduce((sum, order) => sum + toCents(order.breakdown.total), 0));
    expect(seen.today).toBe(today);
    expect(seen.sales).toEqual({
      today: { sales: total(placedToday), orders: 1 },
      week: { sales: total(placedToday, threeDaysAgo), orders: 2 },
      weekBefore: { sales: centsToDecimal(toCents(lastWeek.breakdown.total) - 500), orders: 1 },
    });
    expect(seen.daily).toHaveLength(OVERVIEW_DAYS);
    expect(seen.daily[0]?.day).toBe(shiftDay(today, -(OVERVIEW_DAYS - 1)));
    expect(seen.daily.at(-1)).toEqual({ day: today, sales: total(placedToday), orders: 1 });
    expect(seen.daily.find((day) => day.day === shiftDay(today, -3))).toEqual({
      day: shiftDay(today, -3),
      sales: total(threeDaysAgo),
      orders: 1,
    });
    expect(seen.daily.filter((day) => day.orders > 0)).toHaveLength(3);
  });

  test('what waits for each step, low stock, unread messages and reviews waiting', async () => {
    await orderOn(null);
    const packing = await orderOn(null);
    const out = await orderOn(null);
    const staff = await team.as('staff');
    const moved = await staff.post(`/api/admin/orders/${packing.id}/status`, {
      json: { from: 'paid', to: 'processing' },
    });
    expect(moved.status, moved.text).toBe(200);
    await sendOut(staff, out);
    await api.db('stock_levels').where({ product_id: 'tangie-flower' }).update({ on_hand: 0 });
    const shopper = api.client();
    const message = {
      submissionId: randomUUID(),
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      subject: 'dosage-help',
      message: 'How many gummies should a beginner start with?',
    };
    expect((await shopper.post('/api/contact', { json: message })).status).toBe(201);
    const review = {
      submissionId: randomUUID(),
      name: 'Maya R.',
      rating: 4,
      product: 'Tangie Flower',
      title: 'Bright',
      review: 'Smooth smoke, uplifting without the jitters.',
    };
    expect((await shopper.post('/api/reviews', { json: review })).status).toBe(201);

    const seen = await overview();
    expect(seen.waiting).toEqual({ toPack: 1, toSend: 1, toHandOver: 1 });
    expect(seen.unreadMessages).toBe(1);
    expect(seen.reviewsWaiting).toBe(1);
    // As many as the stock screen's low view lists, the emptied Tangie sizes among them.
    const low = await (await team.as('owner')).get(`${API_PATHS.adminStock}?low=true`);
    const lowItems = (low.body as { items: { productId: string }[] }).items;
    expect(lowItems.some((item) => item.productId === 'tangie-flower')).toBe(true);
    expect(seen.lowStock).toBe(lowItems.length);
  });

  test('the owner’s alone: staff and drivers are refused, and nobody signed out', async () => {
    for (const role of ['staff', 'driver'] as const) {
      expectError(await (await team.as(role)).get(API_PATHS.adminOverview), 403, 'forbidden');
    }
    expectError(await api.client().get(API_PATHS.adminOverview), 401, 'staff_sign_in_required');
  });
});
