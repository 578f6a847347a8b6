import type { Page } from '@playwright/test';
import { storeToday } from '#shared/back-office/store-day';
import { placeOrder, signInToBackOffice } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The owner's Overview, in real Chromium against the real server: where the owner lands, each
 * figure a link to the list it counts, and the last 30 days as a chart with its figures in a
 * table. Staff land where they did and have no overview.
 */

const BLUE_DREAM = { productId: 'blue-dream-preroll', size: '1-preroll', quantity: 1 };

const sectionLinks = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('link');

const figure = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Today’s figures' }).getByRole('link', { name: new RegExp(`^${label}`) });

/** "Dec 2" for the store's day "2026-12-02", as the figures table writes it. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('the owner lands on the overview, follows To pack to the placed orders, and finds today in the figures', async ({
  page,
  baseURL,
}) => {
  const order = await placeOrder(baseURL ?? '', [BLUE_DREAM]);
  await signInToBackOffice(page, 'owner');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page).toHaveTitle('Overview · Verdant back office');
  await expect(sectionLinks(page).first()).toHaveAccessibleName('Overview');

  const toPack = figure(page, 'To pack');
  await expect(toPack).toContainText(/To pack\s*1\s*1 order placed/);
  await expect(figure(page, 'Sales today')).toContainText('1 order');
  await expect(figure(page, 'Last 7 days')).toContainText('no sales the 7 days before');
  await expect(figure(page, 'To send')).toContainText('0 orders packed');
  await expect(figure(page, 'To hand over')).toContainText('0 orders out for delivery');
  await expect(figure(page, 'Low stock')).toHaveAttribute('href', '/admin/stock?low=true');
  await expect(figure(page, 'Unread messages')).toHaveAttribute('href', '/admin/messages?status=open');
  await expect(figure(page, 'Reviews waiting')).toHaveAttribute('href', '/admin/reviews?status=pending');

  // The chart is one image to a screen reader, named by its summary; its figures are a table.
  const today = storeToday();
  const chart = page.getByRole('img', { name: /^Daily sales, last 30 days: .* from 1 order; highest \$/ });
  await expect(chart).toBeVisible();
  const figures = page.getByRole('table', { name: /Daily sales, the last 30 days/ });
  await expect(figures).toBeHidden();
  await page.getByText('Show the figures').click();
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('row')).toHaveCount(31);
  const todayRow = figures.getByRole('row', { name: new RegExp(`${shortDay(today)} \\(today\\)`) });
  await expect(todayRow.getByRole('cell').first()).toHaveText('1');
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(/^\$\d/);
  await expect(todayRow.getByRole('cell').nth(1)).not.toHaveText('$0.00');

  await toPack.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
});

test('staff land on the orders list as before, with no overview to open', async ({ page }) => {
  await signInToBackOffice(page, 'staff');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(sectionLinks(page).first()).toHaveAccessibleName('Orders');
  await expect(sectionLinks(page).filter({ hasText: 'Overview' })).toHaveCount(0);

  await page.goto('/admin/overview');
  await expect(page.getByText('Not available to your role')).toBeVisible();
  await expect(page.getByText('The overview is for the store owner.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /^To pack/ })).toHaveCount(0);
});
