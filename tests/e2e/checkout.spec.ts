import type { Page } from '@playwright/test';
import { formatUsd, toCents } from '#shared/money';
import type { CardPaymentIntent, Order } from '#shared/schemas/checkout';
import { expectNoAxeViolations } from './accessibility-check.ts';
import { cartButton, serverCart } from './cart-helpers.ts';
import { deliveryForm, fillDeliveryDetails, payButton, payWithCard, SHOPPER, startCheckout } from './checkout-steps.ts';
import { enterStore, expect, test } from './fixtures.ts';
import { goOffline, goOnline, untilServiceWorkerControls } from './offline-helpers.ts';

const PREROLL = 'Blue Dream Preroll';
const GUMMIES = 'Lychee Gummies';
const CHECKOUT_OFFLINE = "You're offline. Checkout needs a connection; your cart is saved.";

/** The next instant, within a day, when the clock of `timeZone` reads `hour` o'clock. */
function nextHourIn(timeZone: string, hour: number): Date {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  for (let ahead = 0; ahead < 24; ahead += 1) {
    const candidate = new Date(start + ahead * 3_600_000);
    if (Number(format.format(candidate)) === hour) return candidate;
  }
  throw new Error(`No ${hour} o'clock in ${timeZone} in the next day`);
}

/** Adds products from the home grid, then opens checkout from the drawer. */
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

/** The payment session the page settled on: the last answer once the pay button shows its total. */
async function settledIntent(page: Page, answers: CardPaymentIntent[]): Promise<CardPaymentIntent> {
  await expect(payButton(page)).toBeEnabled();
  // An answer is recorded once its body has been read, which can come after the page used it.
  let intent: CardPaymentIntent | undefined;
  await expect(async () => {
    intent = answers.at(-1);
    if (!intent) throw new Error('No payment session was created');
    await expect(payButton(page)).toHaveText(`Complete Payment ${formatUsd(toCents(intent.breakdown.total))}`, {
      timeout: 1000,
    });
  }).toPass();
  if (!intent) throw new Error('No payment session was created');
  return intent;
}

function recordIntents(page: Page): CardPaymentIntent[] {
  const answers: CardPaymentIntent[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/create-payment-intent') && response.ok()) {
      answers.push((await response.json()) as CardPaymentIntent);
    }
  });
  return answers;
}

/** Checkout ready to pay for `names`: the delivery details filled in, the payment session settled. */
async function readyToPay(page: Page, names: string[]): Promise<void> {
  const answers = recordIntents(page);
  await startCheckout(page, names);
  await fillDeliveryDetails(page);
  await settledIntent(page, answers);
}

test.describe('Checkout', () => {
  test('Same-Day is offered where the state’s rules give it, inside its areas before the cut-off, and nowhere else', async ({
    page,
  }) => {
    // The page's clock runs from the next 10 AM in California: before the seeded 2 PM cut-off on
    // the state's clock, and within the day the server's age confirmation holds.
    await page.clock.install({ time: nextHourIn('America/Los_Angeles', 10) });
    await startCheckout(page, [PREROLL]);
    const options = page.getByRole('radiogroup', { name: /Delivery option/ });
    const sameDay = options.getByRole('radio', { name: /Same-Day/ });

    await fillDeliveryDetails(page);
    await expect(sameDay).toBeEnabled();
    await expect(sameDay).toContainText('2-4 hours');
    await expect(sameDay).toContainText('$29.99');

    // Sacramento is in California but outside the Same-Day areas its rules name.
    await deliveryForm(page).getByLabel('City').fill('Sacramento');
    await deliveryForm(page).getByLabel('ZIP code').fill('95814');
    await expect(sameDay).toBeDisabled();
    await expect(sameDay).toContainText(
      'Same-Day delivery reaches San Francisco, Oakland, Berkeley, Los Angeles, Santa Monica and Pasadena in California.',
    );

    // Arizona's rules offer Standard and Express only.
    await fillDeliveryDetails(page, { city: 'Phoenix', zip: '85004', state: 'AZ' });
    await expect(options.getByRole('radio')).toHaveCount(2);
    await expect(sameDay).toHaveCount(0);
    await expect(options.getByRole('radio', { name: /Standard/ })).toContainText('3-5 business days');

    // Texas has no delivery at all: checkout says so instead of offering any.
    await deliveryForm(page).getByLabel('State').selectOption('TX');
    await expect(page.getByText('We do not deliver to Texas, so it has no delivery options.')).toBeVisible();
  });

  test('a shopper fills in delivery details, pays with a card and sees the order', async ({ page }) => {
    // The whole purchase, then an axe sweep of the order's page: on a busy two-core machine it
    // took up to 39 s.
    test.setTimeout(60_000);
    const answers = recordIntents(page);
    await startCheckout(page, [PREROLL, GUMMIES]);
    await expect(page.getByRole('heading', { name: 'Order Summary (2 items)' })).toBeVisible();

    await fillDeliveryDetails(page);
    await expect(page.getByRole('radio', { name: /Express/ })).toContainText('Most Popular');
    await page.getByRole('radio', { name: /Express/ }).click();
    const intent = await settledIntent(page, answers);
    expect(intent.provider).toBe('test');
    expect(intent.breakdown.delivery).toBe('19.99');
    const totals = page.getByLabel('Order totals').getByRole('definition');
    await expect(page.getByLabel('Order totals')).toContainText(
      `Subtotal${formatUsd(toCents(intent.breakdown.subtotal))}`,
    );
    await expect(page.getByLabel('Order totals')).toContainText('Delivery$19.99');
    await expect(totals.last()).toHaveText(formatUsd(toCents(intent.breakdown.total)));
    await expect(page.getByText('Test mode — no real card is charged')).toBeVisible();

    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/order-success\?payment_intent=[^&]+&redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(page.getByText('Your order has been placed successfully!')).toBeVisible();
    await expect(page).toHaveTitle(/Verdant/);

    // The same call answers the same order: the page shows exactly that one.
    const order = (await (
      await page.request.post('/api/orders', { data: { paymentIntentId: intent.paymentIntentId } })
    ).json()) as Order;
    await expect(page.getByText(`Order number ${order.number}`)).toBeVisible();
    const lines = page.getByRole('region', { name: 'Your order' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    for (const line of order.lines) {
      const shown = lines.filter({ hasText: line.name });
      await expect(shown).toContainText(line.sizeLabel);
      await expect(shown).toContainText(`Quantity: ${line.quantity}`);
      await expect(shown).toContainText(formatUsd(toCents(line.lineTotal)));
    }
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('1 Ferry Building');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Express');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');
    await expect.poll(() => serverCart(page.request)).toEqual([]);
    await expectNoAxeViolations(page, '/order-success');

    // A reload asks again and shows the same order; the cart stays empty.
    await page.reload();
    await expect(page.getByText(`Order number ${order.number}`)).toBeVisible();
  });

  test('a shopper in California pays at the door: nothing is charged, and the order says what to have ready', async ({
    page,
  }) => {
    await startCheckout(page, [PREROLL]);
    await fillDeliveryDetails(page, {}, { pay: null });
    // Where the state offers both, paying at the door comes first; the card is one choice away.
    await expect(page.getByRole('radio', { name: /^Pay at the door/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Card/ })).toBeVisible();
    const door = page.getByRole('form', { name: 'Pay at the door' });
    const placeButton = door.getByRole('button', { name: /^Place Order \$/ });
    await expect(placeButton).toBeEnabled();
    const total = (await placeButton.textContent())?.replace('Place Order ', '') ?? '';
    await expect(door).toContainText(
      `Nothing is charged now. Have ${total} ready in cash or on a debit card: the driver checks your ID, then takes payment.`,
    );
    await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

    await placeButton.click();
    await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Pay at the door');
    await expect(delivery).toContainText(`Have ${total} ready in cash or on a debit card`);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');
    await expect.poll(() => serverCart(page.request)).toEqual([]);

    // The order's own page says the same, after a reload too.
    await page.getByRole('link', { name: 'Track this order' }).click();
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(`Have ${total} ready`);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Pay at the door');
    await expectNoAxeViolations(page, 'an order paid at the door');
  });

  test('a declined card shows the provider message, keeps the cart, and another card then pays', async ({ page }) => {
    await readyToPay(page, [PREROLL]);

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(toastRegion(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText(
      'Your card was declined.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(payButton(page)).toBeEnabled();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (1 item)');
    expect(await serverCart(page.request)).toHaveLength(1);

    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
  });

  test('a card that asks for authentication pays once the shopper completes it', async ({ page }) => {
    await readyToPay(page, [PREROLL]);

    await payWithCard(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(dialog).toBeVisible();
    // The dialog is modal, so the page behind it is hidden from assistive tech meanwhile.
    await expect(page.getByRole('button', { name: 'Processing...', includeHidden: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (0 items)');
  });

  test('a failed authentication is a failed payment, and the cart stays', async ({ page }) => {
    await readyToPay(page, [PREROLL]);

    await payWithCard(page, '4000 0025 0000 3155');
    await page
      .getByRole('dialog', { name: 'Confirm this payment' })
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await expect(toastRegion(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(payButton(page)).toBeEnabled();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (1 item)');
  });

  test('each invalid field shows its own error, and the page stays accessible with them showing', async ({ page }) => {
    const intentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment-intent')) intentCalls.push(request.url());
    });
    await startCheckout(page, [PREROLL]);
    // Nothing remembered, no state picked in the header: every field starts empty.
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const form = deliveryForm(page);
    const expected: [string, string][] = [
      ['Full name', 'Full name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Date of birth', 'Date of birth is required'],
      ['Street address', 'Street address is required'],
      ['City', 'City is required'],
      ['ZIP code', 'ZIP code is required'],
      ['State', 'State is required'],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label);
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page, '/checkout with errors');

    // Wrong values say what is wrong with them when the shopper leaves the field.
    const underAge = new Date();
    underAge.setUTCFullYear(underAge.getUTCFullYear() - 20);
    await form.getByLabel('Date of birth').fill(underAge.toISOString().slice(0, 10));
    await form.getByLabel('Date of birth').blur();
    await expect(form.getByText('You must be 21 or older to order')).toBeVisible();
    await form.getByLabel('Email').fill('ada@');
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await form.getByLabel('Phone').fill('303 555 01');
    await form.getByLabel('Phone').blur();
    await expect(form.getByText('Enter a 10-digit US phone number')).toBeVisible();
    await form.getByLabel('ZIP code').fill('8020');
    await form.getByLabel('ZIP code').blur();
    await expect(form.getByText('Enter a 5-digit ZIP code')).toBeVisible();

    // Fixing a field clears its error; the payment never starts while any is left.
    await fillDeliveryDetails(page, { dateOfBirth: underAge.toISOString().slice(0, 10) });
    await expect(form.getByText('Full name is required')).toHaveCount(0);
    await expect(form.getByText('You must be 21 or older to order')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    expect(intentCalls).toEqual([]);

    await form.getByLabel('Date of birth').fill(SHOPPER.dateOfBirth);
    await expect(payButton(page)).toBeVisible();
  });

  test('details are remembered for the next checkout, except the date of birth', async ({ page }) => {
    await readyToPay(page, [PREROLL]);
    await page.reload();
    const form = deliveryForm(page);
    await expect(form.getByLabel('Full name')).toHaveValue(SHOPPER.fullName);
    await expect(form.getByLabel('ZIP code')).toHaveValue(SHOPPER.zip);
    await expect(form.getByLabel('State')).toHaveValue(SHOPPER.state);
    await expect(form.getByLabel('Date of birth')).toHaveValue('');
  });

  test("the header's chosen state fills in the ship-to state", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('verdant:state', 'MA'));
    await startCheckout(page, [PREROLL]);
    await expect(deliveryForm(page).getByLabel('State')).toHaveValue('MA');
  });

  test('a delivery the server refuses is explained on the page; a session that cannot start sends the shopper back to the shop', async ({
    page,
  }) => {
    let answer: 'refuse' | 'fail' = 'refuse';
    await page.route('**/api/create-payment-intent', (route) =>
      answer === 'refuse'
        ? route.fulfill({
            status: 422,
            json: { error: { code: 'delivery_unavailable', message: 'We cannot deliver to this address yet.' } },
          })
        : route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Request abc failed.' } } }),
    );
    await startCheckout(page, [PREROLL]);
    await fillDeliveryDetails(page);
    await expect(page.getByRole('alert').filter({ hasText: 'We cannot deliver to this address yet.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(payButton(page)).toHaveCount(0);

    answer = 'fail';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(toastRegion(page).getByText('Checkout Error', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('Failed to initialize checkout. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test.describe('with the service worker', () => {
    // Blocked elsewhere (playwright.config.ts): this test opens pages offline through the worker.
    test.use({ serviceWorkers: 'allow' });

    test('offline, checkout shows the offline notice and asks nothing; back online the payment form returns', async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      await startCheckout(page, [PREROLL]);
      await untilServiceWorkerControls(page);
      const intentCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/create-payment-intent')) intentCalls.push(request.url());
      });

      await goOffline(context);
      await expect(page.getByText(CHECKOUT_OFFLINE)).toBeVisible();
      await fillDeliveryDetails(page);
      await expect(page.getByRole('region', { name: 'Payment' }).getByText(CHECKOUT_OFFLINE)).toBeVisible();
      await page.waitForTimeout(1000);
      expect(intentCalls).toEqual([]);
      await expect(payButton(page)).toHaveCount(0);

      await goOnline(context);
      await expect(payButton(page)).toBeEnabled();
      await expect(page.getByText(CHECKOUT_OFFLINE)).toHaveCount(0);
      expect(intentCalls.length).toBeGreaterThan(0);
    });
  });

  test('a payment return that failed says so and leads back to checkout', async ({ page }) => {
    await enterStore(page);
    await page.goto('/order-success?payment_intent=pi_test_unknown&redirect_status=failed');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();

    await page.goto('/order-success?payment_intent=pi_test_unknown&redirect_status=succeeded');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this payment" })).toBeVisible();
    await expectNoAxeViolations(page, '/order-success for an unknown payment');
  });
});
