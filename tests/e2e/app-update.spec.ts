import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import { LATEST_CART_DB_SCHEMA } from '../../pwa/db/cart-db-schemas.ts';
import { cartButton, cartDrawer } from './cart-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';
import { untilCatalogueWarm, untilServiceWorkerControls } from './offline-helpers.ts';
import { type StoreServer, startStoreServer } from './store-server.ts';

// The service worker is part of what this file tests (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const root = fileURLToPath(new URL('../..', import.meta.url));
const currentBuild = process.env.PWA_DIST ?? join(root, 'dist', 'pwa');

/** The module script an index.html starts: it differs between two builds of different code. */
const entryScriptOf = (indexHtml: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(indexHtml)?.[1];

/** The schema the device's cart database is at (IndexedDB counts Dexie's versions in tens). */
const cartDbSchemaIn = (page: Page) =>
  page.evaluate(async () => {
    const found = (await indexedDB.databases()).find((database) => database.name === 'verdant-cart');
    return (found?.version ?? 0) / 10;
  });

test.describe('A new release while the store is open', () => {
  let workDir: string;
  let previousBuild: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    workDir = mkdtempSync(join(tmpdir(), 'verdant-update-'));
    previousBuild = join(workDir, 'previous');
    // The release before this one: another build name (new hashes, another worker, another cache
    // buster) and the cart database's first schema, so the update upgrades the device's database.
    await promisify(execFile)(
      join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', previousBuild, '--emptyOutDir'],
      {
        cwd: root,
        env: { ...process.env, VERDANT_BUILD_ID: `previous-release-${Date.now()}`, VITE_CART_DB_SCHEMA: '1' },
      },
    );
  });

  test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  test("the shopper is offered 'Reload', and the update keeps the cart and its unsent changes through the database's upgrade", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const shared = { dataDir: join(workDir, 'data'), sessionSecret: randomBytes(32).toString('hex') };
    let server: StoreServer = await startStoreServer(root, { ...shared, pwaDist: previousBuild });
    const port = Number(new URL(server.baseUrl).port);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    try {
      await enterStore(page);
      await untilServiceWorkerControls(page);
      const card = page.locator('#products').getByRole('article').first();
      const name = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await cartButton(page).click();
      const drawer = cartDrawer(page);
      await expect(drawer.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'synced');
      // The release comes after the visit has settled: with the server restarting in the middle
      // of the catalogue warm-up's picture downloads, Chromium can hold the new worker back.
      await untilCatalogueWarm(page);

      // A change the server has not had yet: it waits in the outbox through the update.
      await context.route('**/api/cart/sync', (route) => route.abort('internetdisconnected'));
      await drawer.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      await expect(drawer.getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');
      await drawer.getByRole('button', { name: 'Close', exact: true }).click();
      expect(await cartDbSchemaIn(page)).toBe(1);
      // A second tab, which will find the new version already taken by the first.
      const otherTab = await context.newPage();
      await otherTab.goto('/about');

      // The release: the server restarts on the same address serving this build.
      await server.stop();
      server = await startStoreServer(root, { ...shared, port, pwaDist: currentBuild });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });

      const offer = page.getByText('A new version of Verdant is ready', { exact: true });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await expect(otherTab.getByText('A new version of Verdant is ready', { exact: true })).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await reloaded;

      const nextEntry = entryScriptOf(readFileSync(join(currentBuild, 'index.html'), 'utf8'));
      expect(nextEntry).toBeDefined();
      await expect(page.locator('script[type="module"]').first()).toHaveAttribute('src', nextEntry ?? '');
      await expect(offer).toHaveCount(0);
      // The other tab offers 'Reload' too; or, when it needs code the new release removed, it
      // has already reloaded into the new release by itself.
      await expect(async () => {
        const reload = otherTab.getByRole('button', { name: 'Reload', exact: true });
        if (await reload.isVisible()) await reload.click();
        await expect(otherTab.locator('script[type="module"]').first()).toHaveAttribute('src', nextEntry ?? '', {
          timeout: 3_000,
        });
      }).toPass({ timeout: 30_000 });
      await otherTab.close();

      await cartButton(page).click();
      await expect(cartDrawer(page).getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');
      // The other tab, still on the previous release until it reloaded, may open the database
      // again after the upgrade: Dexie then adds back the index its schema declares, a tenth of a
      // version up (2.1 in one run). The schema's number is the whole part.
      expect(Math.floor(await cartDbSchemaIn(page))).toBe(LATEST_CART_DB_SCHEMA);
      await expect(cartDrawer(page).locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'error');

      await context.unroute('**/api/cart/sync');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(async () => {
          const items = (await (await page.request.get('/api/cart')).json()) as CartItem[];
          return items.map((item) => [item.product.name, item.quantity]);
        })
        .toEqual([[name, 2]]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
