import { STATIC_PAGE_PATHS } from '#shared/routes';
import { enterStore, expect, test } from './fixtures.ts';

/** Every page of the store's route table, plus one product and the four categories. */
const PAGES = [
  ...Object.values(STATIC_PAGE_PATHS),
  '/category/gummies',
  '/category/flower',
  '/category/vapes',
  '/category/prerolls',
  '/product/blue-dream-preroll',
];

test.describe('Every page a shopper can reach', () => {
  test('each route renders its own heading and title, with no not-found screen', async ({ page }) => {
    test.setTimeout(180_000);
    // Set when a page is cart-dependent: checkout sends an empty cart back to the shop.
    await enterStore(page, STATIC_PAGE_PATHS.about);
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
    await enterStore(page, STATIC_PAGE_PATHS.about);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('checkout with an empty cart says so and returns to the shop', async ({ page }) => {
    await enterStore(page, STATIC_PAGE_PATHS.about);
    await page.goto('/checkout');
    // Exact: Radix also announces the toast's text, with its title, in a hidden live region.
    await expect(
      page.getByText('Your cart is empty. Please add items before checkout.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
