import type { Page } from '@playwright/test';
import { closingFigure, signInToBackOffice } from './back-office-helpers.ts';
import { cartButton } from './cart-helpers.ts';
import { fillDeliveryDetails, startCheckout } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { goOffline, goOnline, untilServiceWorkerControls } from './offline-helpers.ts';

/**
 * Taxes at checkout (decision 029), in real Chromium against the real server: a shopper in San
 * Francisco reads each tax on its own line before paying, worked out on the device while offline
 * and charged by the server once back, and pays the total with them at the door.
 *
 * A Blue Dream Preroll ($12.00) with Standard delivery ($9.99): $21.99. California's 15% excise on
 * it is $3.30; the 7.25% sales tax and San Francisco's 1.375% district tax are on $25.29, the
 * items, delivery and excise: $1.83 and $0.35. $27.47 in all.
 */

const TAX_ROWS: [label: string, amount: string][] = [
  ['California cannabis excise tax (15%)', '$3.30'],
  ['California sales tax (7.25%)', '$1.83'],
  ['District sales tax, San Francisco (1.375%)', '$0.35'],
];

async function expectTaxRows(page: Page, totals: string) {
  const summary = page.locator(`dl[aria-label="${totals}"]`);
  await expect(summary).toBeVisible();
  for (const [label, amount] of TAX_ROWS) {
    await expect(summary.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(amount);
  }
  await expect(summary.locator('div', { has: page.getByText('Total', { exact: true }) })).toContainText('$27.47');
}

test.describe('with the service worker', () => {
  // Blocked elsewhere (playwright.config.ts): this test works offline through the worker.
  test.use({ serviceWorkers: 'allow' });

  test('a shopper in San Francisco reads each tax before paying, offline too, and pays the total with them at the door; the owner finds the order in the day’s report and the overview', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await startCheckout(page, ['Blue Dream Preroll']);
    await untilServiceWorkerControls(page);

    await goOffline(context);
    await fillDeliveryDetails(page, {}, { pay: null });
    await expectTaxRows(page, 'Order totals, worked out on this device');
    await expect(page.getByText('Worked out from your state’s saved rates.')).toBeVisible();

    await goOnline(context);
    await expectTaxRows(page, 'Order totals');
    const door = page.getByRole('form', { name: 'Pay at the door' });
    const placeButton = door.getByRole('button', { name: 'Place Order $27.47' });
    await expect(placeButton).toBeEnabled();
    await expect(door).toContainText('Have $27.47 ready in cash or on a debit card');

    await placeButton.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');
    await page.getByRole('link', { name: 'Track this order' }).click();
    await expectTaxRows(page, 'Order totals');

    // The owner, on a device of their own, finds it in today's closing report and the overview.
    const ownerContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const owner = await ownerContext.newPage();
    await signInToBackOffice(owner, 'owner');
    await expect(
      owner.getByRole('list', { name: 'Today’s figures' }).getByRole('link', { name: /^Sales today/ }),
    ).toContainText(/\$27\.47.*1 order/);
    await owner.goto('/admin/reports');
    const figure = (table: string, row: string) => closingFigure(owner, table, row);
    await expect(figure('Sales', 'Orders placed')).toHaveText('1');
    await expect(figure('Taxes collected', 'California · Cannabis excise')).toHaveText('$3.30');
    await expect(figure('Taxes collected', 'California · Sales tax')).toHaveText('$1.83');
    await expect(figure('Taxes collected', 'California · Local tax')).toHaveText('$0.35');
    await expect(figure('Taxes collected', 'Tax collected')).toHaveText('$5.48');
    await ownerContext.close();
  });
});
