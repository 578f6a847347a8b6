import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import { expect } from './fixtures.ts';

export const cartButton = (page: Page) => page.getByRole('button', { name: /^Open cart/ });
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Shopping Cart/ });

/** Opens the cart drawer from the header's cart button. */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeCart(page: Page): Promise<void> {
  await cartDrawer(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(cartDrawer(page)).toBeHidden();
}

/** Adds the product card's default size from a grid on the page (the home page's featured products). */
export async function addFromGrid(page: Page, name: string): Promise<void> {
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
}

export const cartLines = (drawer: Locator) => drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
export const cartLine = (drawer: Locator, name: string) => cartLines(drawer).filter({ hasText: name });
export const quantityOf = (drawer: Locator, name: string) => drawer.getByRole('group', { name: `Quantity of ${name}` });
/** The drawer's sync status, whose `data-sync-state` says synced, pending, offline or error. */
export const syncStatus = (drawer: Locator) => drawer.locator('[data-sync-state]');

/**
 * One press of Enter on a line's + or − in the drawer: a real key press on the store's own
 * button, without the pointer's wait for the drawer to sit still, so runs of hundreds of
 * changes take a fraction of the time.
 */
export async function pressQuantityStep(
  page: Page,
  drawer: Locator,
  name: string,
  direction: 'Increase' | 'Decrease',
): Promise<void> {
  await drawer.getByRole('button', { name: `${direction} quantity of ${name}` }).focus();
  await page.keyboard.press('Enter');
}

/** The cart as the server holds it for this browser's session. */
export async function serverCart(request: APIRequestContext): Promise<CartItem[]> {
  const response = await request.get('/api/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartItem[];
}

export interface DeviceCart {
  queued: number;
  lines: [string, number][];
  clientId: string;
  /** The id of the last change made on the device. */
  lastMutationId: number;
}

/** What IndexedDB holds, read the way the browser's devtools would: outbox size, lines, sync state. */
export function readDeviceCart(page: Page): Promise<DeviceCart> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('verdant-cart');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const transaction = db.transaction(['outbox', 'lines', 'meta'], 'readonly');
          const queued = transaction.objectStore('outbox').count();
          const lines = transaction.objectStore('lines').getAll();
          const meta = transaction.objectStore('meta').get('sync');
          transaction.oncomplete = () => {
            db.close();
            const records = lines.result as { key: string; quantity: number }[];
            const sync = meta.result as { clientId: string; nextMutationId: number };
            resolve({
              queued: queued.result,
              lines: records.map((line) => [line.key, line.quantity]),
              clientId: sync.clientId,
              lastMutationId: sync.nextMutationId - 1,
            });
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}
