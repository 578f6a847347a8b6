import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { expectNoAxeViolations } from './accessibility-check.ts';
import { cartDrawer } from './cart-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';

async function apiProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

async function apiProducts(request: APIRequestContext, query: string): Promise<Product[]> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

const usd = (amount: string) => formatUsd(toCents(amount));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sizeOf = (product: Product, size: string) => {
  const option = product.sizes.find((candidate) => candidate.size === size);
  if (!option) throw new Error(`${product.name} has no ${size}`);
  return option;
};

const toastTitled = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(title, { exact: true });

test.describe('The product page', () => {
  test('a shopper opens a product from its URL, picks 7g, and adds two at its one-time price', async ({ page }) => {
    const tangie = await apiProduct(page.request, 'tangie-flower');
    const eighth = sizeOf(tangie, '3.5g');
    const quarter = sizeOf(tangie, '7g');
    await enterStore(page);

    await page.goto('/product/tangie-flower');
    await expect(page.getByRole('heading', { level: 1, name: 'Tangie Flower' })).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(breadcrumbs.getByRole('link', { name: 'Flower' })).toHaveAttribute('href', '/category/flower');
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');

    // The description is cut at 100 characters until the shopper reads more.
    const preview = `${tangie.description.slice(0, 100).trimEnd()}...`;
    await expect(page.getByText(preview, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Read more' }).click();
    await expect(page.getByText(tangie.description, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Read less' }).click();
    await expect(page.getByText(preview, { exact: true })).toBeVisible();

    // The server's default size is chosen, and the button shows its price.
    await expect(page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(eighth.label)}`) })).toBeChecked();
    await expect(page.getByRole('button', { name: `Add to Cart - ${usd(eighth.price)}` })).toBeEnabled();
    // Subscribe & Save is withdrawn (decision 032): sizes are the only choice, each at its one-time price.
    await expect(page.getByRole('heading', { name: 'Purchase type' })).toHaveCount(0);
    await expect(page.getByText(/subscribe|renew/i)).toHaveCount(0);

    await page.getByRole('radio', { name: /^7g \(Quarter\)/ }).click();
    const add = page.getByRole('button', { name: `Add to Cart - ${usd(quarter.price)}` });
    await expect(add).toBeVisible();
    expect(usd(quarter.price)).toBe('$85.00');

    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: 'Quantity' }).getByText('2', { exact: true })).toBeVisible();
    await add.click();

    await expect(toastTitled(page, 'Added to cart')).toBeVisible();
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    const line = drawer
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: 'Tangie Flower' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(quarter.label);
    await expect(line).not.toContainText('Subscribe & Save');
    await expect(line).toContainText(`${usd(quarter.price)} each`);
    await expect(line.getByRole('group', { name: 'Quantity of Tangie Flower' })).toContainText('2');

    // The server holds the same line, priced by itself.
    await expect
      .poll(async () => {
        const items = (await (await page.request.get('/api/cart')).json()) as CartItem[];
        return items.map((item) => [item.product.id, item.size, item.purchaseType, item.quantity, item.unitPrice]);
      })
      .toEqual([['tangie-flower', '7g', 'one-time', 2, quarter.price]]);
  });

  test('each pack says its price per gummy, so the packs compare', async ({ page }) => {
    const lychee = await apiProduct(page.request, 'lychee-gummies');
    await enterStore(page, '/product/lychee-gummies');
    // A 6-Pack is six gummies; a 2-Pack is two of those, a 5-Pack five.
    for (const [size, gummies] of [
      ['6-pack', 6],
      ['2-pack', 12],
      ['5-pack', 30],
    ] as const) {
      const option = sizeOf(lychee, size);
      const perGummy = formatUsd(Math.round(toCents(option.price) / gummies));
      await expect(page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(option.label)}`) })).toContainText(
        `${usd(option.price)}${perGummy} per gummy`,
      );
    }
  });

  test('on a phone, Add to Cart stays in reach at the bottom once the shopper scrolls past it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lychee = await apiProduct(page.request, 'lychee-gummies');
    const sixPack = sizeOf(lychee, '6-pack');
    await enterStore(page, '/product/lychee-gummies');
    const panelButton = page.getByRole('button', { name: `Add to Cart - ${usd(sixPack.price)}` });
    await panelButton.scrollIntoViewIfNeeded();
    const bar = page.getByRole('region', { name: 'Add to cart' });
    await expect(bar).toHaveCount(0);

    await page.getByRole('heading', { name: /Customer Reviews/ }).scrollIntoViewIfNeeded();
    await expect(panelButton).not.toBeInViewport();
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`6-Pack · ${usd(sixPack.price)}`);
    await bar.getByRole('button', { name: 'Add 6-Pack to cart' }).click();

    await expect(toastTitled(page, 'Added to cart')).toBeVisible();
    const line = cartDrawer(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Lychee Gummies');
    await expect(line).toContainText('6-Pack');
  });

  test('on a wide screen the panel stays beside the pictures, with no bar', async ({ page }) => {
    await enterStore(page, '/product/lychee-gummies');
    await page.getByRole('heading', { name: /Customer Reviews/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('the four sections open independently, the states list expands, and the certificate leads to lab reports', async ({
    page,
  }) => {
    await enterStore(page);
    await page.goto('/product/lychee-gummies');
    await expect(page.getByRole('heading', { level: 1, name: 'Lychee Gummies' })).toBeVisible();
    await expect(page.getByText('Start with half to one gummy.')).toBeVisible();

    const titles = ['Product Details', 'Key Ingredients', 'How to Use', 'Why Is Verdant Different'];
    const trigger = (title: string) => page.getByRole('button', { name: title, exact: true });
    for (const title of titles) await expect(trigger(title)).toHaveAttribute('aria-expanded', 'false');

    await trigger('Key Ingredients').click();
    await expect(trigger('Key Ingredients')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Fruit pectin: vegan and gelatin-free')).toBeVisible();
    await trigger('How to Use').click();
    await expect(trigger('How to Use')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger('Key Ingredients')).toHaveAttribute('aria-expanded', 'true');
    await trigger('Key Ingredients').click();
    await expect(trigger('Key Ingredients')).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger('How to Use')).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['Product Details', 'Why Is Verdant Different']) {
      await expect(trigger(title)).toHaveAttribute('aria-expanded', 'false');
    }
    await trigger('Product Details').click();
    await trigger('Why Is Verdant Different').click();
    for (const title of ['Product Details', 'How to Use', 'Why Is Verdant Different']) {
      await expect(trigger(title)).toHaveAttribute('aria-expanded', 'true');
    }

    // Shipping: the fee, and the states gummies are delivered to (not Arizona) behind a toggle.
    const shipping = page.getByRole('region', { name: 'Shipping' });
    await expect(shipping).toContainText('Shipping $9.99');
    const statesToggle = shipping.getByRole('button', { name: 'Delivers to California and Massachusetts' });
    const massachusetts = shipping.getByRole('listitem').filter({ hasText: 'Massachusetts' });
    await expect(massachusetts).toBeHidden();
    await statesToggle.click();
    await expect(statesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(massachusetts).toBeVisible();

    // The reviews summary, the confidence block and the map.
    await expect(page.getByText('Based on 2,847 reviews')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order with confidence' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Map of the United States/ })).toBeVisible();
    await expectNoAxeViolations(page, 'product page, everything open');

    await page.getByRole('link', { name: 'View Certificate of Analysis' }).click();
    await expect(page).toHaveURL(/\/lab-reports$/);
  });

  test('an out-of-stock product cannot be added', async ({ page }) => {
    await enterStore(page);
    await page.goto('/product/runtz-preroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Runtz Preroll' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  test('a product that does not exist shows Product Not Found with a way back to the shop', async ({ page }) => {
    await enterStore(page);
    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, 'Product Not Found');
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('The category page', () => {
  test('a category lists its products and only those', async ({ page }) => {
    const flower = await apiProducts(page.request, 'category=flower');
    await enterStore(page);
    await page.goto('/category/flower');
    await expect(page.getByRole('heading', { level: 1, name: 'Flower' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(flower.length);
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('data-product-id')),
    );
    expect(shown.sort()).toEqual(flower.map((product) => product.id).sort());

    await cards.filter({ hasText: 'Tangie Flower' }).getByRole('link', { name: 'Tangie Flower' }).click();
    await expect(page).toHaveURL(/\/product\/tangie-flower$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tangie Flower' })).toBeVisible();
  });

  test('an unknown category shows Category Not Found without asking for its products', async ({ page }) => {
    await enterStore(page);
    const productRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/products') && url.search.includes('candy')) productRequests.push(request.url());
    });
    await page.goto('/category/candy');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
    await expectNoAxeViolations(page, 'Category Not Found');
    expect(productRequests).toEqual([]);
  });

  test('a search with no match in the category says so', async ({ page }) => {
    await enterStore(page);
    await page.goto('/category/flower?search=zzz');
    await expect(page.getByText('No flower found for "zzz"')).toBeVisible();
    await expectNoAxeViolations(page, 'empty category search');
    await page.getByRole('link', { name: 'See all flower' }).click();
    await expect(page).toHaveURL(/\/category\/flower$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('A category page', () => {
  test('sorts by price and rating, and narrows to a size and a mood, in the address', async ({ page }) => {
    const flower = await apiProducts(page.request, '?category=flower');
    await enterStore(page, '/category/flower');
    const names = page.getByRole('article').getByRole('heading');
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${flower.length} products`);

    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/\/category\/flower\?sort=price-low$/);
    const cheapest = [...flower].sort((a, b) => toCents(a.price) - toCents(b.price) || a.name.localeCompare(b.name))[0];
    await expect(names.first()).toHaveText(cheapest?.name ?? '');

    await page.getByLabel('Sort by').selectOption('rating');
    const best = Math.max(...flower.map((product) => Number(product.rating)));
    await expect(page.getByRole('article').first()).toContainText(best.toFixed(1));

    const size = flower[0]?.sizes.at(-1);
    if (!size) throw new Error('Flower has no sizes');
    await page.getByLabel('Size').selectOption(size.size);
    await expect(page).toHaveURL(new RegExp(`size=${size.size.replace('.', '\\.')}`));
    const inSize = flower.filter((product) => product.sizes.some((option) => option.size === size.size));
    await expect(page.getByRole('article')).toHaveCount(inSize.length);

    await page.getByLabel('Mood').selectOption('better-sleep');
    const sleepy = await apiProducts(page.request, '?category=flower&mood=better-sleep');
    const both = sleepy.filter((product) => product.sizes.some((option) => option.size === size.size));
    await expect(page.getByRole('article')).toHaveCount(both.length);

    // The address holds the view: a reload shows the same.
    await page.reload();
    await expect(page.getByLabel('Mood')).toHaveValue('better-sleep');
    await expect(page.getByRole('article')).toHaveCount(both.length);
  });
});
