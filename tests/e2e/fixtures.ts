import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths';
import { STAFF_ROLES } from '#shared/back-office/permissions';
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from './back-office-helpers.ts';
import { startTestStore, type TestStore } from './test-store.ts';

/** The build the suite serves (the e2e stage builds it once, before the suite runs). */
export const PWA_DIST = process.env.PWA_DIST ?? fileURLToPath(new URL('../../dist/pwa', import.meta.url));

/**
 * Each worker runs its own store (test-store.ts) and every test starts from a new store's
 * state, so tests run in parallel, in any order, and none sees what another left behind.
 */
export const test = base.extend<{ freshStore: undefined }, { store: TestStore }>({
  store: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const templateFile = process.env.E2E_PGLITE_TEMPLATE;
      if (!templateFile) throw new Error('E2E_PGLITE_TEMPLATE is not set: the global setup did not run');
      const staff = STAFF_ROLES.map((role) => ({
        email: STAFF_ACCOUNTS[role],
        role,
        password: STAFF_PASSWORD,
      }));
      const store = await startTestStore({ templateFile, pwaDist: PWA_DIST, staff });
      await use(store);
      await store.close();
    },
    { scope: 'worker' },
  ],
  freshStore: [
    async ({ store }, use) => {
      await store.reset();
      await use(undefined);
    },
    { auto: true },
  ],
  baseURL: async ({ store }, use) => {
    await use(store.baseUrl);
  },
});

export { expect };

/** The age gate, which covers every page until the visitor confirms their age. */
export const ageGate = (page: Page) => page.getByRole('dialog', { name: 'Age Verification Required' });

/**
 * The page's heading is up and nothing on it is still loading: no loading status, and no control
 * still getting ready (Add to Cart is busy until the cart on this device is open).
 */
export async function untilPageLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The visitor confirms their age at the gate over the current page, and the page is ready. */
export async function passAgeGate(page: Page): Promise<void> {
  await ageGate(page).getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(ageGate(page)).toBeHidden();
  await untilPageLoaded(page);
}

/**
 * Asks the server for `path` once: a worker's server has just started, and on a busy machine its
 * first reads can miss the renderer's deadline, when the page goes out as the bare shell (which
 * the app then renders). Tests of the server's HTML itself, as a slow or script-less visit sees
 * it, warm the page first: they test the page, not a cold process.
 */
export async function warmUp(page: Page, path: string): Promise<void> {
  expect((await page.request.get(path)).ok()).toBe(true);
}

/**
 * The browser has confirmed its age: the server's answer to the gate's own call sets its real
 * signed cookie in the page's context, as the gate's button would (age-gate.spec.ts drives the
 * gate itself).
 */
export async function confirmAge(page: Page): Promise<void> {
  const response = await page.request.post(API_PATHS.ageVerification);
  expect(response.status(), 'POST /api/age-verification').toBe(200);
}

/**
 * A verified shopper enters the store: with their age confirmed, opens `path` and waits until
 * the app is ready there (no gate, the page's heading up, nothing still loading).
 */
export async function enterStore(page: Page, path = '/'): Promise<void> {
  await confirmAge(page);
  await page.goto(path);
  // The server's first HTML has the page's heading before the app has asked about the age: the
  // app has taken over once the device remembers the confirmation (which opens it offline later).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('verdant-age-verified-at')), { timeout: 15_000 })
    .not.toBeNull();
  await expect(ageGate(page)).toHaveCount(0);
  await untilPageLoaded(page);
  // A broken page also has a heading ("404 Page Not Found"): home must show its products.
  if (path === '/') await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
}
