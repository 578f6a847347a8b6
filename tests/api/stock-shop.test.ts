import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminStockApiPath } from '#shared/api-paths';
import { CATEGORY_SIZES } from '#shared/catalogue/sizes';
import { cartSchema } from '#shared/schemas/cart';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { productListSchema, productSchema } from '#shared/schemas/product';
import { cartOf, expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * The shop follows stock on hand, as staff count it: a product is out of stock when none of its
 * sizes has any, and a size with none cannot be added, in the REST cart and the sync alike.
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

const TANGIE = 'tangie-flower';

async function count(productId: string, size: string, onHand: number) {
  const response = await staff.put(adminStockApiPath(productId, size), { json: { onHand } });
  expect(response.status, response.text).toBe(200);
}

async function product(productId: string) {
  const response = await api.client().get(`/api/products/${productId}`);
  expect(response.status, response.text).toBe(200);
  return productSchema.parse(response.body);
}

const add = (client: TestClient, json: Record<string, unknown>) => client.post('/api/cart', { json });

function pushSet(client: TestClient, clientId: string, id: number, size: string, quantity: number) {
  return client.post('/api/cart/sync', {
    json: {
      clientId,
      mutations: [
        { id, name: 'setLineQuantity', args: { productId: TANGIE, size, purchaseType: 'one-time', quantity } },
      ],
    },
  });
}

describe('the shop follows stock on hand', () => {
  test('with none of any size a product is out of stock: the product, the list and the cart say so; one size back and it is in stock', async () => {
    const shopper = await api.verifiedClient();
    for (const { size } of CATEGORY_SIZES.flower) await count(TANGIE, size, 0);

    const soldOut = await product(TANGIE);
    expect(soldOut.inStock).toBe(false);
    expect(soldOut.sizes.every((size) => !size.inStock)).toBe(true);
    const listed = productListSchema.parse((await api.client().get('/api/products?category=flower')).body);
    expect(listed.find((item) => item.id === TANGIE)?.inStock).toBe(false);
    const refused = await add(shopper, { productId: TANGIE, size: '7g' });
    expectError(refused, 409, 'out_of_stock');
    expect(refused.body.error.message).toBe('Tangie Flower is out of stock.');
    const sync = syncResponseSchema.parse((await pushSet(shopper, randomUUID(), 1, '7g', 1)).body);
    expect(sync.refused).toEqual([{ mutationId: 1, code: 'out_of_stock', message: 'Tangie Flower is out of stock.' }]);
    expect(await cartOf(shopper)).toEqual([]);

    await count(TANGIE, '7g', 2);
    const back = await product(TANGIE);
    expect(back.inStock).toBe(true);
    expect(back.sizes.filter((size) => size.inStock).map((size) => size.size)).toEqual(['7g']);
    const added = await add(shopper, { productId: TANGIE, size: '7g' });
    expect(added.status, added.text).toBe(200);
    expect(cartSchema.parse(added.body)[0]?.issue).toBeNull();
  });

  test('a size with none on hand is refused, naming the size, while the product’s other sizes sell', async () => {
    await count(TANGIE, '7g', 0);
    const shopper = await api.verifiedClient();
    expect((await product(TANGIE)).inStock).toBe(true);
    expect((await product(TANGIE)).sizes.find((size) => size.size === '7g')?.inStock).toBe(false);

    const refused = await add(shopper, { productId: TANGIE, size: '7g', quantity: 2 });
    expectError(refused, 409, 'out_of_stock');
    expect(refused.body.error.message).toBe('7g (Quarter) of Tangie Flower is out of stock.');
    const sync = syncResponseSchema.parse((await pushSet(shopper, randomUUID(), 1, '7g', 1)).body);
    expect(sync.refused).toEqual([
      { mutationId: 1, code: 'out_of_stock', message: '7g (Quarter) of Tangie Flower is out of stock.' },
    ]);
    expect(await cartOf(shopper)).toEqual([]);
    expect((await add(shopper, { productId: TANGIE, size: '3.5g' })).status).toBe(200);
  });

  test('a line whose size sells out carries the issue, can be lowered or removed, and cannot be raised', async () => {
    const shopper = await api.verifiedClient();
    const clientId = randomUUID();
    expect((await pushSet(shopper, clientId, 1, '7g', 3)).status).toBe(200);
    await count(TANGIE, '7g', 0);

    const [line] = await cartOf(shopper);
    expect(line?.issue).toEqual({ code: 'out_of_stock', message: '7g (Quarter) of Tangie Flower is out of stock.' });
    const raised = syncResponseSchema.parse((await pushSet(shopper, clientId, 2, '7g', 4)).body);
    expect(raised.refused.map((refusal) => refusal.code)).toEqual(['out_of_stock']);
    expect(raised.cart[0]?.quantity).toBe(3);
    const lowered = syncResponseSchema.parse((await pushSet(shopper, clientId, 3, '7g', 1)).body);
    expect(lowered.refused).toEqual([]);
    expect(lowered.cart[0]?.quantity).toBe(1);
    expectError(await shopper.put(`/api/cart/${TANGIE}`, { json: { quantity: 2 } }), 409, 'out_of_stock');
    expect((await shopper.delete(`/api/cart/${TANGIE}`)).status).toBe(200);
  });
});
