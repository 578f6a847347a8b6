import type { Page } from '@playwright/test';
import { ORDER_LOOKUP_NOT_FOUND_MESSAGE } from '#shared/schemas/order-lookup';
import { REFRESH_EVERY_MS } from '../../pwa/features/orders/order-following.ts';
import { AXE_TIME_PER_SCREEN_MS, expectNoAxeViolations } from './accessibility-check.ts';
import { markInTransit, placeOrder, signInToBackOffice } from './back-office-helpers.ts';
import { cartButton } from './cart-helpers.ts';
import { fillDeliveryDetails, payButton, payWithCard } from './checkout-steps.ts';
import { enterStore, expect, test } from './fixtures.ts';
import { goOffline, goOnline, untilServiceWorkerControls } from './offline-helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const banner = (page: Page) => page.getByRole('banner');
const progress = (page: Page) => page.getByRole('list', { name: 'Order progress' });
const currentStep = (page: Page) => progress(page).locator('[aria-current="step"]');
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const orderCards = (page: Page) => page.getByRole('list', { name: 'Your orders' }).getByRole('link');
const lookupDialog = (page: Page) => page.getByRole('dialog', { name: 'Look up an order' });
const tracking = (page: Page) => page.getByLabel('Tracking', { exact: true });

const UPS = { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01-2345 6784' };

/** The order page's carrier and tracking number, each under its name. */
async function expectTracking(page: Page) {
  await expect(tracking(page).getByRole('term')).toHaveText(['Carrier', 'Tracking number']);
  await expect(tracking(page).getByRole('definition')).toHaveText([UPS.carrier, UPS.trackingNumber]);
}

/** Pays for Lychee Gummies through the shop, as a shopper does, and answers the order's number. */
async function buyGummies(page: Page): Promise<string> {
  await enterStore(page);
  await page.getByRole('article', { name: 'Lychee Gummies' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Open cart (1 item)');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillDeliveryDetails(page);
  await expect(payButton(page)).toBeEnabled();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
  const number = (await page.getByText(/^Order number VD-/).textContent())?.replace('Order number', '').trim();
  if (!number) throw new Error('The confirmation shows no order number');
  return number;
}

/**
 * Staff open the order in the back office and move it through Processing to In Transit, with the
 * carrier's name and tracking number.
 */
async function staffShipOrder(page: Page, orderId: string): Promise<void> {
  const staffContext = await page.context().browser()?.newContext({ viewport: DESKTOP });
  if (!staffContext) throw new Error('No browser to open the back office in');
  try {
    const staff = await staffContext.newPage();
    await signInToBackOffice(staff, 'staff');
    await staff.goto(`/admin/orders/${orderId}`);
    await staff.getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText('Processing');
    await markInTransit(staff, UPS);
    await expect(staff.getByRole('heading', { level: 1 })).toContainText('In Transit');
    await expect(staff.getByRole('region', { name: 'Delivery' })).toContainText(UPS.trackingNumber);
  } finally {
    await staffContext.close();
  }
}

test.describe('Order tracking', () => {
  test.describe('with the service worker', () => {
    // Blocked elsewhere (playwright.config.ts): this test opens pages offline through the worker.
    test.use({ serviceWorkers: 'allow' });

    test('a shopper follows an order from "Your orders" while staff ship it with a carrier, reads its tracking number, and still opens it offline', async ({
      page,
    }) => {
      // A purchase, a second browser for the staff and an offline visit: about 15 s on a quiet machine.
      test.setTimeout(60_000);
      // The open page checks for news once a minute: the page's clock is moved on rather than waited for.
      await page.clock.install();
      const number = await buyGummies(page);
      await page.getByRole('link', { name: 'Track this order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
      await expect(currentStep(page)).toContainText('Order Placed');
      await expect(page).toHaveTitle('Your Order | Verdant');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      await banner(page).getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Your orders' }).click();
      const card = orderCards(page).filter({ hasText: number });
      await expect(card).toContainText('Order Placed');
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
      await expect(page.getByText('Updated just now')).toBeVisible();
      const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

      await staffShipOrder(page, orderId);
      await expect(currentStep(page)).toContainText('Order Placed');
      await expect(tracking(page)).toHaveCount(0);
      await page.clock.fastForward(REFRESH_EVERY_MS);
      await expect(currentStep(page)).toContainText('In Transit');
      await expectTracking(page);
      await expect(toasts(page).getByText(`Order ${number}: In Transit`, { exact: true })).toBeVisible();
      await expect(progress(page).getByRole('listitem').filter({ hasText: 'Processing' })).toContainText(
        /\d{1,2}:\d{2}/,
      );

      // Told once: the device now knows, so opening the page again checks and says nothing new.
      const checked = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${orderId}`));
      await page.reload();
      await checked;
      await expect(currentStep(page)).toContainText('In Transit');
      await expect(toasts(page).getByText(`Order ${number}: In Transit`, { exact: true })).toHaveCount(0);

      await untilServiceWorkerControls(page);
      await goOffline(page.context());
      try {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
        await expect(currentStep(page)).toContainText('In Transit');
        await expectTracking(page);
        await expect(
          page.getByText(/You're offline\. This is the last status we had .*; it may be out of date\./),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Your orders' }).click();
        await expect(orderCards(page).filter({ hasText: number })).toContainText('In Transit');
        await expect(
          page.getByText("You're offline. Each order shows the last status we had; it may be out of date."),
        ).toBeVisible();
      } finally {
        await goOnline(page.context());
      }
    });
  });

  test('a second browser finds an order with Look Up Order, not with another email, and keeps it whoever signs in', async ({
    page,
    baseURL,
  }) => {
    const order = await placeOrder(baseURL ?? '', [{ productId: 'lychee-gummies', size: '6-pack', quantity: 1 }], {
      email: 'grace@example.com',
    });
    await enterStore(page, '/returns');
    await page.getByRole('button', { name: 'Look Up Order' }).click();
    const dialog = lookupDialog(page);
    await dialog.getByRole('button', { name: 'Find my order' }).click();
    await expect(dialog.getByLabel('Order number')).toBeFocused();
    await expect(dialog).toContainText('Enter the order number from your confirmation');

    await dialog.getByLabel('Order number').fill(order.number.toLowerCase());
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Find my order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ORDER_LOOKUP_NOT_FOUND_MESSAGE);
    await expectNoAxeViolations(page, 'Look Up Order with its refusal');

    await dialog.getByLabel('Email').fill('Grace@Example.com');
    await dialog.getByRole('button', { name: 'Find my order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: order.number })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('grace@example.com');
    await expect(page.getByText(/date of birth/i)).toHaveCount(0);

    // Found once, the order is followed by this device: it is in "Your orders".
    await page.getByRole('link', { name: 'Your orders' }).click();
    await expect(orderCards(page).filter({ hasText: order.number })).toContainText('Order Placed');
  });

  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`the orders screens pass axe at the ${size} size`, async ({ page, baseURL }) => {
      test.setTimeout(AXE_TIME_PER_SCREEN_MS * 4);
      await page.setViewportSize(viewport);
      await enterStore(page, '/orders');
      await expect(page.getByRole('heading', { name: 'No orders on this device yet' })).toBeVisible();
      await expectNoAxeViolations(page, `Your orders, empty (${size})`);

      const order = await placeOrder(baseURL ?? '', [{ productId: 'lychee-gummies', size: '6-pack', quantity: 1 }]);
      await page.getByRole('button', { name: 'Look Up Order' }).first().click();
      await lookupDialog(page).getByLabel('Order number').fill(order.number);
      await lookupDialog(page).getByLabel('Email').fill('ada@example.com');
      await lookupDialog(page).getByRole('button', { name: 'Find my order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: order.number })).toBeVisible();
      await expect(currentStep(page)).toContainText('Order Placed');
      await expectNoAxeViolations(page, `an order's page (${size})`);

      await page.goto('/orders');
      await expect(orderCards(page).filter({ hasText: order.number })).toBeVisible();
      await expectNoAxeViolations(page, `Your orders (${size})`);
      await page.getByRole('button', { name: 'Look Up Order' }).click();
      await lookupDialog(page).getByRole('button', { name: 'Find my order' }).click();
      await expect(lookupDialog(page)).toContainText('Enter the email you gave at checkout');
      await expectNoAxeViolations(page, `Look Up Order with its errors (${size})`);
    });
  }
});
