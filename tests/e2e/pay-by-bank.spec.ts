import type { Page } from '@playwright/test';
import { centsToDecimal, formatUsd, toCents } from '#shared/money';
import { followBankDebits } from '../../sync-api/orders/order-bank-returns.ts';
import { createTestBank } from '../../sync-api/payments/test-bank.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { californiaBreakdown } from '../fixtures/taxes.ts';
import { expectNoAxeViolations, holdToast } from './accessibility-check.ts';
import { handOverWhole, offerTenders, placeBankOrder, sendOut, signInToBackOffice } from './back-office-helpers.ts';
import { cartButton } from './cart-helpers.ts';
import { bankForm, fillDeliveryDetails, payByBank, SHOPPER, startCheckout } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';

/**
 * Pay by bank (decision 027) in real Chromium against the test bank: the shopper's checkout and
 * order page from authorisation to the handoff's debit, and the owner clearing a debit the bank
 * returned. California offers door and card by default, so each test turns pay by bank on first.
 */

const PHONE = { width: 390, height: 844 };
const PREROLL = 'Blue Dream Preroll';
const GUMMIES = 'Lychee Gummies';
const BLUE_DREAM = { productId: 'blue-dream-preroll', size: '1-preroll', quantity: 1 };

const SETTLES = '000123456789';
const NO_FUNDS = '000111111116';
const RETURNED = '000222222227';
const NO_FUNDS_WORDS =
  'Your bank says this account cannot pay this total now. Choose another way to pay, or another account.';

const RETURN_ATTENTION =
  'The bank returned its payment, so the shopper cannot pay by bank until it is cleared under Payment.';

const deliveryRegion = (page: Page) => page.getByRole('region', { name: 'Delivery', exact: true });
const dollars = (money: string) => toCents(money.replace(/[$,]/g, ''));

test.describe('Pay by bank', () => {
  test('a shopper in California pays by bank: a refused account says why, the settling one is authorised, and the handoff debits only what was handed over', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The shopper's checkout, then a second browser for the driver: two journeys in one, about
    // 30 s alone and up to a minute beside another worker on two cores.
    test.setTimeout(90_000);
    await offerTenders(baseURL ?? '', 'CA', ['door', 'bank', 'card']);

    await startCheckout(page, [PREROLL, GUMMIES]);
    await fillDeliveryDetails(page, {}, { pay: 'Pay by bank' });
    const form = bankForm(page);
    const placeButton = form.getByRole('button', { name: /^Place Order \$/ });
    await expect(placeButton).toBeEnabled();
    const total = (await placeButton.textContent())?.replace('Place Order ', '') ?? '';
    await expect(form).toContainText(
      `Nothing is taken now: your bank confirms your account can pay ${total}. Once the driver hands your order over, we debit what you received, never more.`,
    );
    await expect(form).toContainText('Test mode — no real bank account is debited');
    await expect(form).toContainText('Routing number 110000000, with an account that:');
    await expect(form.getByRole('list', { name: 'Test bank accounts' }).getByRole('listitem')).toHaveText([
      `${SETTLES} settles`,
      `${NO_FUNDS} is refused for funds when the order is placed`,
      `${RETURNED} settles, then is returned two days later`,
    ]);
    await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the Pay by bank form');

    // The bank refuses the first account: its words, and the order is not placed.
    await payByBank(page, NO_FUNDS);
    await expect(form.getByRole('alert')).toHaveText(NO_FUNDS_WORDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (2 items)');

    await payByBank(page, SETTLES);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await page.getByRole('link', { name: 'Track this order' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(
      page.getByText(
        'We have your order, and your bank has confirmed your account can pay. Nothing is taken until it is handed over.',
      ),
    ).toBeVisible();
    await expect(deliveryRegion(page)).toContainText('Pay by bank (account ending 6789)');
    await expect(deliveryRegion(page)).toContainText(`your bank confirms your account can pay ${total}`);
    await expect(deliveryRegion(page).getByLabel('Payment')).toHaveText(`Authorised from your bank${total}`);

    await sendOut(baseURL ?? '', orderId);
    let debited = '';
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const driver = await phone.newPage();
      await signInToBackOffice(driver, 'driver');
      const waiting = driver.getByRole('list', { name: 'Out for delivery' }).getByRole('link');
      await expect(waiting).toContainText('Bank authorised');
      await waiting.click();
      await expect(driver.getByRole('heading', { level: 1 })).toContainText(SHOPPER.fullName);

      const handoff = driver.getByRole('form', { name: 'Hand over' });
      await handoff.getByRole('radio', { name: 'Name matches' }).check();
      await handoff.getByLabel('Date of birth on the ID').fill(SHOPPER.dateOfBirth);
      await expect(handoff.getByText('ID checked: the name matches, 21 or over.')).toBeVisible();
      // The gummies stay in the van: only what was handed over is debited, the preroll with the
      // Standard delivery made ($9.99 under $99) and San Francisco's taxes on those.
      const prerollLine = handoff.locator('label').filter({ hasText: PREROLL });
      const prerollCents = dollars((await prerollLine.textContent())?.match(/\$[\d.,]+$/)?.[0] ?? '$0');
      await handoff.getByRole('checkbox', { name: new RegExp(GUMMIES) }).uncheck();
      const kept = { subtotal: centsToDecimal(prerollCents), savings: '0.00', delivery: '9.99' };
      debited = formatUsd(toCents(californiaBreakdown(kept).total));
      await expect(handoff).toContainText(
        `Paid by bank: delivering debits ${debited} from the account ending 6789, what was handed over.`,
      );
      await handoff.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(driver.getByRole('heading', { level: 1 })).toContainText('Delivered');
      await expect(driver.getByLabel('Payment')).toContainText(`Debited from your bank (settling)${debited}`);
    } finally {
      await phone.close();
    }

    // The shopper's page, read again: the lower amount, debited and settling.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
      'Delivered',
    );
    await expect(deliveryRegion(page).getByLabel('Payment')).toHaveText(`Debited from your bank (settling)${debited}`);
    await expect(page.getByText('Not handed over, so not charged')).toBeVisible();
  });

  test('the owner clears a debit the bank returned, saying how it was settled; staff see it paused but cannot clear it', async ({
    page,
    browser,
    baseURL,
    store,
  }) => {
    test.setTimeout(60_000);
    const base = baseURL ?? '';
    await offerTenders(base, 'CA', ['door', 'bank', 'card']);
    const order = await placeBankOrder(base, [BLUE_DREAM], RETURNED);
    await sendOut(base, order.id);
    await handOverWhole(base, order.id);
    // The bank's days pass: the debit settles, then comes back.
    await followBankDebits(store.db, createTestBank(store.db), new Date(Date.now() + 4 * 86_400_000));

    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signInToBackOffice(staff, 'staff');
      await staff.goto(`/admin/orders/${order.id}`);
      const staffPayment = staff.getByRole('region', { name: 'Payment', exact: true });
      await expect(staffPayment).toContainText('Debit returned by the bank');
      await expect(staffPayment).toContainText(
        'The bank returned this debit, so the shopper cannot pay by bank until it is cleared. The owner clears it once the money is settled another way.',
      );
      await expect(staffPayment.getByRole('button')).toHaveCount(0);
    } finally {
      await staffContext.close();
    }

    await signInToBackOffice(page, 'owner');
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expect(page.getByText(RETURN_ATTENTION)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next step' })).toContainText(
      'The bank returned its payment: once it is settled another way, clear it under Payment.',
    );
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Pay by bank (account ending 2227)');
    await expect(payment).toContainText('Debit returned by the bank');
    await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    const returned = (await payment.textContent())?.match(/Debit returned by the bank(\$[\d.,]+)/)?.[1] ?? '';
    await payment.getByRole('button', { name: 'Clear returned payment' }).click();

    const dialog = page.getByRole('dialog', { name: 'Clear the returned payment?' });
    await expect(dialog).toContainText(
      `The bank returned the debit of ${returned} for order ${order.number}, so ${DELIVERY.fullName}’s pay by bank is paused until this is cleared.`,
    );
    const note = dialog.getByLabel('How was it settled?');
    await dialog.getByRole('button', { name: 'Clear returned payment' }).click();
    await expect(dialog.getByText('Say how the returned payment was settled')).toBeVisible();
    await expect(note).toBeFocused();
    await note.fill('Paid in cash at the store');
    await dialog.getByRole('button', { name: 'Clear returned payment' }).click();
    await expect(dialog).toBeHidden();
    await holdToast(
      page,
      `Returned payment on order ${order.number} cleared: ${DELIVERY.fullName} may pay by bank again`,
    );

    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
    await expect(payment).toContainText(`Cleared ${today}: the shopper may pay by bank again.`);
    await expect(payment.getByRole('button', { name: 'Clear returned payment' })).toHaveCount(0);
    await expect(page.getByText(RETURN_ATTENTION)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      'Returned bank payment cleared: Paid in cash at the store',
    );
  });
});
