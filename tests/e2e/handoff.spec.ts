import type { Locator, Page } from '@playwright/test';
import { formatUsd, toCents } from '#shared/money';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { expectNoAxeViolations } from './accessibility-check.ts';
import { sendOut, signInToBackOffice } from './back-office-helpers.ts';
import { fillDeliveryDetails, payButton, payWithCard, SHOPPER, startCheckout } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const PREROLL = 'Blue Dream Preroll';
const GUMMIES = 'Lychee Gummies';

const deliveryRegion = (page: Page) => page.getByRole('region', { name: 'Delivery', exact: true });

/**
 * What the order comes to with the gummies left in the van: the preroll as the handoff form prices
 * it, the Standard delivery made ($9.99 under $99), and San Francisco's taxes on those.
 */
async function dueForPrerollAlone(form: Locator): Promise<string> {
  const preroll = (await form.locator('label').filter({ hasText: PREROLL }).textContent())?.match(/\$([\d.,]+)$/)?.[1];
  const kept = { subtotal: preroll ?? '0.00', savings: '0.00', delivery: '9.99' };
  return formatUsd(toCents(californiaBreakdown(kept).total));
}

/** A shopper in California orders two products to pay at the door, and opens the order's page. */
async function orderToPayAtTheDoor(page: Page): Promise<{ orderId: string; total: string }> {
  await startCheckout(page, [PREROLL, GUMMIES]);
  await fillDeliveryDetails(page, {}, { pay: 'Pay at the door' });
  const placeButton = page.getByRole('form', { name: 'Pay at the door' }).getByRole('button', { name: /^Place Order/ });
  await expect(placeButton).toBeEnabled();
  const total = (await placeButton.textContent())?.replace('Place Order ', '') ?? '';
  await placeButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  return { orderId, total };
}

test.describe('The handoff at the door', () => {
  test('the driver checks ID on a phone, hands over one line of two, takes cash, and the shopper sees what was paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A shopper's checkout, then a second browser for the driver: two journeys in one.
    test.setTimeout(120_000);
    const { orderId, total } = await orderToPayAtTheDoor(page);
    await expect(deliveryRegion(page)).toContainText(`Due at the door${total}`);
    await expect(deliveryRegion(page)).toContainText('Have a government photo ID ready');
    await sendOut(baseURL ?? '', orderId);

    let due = '';
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const driver = await phone.newPage();
      await signInToBackOffice(driver, 'driver');
      // A driver's back office is the deliveries and nothing else.
      await driver.getByRole('button', { name: /^Menu/ }).click();
      const menu = driver.getByRole('dialog', { name: 'Back office' });
      await expect(menu.getByRole('link', { name: 'Deliveries', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Stock', exact: true })).toHaveCount(0);
      await driver.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      const waiting = driver.getByRole('list', { name: 'Out for delivery' }).getByRole('link');
      await expect(waiting).toHaveCount(1);
      await expect(waiting).toContainText(`Collect ${total}`);
      await waiting.click();
      await expect(driver.getByRole('heading', { level: 1 })).toContainText(SHOPPER.fullName);

      const form = driver.getByRole('form', { name: 'Hand over' });
      const markDelivered = form.getByRole('button', { name: 'Mark delivered' });
      await expect(markDelivered).toBeDisabled();

      // An ID under 21 stops the handoff and offers the way back to the store.
      await form.getByRole('radio', { name: 'Name matches' }).check();
      await form.getByLabel('Date of birth on the ID').fill('2010-06-01');
      await expect(form.getByRole('alert')).toContainText('Nobody under 21 may receive the order');
      await expect(form.getByRole('alert').getByRole('button', { name: 'Return to store' })).toBeVisible();
      await expect(markDelivered).toBeDisabled();

      await form.getByLabel('Date of birth on the ID').fill(SHOPPER.dateOfBirth);
      await expect(form.getByText('ID checked: the name matches, 21 or over.')).toBeVisible();

      // The gummies stay in the van: their price and its taxes come off what is due.
      const gummies = form.getByRole('checkbox', { name: new RegExp(GUMMIES) });
      await gummies.uncheck();
      due = await dueForPrerollAlone(form);
      await expect(form.getByText('Amount due')).toBeVisible();
      await expect(form).toContainText(`Amount due${due}`);
      await form.getByRole('radio', { name: 'Cash' }).check();
      await expect(form.getByLabel('Amount taken ($)')).toHaveValue(due.replace('$', ''));
      await expectNoAxeViolations(driver, 'the handoff at the door');
      await markDelivered.click();

      await expect(driver.getByRole('heading', { level: 1 })).toContainText('Delivered');
      await expect(driver.getByLabel('Payment')).toContainText(`Paid at the door (cash)${due}`);
      await expect(driver.getByText(`Not handed over: ${GUMMIES}, back in stock.`)).toBeVisible();

      await driver.getByRole('link', { name: 'Deliveries' }).first().click();
      await expect(driver.getByText('Nothing is out for delivery right now.')).toBeVisible();
    } finally {
      await phone.close();
    }

    // The shopper's page, read again: delivered, what was paid, and the line not handed over.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
      'Delivered',
    );
    await expect(deliveryRegion(page).getByLabel('Payment')).toContainText(`Paid at the door (cash)${due}`);
    await expect(page.getByText('Not handed over, so not charged')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(`Charged for what you received${due}`);
    // Delivered, it no longer asks for an ID at the door.
    await expect(deliveryRegion(page)).not.toContainText('Have a government photo ID ready');
  });
});

test.describe('A card held at checkout', () => {
  test('the shopper reads that the card is held, the driver hands over one line of two, and only that is charged', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await startCheckout(page, [PREROLL, GUMMIES]);
    await fillDeliveryDetails(page, {}, { pay: 'Card' });
    await expect(payButton(page)).toBeEnabled();
    const total = (await payButton(page).textContent())?.replace('Complete Payment ', '') ?? '';
    await expect(
      page.getByText(
        `Nothing is charged now: your card's bank holds ${total}. Once the driver hands your order over, we charge what you received, never more, and release the rest.`,
      ),
    ).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await page.getByRole('link', { name: 'Track this order' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(page.getByText('We have your order, and your card is held for its total.')).toBeVisible();
    await expect(deliveryRegion(page).getByLabel('Payment')).toHaveText(`Held on your card${total}`);
    await sendOut(baseURL ?? '', orderId);

    let charged = '';
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const driver = await phone.newPage();
      await signInToBackOffice(driver, 'driver');
      const waiting = driver.getByRole('list', { name: 'Out for delivery' }).getByRole('link');
      await expect(waiting).toContainText('Card authorised');
      await waiting.click();
      const form = driver.getByRole('form', { name: 'Hand over' });
      await form.getByRole('radio', { name: 'Name matches' }).check();
      await form.getByLabel('Date of birth on the ID').fill(SHOPPER.dateOfBirth);
      await form.getByRole('checkbox', { name: new RegExp(GUMMIES) }).uncheck();
      charged = await dueForPrerollAlone(form);
      await expect(form).toContainText(
        `Paid by card: delivering charges ${charged} to the card held at checkout, what was handed over, and releases the rest.`,
      );
      await form.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(driver.getByRole('heading', { level: 1 })).toContainText('Delivered');
      await expect(driver.getByLabel('Payment')).toContainText(`Paid by card${charged}`);
    } finally {
      await phone.close();
    }

    await page.reload();
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
      'Delivered',
    );
    await expect(deliveryRegion(page).getByLabel('Payment')).toHaveText(`Paid by card${charged}`);
    await expect(page.getByText('Not handed over, so not charged')).toBeVisible();
  });
});
