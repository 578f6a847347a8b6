import type { Page } from '@playwright/test';
import { productPath } from '#shared/routes';
import {
  deliveredOrder,
  markInTransit,
  placeOrder,
  STAFF_ACCOUNTS,
  STAFF_PASSWORD,
  sendContactMessage,
  signInToBackOffice,
  submitReview,
} from './back-office-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';

/**
 * The store's owner and staff at work in the back office, in real Chromium against the real
 * server: orders moved along and refunded, stock counted, reviews approved, messages read, and
 * what a staff member's role keeps from them. Shoppers' orders, reviews and messages come
 * through the shop's own API.
 */

const BLUE_DREAM = { productId: 'blue-dream-preroll', size: '1-preroll', quantity: 1 };

/** Finds an order by its number in the list and opens it. */
async function openOrder(page: Page, number: string): Promise<void> {
  await sectionLink(page, 'Orders').click();
  await page.getByLabel('Search', { exact: true }).fill(number);
  await page.getByRole('button', { name: 'Search orders' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
}

/** A section's link in the header (the wide layout every test but the phone's uses). */
const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

/** A toast's words, in the notifications region (a hidden copy is announced first). */
const toastSaying = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

const orderHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

test.describe('Signing in', () => {
  test('a wrong password is refused under the form, and the right one opens the owner’s overview', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle('Sign in · Verdant back office');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(STAFF_ACCOUNTS.owner);
    await form.getByLabel('Password').fill('not the password at all');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an active account.');
    // The password is cleared and focused for the next try.
    await expect(form.getByLabel('Password')).toBeFocused();
    await expect(form.getByLabel('Password')).toHaveValue('');

    await form.getByLabel('Password').fill(STAFF_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page).toHaveTitle('Overview · Verdant back office');
  });

  test('after five wrong passwords for an email, the form says how long to wait', async ({ page }) => {
    await page.goto('/admin');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('someone.guessing@verdant.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await form.getByLabel('Password').fill(`guess number ${attempt}`);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('That email and password do not match an active account.');
      await expect(form.getByLabel('Password')).toHaveValue('');
    }
    await form.getByLabel('Password').fill('guess number 6');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    await expect(page.getByRole('alert')).toBeFocused();
  });

  test('a session that ends sends the person to sign in, and back to the screen they wanted', async ({
    page,
    context,
  }) => {
    await signInToBackOffice(page, 'owner');
    await context.clearCookies();
    await sectionLink(page, 'Stock').click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(STAFF_ACCOUNTS.owner);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  });

  test('signing out ends the session: the back office asks to sign in again', async ({ page }) => {
    await signInToBackOffice(page, 'staff');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.goto('/admin/orders');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('Orders', () => {
  test('the owner moves an order from placed to Delivered, each step on its timeline, sending it out with a carrier', async ({
    page,
    baseURL,
  }) => {
    const order = await placeOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'owner');
    await openOrder(page, order.number);
    await expect(orderHeading(page)).toContainText('Order Placed');

    await page.getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(orderHeading(page)).toContainText('Processing');
    await expect(timeline(page).getByText('Moved to Processing')).toBeVisible();

    // A carrier without its tracking number is refused under the field left out, and nothing moves.
    await page.getByRole('button', { name: 'Mark as In Transit' }).click();
    const sendOut = page.getByRole('dialog', { name: `Send order ${order.number} out` });
    await sendOut.getByLabel('Carrier').fill('UPS');
    await sendOut.getByRole('button', { name: 'Mark as In Transit' }).click();
    await expect(sendOut.getByText('Enter the tracking number with the carrier, or neither')).toBeVisible();
    await expect(sendOut.getByLabel('Tracking number')).toBeFocused();
    await sendOut.getByLabel('Tracking number').fill('1Z 999 AA1 01-2345 6784');
    await sendOut.getByRole('button', { name: 'Mark as In Transit' }).click();
    await expect(orderHeading(page)).toContainText('In Transit');
    await expect(timeline(page).getByText('Moved to In Transit')).toBeVisible();
    await expect(timeline(page).getByText('Carrier: UPS · Tracking number: 1Z 999 AA1 01-2345 6784')).toBeVisible();

    // Put right later: the Delivery panel shows the new ones, the timeline both.
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('1Z 999 AA1 01-2345 6784');
    await delivery.getByRole('button', { name: 'Change tracking' }).click();
    const correct = page.getByRole('dialog', { name: `Tracking for order ${order.number}` });
    await correct.getByLabel('Carrier').fill('FedEx');
    await correct.getByLabel('Tracking number').fill('7749-1234-5678');
    await correct.getByRole('button', { name: 'Save tracking' }).click();
    await expect(correct).toBeHidden();
    await expect(delivery).toContainText('FedEx');
    await expect(delivery).toContainText('7749-1234-5678');
    await expect(timeline(page).getByText('Tracking number set')).toBeVisible();

    // Delivered is the handoff's: the ID checked at the door (handoff.spec.ts has the driver's side).
    await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Hand over at the door' }).click();
    const handoff = page.getByRole('form', { name: 'Hand over' });
    await handoff.getByRole('radio', { name: 'Name matches' }).check();
    await handoff.getByLabel('Date of birth on the ID').fill('1990-04-15');
    await expect(handoff).toContainText(
      `Paid by card: delivering charges $${order.total} to the card held at checkout, what was handed over, and releases the rest.`,
    );
    await handoff.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Delivered');
    await openOrder(page, order.number);
    await expect(timeline(page).getByText('Moved to Delivered')).toBeVisible();
    await expect(page.getByText('Nothing left to do: the order was delivered.')).toBeVisible();
    await expect(timeline(page).getByText(STAFF_ACCOUNTS.owner).first()).toBeVisible();

    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('delivered');
    await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  });

  test('the owner refunds part of a delivered order to the card that paid, and it shows on the order', async ({
    page,
    baseURL,
  }) => {
    const order = await deliveredOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'owner');
    await openOrder(page, order.number);
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${order.number}` });
    await expect(dialog).toContainText('It is refunded to the card the order was paid with.');
    await dialog.getByLabel('Amount to refund ($)').fill('5.00');
    await dialog.getByLabel('Reason (optional)').fill('One preroll was crushed');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toBeHidden();
    await expect(payment).toContainText('Refunded$5.00');
    await expect(timeline(page).getByText('One preroll was crushed')).toBeVisible();
  });

  test('staff cancel an order paid by card before it leaves: the hold on the card is released and nothing is charged', async ({
    page,
    baseURL,
  }) => {
    const order = await placeOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'staff');
    await openOrder(page, order.number);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Held on your card')).toBeVisible();
    await expect(payment.getByText(`$${order.total}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toContainText(
      `The $${order.total} held on the shopper’s card is released; the items go back into stock.`,
    );
    await dialog.getByLabel('Reason (optional)').fill('Shopper asked to cancel by phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();

    await expect(orderHeading(page)).toContainText('Cancelled');
    await expect(timeline(page).getByText('Shopper asked to cancel by phone').first()).toBeVisible();
    await expect(payment.getByText('Nothing was charged')).toBeVisible();
    await expect(timeline(page).getByText('Refunded')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('when someone else moved the order first, the second press says so and shows its new state', async ({
    page,
    browser,
    baseURL,
  }) => {
    const order = await placeOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'owner');
    await openOrder(page, order.number);

    const colleague = await browser.newPage({ baseURL });
    await signInToBackOffice(colleague, 'staff');
    await openOrder(colleague, order.number);
    await colleague.getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(orderHeading(colleague)).toContainText('Processing');
    await colleague.close();

    await page.getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(page.getByRole('alert')).toContainText('This order changed meanwhile');
    await expect(page.getByRole('alert')).toContainText('It is now Processing');
    await expect(orderHeading(page)).toContainText('Processing');
    await expect(page.getByRole('button', { name: 'Mark as In Transit' })).toBeVisible();
  });

  test('a failed delivery goes on the timeline and sends the order back to Processing', async ({ page, baseURL }) => {
    const order = await placeOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'staff');
    await openOrder(page, order.number);
    await page.getByRole('button', { name: 'Mark as Processing' }).click();
    await markInTransit(page);
    await expect(orderHeading(page)).toContainText('In Transit');

    await page.getByRole('button', { name: 'Failed delivery attempt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a failed delivery attempt' });
    await dialog.getByLabel('What happened (optional)').fill('Nobody home');
    await dialog.getByRole('button', { name: 'Record failed attempt' }).click();
    await expect(orderHeading(page)).toContainText('Processing');
    await expect(timeline(page).getByText('Delivery attempt failed')).toBeVisible();
    await expect(timeline(page).getByText('Nobody home')).toBeVisible();
    await expect(page.getByText('Failed delivery attempts: 1 of 3')).toBeVisible();
  });
});

test.describe('Stock, reviews and messages', () => {
  test('the owner restocks a sold-out product, and the shop shows it in stock again', async ({ page, browser }) => {
    const productId = 'durban-poison-flower';
    const shopper = await browser.newPage();
    await enterStore(shopper, productPath(productId));
    await expect(shopper.getByText('Out of stock', { exact: true })).toBeVisible();

    await signInToBackOffice(page, 'owner');
    await sectionLink(page, 'Stock').click();
    await page.getByLabel('Filter by product').fill('Durban');
    const count = page.getByLabel('On hand: Durban Poison Flower, 3.5g (Eighth)');
    await expect(count).toHaveValue('0');
    await count.fill('12');
    await page.getByRole('button', { name: 'Save Durban Poison Flower, 3.5g (Eighth)' }).click();
    await expect(toastSaying(page, 'Durban Poison Flower, 3.5g (Eighth): 12 on hand')).toBeVisible();
    await expect(count).toHaveValue('12');

    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByRole('heading', { level: 1, name: 'Durban Poison Flower' })).toBeVisible();
      await expect(shopper.getByText('Out of stock', { exact: true })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await shopper.close();
  });

  test('the owner approves a review, and it appears on its product’s page', async ({ page, browser, baseURL }) => {
    const title = `Calm evenings ${Date.now()}`;
    await submitReview(baseURL ?? '', {
      name: 'Priya S.',
      rating: 5,
      product: 'Tangie Flower',
      title,
      review: 'Bright and citrusy. <script>alert(1)</script> stays text.',
    });
    await signInToBackOffice(page, 'owner');
    await sectionLink(page, 'Reviews').click();
    const card = page.getByRole('article', { name: title });
    // Shown as the shopper wrote it: markup as text, never as HTML.
    await expect(card.getByText('<script>alert(1)</script> stays text.', { exact: false })).toBeVisible();
    await card.getByLabel('Note (optional, staff only)').fill('Checked against the order');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'Approved' }).click();
    await expect(page.getByRole('article', { name: title })).toContainText('Checked against the order');

    const shopper = await browser.newPage();
    await enterStore(shopper, productPath('tangie-flower'));
    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByText(title)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await shopper.close();
  });

  test('the owner reads a message: opening it marks it read, and it can be marked handled', async ({
    page,
    baseURL,
  }) => {
    const name = `Jordan ${Date.now()}`;
    await sendContactMessage(baseURL ?? '', {
      name,
      email: 'jordan@example.com',
      subject: 'order-support',
      message: 'My delivery window changed.\nCan the driver come after 6?',
    });
    await signInToBackOffice(page, 'owner');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    const row = page.getByRole('link', { name: new RegExp(`${name} \\(unread\\)`) });
    await expect(row).toBeVisible();
    await row.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order Support' })).toBeVisible();
    await expect(page.getByText('Can the driver come after 6?')).toBeVisible();
    await page.getByLabel('Internal note').fill('Called back, moved to the evening run');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(toastSaying(page, 'Note saved')).toBeVisible();
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Handled', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Inbox' }).click();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await page.getByRole('link', { name: 'Handled' }).click();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${name} \\(unread\\)`) })).toHaveCount(0);
  });

  test('staff reply to a message by email: the reply joins its thread, shows when its email is sent, and the message is handled', async ({
    page,
    baseURL,
  }) => {
    const name = `Riley ${Date.now()}`;
    await sendContactMessage(baseURL ?? '', {
      name,
      email: 'riley@example.com',
      subject: 'dosage-help',
      message: 'How many gummies should I start with?',
    });
    await signInToBackOffice(page, 'staff');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dosage Help' })).toBeVisible();

    const replies = page.getByRole('region', { name: 'Replies' });
    await expect(replies.getByText('No reply yet.')).toBeVisible();
    await replies.getByRole('button', { name: 'Send reply' }).click();
    await expect(replies.getByText('Reply is required')).toBeVisible();
    await replies.getByLabel('Your reply').fill('Start with half a gummy.\nWait two hours before taking more.');
    await replies.getByRole('button', { name: 'Send reply' }).click();

    const reply = replies.getByRole('listitem').filter({ hasText: 'Start with half a gummy.' });
    await expect(reply).toContainText(STAFF_ACCOUNTS.staff);
    await expect(reply.getByText('Sent', { exact: true })).toBeVisible();
    await expect(replies.getByLabel('Your reply')).toHaveValue('');
    await expect(page.getByText('Handled', { exact: true })).toBeVisible();
  });
});

test.describe('The catalogue', () => {
  test('the owner sets a gummy’s THC per gummy: "1e3" is refused under the field, 10 is saved, and the shop and every pack follow; staff cannot change it', async ({
    page,
    browser,
  }) => {
    await signInToBackOffice(page, 'owner');
    await sectionLink(page, 'Catalogue').click();
    await page
      .getByRole('link', { name: /Lychee Gummies/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lychee Gummies' })).toBeVisible();
    const perGummy = page.getByLabel('THC per gummy (mg)');
    await expect(perGummy).toHaveValue('5');
    // A gummy's THC text is written from the number: the form has no THC text to type.
    await expect(page.getByLabel('THC', { exact: true })).toHaveCount(0);

    await perGummy.fill('1e3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('THC per gummy is milligrams as a plain number, like 5 or 2.5')).toBeVisible();
    await expect(perGummy).toHaveAttribute('aria-invalid', 'true');
    await expect(perGummy).toBeFocused();

    await perGummy.fill('10');
    await expect(page.getByText('Shown in the shop as “10mg THC per gummy”')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastSaying(page, 'Product saved')).toBeVisible();
    const holds = page.getByRole('region', { name: 'What each size holds' });
    await expect(holds.getByRole('listitem').filter({ hasText: '6-Pack' })).toContainText('60 mg of THC');

    const shopper = await browser.newPage();
    await enterStore(shopper, productPath('lychee-gummies'));
    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByText('10mg THC per gummy').first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await shopper.close();

    const staff = await browser.newPage();
    await signInToBackOffice(staff, 'staff');
    await staff.goto('/admin/catalogue/lychee-gummies');
    await expect(staff.getByLabel('THC per gummy (mg)')).toHaveValue('10');
    await expect(staff.getByLabel('THC per gummy (mg)')).toBeDisabled();
    await staff.close();
  });
});

test.describe('What a staff member may do', () => {
  test('staff see no refund control and no Staff or Audit log sections', async ({ page, baseURL }) => {
    const order = await deliveredOrder(baseURL ?? '', [BLUE_DREAM]);
    await signInToBackOffice(page, 'staff');
    await expect(sectionLink(page, 'Orders')).toBeVisible();
    await expect(sectionLink(page, 'Stock')).toBeVisible();
    await expect(sectionLink(page, 'Staff')).toHaveCount(0);
    await expect(sectionLink(page, 'Audit log')).toHaveCount(0);

    await openOrder(page, order.number);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Paid by card')).toBeVisible();
    await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  });

  test('on a phone the sections are in a menu, for staff without the owner’s', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToBackOffice(page, 'staff');
    await page.getByRole('button', { name: /^Menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Stock', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Stock', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  });
});
