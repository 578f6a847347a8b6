import { test as base, expect, type Page } from '@playwright/test';

/** Every test talks to the server that the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
});

export { expect };

/** The age gate, which covers every page until the visitor confirms their age. */
export const ageGate = (page: Page) => page.getByRole('dialog', { name: 'Age Verification Required' });

/** The page's heading is up and nothing on it is still loading. */
export async function untilPageLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** The visitor confirms their age at the gate over the current page, and the page is ready. */
export async function passAgeGate(page: Page): Promise<void> {
  await ageGate(page).getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(ageGate(page)).toBeHidden();
  await untilPageLoaded(page);
}

/**
 * A verified shopper enters the store: opens `path`, confirms their age at the gate, and waits
 * until the app is ready there (the gate gone, the page's heading up, nothing still loading).
 */
export async function enterStore(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await passAgeGate(page);
  // A broken page also has a heading ("404 Page Not Found"): home must show its products.
  if (path === '/') await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
}
