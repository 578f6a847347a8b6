import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility-check.ts';
import { enterStore, expect, test } from './fixtures.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What the stubbed install prompt leaves on `window` for the test to read and drive. */
interface PromptProbe {
  prompted?: boolean;
  choose?: (choice: { outcome: 'accepted' | 'dismissed'; platform: string }) => void;
}

/**
 * Fires Chromium's `beforeinstallprompt` as the browser would once the app is installable, with
 * `prompt` and `userChoice` stubbed: the choice waits until the test makes it. Resolves with
 * whether the store held the event back from the browser's own mini-infobar.
 */
async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = window as unknown as PromptProbe;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        probe.prompted = true;
      },
      userChoice: new Promise((resolve) => {
        probe.choose = resolve;
      }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const footer = (page: Page) => page.getByRole('contentinfo');
const installButton = (page: Page) => footer(page).getByRole('button', { name: 'Install app' });

test.describe('Shoppers can install the store as an app', () => {
  test('where the browser offers installing, the footer’s Install app shows its prompt once', async ({ page }) => {
    await enterStore(page);
    await expect(installButton(page)).toHaveCount(0);

    expect(await offerInstall(page)).toBe(true);
    await expect(footer(page).getByText('Get the app')).toBeVisible();
    await expect(installButton(page)).toBeVisible();
    await expectNoAxeViolations(page, 'the footer offering Install app');

    await installButton(page).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as PromptProbe).prompted)).toBe(true);
    await expect(installButton(page)).toBeVisible();

    await page.evaluate(() => (window as unknown as PromptProbe).choose?.({ outcome: 'dismissed', platform: 'web' }));
    await expect(installButton(page)).toHaveCount(0);
    await expect(footer(page).getByText('Get the app')).toHaveCount(0);
  });

  test('once the app is installed, the button goes away', async ({ page }) => {
    await enterStore(page);
    await offerInstall(page);
    await expect(installButton(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(installButton(page)).toHaveCount(0);
  });

  test('a browser with no install prompt and no Share sheet shows no Install app', async ({ page }) => {
    await enterStore(page);
    await expect(footer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await expect(footer(page).getByText('Get the app')).toHaveCount(0);
  });
});

test.describe('On an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const steps = (page: Page) => page.getByRole('dialog', { name: 'Add Verdant to your home screen' });

  test('the footer’s Install app explains adding the store to the home screen', async ({ page }) => {
    await enterStore(page);
    await installButton(page).click();
    await expect(steps(page)).toBeVisible();
    await expect(steps(page)).toContainText('Tap Share, then Add to Home Screen.');
    await expectNoAxeViolations(page, 'the home screen steps from the footer');

    await page.keyboard.press('Escape');
    await expect(steps(page)).toHaveCount(0);
    await expect(installButton(page)).toBeFocused();
  });

  test('the phone menu offers the same steps', async ({ page }) => {
    await enterStore(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Install app' }).click();
    await expect(steps(page)).toContainText('Add to Home Screen');
    await expectNoAxeViolations(page, 'the home screen steps from the phone menu');
  });
});
