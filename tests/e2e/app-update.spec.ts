import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CartItem } from '#shared/schemas/cart';
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

test.describe('A new release while the store is open', () => {
  let workDir: string;
  let nextBuild: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    workDir = mkdtempSync(join(tmpdir(), 'verdant-update-'));
    nextBuild = join(workDir, 'next');
    // The same code under another build name: new hashes, a new worker, a new cache buster.
    await promisify(execFile)(
      join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', nextBuild, '--emptyOutDir'],
      {
        cwd: root,
        env: { ...process.env, VERDANT_BUILD_ID: `update-test-${Date.now()}` },
      },
    );
  });

  test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  test("the shopper is offered 'Reload', and the update keeps the cart and its unsent changes", async ({ browser }) => {
    test.setTimeout(120_000);
    const shared = { dataDir: join(workDir, 'data'), sessionSecret: randomBytes(32).toString('hex') };
    let server: StoreServer = await startStoreServer(root, { ...shared, pwaDist: currentBuild });
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
      // A second tab, which will find the new version already taken by the first.
      const otherTab = await context.newPage();
      await otherTab.goto('/about');

      // The release: the server restarts on the same address serving the new build.
      await server.stop();
      server = await startStoreServer(root, { ...shared, port, pwaDist: nextBuild });
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

      const nextEntry = entryScriptOf(readFileSync(join(nextBuild, 'index.html'), 'utf8'));
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
