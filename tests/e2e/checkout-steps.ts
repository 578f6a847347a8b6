import type { Page } from '@playwright/test';
import { TEST_BANK_ROUTING_NUMBER } from '#shared/payments/bank-accounts';
import { cartButton } from './cart-helpers.ts';
import { enterStore, expect } from './fixtures.ts';

/** An adult in California (a state the store delivers to), with the details checkout's form asks for. */
export const SHOPPER = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(415) 555-0142',
  dateOfBirth: '1990-04-15',
  street: '1 Ferry Building',
  city: 'San Francisco',
  zip: '94111',
  state: 'CA',
};

export const deliveryForm = (page: Page) => page.getByRole('form', { name: 'Delivery details' });
export const payButton = (page: Page) => page.getByRole('button', { name: /^Complete Payment/ });

/** A way to pay, as checkout's choice names it. */
export type PaymentChoice = 'Card' | 'Pay at the door' | 'Pay by bank';

/** Chooses how to pay, among the ways the ship-to state offers. */
export async function choosePayment(page: Page, choice: PaymentChoice): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${choice}`) }).click();
}

/**
 * Fills in checkout's delivery details as SHOPPER would, with `values` in place of theirs, then
 * chooses to pay by card (`pay`), where the state offers a choice; null leaves the choice alone.
 */
export async function fillDeliveryDetails(
  page: Page,
  values: Partial<typeof SHOPPER> = {},
  { pay = 'Card' }: { pay?: PaymentChoice | null } = {},
): Promise<void> {
  const shopper = { ...SHOPPER, ...values };
  const form = deliveryForm(page);
  await form.getByLabel('Full name').fill(shopper.fullName);
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('Phone').fill(shopper.phone);
  await form.getByLabel('Date of birth').fill(shopper.dateOfBirth);
  await form.getByLabel('Street address').fill(shopper.street);
  await form.getByLabel('City').fill(shopper.city);
  await form.getByLabel('ZIP code').fill(shopper.zip);
  await form.getByLabel('State').selectOption(shopper.state);
  if (pay) await choosePayment(page, pay);
}

/** Enters the store, puts one of each named product in the cart, and opens checkout. */
export async function startCheckout(page: Page, names: string[]): Promise<void> {
  await enterStore(page);
  for (const [index, name] of names.entries()) {
    await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
    const count = index + 1;
    await expect(cartButton(page)).toHaveAccessibleName(`Open cart (${count} ${count === 1 ? 'item' : 'items'})`);
  }
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Pays with the test card `cardNumber`, an expiry still to come and any CVC. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await payButton(page).click();
}

export const bankForm = (page: Page) => page.getByRole('form', { name: 'Pay by bank' });

/** Pays by bank from the test bank's account `accountNumber`, in SHOPPER's name, and places the order. */
export async function payByBank(page: Page, accountNumber: string): Promise<void> {
  const form = bankForm(page);
  await form.getByLabel('Name on the account').fill(SHOPPER.fullName);
  await form.getByLabel('Routing number').fill(TEST_BANK_ROUTING_NUMBER);
  await form.getByLabel('Account number').fill(accountNumber);
  await form.getByRole('button', { name: /^Place Order \$/ }).click();
}
