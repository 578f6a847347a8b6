import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { ORDER_STATUSES } from '#shared/back-office/order-status';
import { storeToday } from '#shared/back-office/store-day';
import { type AdminOrderList, adminOrderListSchema, ORDER_PAGE_SIZE } from '#shared/schemas/admin/orders';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placePaidOrder } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The order list with 10,000 orders: the right orders in the right order on every filter, and
 * each page read through an index (EXPLAIN of the very queries the server ran), never a scan of
 * every order. Order i (1 to 10,000) is placed i minutes after 2025-01-01 00:00 UTC, has status
 * ORDER_STATUSES[i % 5], is Grace Hopper's for an even i and Alan Turing's for an odd one, and
 * needs attention when i is a multiple of 1,000. One real order, placed now, sits above them.
 */

const COUNT = 10_000;
const START = Date.UTC(2025, 0, 1);

let api: ApiHarness;
let staff: TestClient;
let realOrderId: string;

beforeAll(async () => {
  api = await startApi();
  await api.reset();
  realOrderId = (await placePaidOrder(api.baseUrl)).order.id;
  // Each order is its checkout's (a unique column), so each bulk order gets a checkout of its own.
  // The rows go in in the order they were placed, as a store's would.
  await api.db.raw(
    `with made as (
       insert into checkouts (id, session_id, provider, payment_intent_id, status, amount_cents, delivery,
         delivery_option, lines, breakdown, cart_version, shopper_key)
       select gen_random_uuid(), c.session_id, c.provider, 'pi_bulk_' || i, 'ordered', c.amount_cents, c.delivery,
         c.delivery_option, c.lines, c.breakdown, c.cart_version, c.shopper_key
       from checkouts c cross join generate_series(1, ?) as i
       returning id, payment_intent_id
     )
     insert into orders (id, number, session_id, checkout_id, payment_intent_id, provider, lines, delivery,
       delivery_option, breakdown, total, status, created_at, shopper_name, shopper_email, ship_state,
       needs_attention, attention_reason, shopper_key)
     select gen_random_uuid(), 'VD-BULK' || lpad(i::text, 5, '0'), t.session_id, made.id, made.payment_intent_id,
       t.provider, t.lines, t.delivery, t.delivery_option, t.breakdown, t.total, (?::text[])[1 + i % 5],
       ?::timestamptz + i * interval '1 minute',
       case when i % 2 = 0 then 'Grace Hopper ' else 'Alan Turing ' end || i, 'shopper' || i || '@example.com',
       t.ship_state, i % 1000 = 0, case when i % 1000 = 0 then 'Stock ran out' end, t.shopper_key
     from orders t cross join generate_series(1, ?) as i join made on made.payment_intent_id = 'pi_bulk_' || i
     order by i`,
    [COUNT, [...ORDER_STATUSES], new Date(START).toISOString(), COUNT],
  );
  await api.db.raw('analyze orders');
  staff = (await staffClient(api, 'staff')).client;
}, 120_000);
afterAll(() => api.close());

const bulk = Array.from({ length: COUNT }, (_, index) => {
  const i = index + 1;
  return {
    i,
    number: `VD-BULK${String(i).padStart(5, '0')}`,
    status: ORDER_STATUSES[i % 5],
    placedAt: START + i * 60_000,
    name: `${i % 2 === 0 ? 'Grace Hopper' : 'Alan Turing'} ${i}`,
    flagged: i % 1000 === 0,
  };
});
type Bulk = (typeof bulk)[number];

/** What the list must answer: flagged first, then newest first; the real order is the newest. */
function expected(matching: (order: Bulk) => boolean, real: boolean, page = 1) {
  const byNewest = bulk.filter(matching).sort((a, b) => b.placedAt - a.placedAt);
  const numbers = [
    ...byNewest.filter((order) => order.flagged).map((order) => order.number),
    ...(real ? ['real'] : []),
    ...byNewest.filter((order) => !order.flagged).map((order) => order.number),
  ];
  const start = (page - 1) * ORDER_PAGE_SIZE;
  return { total: numbers.length, numbers: numbers.slice(start, start + ORDER_PAGE_SIZE) };
}

async function list(query: string): Promise<AdminOrderList> {
  const response = await staff.get(`${API_PATHS.adminOrders}?${query}`);
  expect(response.status, response.text).toBe(200);
  return adminOrderListSchema.parse(response.body);
}

const numbersOf = (answer: AdminOrderList) =>
  answer.orders.map((order) => (order.id === realOrderId ? 'real' : order.number));

/** The store's day (San Francisco) an order placed `minutes` after the start falls on. */
const day = (minutes: number) => storeToday(new Date(START + minutes * 60_000));

describe(`the order list with ${COUNT.toLocaleString('en-US')} orders`, () => {
  const cases: [label: string, query: string, matching: (order: Bulk) => boolean, real: boolean, page?: number][] = [
    ['every order, first page', '', () => true, true],
    ['every order, a middle page', 'page=200', () => true, true, 200],
    ['every order, the last page', 'page=401', () => true, true, 401],
    ['one status', 'status=delivered', (order) => order.status === 'delivered', false],
    ['the status flagged orders have', 'status=paid', (order) => order.status === 'paid', true],
    ['one of the store’s days', 'from=2025-01-02&to=2025-01-02', (order) => day(order.i) === '2025-01-02', false],
    [
      'days and a status',
      'from=2025-01-03&to=2025-01-04&status=in_transit',
      (order) => ['2025-01-03', '2025-01-04'].includes(day(order.i)) && order.status === 'in_transit',
      false,
    ],
    ['an order number', 'q=vd-bulk04242', (order) => order.i === 4242, false],
    ['an email', 'q=Shopper4242%40Example.com', (order) => order.i === 4242, false],
    ['the start of a name', 'q=grace%20hopper%2019', (order) => order.name.startsWith('Grace Hopper 19'), false],
  ];

  test.each(cases)(
    '%s (%s) answers the right orders in order, with the total',
    async (_label, query, matching, real, page) => {
      const answer = await list(query);
      const want = expected(matching, real, page);
      expect(answer.total).toBe(want.total);
      expect(numbersOf(answer)).toEqual(want.numbers);
    },
  );

  // The last page needs every order read: there the planner rightly reads the table itself.
  const indexed = cases.filter(([, query]) => query !== 'page=401');

  test.each(indexed)('%s (%s) reads its page through an index', async (_label, query) => {
    const ran: { sql: string; bindings: unknown[] }[] = [];
    const record = (data: { sql: string; bindings?: unknown[] }) =>
      ran.push({ sql: data.sql, bindings: data.bindings ?? [] });
    api.db.on('query', record);
    try {
      await list(query);
    } finally {
      api.db.removeListener('query', record);
    }
    const page = ran.find((query) => /union all/i.test(query.sql));
    if (!page) throw new Error(`The page query was not seen among: ${ran.map((query) => query.sql).join('\n')}`);
    // The driver's SQL numbers its parameters ($1, $2…) in order; knex's raw takes them as ?.
    const { rows } = await api.db.raw(`explain ${page.sql.replace(/\$\d+/g, '?')}`, page.bindings as never[]);
    const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });
});
