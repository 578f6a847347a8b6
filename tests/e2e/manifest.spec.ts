import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { cartDrawer } from './cart-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';
import { untilServiceWorkerControls } from './offline-helpers.ts';

// The service worker is part of what this file tests (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
}

test.describe('Installing the store', () => {
  test('the manifest names the app and every image it lists is served at its stated size and type', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Verdant',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
      background_color: '#faf7f0',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      ...CATEGORY_IDS.map((id) => `/category/${id}`),
      '/#cart',
    ]);

    const images = [
      ...manifest.icons,
      ...manifest.screenshots,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    ];
    for (const image of images) {
      const served = await request.get(image.src);
      expect(served.status(), image.src).toBe(200);
      expect(served.headers()['content-type'], image.src).toBe(image.type);
      const { width, height } = await sharp(await served.body()).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
  });

  test("Chromium's own installability check finds nothing missing", async ({ baseURL }) => {
    // A persistent profile: Chromium reports every default (incognito) context as not installable.
    const profile = mkdtempSync(join(tmpdir(), 'verdant-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await untilServiceWorkerControls(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the cart shortcut opens the cart drawer', async ({ page }) => {
    await enterStore(page);
    await page.goto('/shop#cart');
    await expect(cartDrawer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
