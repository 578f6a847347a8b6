import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '#shared/schemas/product';
import { enterStore, expect, test } from './fixtures.ts';

async function apiProducts(request: APIRequestContext, query: string): Promise<Product[]> {
  const response = await request.get(`/api/products${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

const productsSection = (page: Page) => page.locator('#products');
const cards = (page: Page) => productsSection(page).getByRole('article');
const productsHeading = (page: Page) => page.locator('#products-heading');
const categoryFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const moodFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by mood' }).getByRole('button', { name, exact: true });
const loadMore = (page: Page) => page.getByRole('button', { name: /^Load More/ });
const banner = (page: Page) => page.getByRole('banner');

test.describe('The shop home', () => {
  test('a shopper sees the banner, the hero, the category cards and the featured products', async ({ page }) => {
    await enterStore(page);
    await expect(page.getByText('Free Shipping Over $99 • 100-Day Guarantee')).toBeVisible();
    await expect(productsHeading(page)).toHaveText('Featured products');
    await expect(cards(page)).toHaveCount(8);
    await expect(loadMore(page)).toHaveCount(0);
    for (const name of ['Gummies', 'Flower', 'Vapes', 'Prerolls']) {
      await expect(page.getByRole('button', { name: `Shop ${name}`, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Lab Tested and Certified' })).toBeVisible();

    await page.getByRole('button', { name: 'Shop Now' }).click();
    await expect(productsHeading(page)).toBeInViewport();

    // A category card picks the category and brings the products into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Shop Prerolls', exact: true }).click();
    await expect(page).toHaveURL(/\?category=prerolls/);
    await expect(productsHeading(page)).toHaveText('Prerolls');
    await expect(productsHeading(page)).toBeInViewport();
  });

  test('a shopper filters by a category, then by a mood, and the cards follow', async ({ page }) => {
    const sleepy = await apiProducts(page.request, '?mood=better-sleep');
    await enterStore(page);

    await categoryFilter(page, 'Gummies').click();
    await expect(page).toHaveURL(/\?category=gummies$/);
    await expect(categoryFilter(page, 'Gummies')).toHaveAttribute('aria-pressed', 'true');
    await expect(productsHeading(page)).toHaveText('Gummies');
    await expect(page).toHaveTitle(/Gummies/);
    await expect(cards(page)).toHaveCount(8);
    for (const id of await cards(page).evaluateAll((nodes) => nodes.map((node) => node.dataset.productId))) {
      expect(id).toMatch(/-gummies$/);
    }

    // Picking a mood puts the category back to all.
    await moodFilter(page, 'Better Sleep').click();
    await expect(page).toHaveURL(/\?mood=better-sleep$/);
    await expect(categoryFilter(page, 'Gummies')).toHaveAttribute('aria-pressed', 'false');
    await expect(moodFilter(page, 'Better Sleep')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveTitle(/Better Sleep/);
    await expect(cards(page)).toHaveCount(Math.min(8, sleepy.length));
    // Sleep comes first in the badge order, so every sleep product wears the Sleep badge.
    await expect(cards(page).locator('[data-mood-badge="sleep"]')).toHaveCount(Math.min(8, sleepy.length));
    await expect(cards(page).first()).toContainText('Sleep');

    // Picking a category puts the mood back to all.
    await categoryFilter(page, 'Vapes').click();
    await expect(page).toHaveURL(/\?category=vapes$/);
    await expect(moodFilter(page, 'Better Sleep')).toHaveAttribute('aria-pressed', 'false');

    // All is every product, not the featured picks the page opens with.
    await categoryFilter(page, 'All').click();
    await expect(page).toHaveURL(/\?category=all$/);
    await expect(productsHeading(page)).toHaveText('All products');
    await expect(categoryFilter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('All Products in the Shop THC menu shows the whole catalogue, eight at a time with Load More', async ({
    page,
  }) => {
    const total = (await apiProducts(page.request, '')).length;
    expect(total).toBe(44);
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Shop THC' }).click();
    await page.getByRole('menuitem', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\?category=all#products$/);
    await expect(productsHeading(page)).toHaveText('All products');
    await expect(cards(page)).toHaveCount(8);
    for (let shown = 8; shown < total; shown += 8) {
      await expect(loadMore(page)).toHaveText(`Load More (${total - shown} remaining)`);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(Math.min(total, shown + 8));
    }
    await expect(loadMore(page)).toHaveCount(0);
  });

  test('Load More shows 8 more after a short wait, with the remaining count going down', async ({ page }) => {
    const total = (await apiProducts(page.request, '?mood=chill-out')).length;
    expect(total).toBeGreaterThan(16);
    await enterStore(page);
    await moodFilter(page, 'Chill Out').click();
    await expect(cards(page)).toHaveCount(8);
    await expect(loadMore(page)).toHaveText(`Load More (${total - 8} remaining)`);

    await loadMore(page).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(cards(page)).toHaveCount(16);
    await expect(loadMore(page)).toHaveText(`Load More (${total - 16} remaining)`);
    // Focus moves to the first new card, where the shopper carries on.
    await expect(cards(page).nth(8).getByRole('link')).toBeFocused();

    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(loadMore(page)).toHaveCount(0);

    // All resets the visible count.
    await categoryFilter(page, 'All').click();
    await expect(cards(page)).toHaveCount(8);
    await moodFilter(page, 'Chill Out').click();
    await expect(cards(page)).toHaveCount(8);
  });

  test('a card shows its details, and a product that is out of stock cannot be added', async ({ page }) => {
    const soldOut = (await apiProducts(page.request, '')).find((product) => !product.inStock);
    if (!soldOut) throw new Error('The catalogue has no product out of stock');
    await enterStore(page, `/?search=${encodeURIComponent(soldOut.name)}`);
    const card = page.getByRole('article', { name: soldOut.name });
    await expect(card).toContainText(soldOut.thcContent);
    await expect(card).toContainText(`(${soldOut.reviewCount.toLocaleString('en-US')} reviews)`);
    await expect(card.getByRole('img', { name: `Rated ${soldOut.rating} out of 5` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    await card.getByRole('link', { name: soldOut.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${soldOut.id}$`));
  });
});

test.describe('The header', () => {
  test('a shopper searches from the header dropdown', async ({ page }) => {
    const lemon = await apiProducts(page.request, '?search=lemon');
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByPlaceholder('Search products...');
    await expect(input).toBeFocused();
    await expect(page.getByText('Search for gummies, vapes, flower, and more')).toBeVisible();
    await input.fill('lemon');
    await input.press('Enter');

    await expect(page).toHaveURL(/\?search=lemon#products$/);
    await expect(productsHeading(page)).toHaveText('Results for “lemon”');
    await expect(page).toHaveTitle('Search results for "lemon" | Verdant');
    await expect(cards(page)).toHaveCount(Math.min(8, lemon.length));

    await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search products...').fill('zzzz');
    await page.getByPlaceholder('Search products...').press('Enter');
    await expect(page.getByText('No products found for "zzzz"')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(productsHeading(page)).toHaveText('Featured products');
  });

  test('the Shop THC menu goes to the shop with a category and the mood reset, from any page', async ({ page }) => {
    await enterStore(page, '/?mood=feel-happy');
    await expect(moodFilter(page, 'Feel Happy')).toHaveAttribute('aria-pressed', 'true');

    await banner(page).getByRole('button', { name: 'Shop THC' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Gummies', 'Flower', 'Vapes', 'Prerolls', 'All Products']) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Flower' }).click();
    // A choice closes the menu (its fade done, before it is pressed again).
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/\?category=flower#products$/);
    await expect(categoryFilter(page, 'Flower')).toHaveAttribute('aria-pressed', 'true');
    await expect(moodFilter(page, 'Feel Happy')).toHaveAttribute('aria-pressed', 'false');

    await banner(page).getByRole('button', { name: 'Shop THC' }).click();
    await page.getByRole('menuitem', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\/\?category=all#products$/);
    await expect(productsHeading(page)).toHaveText('All products');

    // From another page, with the keyboard.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await banner(page).getByRole('button', { name: 'Shop THC' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Gummies' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Flower' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Vapes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?category=vapes#products$/);
    await expect(productsHeading(page)).toHaveText('Vapes');
  });

  test('a menu opened with Enter before its code has arrived puts focus on its first item', async ({ page }) => {
    // The header widgets' code (one file: vite.config.ts) is held back until the key is pressed
    // on the menu's stand-in trigger.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/header-widgets-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Shop THC' }).focus();
    await page.keyboard.press('Enter');
    release();

    await expect(page.getByRole('menuitem', { name: 'Gummies' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Flower' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Shop THC' })).toBeFocused();
  });

  test('the Learn menu lists the eight guides and opens one', async ({ page }) => {
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Learn' }).click();
    const guides = [
      'Beginner Routine',
      'Dosage & Safety',
      'CBD vs THC',
      'Wellness Benefits',
      'Cannabis for Sleep',
      'Pain Management',
      'Mental Health',
      'Lab Testing',
    ];
    for (const name of guides) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cannabis for Sleep' }).click();
    await expect(page).toHaveURL(/\/cannabis-for-sleep$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the state picker lists where the store delivers, then apart where it does not, and remembers the choice', async ({
    page,
  }) => {
    await enterStore(page);
    const picker = banner(page).getByRole('combobox', { name: /Select Your State/ });
    await expect(picker).toHaveAccessibleDescription(/Choosing your state shows the products available/);
    // The header has no room to show the hint: hovering the picker does.
    await expect(picker).toHaveAttribute('title', /Choosing your state shows the products available/);
    await expect(picker.locator('option:checked')).toHaveText('Enter state');
    // The places come from the state rules: the three the store delivers to, then the rest.
    await expect(picker.locator('optgroup[label="We deliver to"] option')).toHaveText([
      'Arizona',
      'California',
      'Massachusetts',
    ]);
    const elsewhere = await picker.locator('optgroup[label="We do not deliver to"] option').allTextContents();
    expect(elsewhere).toEqual(expect.arrayContaining(['Colorado', 'Florida', 'Illinois', 'Texas', 'Washington']));
    expect(elsewhere).not.toContain('California');
    expect(elsewhere).toEqual([...elsewhere].sort((a, b) => a.localeCompare(b)));

    await picker.selectOption({ label: 'Massachusetts' });
    await expect(picker.locator('option:checked')).toHaveText('Massachusetts');
    expect(await page.evaluate(() => localStorage.getItem('verdant:state'))).toBe('MA');
    await expect(page.getByText('Verdant does not deliver to', { exact: false })).toHaveCount(0);

    await page.reload();
    const reloaded = banner(page).getByRole('combobox', { name: /Select Your State/ });
    await expect(reloaded.locator('option:checked')).toHaveText('Massachusetts');
  });

  test('choosing a place the store does not deliver to says so at once, with the reason', async ({ page }) => {
    await enterStore(page);
    await banner(page)
      .getByRole('combobox', { name: /Select Your State/ })
      .selectOption({ label: 'Texas' });
    const notice = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
    await expect(notice.getByText('Verdant does not deliver to Texas', { exact: true })).toBeVisible();
    await expect(notice).toContainText('It has no adult-use cannabis market');
  });

  test('the state chosen in the phone menu is the one the header shows, and the menu says why it is not delivered to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const inMenu = page.getByRole('dialog').getByRole('combobox', { name: 'Select Your State' });
    await inMenu.selectOption({ label: 'Nevada' });
    await expect(inMenu.locator('option:checked')).toHaveText('Nevada');
    await expect(inMenu).toHaveAccessibleDescription(/^Verdant does not deliver to Nevada\. /);
    // Said under the picker, not in a notice over the menu's own header.
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toHaveCount(0);
    await inMenu.selectOption({ label: 'California' });
    await expect(inMenu).toHaveAccessibleDescription(/Choosing your state shows the products available/);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    const header = banner(page).getByRole('combobox', { name: /Select Your State/ });
    await expect(header.locator('option:checked')).toHaveText('California');
  });

  test("the account icon's menu leads to the device's orders and to sign-in", async ({ page }) => {
    await enterStore(page);
    await banner(page).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Your orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('The footer', () => {
  test('every footer link opens its page without reloading the app', async ({ page }) => {
    await enterStore(page);
    await page.evaluate(() => {
      (window as unknown as { sameApp: boolean }).sameApp = true;
    });
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© ');
    await expect(footer).toContainText('Verdant');
    await expect(footer).toContainText('21');
    await expect(footer).toContainText('Since November 12, 2026, federal law counts as hemp only');
    await expect(footer).toContainText('0.4 mg of THC per container');
    await expect(footer).toContainText('Mon-Fri');

    const links = [
      ['Gummies', '/category/gummies'],
      ['Flower', '/category/flower'],
      ['Vapes', '/category/vapes'],
      ['Prerolls', '/category/prerolls'],
      ['Contact Us', '/contact'],
      ['Shipping Info', '/shipping-info'],
      ['Returns', '/returns'],
      ['Lab Reports', '/lab-reports'],
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Compliance', '/compliance'],
    ] as const;
    for (const [name, path] of links) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
  });
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a window widened past the phone layout has working header menus', async ({ page }) => {
    await enterStore(page);
    // The menus the phone layout hides are left as they are while the page settles.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.setViewportSize({ width: 1440, height: 900 });
    await banner(page).getByRole('button', { name: 'Shop THC' }).click();
    await expect(page.getByRole('menuitem', { name: 'Gummies' })).toBeVisible();
    await page.keyboard.press('Escape');
    // A closing menu hands the focus back to its button; moving it on before then loses the race.
    await expect(page.getByRole('menuitem', { name: 'Gummies' })).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Shop THC' })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Learn' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Beginner Routine' })).toBeFocused();
  });

  test("the menu offers search, the categories, the guides, the lab reports and the device's orders", async ({
    page,
  }) => {
    await enterStore(page);
    await expect(banner(page).getByRole('button', { name: 'Shop THC' })).toBeHidden();
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByPlaceholder('Search products...')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gummies' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dosage & Safety' })).toBeVisible();

    await menu.getByRole('link', { name: 'Prerolls' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\?category=prerolls#products$/);
    await expect(productsHeading(page)).toHaveText('Prerolls');

    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Lab Reports' }).click();
    await expect(page).toHaveURL(/\/lab-reports$/);

    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('dialog', { name: 'Menu' }).getByPlaceholder('Search products...');
    await search.fill('gelato');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?search=gelato#products$/);
    await expect(productsHeading(page)).toHaveText('Results for “gelato”');

    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Your orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  });
});
