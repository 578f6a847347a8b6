import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { DELIVERY } from '../fixtures/delivery.ts';
import { codeEmailedTo } from './account-helpers.ts';
import { placeOrder } from './back-office-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';

const EMAIL = 'alex.rivera@example.com';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

/**
 * A platform authenticator for the page, as Chromium's DevTools protocol emulates one: it makes
 * and keeps passkeys, and answers with the user verified, as a fingerprint would.
 */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

test.describe('Shoppers sign in to an account', () => {
  test('with a code by email, save a passkey, sign in with it on a second device and find their orders there; signing out everywhere signs both out', async ({
    browser,
    baseURL,
    store,
  }) => {
    const order = await placeOrder(baseURL ?? '', [{ productId: 'lychee-gummies', size: '6-pack', quantity: 1 }], {
      email: EMAIL,
    });
    // A passkey belongs to a domain name, never an address: both devices visit the store as localhost.
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    const phoneContext = await browser.newContext({ baseURL: origin });
    const page = await phoneContext.newPage();
    const phone = await virtualAuthenticator(phoneContext, page);

    await enterStore(page, '/sign-in');
    await expect(page.getByText('You must be 21 or older')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Alex');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Email Me a Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We emailed a 6-digit code to ${EMAIL}` })).toBeVisible();

    await page.getByLabel('Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();

    await page.getByLabel('Code', { exact: true }).fill(await codeEmailedTo(store, EMAIL));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).getByText('Signed in successfully as Alex', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in faster next time' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(toasts(page).getByText('Passkey saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const { credentials } = await phone.cdp.send('WebAuthn.getCredentials', { authenticatorId: phone.id });
    const [passkey] = credentials;
    if (!passkey || credentials.length !== 1) throw new Error(`Expected one passkey, found ${credentials.length}`);

    // The second device holds the same passkey, as a platform's passkey sync would bring it.
    const laptop = await browser.newContext({ baseURL: origin });
    const laptopPage = await laptop.newPage();
    const laptopKeys = await virtualAuthenticator(laptop, laptopPage);
    await laptopKeys.cdp.send('WebAuthn.addCredential', {
      authenticatorId: laptopKeys.id,
      credential: passkey,
    });
    await enterStore(laptopPage, '/sign-in');
    await laptopPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(toasts(laptopPage).getByText('Signed in successfully as Alex', { exact: true })).toBeVisible();
    await expect(laptopPage).toHaveURL(/\/$/);

    // Checkout offers where the account's last order went; the date of birth is asked each time.
    await laptopPage
      .getByRole('article', { name: 'Lychee Gummies' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await laptopPage.goto('/checkout');
    await expect(laptopPage.getByLabel('Street address')).toHaveValue(DELIVERY.street);
    await expect(laptopPage.getByLabel('Email')).toHaveValue(EMAIL);
    await expect(laptopPage.getByLabel('Date of birth')).toHaveValue('');

    await laptopPage.getByRole('button', { name: 'Account' }).click();
    await laptopPage.getByRole('menuitem', { name: 'Your account' }).click();
    await expect(laptopPage.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
    await expect(laptopPage.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    await expect(laptopPage.getByText('1 order placed with your email, on any device.')).toBeVisible();
    await laptopPage.getByRole('link', { name: 'See your orders' }).click();
    await expect(laptopPage.getByRole('list', { name: 'Your orders' })).toContainText(order.number);

    await laptopPage.goto('/account');
    await laptopPage.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toasts(laptopPage).getByText('You are signed out on every device.', { exact: true })).toBeVisible();
    await laptopPage.goto('/orders');
    await expect(laptopPage.getByText(order.number)).toHaveCount(0);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: "You're not signed in" })).toBeVisible();
    await laptop.close();
    await phoneContext.close();
  });

  test('a blank name shows the destructive toast and stays on the page', async ({ page }) => {
    await enterStore(page, '/sign-in');
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Email Me a Code' }).click();
    await expect(toasts(page).getByText('Please fill in all fields', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
