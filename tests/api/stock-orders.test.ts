import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminOrderCancelApiPath, adminStockApiPath } from '#shared/api-paths';
import {
  type CardPaymentIntent,
  cardPaymentIntentSchema,
  orderSchema,
  stockShortfallSchema,
} from '#shared/schemas/checkout';
import { takeStock } from '../../sync-api/catalogue/stock-store.ts';
import { returnOrderStock } from '../../sync-api/orders/order-stock.ts';
import { DELIVERY, deliveryOfShopper } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * Orders and stock: a payment is not prepared for more than is on hand; a paid order takes its
 * quantities in the transaction that records it; when stock ran out between the payment intent
 * and the payment, the order is still recorded, flagged, and nothing is oversold.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const SUCCESS_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const TANGIE_7G = { product_id: 'tangie-flower', size: '7g' };
const LYCHEE_6 = { product_id: 'lychee-gummies', size: '6-pack' };

type Line = [productId: string, size: string, quantity: number];

async function shopperWith(lines: Line[]): Promise<TestClient> {
  const client = await api.verifiedClient();
  for (const [productId, size, quantity] of lines) {
    const response = await client.post('/api/cart', { json: { productId, size, quantity } });
    expect(response.status, response.text).toBe(200);
  }
  return client;
}

const requestIntent = (client: TestClient, delivery = DELIVERY) =>
  client.post('/api/create-payment-intent', { json: { delivery, deliveryOption: 'standard' } });

async function intentFor(client: TestClient, delivery = DELIVERY): Promise<CardPaymentIntent> {
  const response = await requestIntent(client, delivery);
  expect(response.status, response.text).toBe(200);
  return cardPaymentIntentSchema.parse(response.body);
}

/** Pays with the test gateway's success card (which holds the card and records the order) and answers the order. */
async function pay(client: TestClient, intent: CardPaymentIntent) {
  const confirmed = await client.post(`/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
    json: { clientSecret: intent.clientSecret, ...SUCCESS_CARD },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(confirmed.body.status).toBe('requires_capture');
  const placed = await client.post('/api/orders', { json: { paymentIntentId: intent.paymentIntentId } });
  expect(placed.status, placed.text).toBe(200);
  return orderSchema.parse(placed.body);
}

async function onHand(sku: { product_id: string; size: string }): Promise<number> {
  return (await api.db('stock_levels').where(sku).first('on_hand')).on_hand;
}

const setOnHand = (sku: { product_id: string; size: string }, value: number) =>
  api.db('stock_levels').where(sku).update({ on_hand: value });

const orderRow = (orderId: string) =>
  api.db('orders').where({ id: orderId }).first('needs_attention', 'attention_reason', 'stock_taken');

describe('preparing a payment checks stock', () => {
  test('more than is on hand is 409 insufficient_stock naming the line and what is left, and nothing is made at the provider', async () => {
    const client = await shopperWith([
      ['tangie-flower', '7g', 3],
      ['lychee-gummies', '6-pack', 1],
    ]);
    await setOnHand(TANGIE_7G, 2);
    const response = await requestIntent(client);
    expectError(response, 409, 'insufficient_stock');
    expect(response.body.error.message).toBe(
      'Not enough in stock for 3 × Tangie Flower 7g (Quarter) (2 left). Lower the quantity or remove the item to continue.',
    );
    expect(stockShortfallSchema.array().parse(response.body.error.details)).toEqual([
      {
        productId: 'tangie-flower',
        size: '7g',
        name: 'Tangie Flower',
        sizeLabel: '7g (Quarter)',
        quantity: 3,
        onHand: 2,
      },
    ]);
    expect(await api.rowCount('checkouts')).toBe(0);
    expect(await api.rowCount('test_payment_intents')).toBe(0);

    await setOnHand(TANGIE_7G, 3);
    expect((await requestIntent(client)).status).toBe(200);
  });

  test('a line of a size with none left is 409 cart_unavailable naming the size, as for any line that cannot be bought', async () => {
    const client = await shopperWith([['tangie-flower', '7g', 1]]);
    await setOnHand(TANGIE_7G, 0);
    const response = await requestIntent(client);
    expectError(response, 409, 'cart_unavailable');
    expect(response.body.error.message).toContain('7g (Quarter) of Tangie Flower is out of stock.');
    expect(await api.rowCount('test_payment_intents')).toBe(0);
  });
});

describe('a paid order takes its quantities out of stock', () => {
  test('once, however often the order is asked for', async () => {
    const client = await shopperWith([
      ['tangie-flower', '7g', 2],
      ['lychee-gummies', '6-pack', 1],
    ]);
    const intent = await intentFor(client);
    const order = await pay(client, intent);
    // Confirmed and asked for again: the same order, taken once.
    expect((await pay(client, intent)).id).toBe(order.id);
    expect(await onHand(TANGIE_7G)).toBe(22);
    expect(await onHand(LYCHEE_6)).toBe(23);
    expect(await orderRow(order.id)).toEqual({
      needs_attention: false,
      attention_reason: null,
      stock_taken: [
        { productId: 'lychee-gummies', size: '6-pack', quantity: 1 },
        { productId: 'tangie-flower', size: '7g', quantity: 2 },
      ],
    });
  });

  test('stock that ran out after the payment was prepared: the order is recorded, flagged naming the line, and the shelf never goes below zero', async () => {
    const client = await shopperWith([
      ['tangie-flower', '7g', 2],
      ['lychee-gummies', '6-pack', 1],
    ]);
    const intent = await intentFor(client);
    const { client: staff } = await staffClient(api, 'staff');
    const counted = await staff.put(adminStockApiPath('tangie-flower', '7g'), { json: { onHand: 1 } });
    expect(counted.status).toBe(200);
    const order = await pay(client, intent);

    expect(await orderRow(order.id)).toEqual({
      needs_attention: true,
      attention_reason: 'Not enough stock for 2 × Tangie Flower 7g (Quarter) when paid',
      stock_taken: [{ productId: 'lychee-gummies', size: '6-pack', quantity: 1 }],
    });
    expect(await onHand(TANGIE_7G)).toBe(1);
    expect(await onHand(LYCHEE_6)).toBe(23);

    // A staff member's cancel gives back what the order took, and only once: pressed twice, the
    // second is refused and the short line never adds stock that was not there.
    const cancelled = await staff.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Settled, it no longer needs attention; why it did stays on the record.
    expect(cancelled.body).toMatchObject({ needsAttention: false, attentionReason: expect.stringContaining('Tangie') });
    expectError(
      await staff.post(adminOrderCancelApiPath(order.id), { json: { from: 'paid' } }),
      409,
      'order_status_conflict',
    );
    await api.db.transaction((trx) => returnOrderStock(trx, order.id));
    expect(await onHand(TANGIE_7G)).toBe(1);
    expect(await onHand(LYCHEE_6)).toBe(24);
  });

  test('20 shoppers paying at once for a size with 5 on hand: at most 5 fulfilled from stock, the rest recorded and flagged, the shelf at 0', async () => {
    await setOnHand(TANGIE_7G, 5);
    const shoppers = [];
    for (let index = 0; index < 20; index += 1) {
      const client = await shopperWith([['tangie-flower', '7g', 1]]);
      // Twenty shoppers, not one: one shopper's day allows four quarters in California.
      shoppers.push({ client, intent: await intentFor(client, deliveryOfShopper(index)) });
    }
    const orders = await Promise.all(shoppers.map(({ client, intent }) => pay(client, intent)));

    expect(new Set(orders.map((order) => order.id)).size).toBe(20);
    const rows = await api.db('orders').select('needs_attention', 'attention_reason', 'stock_taken');
    expect(rows).toHaveLength(20);
    const fulfilled = rows.filter((row) => !row.needs_attention);
    expect(fulfilled).toHaveLength(5);
    expect(fulfilled.map((row) => row.stock_taken)).toEqual(
      fulfilled.map(() => [{ productId: 'tangie-flower', size: '7g', quantity: 1 }]),
    );
    const flagged = rows.filter((row) => row.needs_attention);
    expect(flagged.map((row) => [row.attention_reason, row.stock_taken])).toEqual(
      flagged.map(() => ['Not enough stock for 1 × Tangie Flower 7g (Quarter) when paid', []]),
    );
    expect(await onHand(TANGIE_7G)).toBe(0);
    // Its other sizes still sell, so the product stays in stock.
    expect((await api.db('products').where({ id: 'tangie-flower' }).first('in_stock')).in_stock).toBe(true);
  }, 180_000);
});

describe('taking stock at once from many transactions', () => {
  test('property: what is taken never exceeds what was on hand, and the shelf keeps the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 }),
        async (initial, quantities) => {
          await setOnHand(TANGIE_7G, initial);
          const shortfalls = await Promise.all(
            quantities.map((quantity) =>
              api.db.transaction((trx) => takeStock(trx, [{ productId: 'tangie-flower', size: '7g', quantity }])),
            ),
          );
          const taken = quantities.reduce(
            (sum, quantity, index) => sum + (shortfalls[index]?.length ? 0 : quantity),
            0,
          );
          expect(taken).toBeLessThanOrEqual(initial);
          expect(await onHand(TANGIE_7G)).toBe(initial - taken);
          // Whatever was refused could not have fitted in what was left.
          for (const [index, quantity] of quantities.entries()) {
            if (shortfalls[index]?.length) expect(quantity).toBeGreaterThan(initial - taken);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  test('two orders taking the last of two sizes of one product at once leave it out of stock', async () => {
    for (let round = 0; round < 10; round += 1) {
      await api.db('stock_levels').where({ product_id: 'tangie-flower' }).update({ on_hand: 0 });
      await setOnHand({ product_id: 'tangie-flower', size: '1g' }, 1);
      await setOnHand(TANGIE_7G, 1);
      await api.db('products').where({ id: 'tangie-flower' }).update({ in_stock: true });
      await Promise.all(
        ['1g', '7g'].map((size) =>
          api.db.transaction((trx) => takeStock(trx, [{ productId: 'tangie-flower', size, quantity: 1 }])),
        ),
      );
      const product = await api.db('products').where({ id: 'tangie-flower' }).first('in_stock');
      expect(product.in_stock, `round ${round}`).toBe(false);
    }
  });
});
