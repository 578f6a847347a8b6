import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminProductApiPath, adminReviewDecisionApiPath, productApiPath } from '#shared/api-paths';
import { PAGE_RENDERER_FILE, PAGE_RENDERER_FOLDER } from '#shared/page-rendering';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { cardPaymentIntentSchema } from '#shared/schemas/checkout';
import { productListSchema, productSchema } from '#shared/schemas/product';
import { SHARE_POLICIES } from '../../sync-api/shared-answers/share-answers.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { cartOf } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/**
 * What shoppers see after staff act: what every shopper shares is kept in memory only until the
 * catalogue changes, so an edit or an approval is in the very next API answer and server-rendered
 * page.
 * The page renderer here is a stand-in that asks what the real product page asks
 * (pwa/routes/product-routes.tsx) and writes the answers into the page.
 */
const STAND_IN_RENDERER = `
export function createPageRenderer(transport) {
  const read = async (path) => (await transport(path)).json();
  return {
    async renderPage({ url, shell }) {
      const match = /^\\/product\\/([a-z0-9-]+)$/.exec(new URL(url, 'http://x').pathname);
      if (!match) return null;
      const data = {
        product: await read('/api/products/' + match[1]),
        reviews: await read('/api/reviews?productId=' + match[1]),
      };
      const json = JSON.stringify(data).replaceAll('<', '\\\\u003c');
      return shell.replace('<div id="root"></div>', () => '<div id="root"><script type="application/json" id="page-data">' + json + '</script></div>');
    },
  };
}
`;

let api: ApiHarness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'verdant-shop-'));
  // The real shell, so the head the server writes is the one shoppers and crawlers get.
  cpSync(join(import.meta.dirname, '../../pwa/index.html'), join(dist, 'index.html'));
  mkdirSync(join(dist, PAGE_RENDERER_FOLDER));
  writeFileSync(join(dist, PAGE_RENDERER_FOLDER, PAGE_RENDERER_FILE), STAND_IN_RENDERER);
  api = await startApi({ pwaDist: dist });
});
beforeEach(() => api.reset());
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RenderedProductPage {
  title: string;
  offerPrice: unknown;
  data: { product: { name: string; price: string; rating: string }; reviews: { reviews: { title: string }[] } };
}

async function productPage(productId: string): Promise<RenderedProductPage> {
  const response = await api.client().get(`/product/${productId}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(SHARE_POLICIES.page.cacheControl);
  const html = response.text;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as { '@type': string; offers?: { price: unknown } },
  );
  const pageData = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    offerPrice: jsonLd.find((data) => data['@type'] === 'Product')?.offers?.price,
    data: JSON.parse(pageData ?? 'null'),
  };
}

async function shopProduct(productId: string) {
  const response = await api.client().get(productApiPath(productId));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(SHARE_POLICIES.catalogue.cacheControl);
  return productSchema.parse(response.body);
}

/** A verified shopper with these Tangie Flower lines in the server's cart. */
async function shopperWith(lines: [size: string, quantity: number][]): Promise<TestClient> {
  const client = await api.verifiedClient();
  for (const [size, quantity] of lines) {
    const response = await client.post(API_PATHS.cart, { json: { productId: 'tangie-flower', size, quantity } });
    expect(response.status, response.text).toBe(200);
  }
  return client;
}

describe('a price the owner edits', () => {
  test('is what the product answer, the cart, the sync and the payment intent charge, from the next request on', async () => {
    const shopper = await shopperWith([
      ['3.5g', 2],
      ['7g', 1],
    ]);
    const beforeCart = await cartOf(shopper);
    expect(beforeCart.map((line) => line.unitPrice)).toEqual(['48.00', '85.00']);

    const { client: owner } = await staffClient(api, 'owner');
    const edited = await owner.patch(adminProductApiPath('tangie-flower'), { json: { price: '52.80' } });
    expect(edited.status, edited.text).toBe(200);

    const product = await shopProduct('tangie-flower');
    expect(product.price).toBe('52.80');
    // Builds from before decision 032 read subscriptionPrice: the one-time price too.
    expect(product.sizes.map((size) => [size.size, size.price, size.subscriptionPrice])).toEqual([
      ['1g', '16.50', '16.50'],
      ['3.5g', '52.80', '52.80'],
      ['7g', '93.50', '93.50'],
      ['14g', '165.00', '165.00'],
      ['28g', '291.50', '291.50'],
    ]);
    const list = productListSchema.parse((await api.client().get(API_PATHS.products)).body);
    expect(list.find((item) => item.id === 'tangie-flower')?.price).toBe('52.80');

    // Lines already in the cart follow the new price: carts are priced from the database.
    const cart = await cartOf(shopper);
    expect(cart.map((line) => [line.size, line.unitPrice, line.lineTotal])).toEqual([
      ['3.5g', '52.80', '105.60'],
      ['7g', '93.50', '93.50'],
    ]);
    const pull = await shopper.post(API_PATHS.cartSync, { json: { clientId: randomUUID(), mutations: [] } });
    expect(syncResponseSchema.parse(pull.body).cart.map((line) => line.unitPrice)).toEqual(['52.80', '93.50']);

    const intent = await shopper.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard' },
    });
    expect(intent.status, intent.text).toBe(200);
    expect(cardPaymentIntentSchema.parse(intent.body).breakdown).toMatchObject({
      subtotal: '199.10',
      savings: '0.00',
    });
  });
});

describe('the next server-rendered product page', () => {
  test('carries an edit in its head, its structured data and the data it was rendered with', async () => {
    const { client: owner } = await staffClient(api, 'owner');
    expect((await productPage('tangie-flower')).title).toContain('Tangie Flower');
    const edited = await owner.patch(adminProductApiPath('tangie-flower'), {
      json: { name: 'Tangie Reserve', price: '50.00' },
    });
    expect(edited.status, edited.text).toBe(200);
    const page = await productPage('tangie-flower');
    expect(page.title).toContain('Tangie Reserve');
    expect(page.offerPrice).toBe('50.00');
    expect(page.data.product).toMatchObject({ name: 'Tangie Reserve', price: '50.00' });
  });

  test('shows a review from the moment it is approved, and never a rejected one', async () => {
    const { client: staff } = await staffClient(api, 'staff');
    const submit = async (title: string) => {
      const response = await api.client().post(API_PATHS.reviews, {
        json: {
          submissionId: randomUUID(),
          name: 'Rae',
          rating: 5,
          product: 'Tangie Flower',
          title,
          review: 'Bright citrus.',
        },
      });
      return response.body.id as string;
    };
    const approved = await submit('Bright and clear');
    const rejected = await submit('Buy followers here');
    expect((await productPage('tangie-flower')).data.reviews.reviews).toEqual([]);

    expect((await staff.post(adminReviewDecisionApiPath(approved), { json: { decision: 'approved' } })).status).toBe(
      200,
    );
    expect((await staff.post(adminReviewDecisionApiPath(rejected), { json: { decision: 'rejected' } })).status).toBe(
      200,
    );
    const page = await productPage('tangie-flower');
    expect(page.data.reviews.reviews.map((review) => review.title)).toEqual(['Bright and clear']);
    expect(page.data.product.rating).toBe((await shopProduct('tangie-flower')).rating);
  });
});

describe('caches between the database and the shop', () => {
  test('browsers revalidate catalogue answers on every use, and a CDN keeps them only briefly', async () => {
    for (const path of [API_PATHS.products, API_PATHS.featuredProducts, productApiPath('tangie-flower')]) {
      const response = await api.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
      );
      expect(response.headers.get('etag'), path).toMatch(/^"[\w-]+"$/);
    }
  });

  test('review answers are revalidated on every use', async () => {
    const response = await api.client().get(API_PATHS.reviews);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
