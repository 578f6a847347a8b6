import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminExportApiPath } from '#shared/api-paths';
import { storeToday } from '#shared/back-office/store-day';
import { formatUsd, toCents } from '#shared/money';
import { EXPORT_COLUMNS } from '#shared/schemas/admin/exports';
import { csvObjects } from '../setup/csv.ts';
import { closingFigure, deliveredOrder, signInToBackOffice } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The owner's Reports screen, in real Chromium against the real server: days picked and checked
 * as the server checks them, the Orders CSV downloaded as the accountant gets it, and a day's
 * closing figures. Staff have no such section.
 */

/** A section's link in the header (the wide layout of Playwright's default window). */
const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

const downloadLinks = (page: Page) => page.getByRole('link', { name: /^Download / });

/** The calendar day before a YYYY-MM-DD day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('the owner picks days, is stopped on a backwards range, and downloads the orders of the days', async ({
  page,
  baseURL,
}) => {
  const order = await deliveredOrder(baseURL ?? '', [{ productId: 'tangie-flower', size: '3.5g', quantity: 2 }]);
  await signInToBackOffice(page, 'owner');
  const before = storeToday();
  await sectionLink(page, 'Reports').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page).toHaveTitle('Reports · Verdant back office');

  // The store's month so far, until the owner picks other days.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  const shownTo = await to.inputValue();
  expect([before, storeToday()]).toContain(shownTo);
  await expect(from).toHaveValue(`${shownTo.slice(0, 8)}01`);
  await expect(downloadLinks(page)).toHaveCount(4);

  // Backwards: the problem under To, and nothing to download.
  const today = storeToday();
  await from.fill(today);
  await to.fill(dayBefore(today));
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/the range ends before it starts/i);
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(downloadLinks(page)).toHaveCount(0);

  // Yesterday and today: the order is today's, even had the store's midnight passed since.
  const range = { from: dayBefore(today), to: today };
  await from.fill(range.from);
  await to.fill(range.to);
  await expect(to).not.toHaveAttribute('aria-invalid');
  const ordersLink = page.getByRole('link', { name: 'Download Orders CSV' });
  await expect(ordersLink).toHaveAttribute('href', adminExportApiPath('orders', range));
  await expect(ordersLink).toHaveAttribute('download');
  await expect(page.getByRole('link', { name: 'Download Order lines CSV' })).toHaveAttribute(
    'href',
    adminExportApiPath('order-lines', range),
  );
  await expect(ordersLink).toHaveAccessibleDescription(new RegExp(EXPORT_COLUMNS.orders.join(', ')));
  for (const [name, report] of [
    ['Download Taxes CSV', 'taxes'],
    ['Download Daily closing CSV', 'closing'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', adminExportApiPath(report, range));
  }

  const downloading = page.waitForEvent('download');
  await ordersLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`verdant-orders-${range.from}-to-${range.to}.csv`);
  const { header, rows } = csvObjects(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(EXPORT_COLUMNS.orders);
  expect(rows.find((row) => row.number === order.number)).toMatchObject({
    number: order.number,
    status: 'delivered',
    total: order.total,
    captured: order.total,
  });
});

test('the owner reads today’s closing figures, then the day before’s', async ({ page, baseURL }) => {
  const order = await deliveredOrder(baseURL ?? '', [{ productId: 'tangie-flower', size: '3.5g', quantity: 2 }]);
  await signInToBackOffice(page, 'owner');
  await page.goto('/admin/reports');
  const closing = page.getByRole('region', { name: 'Closing report' });
  const day = closing.getByLabel('Day', { exact: true });
  const today = await day.inputValue();
  expect([storeToday(), dayBefore(storeToday())]).toContain(today);
  const figure = (table: string, row: string) => closingFigure(page, table, row);

  await expect(figure('Sales', 'Orders placed')).toHaveText('1');
  await expect(figure('Takings and refunds', 'Card')).toHaveText(formatUsd(toCents(order.total)));
  await expect(figure('Takings and refunds', 'Taken')).toHaveText(formatUsd(toCents(order.total)));
  await expect(figure('Taxes collected', 'California · Cannabis excise')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(figure('Taxes collected', 'California · Cannabis excise')).not.toHaveText('$0.00');

  await closing.getByRole('button', { name: 'The day before' }).click();
  await expect(day).toHaveValue(dayBefore(today));
  await expect(figure('Sales', 'Orders placed')).toHaveText('0');
  await expect(figure('Takings and refunds', 'Taken')).toHaveText('$0.00');
  await expect(closing.getByRole('button', { name: 'The day after' })).toBeEnabled();
});

test('staff see no Reports section, and its address is not for their role', async ({ page }) => {
  await signInToBackOffice(page, 'staff');
  await expect(sectionLink(page, 'Orders')).toBeVisible();
  await expect(sectionLink(page, 'Reports')).toHaveCount(0);

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  await expect(page.getByText('Reports is for the store owner.')).toBeVisible();
  await expect(downloadLinks(page)).toHaveCount(0);
});

test('on a phone the owner finds Reports in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToBackOffice(page, 'owner');
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Back office' });
  await menu.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Orders CSV' })).toBeVisible();
});
