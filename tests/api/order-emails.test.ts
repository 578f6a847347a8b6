import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminOrderCancelApiPath,
  adminOrderDeliveryAttemptsApiPath,
  adminOrderRefundApiPath,
  adminOrderStatusApiPath,
  adminReturnToStoreApiPath,
} from '#shared/api-paths';
import { RETURN_REASON_WORDS } from '#shared/back-office/handoff';
import { formatUsd, toCents } from '#shared/money';
import type { Order } from '#shared/schemas/checkout';
import { appendOrderEvents } from '../../sync-api/orders/order-events-store.ts';
import { deliveryOfShopper } from '../fixtures/delivery.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { placeDoorOrder, placePaidOrder, sendOut } from '../setup/paid-orders.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The shopper's order emails, read from the outbox (`emails`): each is written in the transaction
 * of the change it tells of, once, and none for a change refused or rolled back. What each says
 * is tested with the templates in tests/unit/order-emails.test.ts.
 */

let api: ApiHarness;
let owner: TestClient;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(async () => {
  await api.reset();
  ({ client: owner } = await staffClient(api, 'owner'));
});
afterAll(() => api.close());

const LINES = [
  { productId: 'lychee-gummies', size: '6-pack', quantity: 2 },
  { productId: 'tangie-flower', size: '7g', quantity: 1 },
];
const ADULT_ID = { nameMatches: true, dateOfBirth: '1990-05-17' };

interface EmailRow {
  kind: string;
  dedupe_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

async function emailsOf(order: Order): Promise<EmailRow[]> {
  return api
    .db('emails')
    .where({ order_id: order.id })
    .orderBy([{ column: 'created_at' }, { column: 'dedupe_key' }]);
}

/** The email the last change wrote, after checking it wrote exactly one. */
async function newEmail(order: Order, before: number): Promise<EmailRow> {
  const emails = await emailsOf(order);
  expect(emails).toHaveLength(before + 1);
  return emails.at(-1) as EmailRow;
}

async function ok(response: Promise<{ status: number; text: string }>) {
  const answer = await response;
  expect(answer.status, answer.text).toBe(200);
}

const move = (order: Order, from: string, to: string) =>
  owner.post(adminOrderStatusApiPath(order.id), { json: { from, to } });

describe('the receipt', () => {
  test('placing an order writes one receipt to its shopper with its number and total; placing it again, none', async () => {
    const { shopper, order } = await placeDoorOrder(api.baseUrl, LINES);
    const { checkout_id: checkoutId } = await api.db('orders').where({ id: order.id }).first('checkout_id');
    await ok(shopper.post(API_PATHS.orders, { json: { checkoutId } }));

    const [receipt, ...others] = await emailsOf(order);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      kind: 'order_receipt',
      dedupe_key: `order:${order.id}:receipt`,
      to_address: 'ada@example.com',
      status: 'queued',
    });
    expect(receipt?.subject).toContain(order.number);
    expect(receipt?.text_body).toContain(`Total: ${formatUsd(toCents(order.breakdown.total))}`);
    expect(receipt?.html_body).toContain(`{{store-origin}}/orders/${order.id}`);
  });
});

describe('each change of an order', () => {
  test('writes one email in its words, and a refused change writes none', async () => {
    const { order } = await placeDoorOrder(api.baseUrl, LINES);

    await ok(move(order, 'paid', 'processing'));
    expect((await newEmail(order, 1)).subject).toBe(`Your Verdant order ${order.number}: Processing`);
    expect((await move(order, 'paid', 'processing')).status).toBe(409);
    expect(await emailsOf(order)).toHaveLength(2);

    await ok(move(order, 'processing', 'in_transit'));
    expect((await newEmail(order, 2)).text_body).toContain('Your order is on its way');
    await ok(owner.post(adminOrderDeliveryAttemptsApiPath(order.id), { json: { note: 'Nobody home' } }));
    const failed = await newEmail(order, 3);
    expect(failed.subject).toBe(`Your Verdant order ${order.number}: we could not deliver it`);
    expect(failed.text_body).toContain('Delivery attempt 1 of 3 did not succeed');
    expect(failed.text_body).not.toContain('Nobody home');
    await ok(move(order, 'processing', 'in_transit'));

    const total = order.breakdown.total;
    const short = { idCheck: ADULT_ID, payment: { method: 'cash', amount: '1.00' } };
    expect((await owner.post(adminHandOverApiPath(order.id), { json: short })).status).toBe(422);
    expect(await emailsOf(order)).toHaveLength(5);
    const paid = { idCheck: ADULT_ID, payment: { method: 'cash', amount: total } };
    await ok(owner.post(adminHandOverApiPath(order.id), { json: paid }));
    const delivered = await newEmail(order, 5);
    expect(delivered.subject).toBe(`Your Verdant order ${order.number}: Delivered`);
    expect(delivered.text_body).toContain(`Paid at the door (cash): ${formatUsd(toCents(total))}`);

    await ok(owner.post(adminOrderRefundApiPath(order.id), { json: { amount: '10.00', refundedBefore: '0.00' } }));
    const refund = await newEmail(order, 6);
    expect(refund).toMatchObject({
      kind: 'order_refund',
      subject: `Your Verdant order ${order.number}: $10.00 refunded`,
    });
    expect(refund.text_body).toContain('It is paid back in cash by the store.');

    expect((await emailsOf(order)).map((email) => email.dedupe_key.replace(`order:${order.id}:`, ''))).toEqual([
      'receipt',
      'status:processing:1',
      'status:in_transit:1',
      'status:processing:2',
      'status:in_transit:2',
      'status:delivered:1',
      'refund:1',
    ]);
  });

  test('a card order cancelled, or returned to the store, says its hold was released', async () => {
    const { order: cancelled } = await placePaidOrder(api.baseUrl, LINES.slice(0, 1));
    await ok(owner.post(adminOrderCancelApiPath(cancelled.id), { json: { from: 'paid' } }));
    const cancelEmail = await newEmail(cancelled, 1);
    expect(cancelEmail.subject).toBe(`Your Verdant order ${cancelled.number}: Cancelled`);
    expect(cancelEmail.text_body).toContain('The hold on your card is released: nothing was charged.');

    const { order: returned } = await placePaidOrder(api.baseUrl, LINES.slice(0, 1), deliveryOfShopper(1));
    await sendOut(owner, returned);
    await ok(owner.post(adminReturnToStoreApiPath(returned.id), { json: { reason: 'no_id' } }));
    const returnEmail = await newEmail(returned, 3);
    expect(returnEmail.subject).toBe(`Your Verdant order ${returned.number}: Returned to store`);
    expect(returnEmail.text_body).toContain(`Why: ${RETURN_REASON_WORDS.no_id}.`);
    expect(returnEmail.text_body).toContain('The hold on your card is released: nothing was charged.');
  });

  test('a move rolled back takes its email with it', async () => {
    const { order } = await placeDoorOrder(api.baseUrl, LINES);
    const statusEmails = async (db: Knex) =>
      Number((await db('emails').where({ order_id: order.id, kind: 'order_status' }).count({ n: '*' }).first())?.n);
    const rolledBack = api.db.transaction(async (trx: Knex.Transaction) => {
      await appendOrderEvents(trx, [
        { orderId: order.id, kind: 'status', from: 'paid', to: 'processing', staffId: null, note: null },
      ]);
      expect(await statusEmails(trx)).toBe(1);
      throw new Error('the change failed after its event');
    });
    await expect(rolledBack).rejects.toThrow('the change failed after its event');
    expect(await statusEmails(api.db)).toBe(0);
  });
});
