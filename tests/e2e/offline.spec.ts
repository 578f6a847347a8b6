import type { Page, Response } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { cartDrawer, openCart, serverCart } from './cart-helpers.ts';
import { ageGate, enterStore, expect, test } from './fixtures.ts';
import { goOffline, goOnline, imageLoaded, untilCatalogueWarm, untilServiceWorkerControls } from './offline-helpers.ts';

// The service worker is part of what this file tests (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = "You're offline. Browsing and your cart still work; checkout waits for a connection.";
const CHECKOUT_OFFLINE = "You're offline. Checkout needs a connection; your cart is saved.";

async function apiProducts(page: Page, query = ''): Promise<Product[]> {
  const response = await page.request.get(`/api/products${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

/** The names on the first page of cards, as the API (asked online) would have them. */
const firstPageNames = (products: Product[]) => products.slice(0, 8).map((product) => product.name);
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

const cards = (page: Page) => page.locator('#products').getByRole('article');

test.describe('Offline, after one online visit', () => {
  test('the whole store works with the network off, and checkout waits for it', async ({ page, context }) => {
    test.setTimeout(120_000);
    const products = await apiProducts(page);
    // What the API answers online; offline, the store must show the same from its saved catalogue.
    const lemon = await apiProducts(page, '?search=lemon');
    const lemonGummies = await apiProducts(page, '?category=gummies&search=lemon');
    expect(lemonGummies.length).toBeGreaterThan(0);
    // A product that is on none of the pages visited online, so only the warm-up can have saved it.
    const unseen = products.find((product) => !product.featured && product.category === 'vapes' && product.inStock);
    if (!unseen) throw new Error('The catalogue has no in-stock vape outside the featured list');

    await enterStore(page);
    await untilServiceWorkerControls(page);
    await untilCatalogueWarm(page);

    await goOffline(context);
    const paymentRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(create-payment-intent|orders)/.test(request.url())) paymentRequests.push(request.url());
    });

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => imageLoaded(cards(page).first().locator('img'))).toBe(true);

    await page.goto('/category/flower');
    await expect(page.getByRole('heading', { level: 1, name: /Flower/ })).toBeVisible();
    const flowerCount = products.filter((product) => product.category === 'flower').length;
    await expect(page.locator('main').getByRole('article')).toHaveCount(flowerCount);

    await page.goto(`/product/${unseen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: unseen.name })).toBeVisible();
    await expect.poll(() => imageLoaded(page.getByRole('img', { name: unseen.name }).first())).toBe(true);

    await page.goto('/dosage-safety-guide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    // Search and filters are worked out on the device from the saved catalogue.
    await page.goto('/?search=lemon');
    await expect(page.locator('#products-heading')).toHaveText('Results for “lemon”');
    await expect.poll(() => cardNames(page)).toEqual(firstPageNames(lemon));
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Gummies', exact: true })
      .click();
    await expect.poll(() => cardNames(page)).toEqual(firstPageNames(lemonGummies));

    // The cart works offline and survives a reload.
    await page.goto(`/product/${unseen.id}`);
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    // The product page opens the drawer on adding.
    const drawer = cartDrawer(page);
    await expect(drawer.getByText(unseen.name)).toBeVisible();
    await drawer.getByRole('button', { name: `Increase quantity of ${unseen.name}` }).click();
    await expect(drawer.getByRole('group', { name: `Quantity of ${unseen.name}` })).toContainText('2');
    await expect(drawer.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'offline');
    await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(drawer.getByText(CHECKOUT_OFFLINE)).toBeVisible();

    await page.reload();
    const reloaded = await openCart(page);
    await expect(reloaded.getByRole('group', { name: `Quantity of ${unseen.name}` })).toContainText('2');
    await reloaded.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_OFFLINE })).toBeVisible();
    expect(paymentRequests).toEqual([]);

    // Back online: the cart reaches the server and checkout unblocks, with no reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await goOnline(context);
    await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_OFFLINE })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/cart');
        const items = (await response.json()) as CartItem[];
        return items.map((item) => [item.product.id, item.quantity]);
      })
      .toEqual([[unseen.id, 2]]);
    const drawerOnline = await openCart(page);
    await expect(drawerOnline.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'synced');
    await expect(drawerOnline.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(navigations).toEqual([]);
  });

  test('a device that never confirmed its age still meets the gate offline', async ({ page, context }) => {
    await page.goto('/about');
    await untilServiceWorkerControls(page);
    await goOffline(context);
    await page.reload();
    const gate = ageGate(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('alert')).toContainText("You're offline");
    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect(gate).toBeVisible();
    await goOnline(context);
    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect(gate).toBeHidden();
  });
});

test.describe('Cart changes with every tab closed', () => {
  test('a change made offline reaches the server after the page is closed and the connection returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const [product] = (await apiProducts(page)).filter((candidate) => candidate.inStock);
    if (!product) throw new Error('The catalogue has no product in stock');
    await enterStore(page, `/product/${product.id}`);
    await untilServiceWorkerControls(page);

    await goOffline(context);
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByText(product.name)).toBeVisible();
    await expect(drawer.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'offline');
    // The page asked the browser to wake the worker once it has a connection.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync: { getTags(): Promise<string[]> };
          };
          return registration.sync.getTags();
        }),
      )
      .toContain('verdant-cart-sync');
    const origin = new URL(page.url()).origin;
    // The tab goes without its pagehide: a keep-alive request sent as a page closes is finished by
    // the browser outside the test's offline emulation, and reached the store now and then.
    const renderer = await context.newCDPSession(page);
    void renderer.send('Page.crash').catch(() => undefined);
    await new Promise<void>((resolve) => page.once('crash', () => resolve()));
    await page.close();
    expect(await serverCart(context.request)).toEqual([]);

    // No page of the store is open: a blank one only lets the test reach the browser.
    await goOnline(context);
    const blank = await context.newPage();
    const browser = await context.newCDPSession(blank);
    const registrations = new Promise<string>((resolve) =>
      browser.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        const ours = updated.find((registration) => registration.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await browser.send('ServiceWorker.enable');
    // What Chromium does when the connection returns: it fires the worker's sync event.
    await browser.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: await registrations,
      tag: 'verdant-cart-sync',
      lastChance: false,
    });

    await expect
      .poll(async () => (await serverCart(context.request)).map((item) => [item.product.id, item.quantity]))
      .toEqual([[product.id, 1]]);
  });
});

test.describe('What the service worker answers', () => {
  test('never a cart, age, payment or order request from cache; the catalogue through it', async ({
    page,
    context,
  }) => {
    const seen: { path: string; fromWorker: boolean; status: number }[] = [];
    const record = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) {
        seen.push({ path: url.pathname, fromWorker: response.fromServiceWorker(), status: response.status() });
      }
    };

    await enterStore(page);
    await untilServiceWorkerControls(page);
    page.on('response', record);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => seen.some((entry) => entry.path === '/api/cart/sync')).toBe(true);
    await page.evaluate(async () => {
      const json = { 'Content-Type': 'application/json' };
      await fetch('/api/cart');
      await fetch('/api/create-payment-intent', { method: 'POST', headers: json, body: '{}' });
      await fetch('/api/orders', { method: 'POST', headers: json, body: '{}' });
      await fetch('/api/orders/some-order');
    });
    await expect.poll(() => seen.filter((entry) => entry.path.startsWith('/api/orders')).length).toBe(2);

    const privatePaths = /^\/api\/(cart|age-verification|create-payment-intent|orders)/;
    const privateAnswers = seen.filter((entry) => privatePaths.test(entry.path));
    expect(privateAnswers.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/api/age-verification/status',
        '/api/cart/sync',
        '/api/cart',
        '/api/create-payment-intent',
      ]),
    );
    expect(privateAnswers.filter((entry) => entry.fromWorker)).toEqual([]);

    // The catalogue does go through the worker, so the check above is not vacuous.
    await page.evaluate(() => fetch('/api/products?category=gummies'));
    await expect.poll(() => seen.find((entry) => entry.path === '/api/products')?.fromWorker).toBe(true);

    // Offline, a private request fails outright rather than being answered from a cache.
    await goOffline(context);
    const offlineCart = await page.evaluate(() =>
      fetch('/api/cart').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(offlineCart).toBe('failed');
    await goOnline(context);
  });
});
