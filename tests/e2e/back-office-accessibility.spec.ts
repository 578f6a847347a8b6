import type { Page } from '@playwright/test';
import { AXE_TIME_PER_SCREEN_MS, expectNoAxeViolations } from './accessibility-check.ts';
import {
  placeOrder,
  STAFF_ACCOUNTS,
  sendContactMessage,
  signInToBackOffice,
  submitReview,
  writeFailedEmail,
} from './back-office-helpers.ts';
import { expect, test, untilPageLoaded } from './fixtures.ts';

/**
 * axe finds nothing, of any impact, on every screen of the back office, at a desktop's and a
 * phone's size, with data on them, and in the states staff pass through: a refused sign-in,
 * the cancel dialog, a form's errors, the phone's menu.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS = [
  '/admin/overview',
  '/admin/orders',
  '/admin/deliveries',
  '/admin/stock',
  '/admin/stock?low=true',
  '/admin/catalogue',
  '/admin/catalogue/blue-dream-preroll',
  // A gummy's form has its THC per gummy in place of the THC text.
  '/admin/catalogue/lychee-gummies',
  '/admin/state-rules',
  '/admin/state-rules/CA',
  '/admin/reviews',
  '/admin/reviews?status=approved',
  '/admin/messages',
  '/admin/outbox',
  '/admin/reports',
  '/admin/audit',
  '/admin/staff',
];

/** The screens above, sign-in twice, and the order, its dialog, a message, an email and three forms with errors. */
const SWEPT_SCREENS = SCREENS.length + 9;

// The sweep took over 2 minutes at a phone's size on a busy two-core machine.
test.describe.configure({ timeout: AXE_TIME_PER_SCREEN_MS * SWEPT_SCREENS });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilPageLoaded(page);
}

for (const viewport of VIEWPORTS) {
  test(`every back-office screen passes axe on a ${viewport.name}`, async ({ page, baseURL, store }) => {
    await page.setViewportSize(viewport);
    const order = await placeOrder(baseURL ?? '', [{ productId: 'tangie-flower', size: '3.5g', quantity: 2 }]);
    await submitReview(baseURL ?? '', {
      name: 'Sam K.',
      rating: 4,
      product: 'Tangie Flower',
      title: 'Bright and clear',
      review: 'Citrus all the way through.',
    });
    await sendContactMessage(baseURL ?? '', {
      name: 'Lee M.',
      email: 'lee@example.com',
      subject: 'dosage-help',
      message: 'How much should I start with?',
    });
    // A failed one, whose screen shows the most: its error and Send again.
    await writeFailedEmail(store.db, {
      kind: 'contact_reply',
      to: 'lee@example.com',
      subject: 'Re: How much should I start with?',
      text: 'Start with one gummy.',
      html: '<p>Start with one gummy.</p>',
    });

    await page.goto('/admin');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page, `sign-in (${viewport.name})`, { soft: true });
    await page.getByLabel('Email').fill(STAFF_ACCOUNTS.owner);
    await page.getByLabel('Password').fill('not the right one at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expectNoAxeViolations(page, `sign-in refused (${viewport.name})`, { soft: true });

    await signInToBackOffice(page, 'owner');
    for (const path of SCREENS) {
      await open(page, path);
      await expectNoAxeViolations(page, `${path} (${viewport.name})`, { soft: true });
    }

    await open(page, `/admin/orders?q=${order.number}`);
    await page.getByRole('link', { name: order.number }).click();
    // The list's heading stays until the order's page replaces it: wait for the page itself.
    await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/);
    // The list's heading can outlast the new address for a moment: wait for the order's own.
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${order.number}`) })).toBeVisible();
    await untilPageLoaded(page);
    await expectNoAxeViolations(page, `order page (${viewport.name})`, { soft: true });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `cancel dialog (${viewport.name})`, { soft: true });
    await page.keyboard.press('Escape');

    await open(page, '/admin/messages');
    await page
      .getByRole('link', { name: /Lee M\./ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/messages\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toHaveCount(0);
    await untilPageLoaded(page);
    await expectNoAxeViolations(page, `message page (${viewport.name})`, { soft: true });

    await open(page, '/admin/outbox?status=failed');
    await page.getByRole('link', { name: 'Re: How much should I start with?' }).first().click();
    await expect(page).toHaveURL(/\/admin\/outbox\/[^/?]+$/);
    await expect(page.getByRole('region', { name: 'Delivery' })).toBeVisible();
    await untilPageLoaded(page);
    await expectNoAxeViolations(page, `email page (${viewport.name})`, { soft: true });

    await open(page, '/admin/catalogue/blue-dream-preroll');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page, `product form with errors (${viewport.name})`, { soft: true });

    await open(page, '/admin/state-rules/CA');
    await page.getByLabel('Amount').first().fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Amount is a number')).toBeVisible();
    await expectNoAxeViolations(page, `state rule form with errors (${viewport.name})`, { soft: true });

    await open(page, '/admin/reports');
    await page.getByLabel('From', { exact: true }).fill('2026-06-01');
    await page.getByLabel('To', { exact: true }).fill('2026-05-01');
    await expect(page.getByText(/the range ends before it starts/i)).toBeVisible();
    await expectNoAxeViolations(page, `reports with a backwards range (${viewport.name})`, { soft: true });

    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: /^Menu/ }).click();
      await expect(page.getByRole('dialog', { name: 'Back office' })).toBeVisible();
      await expectNoAxeViolations(page, 'the phone menu', { soft: true });
    }
  });
}
