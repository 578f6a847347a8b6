import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { SyncRequest, SyncResponse } from '#shared/schemas/cart-sync';
import type { Product } from '#shared/schemas/product';
import { SYNC_ANSWER_TIMEOUT_MS } from '../../pwa/sync/sync-engine.ts';
import {
  addFromGrid,
  cartButton,
  cartDrawer,
  cartLine,
  cartLines,
  closeCart,
  openCart,
  quantityOf,
  serverCart,
  syncStatus,
} from './cart-helpers.ts';
import { ageGate, enterStore, expect, test } from './fixtures.ts';

/** Featured products the stories use; their details come from the API, so seed changes do not break them. */
const GUMMIES = 'Lychee Gummies';
const FLOWER = 'Sunset Sherbet Flower';
const PREROLL = 'Blue Dream Preroll';

async function featuredProducts(request: APIRequestContext): Promise<Map<string, Product>> {
  const response = await request.get('/api/products/featured');
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as Product[];
  return new Map(products.map((product) => [product.name, product]));
}

function defaultSizeOf(product: Product | undefined) {
  const size = product?.sizes.find((option) => option.isDefault);
  if (!product || !size) throw new Error(`No default size for ${product?.name ?? 'a missing product'}`);
  return size;
}

/** The toast region is hidden from assistive tech while the modal drawer is open, so look it up including hidden. */
const toastTitled = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(title, { exact: true });

function serverTotal(items: CartItem[]): string {
  return formatUsd(items.reduce((sum, item) => sum + toCents(item.lineTotal), 0));
}

test.describe('The cart', () => {
  test('a shopper adds two products, adjusts and removes them, then clears the cart', async ({ page }) => {
    const products = await featuredProducts(page.request);
    const gummies = defaultSizeOf(products.get(GUMMIES));
    const flower = defaultSizeOf(products.get(FLOWER));
    await enterStore(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');

    await addFromGrid(page, GUMMIES);
    await expect(toastTitled(page, 'Added to cart')).toBeVisible();
    await expect(page.getByText('Item has been added to your cart', { exact: true })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (1 item)');
    await addFromGrid(page, FLOWER);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (2 items)');
    await expect(cartButton(page)).toHaveText('2');

    const drawer = await openCart(page);
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
    await expect(cartLines(drawer)).toHaveCount(2);
    await expect(cartLine(drawer, GUMMIES)).toContainText(products.get(GUMMIES)?.thcContent ?? '');
    await expect(cartLine(drawer, GUMMIES)).toContainText(gummies.label);
    await expect(cartLine(drawer, GUMMIES)).toContainText(formatUsd(toCents(gummies.price)));
    await expect(cartLine(drawer, FLOWER)).toContainText(formatUsd(toCents(flower.price)));
    const bothCents = toCents(gummies.price) + toCents(flower.price);
    await expect(drawer.getByText('Total:')).toBeVisible();
    await expect(drawer).toContainText(`Total:${formatUsd(bothCents)}`);

    await drawer.getByRole('button', { name: `Increase quantity of ${FLOWER}` }).click();
    await expect(quantityOf(drawer, FLOWER)).toHaveText('2');
    await expect(cartLine(drawer, FLOWER)).toContainText(formatUsd(2 * toCents(flower.price)));
    await expect(cartLine(drawer, FLOWER)).toContainText(`${formatUsd(toCents(flower.price))} each`);
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (3)' })).toBeVisible();
    await expect(drawer).toContainText(`Total:${formatUsd(bothCents + toCents(flower.price))}`);

    await drawer.getByRole('button', { name: `Decrease quantity of ${FLOWER}` }).click();
    await expect(quantityOf(drawer, FLOWER)).toHaveText('1');
    await expect(drawer).toContainText(`Total:${formatUsd(bothCents)}`);

    // Decreasing a line of one removes it.
    await drawer.getByRole('button', { name: `Decrease quantity of ${GUMMIES}` }).click();
    await expect(toastTitled(page, 'Removed from cart')).toBeVisible();
    await expect(page.getByText('Item has been removed from your cart', { exact: true })).toBeVisible();
    await expect(cartLine(drawer, GUMMIES)).toHaveCount(0);
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();

    await closeCart(page);
    await addFromGrid(page, PREROLL);
    await expect(toastTitled(page, 'Added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (2 items)');

    await openCart(page);
    await drawer.getByRole('button', { name: `Remove ${FLOWER}` }).click();
    await expect(toastTitled(page, 'Removed from cart')).toBeVisible();
    await expect(cartLines(drawer)).toHaveCount(1);
    await expect(cartLine(drawer, PREROLL)).toBeVisible();

    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(toastTitled(page, 'Cart cleared')).toBeVisible();
    await expect(page.getByText('All items have been removed from your cart', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Your cart is empty. Add some products to get started')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeVisible();
    await expect(drawer).toContainText('Total:$0.00');
    await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Clear Cart' })).toBeDisabled();

    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');
    await expect(cartButton(page)).toHaveText('');
  });

  test('a shopper closes the drawer with its button, Escape or the backdrop, and leaves it for checkout', async ({
    page,
  }) => {
    await enterStore(page);
    await addFromGrid(page, GUMMIES);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (1 item)');

    await openCart(page);
    await closeCart(page);
    await expect(cartButton(page)).toBeFocused();

    await openCart(page);
    await page.keyboard.press('Escape');
    await expect(cartDrawer(page)).toBeHidden();

    await openCart(page);
    await page.mouse.click(10, 300);
    await expect(cartDrawer(page)).toBeHidden();

    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(cartDrawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a shopper who goes offline keeps changing the cart, and it reaches the server intact once back online', async ({
    page,
    context,
  }) => {
    const products = await featuredProducts(page.request);
    const gummies = products.get(GUMMIES);
    const gummiesSize = defaultSizeOf(gummies);
    await enterStore(page);
    await addFromGrid(page, GUMMIES);
    await addFromGrid(page, FLOWER);
    let drawer = await openCart(page);
    await expect(cartLines(drawer)).toHaveCount(2);
    await expect(syncStatus(drawer)).toHaveText('All changes saved');
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced');

    await context.setOffline(true);
    await expect(syncStatus(drawer)).toHaveText('Offline — your cart is saved on this device');
    await drawer.getByRole('button', { name: `Increase quantity of ${GUMMIES}` }).click();
    await drawer.getByRole('button', { name: `Remove ${FLOWER}` }).click();
    await expect(cartLines(drawer)).toHaveCount(1);
    await expect(quantityOf(drawer, GUMMIES)).toHaveText('2');
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'offline');
    await expect(syncStatus(drawer)).toHaveText('Offline — 2 changes saved on this device');
    await expect(cartLine(drawer, GUMMIES)).toContainText('Saved on this device');
    const expectedTotal = formatUsd(2 * toCents(gummiesSize.price));
    await expect(drawer).toContainText(`Total:${expectedTotal}`);

    // Without a service worker the page cannot load fully offline, so reload with the
    // connection back but the sync endpoint unreachable: the cart comes from the device.
    await page.route('**/api/cart/sync', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    drawer = await openCart(page);
    await expect(cartLines(drawer)).toHaveCount(1);
    await expect(quantityOf(drawer, GUMMIES)).toHaveText('2');
    await expect(drawer).toContainText(`Total:${expectedTotal}`);
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
    await expect(syncStatus(drawer)).not.toHaveAttribute('data-sync-state', 'synced');

    // Back online for real: the engine hears 'online' and sends what waited. A push sent as the
    // connection flips can stall unanswered; the engine gives up on it after its answer timeout
    // and sends again, so the wait covers that recovery too.
    await context.setOffline(true);
    await page.unroute('**/api/cart/sync');
    await context.setOffline(false);
    await expect(syncStatus(drawer)).toHaveText('All changes saved', { timeout: SYNC_ANSWER_TIMEOUT_MS + 10_000 });
    await expect(cartLine(drawer, GUMMIES)).not.toContainText('Saved on this device');

    const server = await serverCart(page.request);
    expect(server.map((item) => [item.product.id, item.quantity])).toEqual([[gummies?.id, 2]]);
    expect(serverTotal(server)).toBe(expectedTotal);
    await expect(drawer).toContainText(`Total:${serverTotal(server)}`);
  });

  test('a shopper with two tabs open sees one cart in both, and the server applies each change once', async ({
    page: tabA,
    context,
  }) => {
    const products = await featuredProducts(tabA.request);
    await enterStore(tabA);
    const tabB = await context.newPage();
    await tabB.goto('/');
    await expect(tabB.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(ageGate(tabB)).toHaveCount(0);

    await addFromGrid(tabA, GUMMIES);
    await expect(cartButton(tabB)).toHaveAccessibleName('Open cart (1 item)');
    const drawerB = await openCart(tabB);
    await expect(quantityOf(drawerB, GUMMIES)).toHaveText('1');

    await drawerB.getByRole('button', { name: `Increase quantity of ${GUMMIES}` }).click();
    await expect(quantityOf(drawerB, GUMMIES)).toHaveText('2');
    await expect(cartButton(tabA)).toHaveAccessibleName('Open cart (2 items)');
    const drawerA = await openCart(tabA);
    await expect(quantityOf(drawerA, GUMMIES)).toHaveText('2');

    await expect(syncStatus(drawerA)).toHaveText('All changes saved');
    await expect(syncStatus(drawerB)).toHaveText('All changes saved');
    const server = await serverCart(tabA.request);
    expect(server.map((item) => [item.product.id, item.quantity])).toEqual([[products.get(GUMMIES)?.id, 2]]);
  });

  test('a line the server can no longer sell stays in the cart and says why', async ({ page }) => {
    const products = await featuredProducts(page.request);
    const flower = products.get(FLOWER);
    const message = `${FLOWER} is out of stock.`;
    // The store cannot take a product out of stock from the browser, so flag it in the server's answers.
    await page.route('**/api/cart/sync', async (route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const answer = (await response.json()) as SyncResponse;
      for (const item of answer.cart) {
        if (item.product.id === flower?.id) item.issue = { code: 'out_of_stock', message };
      }
      return route.fulfill({ response, json: answer });
    });
    await enterStore(page);
    await addFromGrid(page, FLOWER);
    await addFromGrid(page, GUMMIES);

    const drawer = await openCart(page);
    await expect(cartLine(drawer, FLOWER)).toContainText(message);
    await expect(cartLine(drawer, GUMMIES)).not.toContainText('out of stock');
    await expect(drawer.getByRole('button', { name: `Increase quantity of ${FLOWER}` })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: `Decrease quantity of ${FLOWER}` })).toBeEnabled();
    await expect(drawer.getByRole('button', { name: `Increase quantity of ${GUMMIES}` })).toBeEnabled();

    await drawer.getByRole('button', { name: `Remove ${FLOWER}` }).click();
    await expect(cartLine(drawer, FLOWER)).toHaveCount(0);
    await expect(syncStatus(drawer)).toHaveText('All changes saved');
  });

  test('a change the server refuses is taken out of the cart and explained until dismissed', async ({ page }) => {
    const products = await featuredProducts(page.request);
    const gummies = products.get(GUMMIES);
    // A real refusal from the server: the device asks for a size this product does not come in.
    await page.route('**/api/cart/sync', async (route) => {
      const request = route.request().postDataJSON() as SyncRequest;
      for (const mutation of request.mutations) {
        const args = mutation.args as { productId?: string; size?: string };
        if (args.productId === gummies?.id) args.size = 'family-size';
      }
      await route.continue({ postData: JSON.stringify(request) });
    });
    await enterStore(page);
    await addFromGrid(page, GUMMIES);
    await addFromGrid(page, FLOWER);

    const drawer = await openCart(page);
    const notice = drawer.getByRole('alert').filter({ hasText: `${GUMMIES}:` });
    await expect(notice).toContainText(`${GUMMIES}: ${GUMMIES} does not come in size "family-size"`);
    await expect(notice).toContainText('not in your cart');
    await expect(cartLines(drawer)).toHaveCount(1);
    await expect(cartLine(drawer, FLOWER)).toBeVisible();
    await expect(syncStatus(drawer)).toHaveText('All changes saved');

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    const server = await serverCart(page.request);
    expect(server.map((item) => item.product.name)).toEqual([FLOWER]);
  });
});
