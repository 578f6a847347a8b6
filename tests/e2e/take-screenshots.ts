import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startStoreServer } from './store-server.ts';

/**
 * `npm run screenshots`: the store's main screens at a phone's and a desktop's size, written to
 * screenshots/ (gitignored) for a person to look at before calling a screen done.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}screenshots`;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Drawers and toasts slide in: wait for them to come to rest.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
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
      await page.getByRole('button', { name: 'I am 21 or older' }).click();
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
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(`Screenshots are in ${outDir}\n`);
}

await main();
