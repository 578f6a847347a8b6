import type { Page } from '@playwright/test';
import type { Product } from '#shared/schemas/product';
import { cartDrawer } from './cart-helpers.ts';
import { ageGate, expect, passAgeGate, test, warmUp } from './fixtures.ts';

// Taking the page over includes registering the service worker, whose failure would be an error
// on the page (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Every page arrives rendered by the server (pwa/ssr): a shopper on a slow phone sees it
 * before any script has run, and the app then takes over that same HTML.
 */

async function confirmAge(page: Page): Promise<void> {
  const response = await page.request.post('/api/age-verification');
  expect(response.ok()).toBe(true);
}

async function featuredNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/products/featured');
  const products = (await response.json()) as Product[];
  expect(products.length).toBeGreaterThan(0);
  return products.map((product) => product.name);
}

test.describe('Before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop shows its hero and the featured products', async ({ page }) => {
    await confirmAge(page);
    await warmUp(page, '/');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Premium cannabis/);
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    for (const name of await featuredNames(page)) {
      await expect(page.getByRole('article', { name }), name).toBeVisible();
    }
  });

  test('a product page shows its name, price and picture', async ({ page }) => {
    await confirmAge(page);
    await warmUp(page, '/product/blue-dream-preroll');
    await page.goto('/product/blue-dream-preroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Blue Dream Preroll' })).toBeVisible();
    await expect(page.getByText('$12.00').first()).toBeVisible();
    const picture = page.getByRole('img', { name: 'Blue Dream Preroll' }).first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a guide shows its article, and its links work as plain links', async ({ page }) => {
    await confirmAge(page);
    await warmUp(page, '/beginners-wellness-routine');
    await page.goto('/beginners-wellness-routine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('21');
    await page.getByRole('banner').getByRole('link', { name: 'Verdant' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  });

  test('an unknown address and a missing product answer 404 with their not-found screens', async ({ page }) => {
    await confirmAge(page);
    const unknown = await page.goto('/definitely/not/here');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const missing = await page.goto('/product/no-such-product');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });

  test('without a confirmed age the page is there but out of reach, behind the gate', async ({ page }) => {
    const focused = async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() =>
        document.activeElement === document.body ? 'nothing' : document.activeElement?.textContent?.trim(),
      );
    };
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(/Premium cannabis/);
    // Inert until the age is confirmed: the keyboard cannot reach a single link of it.
    expect(await focused()).toBe('nothing');

    await confirmAge(page);
    await page.goto('/');
    expect(await focused()).toBe('Skip to content');
  });
});

test.describe('Once the app has loaded', () => {
  /** Counts headings taken out of the page: a page drawn again from scratch would remove its own. */
  async function watchRemovedHeadings(page: Page): Promise<() => Promise<number>> {
    await page.addInitScript(() => {
      const removed = { count: 0 };
      Object.assign(window, { __removedHeadings: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          // The page itself, not a dialog over it (the age gate's closes).
          if (!document.getElementById('root')?.contains(record.target)) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('h1, h2') || node.querySelector('h1, h2'))) removed.count += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    return () =>
      page.evaluate(() => (window as unknown as { __removedHeadings: { count: number } }).__removedHeadings.count);
  }

  function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  test('it takes over the server’s page as it is: nothing redrawn, no error, no second fetch', async ({ page }) => {
    await confirmAge(page);
    const errors = watchErrors(page);
    const removedHeadings = await watchRemovedHeadings(page);
    const catalogueReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products')) catalogueReads.push(request.url());
    });

    await page.goto('/product/blue-dream-preroll');
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await add.click();
    // Adding opens the cart drawer, with the line in it.
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();
    await expect(drawer.getByText('Blue Dream Preroll')).toBeVisible();

    expect(await removedHeadings()).toBe(0);
    expect(errors).toEqual([]);
    // The product came with the page; the catalogue's background warm-up comes later.
    expect(catalogueReads.filter((url) => url.includes('blue-dream-preroll'))).toEqual([]);
  });

  test('it keeps the head the server wrote, and changes it on the next page', async ({ page }) => {
    await confirmAge(page);
    await page.addInitScript(() => {
      const changes = { count: 0 };
      Object.assign(window, { __headChanges: changes });
      document.addEventListener('DOMContentLoaded', () => {
        // The page's own head: its title and the tags marked data-head (a dialog adds styles too).
        const isPageHead = (node: Node | null) =>
          node instanceof Element &&
          (node.matches('title, [data-head]') || node.closest('title, [data-head]') !== null);
        new MutationObserver((records) => {
          for (const record of records) {
            const nodes = [record.target, ...record.addedNodes, ...record.removedNodes];
            if (nodes.some((node) => isPageHead(node instanceof Text ? node.parentElement : node))) changes.count += 1;
          }
        }).observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
      });
    });
    const headChanges = () =>
      page.evaluate(() => (window as unknown as { __headChanges: { count: number } }).__headChanges.count);
    const canonical = page.locator('link[rel="canonical"]');

    await page.goto('/product/blue-dream-preroll');
    // Add to Cart answers only once the app has taken the page over.
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(cartDrawer(page)).toBeVisible();
    expect(await headChanges()).toBe(0);
    await expect(page).toHaveTitle(/Blue Dream Preroll/);
    await expect(canonical).toHaveAttribute('href', /\/product\/blue-dream-preroll$/);

    // The drawer takes Escape once its focus trap holds, which can trail its first paint.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(cartDrawer(page)).toBeHidden({ timeout: 1000 });
    }).toPass();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(canonical).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
    expect(await headChanges()).toBeGreaterThan(0);
  });

  test('behind the gate it takes over too, and the gate opens over the page', async ({ page }) => {
    const errors = watchErrors(page);
    const removedHeadings = await watchRemovedHeadings(page);
    await page.goto('/beginners-wellness-routine');
    await expect(ageGate(page)).toBeVisible();
    await passAgeGate(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await removedHeadings()).toBe(0);
    expect(errors).toEqual([]);
  });
});
