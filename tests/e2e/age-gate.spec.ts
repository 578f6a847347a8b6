import { expect, test } from './fixtures.ts';

test.describe('Shoppers must confirm their age', () => {
  test('a new visitor sees the age gate, confirms, and stays verified after a reload', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Age Verification Required' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('You must be 21 or older to enter');
    await expect(gate.getByRole('button', { name: 'Close' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();

    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Age Verification Required' })).toHaveCount(0);
  });

  test('the confirm button reads "Verifying..." while the server records the confirmation', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/age-verification', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Age Verification Required' });
    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect(gate.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    release();
    await expect(gate).toBeHidden();
  });

  test('when the server cannot record the confirmation, the shopper is told and the gate stays', async ({ page }) => {
    await page.route('**/api/age-verification', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect.poll(() => alerts).toEqual(['Age verification failed. Please try again.']);
    const gate = page.getByRole('dialog', { name: 'Age Verification Required' });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('button', { name: 'I am 21 or older' })).toBeEnabled();
  });

  test('"I am under 21" takes the visitor away from the store', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Elsewhere</h1>' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'I am under 21' }).click();
    await expect(page).toHaveURL('https://www.google.com/');
  });
});

test.describe('Unknown pages', () => {
  test('an unknown path shows the not-found screen with a 404 status, behind the age gate', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const gate = page.getByRole('dialog', { name: 'Age Verification Required' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});
