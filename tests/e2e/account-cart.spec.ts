import type { BrowserContext, Locator, Page } from '@playwright/test';
import { CART_MERGED_TITLE } from '#shared/content/cart-merge-words';
import { SYNC_ANSWER_TIMEOUT_MS } from '../../pwa/sync/sync-engine.ts';
import { signInWithEmailedCode } from './account-helpers.ts';
import { addFromGrid, cartButton, cartLines, closeCart, openCart, quantityOf, syncStatus } from './cart-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';

const EMAIL = 'sam.okafor@example.com';
const GUMMIES = 'Lychee Gummies';
const FLOWER = 'Sunset Sherbet Flower';
const PREROLL = 'Blue Dream Preroll';

/** A device of its own: a browser context with its own storage and cookies, on the home page. */
async function newDevice(
  browser: { newContext(options: { baseURL?: string }): Promise<BrowserContext> },
  baseURL?: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await enterStore(page);
  return { context, page };
}

/** The drawer's lines as [name, quantity], in name order. */
async function linesShown(drawer: Locator): Promise<[string, string][]> {
  const lines: [string, string][] = [];
  for (const line of await cartLines(drawer).all()) {
    const name = ((await line.getByRole('heading').textContent()) ?? '').trim();
    lines.push([name, ((await quantityOf(drawer, name).textContent()) ?? '').trim()]);
  }
  return lines.sort();
}

/** The device's cart drawer shows `expected` ([name, quantity] in name order), all saved to the store. */
async function expectCart(page: Page, expected: string[][], timeout = 10_000): Promise<void> {
  const drawer = await openCart(page);
  await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced', { timeout });
  await expect.poll(() => linesShown(drawer)).toEqual(expected);
  await closeCart(page);
}

test.describe('The cart follows a signed-in shopper', () => {
  test('signing in on a second device merges its cart, offline changes on both devices converge, and signing out leaves the cart with the account', async ({
    browser,
    baseURL,
    store,
  }) => {
    // Two devices, two sign-ins, and each device's recovery from a push stalled as it came back online.
    test.setTimeout(90_000 + 2 * SYNC_ANSWER_TIMEOUT_MS);
    const phone = await newDevice(browser, baseURL);
    await addFromGrid(phone.page, GUMMIES);
    await addFromGrid(phone.page, GUMMIES);
    await expectCart(phone.page, [[GUMMIES, '2']]);
    await signInWithEmailedCode(phone.page, store, 'Sam', EMAIL);
    await expectCart(phone.page, [[GUMMIES, '2']]);

    const laptop = await newDevice(browser, baseURL);
    await addFromGrid(laptop.page, GUMMIES);
    await addFromGrid(laptop.page, FLOWER);
    await expectCart(
      laptop.page,
      [
        [GUMMIES, '1'],
        [FLOWER, '1'],
      ].sort(),
    );
    await signInWithEmailedCode(laptop.page, store, 'Sam', EMAIL);

    // The laptop's cart joined the account's: the larger quantity is kept, and the cart says so.
    const drawer = await openCart(laptop.page);
    const notice = drawer.getByRole('region', { name: CART_MERGED_TITLE });
    await expect(notice).toContainText(`so we kept the larger quantity: 2 × ${GUMMIES}`);
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await closeCart(laptop.page);
    const merged = [
      [GUMMIES, '2'],
      [FLOWER, '1'],
    ].sort();
    await expectCart(laptop.page, merged);
    await phone.page.reload();
    await expectCart(phone.page, merged);

    // Both devices lose the connection and change the cart, each in its own way.
    await phone.context.setOffline(true);
    await laptop.context.setOffline(true);
    await addFromGrid(phone.page, PREROLL);
    const laptopDrawer = await openCart(laptop.page);
    await laptopDrawer.getByRole('button', { name: `Increase quantity of ${FLOWER}` }).click();
    await expect(quantityOf(laptopDrawer, FLOWER)).toHaveText('2');
    await expect(syncStatus(laptopDrawer)).toHaveAttribute('data-sync-state', 'offline');
    await closeCart(laptop.page);

    // Back online, each sends what waited (a push sent as the connection flips may stall until
    // the engine gives up on its answer and sends again); a fresh look on each shows one cart.
    await phone.context.setOffline(false);
    await laptop.context.setOffline(false);
    const settled = SYNC_ANSWER_TIMEOUT_MS + 10_000;
    const converged = [
      [GUMMIES, '2'],
      [FLOWER, '2'],
      [PREROLL, '1'],
    ].sort();
    for (const device of [phone, laptop]) {
      const drawer = await openCart(device.page);
      await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced', { timeout: settled });
      await closeCart(device.page);
    }
    await phone.page.reload();
    await laptop.page.reload();
    await expectCart(phone.page, converged);
    await expectCart(laptop.page, converged);

    // Signing out on the laptop leaves the cart with the account, not on the laptop.
    await laptop.page.goto('/account');
    await laptop.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(laptop.page).toHaveURL(/\/$/);
    await expect(cartButton(laptop.page)).toHaveAccessibleName('Open cart (0 items)');
    await phone.page.reload();
    await expectCart(phone.page, converged);

    await laptop.context.close();
    await phone.context.close();
  });
});
