import type { Page } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths';
import { placeOrder } from './back-office-helpers.ts';
import { cartButton, cartDrawer, openCart, serverCart } from './cart-helpers.ts';
import { deliveryForm, fillDeliveryDetails, payButton, payWithCard, SHOPPER } from './checkout-steps.ts';
import { confirmAge, enterStore, expect, test } from './fixtures.ts';

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
    await expect(limits).toContainText('Concentrate: 8 g of 8 g today');
    await expect(limits).toContainText('Flower: 0 g of 28.5 g today');

    // One more cartridge from the drawer: refused at once, nothing changes.
    await drawer.getByRole('button', { name: 'Increase quantity of Purple Gruntz Vape' }).first().click();
    await expect(
      page.getByText('California allows 8 g of concentrate a day; this cart would hold 10 g.'),
    ).toBeVisible();
    await expect(limits).toContainText('Concentrate: 8 g of 8 g today');
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

  test('on a phone, the limits speak the shopper’s words and point to the state control in the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterStore(page, '/product/lychee-gummies');
    await addToCartButton(page).click();
    const limits = cartDrawer(page).getByRole('region', { name: 'Purchase limits' });
    // No state chosen: the strictest state's limits, a 6-pack's 30 mg of THC as 1.701 g of flower.
    await expect(limits).toContainText('Massachusetts purchase limits');
    await expect(limits).toContainText('Flower equivalent: 1.701 g of 28.35 g today');
    await expect(
      limits.getByText('The strictest state we deliver to, until you choose yours in the menu.'),
    ).toBeVisible();
    await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Select Your State' })).toBeVisible();
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
    await expect(cartDrawer(page)).toBeHidden();

    await fillDeliveryDetails(
      page,
      { street: '100 Congress Avenue', city: 'Austin', zip: '78701', state: 'TX' },
      { pay: null },
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Verdant does not deliver to Texas.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);

    // Gummies are not delivered to Arizona, whose limits do not say how edibles count.
    await deliveryForm(page).getByLabel('State').selectOption('AZ');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Verdant does not deliver gummies to Arizona' }),
    ).toBeVisible();
    expect(intents).toEqual([]);

    // California takes the order: the limits show, and payment opens, at the door first.
    await deliveryForm(page).getByLabel('State').selectOption('CA');
    // Checkout's panel counts against the ship-to state; the cart drawer's follows the menu's.
    await expect(cartDrawer(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('region', { name: 'Purchase limits' })).toContainText(
      'Concentrate: 0.03 g of 8 g today',
    );
    await expect(page.getByRole('form', { name: 'Pay at the door' })).toBeVisible();
  });

  test("an order that another of the same shopper's orders pushed over the day's limit before it was paid is not accepted, its card released, and the shopper reads why", async ({
    page,
    baseURL,
    store,
  }) => {
    // Four quarters, 28 g of California's 28.5 g of flower a day, in the cart the device pulls.
    await confirmAge(page);
    const added = await page.request.post(API_PATHS.cart, {
      data: { productId: 'tangie-flower', size: '7g', quantity: 4, state: 'CA' },
    });
    expect(added.status(), await added.text()).toBe(200);
    await enterStore(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart (4 items)');
    await page.goto('/checkout');
    await fillDeliveryDetails(page);
    await expect(payButton(page)).toBeEnabled();
    // The checkout was opened before midnight: the day's other order below does not see it.
    await store
      .db('checkouts')
      .where('status', 'open')
      .update({ created_at: store.db.raw(`created_at - interval '1 day'`) });
    const { fullName: _name, email: _email, phone: _phone, ...household } = SHOPPER;
    await placeOrder(baseURL ?? '', [{ productId: 'tangie-flower', size: '7g', quantity: 4 }], household);

    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { level: 1, name: 'Order not accepted' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'California allows 28.5 g of flower and prerolls a day; this order and your earlier orders today would hold 56 g (Tangie Flower (7g (Quarter))). We could not accept this order, so the',
    );
    await expect(page.getByRole('main')).toContainText(
      'held on your card has been released: you were not charged. Your cart is saved',
    );
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Summary (4 items)' })).toBeVisible();
  });
});
