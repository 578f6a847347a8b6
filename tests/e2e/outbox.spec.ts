import type { Page } from '@playwright/test';
import { STORE_ORIGIN_MARK } from '../../sync-api/mail/mailer.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { placeOrder, signInToBackOffice, writeFailedEmail } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The back office's Outbox in real Chromium against the real server, whose worker sends every
 * email to the embedded mail catcher (test-store.ts): staff find a shopper's receipt sent and
 * read it as it went, send a failed email again, and find an order's emails from the order. A
 * driver has no Outbox.
 */

/** A section's link in the header (the wide layout of Playwright's default window). */
const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

const CAUGHT = /^Received by the development mail catcher at /;

test('staff find a shopper’s receipt sent, and read it as the mail catcher received it', async ({ page, baseURL }) => {
  const order = await placeOrder(baseURL ?? '', [{ productId: 'tangie-flower', size: '3.5g', quantity: 2 }]);
  await signInToBackOffice(page, 'staff');
  await sectionLink(page, 'Outbox').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page).toHaveTitle('Outbox · Verdant back office');

  const receipt = page
    .getByRole('table', { name: 'Emails' })
    .getByRole('row')
    .filter({ hasText: 'Receipt' })
    .filter({ has: page.getByRole('link', { name: order.number }) });
  await expect(receipt).toHaveCount(1);
  await expect(receipt.getByText('Sent', { exact: true })).toBeVisible();
  await expect(receipt.getByRole('cell').first()).toHaveText(DELIVERY.email);
  await receipt.getByRole('cell').nth(1).getByRole('link').click();

  await expect(page).toHaveURL(/\/admin\/outbox\/[^/?]+$/);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(CAUGHT)).toBeVisible();
  await expect(delivery.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Headers' })).toContainText(DELIVERY.email);
  const text = page.getByRole('region', { name: 'Plain text' });
  await expect(text).toContainText(order.number);
  await expect(text).not.toContainText(STORE_ORIGIN_MARK);
  const html = page.getByTitle('The email as HTML');
  await expect(html).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="The email as HTML"]').locator('body')).toContainText(order.number);

  // From the order, its emails.
  await page.getByRole('region', { name: 'Headers' }).getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${order.number}`) })).toBeVisible();
  await page.getByRole('link', { name: 'Emails for this order' }).click();
  await expect(page.getByText(`The emails written about order ${order.number}, newest first.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Emails' }).getByRole('link', { name: order.number })).not.toHaveCount(
    0,
  );
});

test('a failed email is counted above the list, read with its error, and sent again', async ({
  page,
  baseURL,
  store,
}) => {
  const subject = 'Re: How much should I start with?';
  await writeFailedEmail(store.db, {
    kind: 'contact_reply',
    to: 'lee@example.com',
    subject,
    text: `Start with one gummy. Our guides: ${STORE_ORIGIN_MARK}/guides`,
    html: `<p>Start with one gummy. <a href="${STORE_ORIGIN_MARK}/guides">Our guides</a></p>`,
  });
  await signInToBackOffice(page, 'staff');
  await sectionLink(page, 'Outbox').click();
  await expect(page.getByText('1 email failing.')).toBeVisible();
  await page.getByRole('link', { name: 'Show the failing emails' }).click();
  await expect(page.getByRole('link', { name: 'Failed (1)' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: subject }).click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${subject}`) })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText('Failed', { exact: true })).toBeVisible();
  await expect(delivery.getByText('15 tries')).toBeVisible();
  await expect(delivery.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
  await expect(delivery.getByText(CAUGHT)).toHaveCount(0);
  // Its links lead to the store, as the mailer sends them.
  const origin = `http://localhost:${new URL(baseURL ?? '').port}`;
  await expect(page.getByRole('region', { name: 'Plain text' })).toHaveText(new RegExp(`Our guides: ${origin}/guides`));

  await delivery.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Sending it again', { exact: true })).toBeVisible();
  await expect(delivery.getByText('Sent', { exact: true })).toBeVisible();
  await expect(delivery.getByText(CAUGHT)).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expect(delivery.getByText('1 try', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Outbox', exact: true }).first().click();
  await expect(page.getByText(/email failing/)).toHaveCount(0);
});

test('a driver has no Outbox, and its address is not for their role', async ({ page }) => {
  await signInToBackOffice(page, 'driver');
  await expect(sectionLink(page, 'Deliveries')).toBeVisible();
  await expect(sectionLink(page, 'Outbox')).toHaveCount(0);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
});
