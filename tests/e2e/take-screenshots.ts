import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { cartButton } from './cart-helpers.ts';
import { passAgeGate } from './fixtures.ts';
import { goOffline, untilServiceWorkerControls } from './offline-helpers.ts';
import { startStoreServer } from './store-server.ts';

/**
 * `npm run screenshots`: the store's main screens at a phone's and a desktop's size, written to
 * screenshots/ (gitignored) for a person to look at before calling a screen done. It also
 * refreshes the web app manifest's screenshots of the home page in pwa/public/screenshots/
 * (committed), which install dialogs show.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, formFactor: 'narrow' },
  { name: 'desktop', width: 1440, height: 900, formFactor: 'wide' },
] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}screenshots`;
const manifestDir = `${root}pwa/public/screenshots`;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Drawers and toasts slide in: wait for them to come to rest.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** What the viewport shows, as WebP: the manifest names each file with the viewport's size. */
async function manifestShot(page: Page, formFactor: string) {
  await settle(page);
  const file = `${manifestDir}/home-${formFactor}.webp`;
  const { size } = await sharp(await page.screenshot())
    .webp({ quality: 80, effort: 6 })
    .toFile(file);
  process.stdout.write(`  ${file.slice(root.length)} (${(size / 1024).toFixed(1)} KB)\n`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(manifestDir, { recursive: true });
  const server = await startStoreServer(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const page = await context.newPage();
      const shot = async (name: string, fullPage = false) => {
        await settle(page);
        await page.screenshot({ path: `${outDir}/${viewport.name}-${name}.png`, fullPage });
        process.stdout.write(`  ${viewport.name}-${name}.png\n`);
      };
      await page.goto('/');
      await shot('age-gate');
      await passAgeGate(page);
      await manifestShot(page, viewport.formFactor);
      await shot('home', true);
      await page.goto('/product/blue-dream-preroll');
      await shot('product', true);
      await page
        .getByRole('button', { name: /^Add to Cart/ })
        .first()
        .click();
      await page.getByRole('dialog').first().waitFor();
      await shot('cart-drawer');
      await page.keyboard.press('Escape');
      await page.goto('/dosage-safety-guide');
      await shot('guide');
      await page.goto('/checkout');
      await shot('checkout', true);

      // What offline looks like: the bar, checkout's notice, the drawer's blocked button.
      await untilServiceWorkerControls(page);
      await goOffline(context);
      await page.goto('/checkout');
      await shot('checkout-offline', true);
      await cartButton(page).click();
      await shot('cart-drawer-offline');
      await context.close();

      // A device that never confirmed its age, offline.
      const newcomer = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const newPage = await newcomer.newPage();
      await newPage.goto('/');
      await untilServiceWorkerControls(newPage);
      await goOffline(newcomer);
      await newPage.reload();
      await settle(newPage);
      await newPage.screenshot({ path: `${outDir}/${viewport.name}-age-gate-offline.png` });
      process.stdout.write(`  ${viewport.name}-age-gate-offline.png\n`);
      await newcomer.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(`Screenshots are in ${outDir}\n`);
}

await main();
