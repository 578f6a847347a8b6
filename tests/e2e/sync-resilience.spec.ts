import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths';
import type { PurchaseType } from '#shared/catalogue/sizes';
import { productPath } from '#shared/routes';
import type { CartItem } from '#shared/schemas/cart';
import type { SyncRequest } from '#shared/schemas/cart-sync';
import type { Product, SizeOption } from '#shared/schemas/product';
import { cartButton, cartDrawer } from './cart-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';
import { goOffline, goOnline, untilCatalogueWarm, untilServiceWorkerControls } from './offline-helpers.ts';
import { type StoreServer, startStoreServer } from './store-server.ts';

// The product pages open offline through the service worker (it is blocked elsewhere:
// playwright.config.ts); the contexts this file opens itself take the same options.
test.use({ serviceWorkers: 'allow' });

const root = fileURLToPath(new URL('../..', import.meta.url));
const pwaDist = process.env.PWA_DIST ?? join(root, 'dist', 'pwa');

/** One line of the cart as the shopper reads it in the drawer and as GET /api/cart names it. */
interface LineView {
  productId: string;
  name: string;
  sizeLabel: string;
  purchaseType: PurchaseType;
  quantity: number;
}

const byLine = (a: LineView, b: LineView) =>
  `${a.name}|${a.sizeLabel}|${a.purchaseType}`.localeCompare(`${b.name}|${b.sizeLabel}|${b.purchaseType}`);

async function serverCart(request: APIRequestContext): Promise<LineView[]> {
  const response = await request.get('/api/cart');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as CartItem[];
  return items
    .map((item) => ({
      productId: item.product.id,
      name: item.product.name,
      sizeLabel: item.sizeLabel,
      purchaseType: item.purchaseType,
      quantity: item.quantity,
    }))
    .sort(byLine);
}

const cartLines = (drawer: Locator) => drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const syncStatus = (drawer: Locator) => drawer.locator('[data-sync-state]');
const cartLine = (drawer: Locator, line: LineView) =>
  cartLines(drawer).filter({ hasText: line.name }).filter({ hasText: line.sizeLabel });

/** The drawer shows exactly these lines: no other, each with its size and quantity. */
async function expectDrawerToShow(drawer: Locator, lines: LineView[]): Promise<void> {
  await expect(cartLines(drawer)).toHaveCount(lines.length);
  for (const line of lines) {
    const shown = cartLine(drawer, line);
    await expect(shown.getByRole('group', { name: `Quantity of ${line.name}` })).toHaveText(String(line.quantity));
  }
}

async function openCart(page: Page): Promise<Locator> {
  const drawer = cartDrawer(page);
  if (!(await drawer.isVisible())) await cartButton(page).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** On the product page (offline: from the service worker and the saved catalogue), as a shopper picks. */
async function addOnProductPage(page: Page, line: LineView): Promise<void> {
  await page.goto(productPath(line.productId));
  await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(line.sizeLabel)}`) }).click();
  const quantity = page.getByRole('group', { name: 'Quantity', exact: true });
  for (let count = 1; count < line.quantity; count += 1) {
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await expect(quantity.getByText(String(line.quantity), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Add to Cart - / }).click();
  await expect(cartLine(cartDrawer(page), line)).toBeVisible();
}

/** With the network off, the shopper adds each line on its product page, then opens the cart. */
async function addOffline(context: BrowserContext, page: Page, lines: LineView[]): Promise<Locator> {
  await goOffline(context);
  for (const line of lines) await addOnProductPage(page, line);
  return openCart(page);
}

/** One tap on a line's + or − in the drawer, waiting for the count the shopper expects. */
async function step(drawer: Locator, line: LineView, direction: 'Increase' | 'Decrease'): Promise<LineView> {
  const next = { ...line, quantity: line.quantity + (direction === 'Increase' ? 1 : -1) };
  const shown = cartLine(drawer, line);
  await shown.getByRole('button', { name: `${direction} quantity of ${line.name}` }).click();
  await expect(shown.getByRole('group', { name: `Quantity of ${line.name}` })).toHaveText(String(next.quantity));
  return next;
}

async function remove(drawer: Locator, line: LineView): Promise<void> {
  await cartLine(drawer, line)
    .getByRole('button', { name: `Remove ${line.name}` })
    .click();
  await expect(cartLine(drawer, line)).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FLOWER = 'tangie-flower';
const GUMMIES = 'lychee-gummies';
const PREROLL = 'blue-dream-preroll';

/** A one-time line of the product's size, as the product page adds it. */
async function catalogueLine(
  request: APIRequestContext,
  productId: string,
  size: string,
  quantity: number,
): Promise<LineView> {
  const response = await request.get(`/api/products/${productId}`);
  expect(response.ok()).toBe(true);
  const product = (await response.json()) as Product;
  const option = product.sizes.find((candidate: SizeOption) => candidate.size === size);
  if (!option) throw new Error(`${product.name} has no size ${size}`);
  return { productId: product.id, name: product.name, sizeLabel: option.label, purchaseType: 'one-time', quantity };
}

const pushedIds = (request: Request) =>
  (request.postDataJSON() as SyncRequest).mutations.map((mutation) => mutation.id);
const isPush = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === API_PATHS.cartSync &&
  pushedIds(request).length > 0;
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

interface HeldPushes {
  /** The first push the page sent. */
  first: Route;
  /** Lets every held push go on to the server, and every later one. */
  continue(): Promise<void>;
  /** Fails every held push with `reason`, and lets every later one through. */
  abort(reason: string): Promise<void>;
}

/**
 * Holds the first push, and every push the page sends while it is held: the engine sends a push
 * again when the \`online\` event comes after it (sync-engine.ts), and that one must not reach the
 * server behind the test's back.
 */
function holdPushes(page: Page): Promise<HeldPushes> {
  return new Promise((resolve) => {
    const held: Route[] = [];
    let released = false;
    const release = async (each: (route: Route) => Promise<void>) => {
      released = true;
      // A push the page gave up on may be gone already.
      await Promise.all(held.splice(0).map((route) => each(route).catch(() => undefined)));
    };
    void page.route(`**${API_PATHS.cartSync}`, (route) => {
      if (released || !isPush(route.request())) return route.continue();
      held.push(route);
      if (held.length > 1) return;
      resolve({
        first: route,
        continue: () => release((each) => each.continue()),
        abort: (reason) => release((each) => each.abort(reason)),
      });
    });
  });
}

test.describe('The API restarts while the PWA is syncing the cart', () => {
  let workDir: string;
  let deployment: { dataDir: string; sessionSecret: string; pwaDist: string };
  let server: StoreServer;
  let port: number;
  let context: BrowserContext;
  let page: Page;
  let serverRunning = false;

  /** A deploy: the running server stops, a new one takes the same address, data and secret. */
  const stopServer = async () => {
    serverRunning = false;
    await server.stop();
  };
  const startServer = async () => {
    server = await startStoreServer(root, { ...deployment, port });
    serverRunning = true;
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    workDir = mkdtempSync(join(tmpdir(), 'verdant-restart-'));
    deployment = { dataDir: join(workDir, 'data'), sessionSecret: randomBytes(32).toString('hex'), pwaDist };
    server = await startStoreServer(root, deployment);
    serverRunning = true;
    port = Number(new URL(server.baseUrl).port);
  });

  test.afterAll(async () => {
    if (serverRunning) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ browser }) => {
    // Two server starts, a service worker install and a catalogue warm-up per test.
    test.setTimeout(180_000);
    // A test that failed between the stop and the start of a restart left no server behind.
    if (!serverRunning) await startServer();
    context = await browser.newContext({ baseURL: server.baseUrl });
    page = await context.newPage();
    await enterStore(page);
    // Installed and warm, so the product pages open offline.
    await untilServiceWorkerControls(page);
    await untilCatalogueWarm(page);
  });

  test.afterEach(() => context.close());

  test('a push the server applied but whose answer was lost counts once, with the changes made meanwhile', async () => {
    const quarter = await catalogueLine(page.request, FLOWER, '7g', 1);
    let eighth = await catalogueLine(page.request, FLOWER, '3.5g', 2);
    let gummies = await catalogueLine(page.request, GUMMIES, '6-pack', 1);
    let preroll = await catalogueLine(page.request, PREROLL, '1-preroll', 1);

    const drawer = await addOffline(context, page, [quarter, eighth, gummies, preroll]);
    preroll = await step(drawer, preroll, 'Increase');
    preroll = await step(drawer, preroll, 'Increase');
    gummies = await step(drawer, gummies, 'Increase');
    await remove(drawer, quarter);
    const sentFirst = [eighth, gummies, preroll].sort(byLine);
    await expectDrawerToShow(drawer, sentFirst);
    await expect(syncStatus(drawer)).toHaveText('Offline — 8 changes saved on this device');

    const pushes = holdPushes(page);
    await goOnline(context);
    const held = await pushes;
    expect(pushedIds(held.first.request())).toEqual(ids(1, 8));
    const lostPush = held.first.request().postData() ?? '';
    // The server receives the push and applies it...
    const applied = await held.first.fetch();
    expect(applied.status()).toBe(200);
    expect(await serverCart(page.request)).toEqual(sentFirst);

    // ...while the shopper keeps changing the cart, the answer still on its way.
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'pending');
    preroll = await step(drawer, preroll, 'Decrease');
    eighth = await step(drawer, eighth, 'Decrease');
    await remove(drawer, gummies);

    // Then the API restarts and the answer is lost with the old process.
    await stopServer();
    await startServer();
    const rePush = page.waitForRequest(isPush);
    await held.abort('connectionreset');
    // The PWA cannot know the first push was applied, so it sends it again with what followed.
    expect(pushedIds(await rePush)).toEqual(ids(1, 11));

    const final = [eighth, preroll].sort(byLine);
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
    await expect(syncStatus(drawer)).toHaveText('All changes saved');
    await expectDrawerToShow(drawer, final);
    expect(await serverCart(page.request)).toEqual(final);

    // Mutations are absolute, so the PWA's in-order re-push would look the same applied once or
    // twice. The lost push arriving again now, after newer changes, is what tells them apart:
    // applied a second time it would bring back the gummies and undo both decreases.
    const duplicate = await page.request.post(API_PATHS.cartSync, {
      data: lostPush,
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    });
    expect(duplicate.status()).toBe(200);
    expect(await serverCart(page.request)).toEqual(final);
    await expectDrawerToShow(drawer, final);
  });

  test('a push that finds the server gone is sent again by itself once the new server answers', async () => {
    let quarter = await catalogueLine(page.request, FLOWER, '7g', 3);
    let gummies = await catalogueLine(page.request, GUMMIES, '6-pack', 1);
    const preroll = await catalogueLine(page.request, PREROLL, '1-preroll', 1);

    const drawer = await addOffline(context, page, [quarter, gummies, preroll]);
    gummies = await step(drawer, gummies, 'Increase');
    await remove(drawer, preroll);
    quarter = await step(drawer, quarter, 'Decrease');
    await expectDrawerToShow(drawer, [quarter, gummies].sort(byLine));
    await expect(syncStatus(drawer)).toHaveText('Offline — 6 changes saved on this device');

    const pushes = holdPushes(page);
    await goOnline(context);
    const held = await pushes;
    // The API goes down just before the push reaches it.
    await stopServer();
    await held.continue();
    await expect(syncStatus(drawer)).toHaveText(
      "Sync problem: Can't reach the store right now; your changes are saved on this device and will be sent.",
    );

    // The shopper carries on while the store is away.
    gummies = await step(drawer, gummies, 'Increase');
    quarter = await step(drawer, quarter, 'Decrease');
    await startServer();

    // No reload and no event from the test: the sync engine's backoff (1, 2, 4, 8… s) finds the
    // new server at its next attempt, up to as long again as the server was away.
    const final = [quarter, gummies].sort(byLine);
    await expect(syncStatus(drawer)).toHaveAttribute('data-sync-state', 'synced', { timeout: 60_000 });
    await expectDrawerToShow(drawer, final);
    expect(await serverCart(page.request)).toEqual(final);
  });
});
