import type { Page } from '@playwright/test';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { expect, test } from './fixtures.ts';

/** Every page of both spec documents' route tables, plus one product and the four categories. */
const PAGES = [
  ...Object.values(STATIC_PAGE_PATHS),
  '/category/gummies',
  '/category/flower',
  '/category/vapes',
  '/category/prerolls',
  '/product/blue-dream-preroll',
];

async function passAgeGate(page: Page) {
  await page.goto('/about');
  await page.getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(page.getByRole('dialog', { name: 'Age Verification Required' })).toBeHidden();
}

test.describe('Every page a shopper can reach', () => {
  test('each route renders its own heading and title, with no not-found screen', async ({ page }) => {
    test.setTimeout(180_000);
    // Set when a page is cart-dependent: checkout sends an empty cart back to the shop.
    await passAgeGate(page);
    for (const path of PAGES.filter((candidate) => candidate !== STATIC_PAGE_PATHS.checkout)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      await expect(heading, path).not.toHaveText('404 Page Not Found');
      await expect(page, path).toHaveTitle(/Verdant/);
    }
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await passAgeGate(page);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('checkout with an empty cart says so and returns to the shop', async ({ page }) => {
    await passAgeGate(page);
    await page.goto('/checkout');
    // Exact: Radix also announces the toast's text, with its title, in a hidden live region.
    await expect(
      page.getByText('Your cart is empty. Please add items before checkout.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
