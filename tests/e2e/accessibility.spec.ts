import type { Page } from '@playwright/test';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { AXE_TIME_PER_SCREEN_MS, expectNoAxeViolations, holdToast } from './accessibility-check.ts';
import { PHONE_SCREENS, SCREEN_GROUPS } from './accessibility-screens.ts';
import { cartButton, cartDrawer } from './cart-helpers.ts';
import { fillDeliveryDetails, payButton, payWithCard } from './checkout-steps.ts';
import { ageGate, enterStore, expect, passAgeGate, test, untilPageLoaded } from './fixtures.ts';

/**
 * Issue 7's accessibility target: axe finds nothing, of any impact, on every screen of the
 * store's route table, behind the age gate and past it, at a desktop's and a phone's size, and
 * in the states a shopper passes through: the cart drawer with lines, the menus, the
 * checkout with its errors, a declined card, the bank's step and the order.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// A state's test runs axe up to three times on whole pages: slower than a click-through.
test.describe.configure({ timeout: 60_000 });

async function addFromHome(page: Page, count: number): Promise<void> {
  await enterStore(page);
  const buttons = page.getByRole('article').getByRole('button', { name: 'Add to Cart' });
  for (let added = 1; added <= count; added += 1) {
    await buttons.nth(added - 1).click();
    await expect(cartButton(page)).toHaveAccessibleName(`Open cart (${added} ${added === 1 ? 'item' : 'items'})`);
  }
}

async function openCheckout(page: Page): Promise<void> {
  await addFromHome(page, 2);
  await cartButton(page).click();
  await cartDrawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The whole checkout: each state it shows on the way to an order. */
async function checkoutJourney(page: Page, size: string): Promise<void> {
  await openCheckout(page);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expectNoAxeViolations(page, `checkout, nothing filled in (${size})`);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, `checkout showing its field errors (${size})`);

  await fillDeliveryDetails(page);
  await expect(payButton(page)).toBeEnabled();
  await expectNoAxeViolations(page, `checkout filled in (${size})`);

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText(
    'Your card was declined.',
  );
  await expectNoAxeViolations(page, `checkout after a declined card (${size})`);

  await payWithCard(page, '4000 0025 0000 3155');
  const bankStep = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bankStep).toBeVisible();
  await expectNoAxeViolations(page, `checkout's authentication step (${size})`);

  await bankStep.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
  await expectNoAxeViolations(page, `order success (${size})`);
}

async function drawerWithLines(page: Page, size: string): Promise<void> {
  await addFromHome(page, 2);
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(cartDrawer(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  await expect(cartDrawer(page).getByText('All changes saved')).toBeVisible();
  await expectNoAxeViolations(page, `cart drawer with two lines (${size})`);
}

test.describe('At a desktop size, axe finds nothing', () => {
  test.use({ viewport: DESKTOP });

  for (const [group, screens] of SCREEN_GROUPS) {
    test(`on ${group}, behind the age gate and past it`, async ({ page }) => {
      test.setTimeout(AXE_TIME_PER_SCREEN_MS * screens.length);
      const paths = await Promise.all(screens.map((screen) => screen.path(page.request)));
      for (const path of paths) {
        await page.goto(path);
        await expect(ageGate(page)).toBeVisible();
        await expectNoAxeViolations(page, `${path} behind the age gate`, { soft: true });
      }
      await passAgeGate(page);
      for (const path of paths) {
        await page.goto(path);
        await untilPageLoaded(page);
        await expectNoAxeViolations(page, path, { soft: true });
      }
    });
  }

  test('in the cart drawer with lines', async ({ page }) => {
    await drawerWithLines(page, 'desktop');
  });

  test('through checkout: empty, with its errors, filled, declined, the bank step and the order', async ({ page }) => {
    test.setTimeout(120_000);
    await checkoutJourney(page, 'desktop');
  });

  test('when checkout is opened with an empty cart and the notice shows over the shop', async ({ page }) => {
    await enterStore(page, '/about');
    await page.goto(STATIC_PAGE_PATHS.checkout);
    await expect(page).toHaveURL(/\/shop$/);
    await holdToast(page, 'Your cart is empty. Please add items before checkout.');
    await expectNoAxeViolations(page, 'the empty-cart notice');
  });

  test('with the header menus and the search open', async ({ page }) => {
    await enterStore(page);
    const header = page.getByRole('banner');
    for (const menu of ['Shop THC', 'Learn']) {
      await header.getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `the ${menu} menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expectNoAxeViolations(page, 'the search dropdown');
  });

  test('when sign-in is sent with no name and its notice shows', async ({ page }) => {
    await enterStore(page, STATIC_PAGE_PATHS.signIn);
    await page.getByRole('button', { name: 'Email Me a Code' }).click();
    await holdToast(page, 'Name is required');
    await expectNoAxeViolations(page, 'sign-in with a blank name');
  });

  test('while offline, with the bar under the header and checkout blocked', async ({ page, context }) => {
    await openCheckout(page);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: "You're offline." })).toBeVisible();
    await expectNoAxeViolations(page, 'checkout offline');
    await cartButton(page).click();
    await expect(cartDrawer(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expectNoAxeViolations(page, 'the cart drawer offline');
  });
});

test.describe('At a phone size, axe finds nothing', () => {
  test.use({ viewport: PHONE });

  test('behind the age gate', async ({ page }) => {
    await page.goto('/');
    await expect(ageGate(page)).toBeVisible();
    await expectNoAxeViolations(page, 'the age gate on a phone');
  });

  test('on the main screens and each long-form layout', async ({ page }) => {
    test.setTimeout(AXE_TIME_PER_SCREEN_MS * PHONE_SCREENS.length);
    const paths = await Promise.all(PHONE_SCREENS.map((screen) => screen.path(page.request)));
    await enterStore(page, STATIC_PAGE_PATHS.about);
    for (const path of paths) {
      await page.goto(path);
      await untilPageLoaded(page);
      await expectNoAxeViolations(page, `${path} on a phone`, { soft: true });
    }
  });

  test('in the phone menu', async ({ page }) => {
    await enterStore(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'the phone menu');
  });

  test('in the cart drawer with lines', async ({ page }) => {
    await drawerWithLines(page, 'phone');
  });

  test('through checkout: empty, with its errors, filled, declined, the bank step and the order', async ({ page }) => {
    test.setTimeout(120_000);
    await checkoutJourney(page, 'phone');
  });
});
