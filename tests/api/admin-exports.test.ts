import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminExportApiPath } from '#shared/api-paths';
import { toCents } from '#shared/money';
import { EXPORT_COLUMNS, type ExportReport } from '#shared/schemas/admin/exports';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { csvObjects, parseCsv } from '../setup/csv.ts';
import { placeDoorOrder, placePaidOrder, sendOut, staffOn } from '../setup/paid-orders.ts';

/**
 * The owner's CSV exports (issue 30): every order, or order line, placed over the store's days
 * (San Francisco's calendar), read back as RFC 4180 and compared with the orders themselves.
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

const LINES = [
  { productId: 'lychee-gummies', size: '6-pack', quantity: 2 },
  { productId: 'tangie-flower', size: '7g', quantity: 1 },
];

/** Moves an order's placing to `at`, as if it was placed then. */
const placedAt = (orderId: string, at: string) =>
  api
    .db('orders')
    .where({ id: orderId })
    .update({ created_at: new Date(at) });

async function download(report: ExportReport, from: string, to: string) {
  const owner = await team.as('owner');
  const response = await owner.get(adminExportApiPath(report, { from, to }));
  expect(response.status, response.text).toBe(200);
  return response;
}

describe('GET /api/admin/exports/orders.csv', () => {
  test('every order placed on the store’s days, oldest first, as the orders hold them; a download named for its days', async () => {
    const card = await placePaidOrder(api.baseUrl, LINES);
    const door = await placeDoorOrder(api.baseUrl, [LINES[0] as (typeof LINES)[number]], {
      ...DELIVERY,
      street: '2152 Folsom Street',
    });
    // 07:59 UTC on Dec 2 is still Dec 1 in San Francisco; 08:00 is Dec 2 there.
    await placedAt(card.order.id, '2026-12-02T07:59:00Z');
    await placedAt(door.order.id, '2026-12-02T08:00:00Z');

    const response = await download('orders', '2026-12-01', '2026-12-02');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="verdant-orders-2026-12-01-to-2026-12-02.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text.endsWith('\r\n')).toBe(true);
    const { header, rows } = csvObjects(response.text);
    expect(header).toEqual(EXPORT_COLUMNS.orders);
    expect(rows).toEqual([
      {
        number: card.order.number,
        placed_at: '2026-12-02T07:59:00.000Z',
        store_day: '2026-12-01',
        status: 'paid',
        ship_to_state: 'CA',
        tender: 'card',
        payment_state: 'authorised',
        subtotal: card.order.breakdown.subtotal,
        savings: card.order.breakdown.savings,
        delivery: card.order.breakdown.delivery,
        total: card.order.breakdown.total,
        captured: '0.00',
        refunded: '0.00',
        collected_as: '',
      },
      expect.objectContaining({
        number: door.order.number,
        store_day: '2026-12-02',
        tender: 'door',
        payment_state: 'due',
        total: door.order.breakdown.total,
      }),
    ]);

    // One day of the two holds one order; a day with none is the header alone.
    expect(csvObjects((await download('orders', '2026-12-02', '2026-12-02')).text).rows).toHaveLength(1);
    expect(parseCsv((await download('orders', '2026-11-01', '2026-11-30')).text)).toEqual([[...EXPORT_COLUMNS.orders]]);
  });

  test('each export is audited with its report and days; staff and drivers may not export', async () => {
    await download('orders', '2026-12-01', '2026-12-02');
    const entry = await api.db('audit_log').where({ action: 'report.exported' }).first();
    expect(entry).toMatchObject({ subject_type: 'report', subject_id: 'orders' });
    expect(typeof entry.after === 'string' ? JSON.parse(entry.after) : entry.after).toEqual({
      report: 'orders',
      from: '2026-12-01',
      to: '2026-12-02',
    });
    for (const role of ['staff', 'driver'] as const) {
      const client = await team.as(role);
      expectError(
        await client.get(adminExportApiPath('orders', { from: '2026-12-01', to: '2026-12-02' })),
        403,
        'forbidden',
      );
    }
    expectError(
      await api.client().get(adminExportApiPath('orders', { from: '2026-12-01', to: '2026-12-02' })),
      401,
      'staff_sign_in_required',
    );
    const exported = await api.db('audit_log').where({ action: 'report.exported' }).count({ n: '*' }).first();
    expect(Number(exported?.n)).toBe(1);
  });

  test('a range backwards, wider than a year or not made of dates is a 400 naming the field, and nothing is audited', async () => {
    const owner = await team.as('owner');
    const before = await api.snapshot();
    for (const [query, field, message] of [
      ['from=2026-12-02&to=2026-12-01', 'to', 'The range ends before it starts'],
      ['from=2025-01-01&to=2026-01-02', 'to', 'A range covers at most 366 days'],
      ['from=2026-13-01&to=2026-12-01', 'from', undefined],
      ['from=2026-12-01', 'to', undefined],
      ['to=2026-12-01', 'from', undefined],
      ['from=1999-12-31&to=2000-01-01', 'from', undefined],
    ] as const) {
      const response = await owner.get(`${adminExportApiPath('orders')}?${query}`);
      expectError(response, 400, 'invalid_request', query);
      expect(response.body.error.details?.[0]?.path, query).toEqual([field]);
      if (message) expect(response.body.error.message).toBe(`${field}: ${message}`);
    }
    // A leap year's whole is one range.
    expect((await owner.get(adminExportApiPath('orders', { from: '2028-01-01', to: '2028-12-31' }))).status).toBe(200);
    expectError(await owner.get(`${API_EXPORTS}/payments.csv?from=2026-12-01&to=2026-12-01`), 404, 'not_found');
    expectError(await owner.get(`${API_EXPORTS}/orders.json?from=2026-12-01&to=2026-12-01`), 404, 'not_found');
    const after = await api.snapshot();
    expect({ ...after, audit_log: undefined }).toEqual({ ...before, audit_log: undefined });
    const exported = await api.db('audit_log').where({ action: 'report.exported' }).count({ n: '*' }).first();
    expect(Number(exported?.n)).toBe(1);
  });
});

describe('more than a page of orders', () => {
  test('orders placed in the same millisecond, more than a page of them, are each exported once, with their taxes', async () => {
    const { order } = await placePaidOrder(api.baseUrl, [LINES[0] as (typeof LINES)[number]]);
    await copiesOf(api, order.id, 501, '2026-12-02 20:00:00.123456+00');
    const { rows } = csvObjects((await download('orders', '2026-12-02', '2026-12-02')).text);
    expect(rows).toHaveLength(501);
    expect(new Set(rows.map((row) => row.number)).size).toBe(501);

    const taxLines = order.breakdown.taxes ?? [];
    expect(taxLines.length).toBeGreaterThan(0);
    const taxes = csvObjects((await download('taxes', '2026-12-02', '2026-12-02')).text).rows;
    expect(taxes).toHaveLength(501 * taxLines.length);
    expect(new Set(taxes.map((row) => `${row.number} ${row.kind}`)).size).toBe(taxes.length);
    const [closing] = csvObjects((await download('closing', '2026-12-02', '2026-12-02')).text).rows;
    expect(closing).toMatchObject({ orders_placed: '501', tax_CA_excise: expect.any(String) });
    expect(toCents(closing?.gross_sales ?? '')).toBe(501 * toCents(order.breakdown.subtotal));
  });
});

describe('GET /api/admin/exports/order-lines.csv', () => {
  test('one record per line, what each cost, and whether it was handed over once delivered', async () => {
    const { order } = await placePaidOrder(api.baseUrl, LINES);
    await sendOut(await team.as('staff'), order);
    const driver = await team.as('driver');
    const handed = await driver.post(`/api/admin/handoffs/${order.id}/deliver`, {
      json: { idCheck: { nameMatches: true, dateOfBirth: '1990-05-17' }, notHandedOver: [1] },
    });
    expect(handed.status, handed.text).toBe(200);
    await placedAt(order.id, '2026-12-02T20:00:00Z');

    const { header, rows } = csvObjects((await download('order-lines', '2026-12-02', '2026-12-02')).text);
    expect(header).toEqual(EXPORT_COLUMNS['order-lines']);
    expect(rows).toEqual(
      order.lines.map((line, index) => ({
        number: order.number,
        store_day: '2026-12-02',
        status: 'delivered',
        product_id: line.productId,
        name: line.name,
        size: line.sizeLabel,
        purchase_type: line.purchaseType,
        quantity: String(line.quantity),
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
        handed_over: index === 1 ? 'no' : 'yes',
      })),
    );
  });

  test('a name with a comma, a quote or a formula reads back as typed, and never as a formula', async () => {
    const { order } = await placePaidOrder(api.baseUrl, [LINES[0] as (typeof LINES)[number]]);
    const [line] = order.lines;
    await api
      .db('orders')
      .where({ id: order.id })
      .update({ lines: JSON.stringify([{ ...line, name: '=HYPERLINK("x"), "Lychee" Gummies\nnew' }]) });
    await placedAt(order.id, '2026-12-02T20:00:00Z');
    const text = (await download('order-lines', '2026-12-02', '2026-12-02')).text;
    expect(csvObjects(text).rows[0]?.name).toBe('\'=HYPERLINK("x"), "Lychee" Gummies\nnew');
  });
});

const API_EXPORTS = '/api/admin/exports';

/**
 * `count` copies of an order placed at `at` (microseconds and all, as PostgreSQL keeps a time), each
 * with a number, checkout and payment of its own: more orders than a page, without placing each.
 */
async function copiesOf(harness: ApiHarness, orderId: string, count: number, at: string): Promise<void> {
  await harness.db.raw(
    `with copies as (select n, gen_random_uuid() as checkout_id from generate_series(1, ?) n),
     original as (select * from orders where id = ?),
     checkout_copies as (
       insert into checkouts
       select (jsonb_populate_record(null::checkouts, to_jsonb(c) || jsonb_build_object(
         'id', copies.checkout_id, 'payment_intent_id', c.payment_intent_id || '-' || copies.n))).*
       from checkouts c cross join copies where c.id = (select checkout_id from original))
     insert into orders
     select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
       'id', gen_random_uuid(), 'number', o.number || '-' || copies.n, 'checkout_id', copies.checkout_id,
       'payment_intent_id', o.payment_intent_id || '-' || copies.n, 'created_at', ?::text))).*
     from original o cross join copies`,
    [count, orderId, at],
  );
}
