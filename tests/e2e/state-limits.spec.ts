import type { Page } from '@playwright/test';
import { cartDrawer, openCart, serverCart } from './cart-helpers.ts';
import { deliveryForm, fillDeliveryDetails } from './checkout-steps.ts';
import { enterStore, expect, test } from './fixtures.ts';

const chooseState = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('combobox', { name: /Select Your State/ })
    .selectOption({ label: name });

const addToCartButton = (page: Page) => page.getByRole('button', { name: /^Add to Cart/ });

async function addSize(page: Page, sizeLabel: RegExp): Promise<void> {
  await page.getByRole('radio', { name: sizeLabel }).check();
  await addToCartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
  await expect(cartDrawer(page)).toBeHidden();
}

test.describe("a state's purchase limits", () => {
  test("a shopper in California adds concentrate up to the limit, sees it in the drawer, and the next add is refused in the state's words", async ({
    page,
  }) => {
    await enterStore(page, '/product/purple-gruntz-vape');
    await chooseState(page, 'California');
    await expect(page.getByText('1 Vape (2g) holds 2 g of concentrate.')).toBeVisible();

    await addSize(page, /^3-Pack/);
    await addSize(page, /^1 Vape/);

    const drawer = await openCart(page);
    const limits = drawer.getByRole('region', { name: 'Purchase limits' });
    await expect(limits).toContainText('California purchase limits');
    await expect(limits).toContainText('Concentrate 8 of 8 g');
    await expect(limits).toContainText('Flower 0 of 28.5 g');

    // One more cartridge from the drawer: refused at once, nothing changes.
    await drawer.getByRole('button', { name: 'Increase quantity of Purple Gruntz Vape' }).first().click();
    await expect(
      page.getByText('California allows 8 g of concentrate a day; this cart would hold 10 g.'),
    ).toBeVisible();
    await expect(limits).toContainText('Concentrate 8 of 8 g');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // The product page says so before the button is pressed.
    await expect(addToCartButton(page)).toBeDisabled();
    await expect(addToCartButton(page)).toHaveAccessibleDescription(
      'California allows 8 g of concentrate a day; this cart would hold 10 g.',
    );
    await expect
      .poll(async () => (await serverCart(page.request)).map((line) => line.size).sort())
      .toEqual(['1-vape', '3-pack']);
  });

  test('checkout to a state the store does not deliver to says so before any payment', async ({ page }) => {
    const intents: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment-intent')) intents.push(request.method());
    });
    await enterStore(page, '/product/lychee-gummies');
    await addToCartButton(page).click();
    await expect(cartDrawer(page)).toBeVisible();
    await cartDrawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(deliveryForm(page)).toBeVisible();

    await fillDeliveryDetails(page, { street: '100 Congress Avenue', city: 'Austin', zip: '78701', state: 'TX' });
    await expect(page.getByRole('alert').filter({ hasText: 'Verdant does not deliver to Texas.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

    // Gummies are not delivered to Arizona, whose limits do not say how edibles count.
    await deliveryForm(page).getByLabel('State').selectOption('AZ');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Verdant does not deliver gummies to Arizona' }),
    ).toBeVisible();
    expect(intents).toEqual([]);

    // California takes the order: the limits show, and payment opens.
    await deliveryForm(page).getByLabel('State').selectOption('CA');
    await expect(page.getByRole('region', { name: 'Purchase limits' })).toContainText('Concentrate 0.03 of 8 g');
    await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  });
});
