import type { Locator, Page } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import { cartButton, cartDrawer, serverCart } from './cart-helpers.ts';
import { deliveryForm } from './checkout-steps.ts';
import { expect, test, warmUp } from './fixtures.ts';

/**
 * A first visit on a slow phone and a slow connection: the server's page is on screen seconds
 * before the app's code has arrived and taken it over. Every tap below is made as soon as
 * Playwright sees its control (visible, stable, enabled), and must take effect (decision 013).
 * Where a test must tap before the takeover, the app's code is held on its way until it has.
 */

/** 400 kbit/s each way with 400 ms round trips, and a CPU 4 times slower. */
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const SLOW_CPU = 4;

/** The throttled page takes a while to load its code; each test gets the time it needs. */
test.describe.configure({ timeout: 120_000 });

async function confirmAge(page: Page): Promise<void> {
  const response = await page.request.post('/api/age-verification');
  expect(response.ok()).toBe(true);
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Nothing from an earlier page in the browser's cache: every file comes over the slow line.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
}

/** Opens `path` on a throttled first visit, returning as soon as the server's HTML starts arriving. */
async function slowFirstVisit(page: Page, path: string): Promise<void> {
  await confirmAge(page);
  await warmUp(page, path);
  await throttle(page);
  await page.goto(path, { waitUntil: 'commit' });
}

/** The page shows that it took the presses and is getting them ready: the app has not taken over yet. */
async function expectPressesHeld(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('data-early-taps')).toMatch(/^\d+$/);
}

/** The app has taken the page over and carried out every press it held. */
async function untilTakenOver(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-early-taps', /.*/, { timeout: 60_000 });
}

/** The app's code, which the server's page loads from /assets. */
const APP_CODE = '**/assets/*.js';

/**
 * Holds the app's code on its way until the function this returns is called, so that whatever the
 * test does meanwhile surely comes before the app takes the page over: on the slow line alone,
 * the code sometimes ran before Playwright had found a control, and the test then checked
 * nothing early at all.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let letIn = () => {};
  const held = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.fallback();
  });
  return letIn;
}

/**
 * Opens a page with `open` and makes the presses in `press` before the app takes it over, then
 * lets the app in and waits until it has carried them out.
 */
async function pressBeforeTakeover(
  page: Page,
  open: () => Promise<unknown>,
  press: () => Promise<void>,
): Promise<void> {
  const letIn = await holdAppCode(page);
  try {
    await open();
    await expect(page.locator('#root > *').first(), 'the server rendered the page').toBeAttached({ timeout: 60_000 });
    await press();
    await expectPressesHeld(page);
  } finally {
    letIn();
  }
  await untilTakenOver(page);
  await page.unrouteAll();
}

/** Taps `control` on the page `open` opens, before the app takes it over, and waits until the app has carried the tap out. */
async function tapBeforeTakeover(page: Page, open: () => Promise<unknown>, control: Locator): Promise<void> {
  await pressBeforeTakeover(page, open, () => control.click());
}

const lines = (items: CartItem[]) =>
  items.map((item) => [item.product.id, item.size, item.purchaseType, item.quantity, item.unitPrice]);

test.use({ serviceWorkers: 'block' });

test.describe('A slow first visit loses no tap', () => {
  test('size and quantity tapped before the app is ready are the line Add to Cart adds', async ({ page }) => {
    const tangie = (await (await page.request.get('/api/products/tangie-flower')).json()) as {
      sizes: { size: string; price: string }[];
    };
    const quarter = tangie.sizes.find((size) => size.size === '7g');
    expect(quarter).toBeDefined();
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await pressBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/product/tangie-flower'),
      async () => {
        await page.getByRole('radio', { name: /^7g/ }).click();
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        // Add to Cart needs the cart on this device: until it opens, the button says it is not ready.
        await expect(add).toBeDisabled();
        await expect(add).toHaveAttribute('aria-busy', 'true');
      },
    );
    await add.click({ timeout: 60_000 });

    await expect(page.getByRole('radio', { name: /^7g/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Quantity' }).getByText('3', { exact: true })).toBeVisible();
    await expect(cartDrawer(page)).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => lines(await serverCart(page.request)), { timeout: 60_000 })
      .toEqual([['tangie-flower', '7g', 'one-time', 3, quarter?.price]]);
  });

  test('Read more, the four sections and the states list open when tapped before the app is ready', async ({
    page,
  }) => {
    let scrolledTo = 0;
    await pressBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/product/lychee-gummies'),
      async () => {
        await page.getByRole('button', { name: 'Read more' }).click();
        await page.getByRole('button', { name: 'How to Use' }).click();
        await page.getByRole('button', { name: 'Key Ingredients' }).click();
        await page.getByRole('button', { name: 'Product Details' }).click();
        await page.getByRole('button', { name: /Why Is Verdant Different/ }).click();
        await page.getByRole('button', { name: /^Delivers to/ }).click();
        scrolledTo = await page.evaluate(() => window.scrollY);
        expect(scrolledTo).toBeGreaterThan(0);
      },
    );
    // The app's takeover leaves the page where the shopper had scrolled it.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);

    await expect(page.getByRole('button', { name: 'Read less' })).toBeVisible();
    await expect(page.getByText('Start with half to one gummy.')).toBeVisible();
    for (const name of ['How to Use', 'Key Ingredients', 'Product Details', 'Why Is Verdant Different']) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('button', { name: /^Delivers to/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'Shipping' }).getByRole('listitem').filter({ hasText: 'California' }),
    ).toBeVisible();
  });

  test('a category card and a mood filter tapped on home before the app is ready each take effect', async ({
    page,
  }) => {
    await tapBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/'),
      page.getByRole('button', { name: 'Shop Prerolls', exact: true }),
    );
    await expect(page).toHaveURL(/\?category=prerolls/);
    await expect(page.locator('#products-heading')).toHaveText('Prerolls');

    await tapBeforeTakeover(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      page.getByRole('group', { name: 'Filter by mood' }).getByRole('button', { name: 'Better Sleep' }),
    );
    await expect(page).toHaveURL(/\?mood=better-sleep/);
  });

  test('Shop Now and Load More tapped before the app is ready do their work', async ({ page }) => {
    await tapBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/?mood=chill-out'),
      page.getByRole('button', { name: /^Load More/ }),
    );
    await expect(page.locator('#products').getByRole('article')).toHaveCount(16, { timeout: 30_000 });

    await tapBeforeTakeover(
      page,
      async () => {
        await warmUp(page, '/');
        await page.goto('/', { waitUntil: 'commit' });
      },
      page.getByRole('button', { name: 'Shop Now' }),
    );
    await expect(page.locator('#products-heading')).toBeInViewport();
  });

  test("the header's menu, search and cart open when tapped before the app is ready", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await tapBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/about'),
      page.getByRole('banner').getByRole('button', { name: 'Shop THC' }),
    );
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('menuitem', { name: 'Gummies' })).toBeVisible();

    await tapBeforeTakeover(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
    );
    await expect(page.getByPlaceholder('Search products...')).toBeVisible({ timeout: 30_000 });

    await tapBeforeTakeover(page, () => page.reload({ waitUntil: 'commit' }), cartButton(page));
    await expect(cartDrawer(page)).toBeVisible({ timeout: 30_000 });
  });

  test('the phone menu opens when tapped before the app is ready', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await tapBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/'),
      page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    );
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 30_000 });
  });

  test("a category page's grid adds to the cart as soon as its buttons say they are ready", async ({ page }) => {
    await slowFirstVisit(page, '/category/vapes');
    const firstCard = page.getByRole('main').getByRole('article').first();
    const add = firstCard.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('aria-busy', 'true');
    const productId = await firstCard.getAttribute('data-product-id');
    await add.click({ timeout: 60_000 });
    await expect
      .poll(async () => (await serverCart(page.request)).map((item) => item.product.id), { timeout: 60_000 })
      .toEqual([productId]);
  });

  test('the state chosen before the app is ready is kept', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const letIn = await holdAppCode(page);
    await slowFirstVisit(page, '/about');
    await page.getByRole('banner').getByLabel('Select Your State').selectOption('CA');
    letIn();
    await expect(page.getByRole('banner').getByLabel('Select Your State')).toHaveValue('CA');
    // The app takes the choice once it has loaded: this device then remembers it, as it does any choice of state.
    const later = await page.context().newPage();
    await expect(async () => {
      await later.goto('/about');
      await expect(later.getByRole('banner').getByLabel('Select Your State')).toHaveValue('CA');
    }).toPass({ timeout: 60_000 });
  });

  test("checkout's fields, which need the cart on this device, take typed text as soon as they show, and keep it", async ({
    page,
  }) => {
    // A cart from an earlier visit on this device (no worker, so this visit is still a cold load).
    await confirmAge(page);
    await page.goto('/product/lychee-gummies');
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await add.click();
    await expect.poll(async () => (await serverCart(page.request)).length).toBe(1);

    await throttle(page);
    await page.goto('/checkout', { waitUntil: 'commit' });
    // The server cannot know the device's cart: its page says so instead of showing dead fields.
    await expect(page.getByRole('status', { name: 'Loading your cart' })).toBeVisible();
    const name = deliveryForm(page).getByLabel('Full name');
    await name.fill('Ada Lovelace', { timeout: 60_000 });
    await deliveryForm(page).getByLabel('City').fill('Denver');
    // The app's start (the cart's sync, the server's totals) renders the form again: the text stays.
    await expect(page.getByRole('main').getByText('Lychee Gummies').first()).toBeVisible({ timeout: 60_000 });
    await expect.poll(async () => (await serverCart(page.request)).length, { timeout: 60_000 }).toBe(1);
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(deliveryForm(page).getByLabel('City')).toHaveValue('Denver');
  });

  test('a form sent before the app is ready is checked and sent by the app, never put in the address', async ({
    page,
  }) => {
    await pressBeforeTakeover(
      page,
      () => slowFirstVisit(page, '/contact'),
      async () => {
        await page.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
        await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
        await page.getByLabel('Message', { exact: true }).fill('Which gummies suit a beginner?');
        await page.getByRole('button', { name: 'Send Message' }).click();
      },
    );

    // The app checked the form: the subject is still to choose, and everything typed is there.
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription('Choose a subject');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Jordan Lee');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Which gummies suit a beginner?');
  });
});
