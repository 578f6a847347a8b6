import AxeBuilder from '@axe-core/playwright';
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

/** Fails on serious or critical accessibility violations, naming each with its targets. */
async function expectNoSeriousViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, path).toEqual([]);
}

test.describe('Every page a shopper can reach', () => {
  test('each route renders its own heading, with no not-found screen and no serious accessibility problem', async ({
    page,
  }) => {
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
      await expectNoSeriousViolations(page, path);
    }
  });

  test('an unknown path shows the not-found screen, also accessible', async ({ page }) => {
    await passAgeGate(page);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousViolations(page, '/definitely/not/here');
  });

  test('the age gate itself has no serious accessibility problem', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Age Verification Required' })).toBeVisible();
    await expectNoSeriousViolations(page, 'age gate');
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
