import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page, type Request } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths';
import { lineKey } from '#shared/cart/line-key';
import { usStateByCode } from '#shared/compliance/us-states';
import type { CartItem } from '#shared/schemas/cart';
import type { SyncRequest } from '#shared/schemas/cart-sync';
import type { Product } from '#shared/schemas/product';
import { openCart } from '../e2e/cart-helpers.ts';
import { enterStore } from '../e2e/fixtures.ts';
import { untilServiceWorkerControls } from '../e2e/offline-helpers.ts';
import { startStoreServer } from '../e2e/store-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';

/**
 * The sync target, measured in a real browser: 100 cart changes made offline in the PWA
 * are all on the server within one second of the connection returning.
 *
 * Each round is a new shopper (a fresh browser context) on the real server: confirm age, wait
 * for the service worker and the catalogue warm-up (a returning shopper's state, and no
 * background work left to compete), go offline, make 100 changes through the store's own
 * buttons (the code path that writes the outbox in IndexedDB), check that 100 are queued, then
 * take the time, go back online and poll the server's cart from Node every 10 ms until it holds
 * exactly what the device holds.
 */

const ROUNDS = 5;
const WARM_UP_ROUNDS = 1;
const MUTATIONS = 100;
const LINES = 4;
/**
 * Each line: one "Add to Cart" on the home page, then this many taps in the drawer, + and − in
 * turn, so the cart stays within the shopper's state's purchase limits (the store refuses a
 * raise past them on the device, and such a tap queues nothing).
 */
const TAPS_PER_LINE = MUTATIONS / LINES - 1;
/** Chosen in the header before going offline, as a shopper in the store's first market. */
const SHOPPER_STATE = 'CA';
const SHOPPER_STATE_NAME = usStateByCode(SHOPPER_STATE)?.name ?? SHOPPER_STATE;
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Round {
  /** From asking the browser to go online to the server's cart matching the device's. */
  serverMs: number;
  /** From going online to the PWA's first sync request, and to its answer. */
  firstPushMs: number;
  firstAnswerMs: number;
  /** From going online to the drawer reading 'All changes saved'. */
  deviceSyncedMs: number;
  /** Sync requests the PWA sent before the server matched, and the mutations each carried. */
  pushes: number[];
  /** The machine's 1-minute load average as the round began: other work slows every figure. */
  load: number;
}

type CartQuantities = Map<string, number>;

const sameCart = (a: CartQuantities, b: CartQuantities) =>
  a.size === b.size && [...a].every(([key, quantity]) => b.get(key) === quantity);

/** What IndexedDB holds, read the way the browser's devtools would: outbox size and lines. */
function readDevice(page: Page): Promise<{ queued: number; lines: [string, number][] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('verdant-cart');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const transaction = db.transaction(['outbox', 'lines'], 'readonly');
          const queued = transaction.objectStore('outbox').count();
          const lines = transaction.objectStore('lines').getAll();
          transaction.oncomplete = () => {
            db.close();
            const records = lines.result as { key: string; quantity: number }[];
            resolve({ queued: queued.result, lines: records.map((line) => [line.key, line.quantity]) });
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

async function serverQuantities(baseUrl: string, cookie: string): Promise<CartQuantities> {
  const response = await fetch(`${baseUrl}/api/cart`, { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/cart answered ${response.status}`);
  const items = (await response.json()) as CartItem[];
  return new Map(
    items.map((item) => [
      lineKey({ productId: item.product.id, size: item.size, purchaseType: item.purchaseType }),
      item.quantity,
    ]),
  );
}

/** Polls the server's cart until it holds exactly `expected`; answers the time since `start`. */
async function untilServerHolds(baseUrl: string, cookie: string, expected: CartQuantities, start: number) {
  for (;;) {
    const polled = performance.now();
    if (sameCart(await serverQuantities(baseUrl, cookie), expected)) return performance.now() - start;
    if (polled - start > GIVE_UP_MS) throw new Error(`The server did not have the cart after ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (performance.now() - polled))));
  }
}

async function featuredInStock(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products/featured`);
  const products = (await response.json()) as Product[];
  const chosen = products.filter((product) => product.inStock).slice(0, LINES);
  if (chosen.length < LINES) throw new Error(`The catalogue has fewer than ${LINES} featured products in stock`);
  return chosen;
}

async function measureRound(browser: Browser, baseUrl: string, products: Product[]): Promise<Round> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await enterStore(page);
    await untilServiceWorkerControls(page);
    await page.waitForFunction(() => localStorage.getItem('verdant-catalogue-warmed') !== null, null, {
      timeout: 60_000,
    });

    await page.getByRole('banner').getByLabel('Select Your State').selectOption(SHOPPER_STATE);
    await context.setOffline(true);
    for (const product of products) {
      await page.getByRole('article', { name: product.name }).getByRole('button', { name: 'Add to Cart' }).click();
    }
    const drawer = await openCart(page);
    for (const product of products) {
      const increase = drawer.getByRole('button', { name: `Increase quantity of ${product.name}` });
      const decrease = drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` });
      for (let tap = 0; tap < TAPS_PER_LINE; tap += 1) await (tap % 2 === 0 ? increase : decrease).click();
    }
    await drawer.getByText(`Offline — ${MUTATIONS} changes saved on this device`, { exact: true }).waitFor();
    const device = await readDevice(page);
    if (device.queued !== MUTATIONS) throw new Error(`${device.queued} changes queued instead of ${MUTATIONS}`);
    const deviceCart: CartQuantities = new Map(device.lines);
    const cookie = (await context.cookies(baseUrl)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    if ((await serverQuantities(baseUrl, cookie)).size > 0)
      throw new Error('A change reached the server while offline');

    const pushes: { request: Request; at: number; answeredAt?: number; mutations: number }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== API_PATHS.cartSync) return;
      const body = request.postDataJSON() as SyncRequest;
      pushes.push({ request, at: performance.now(), mutations: body.mutations.length });
    });
    page.on('requestfinished', (request) => {
      const push = pushes.find((candidate) => candidate.request === request);
      if (push) push.answeredAt = performance.now();
    });
    const deviceSynced = drawer
      .locator('[data-sync-state="synced"]')
      .waitFor({ timeout: GIVE_UP_MS })
      .then(() => performance.now());
    deviceSynced.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

    const load = os.loadavg()[0] ?? Number.NaN;
    const start = performance.now();
    await context.setOffline(false);
    const serverMs = await untilServerHolds(baseUrl, cookie, deviceCart, start);
    const sentBeforeMatch = pushes.filter((push) => push.at - start <= serverMs);
    const deviceSyncedAt = await deviceSynced;
    return {
      serverMs,
      firstPushMs: (pushes[0]?.at ?? Number.NaN) - start,
      firstAnswerMs: (pushes[0]?.answeredAt ?? Number.NaN) - start,
      deviceSyncedMs: deviceSyncedAt - start,
      pushes: sentBeforeMatch.map((push) => push.mutations),
      load,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const ms = (value: number) => value.toFixed(0);

function section(rounds: Round[], browserVersion: string, products: Product[]): string {
  const serverTimes = rounds.map((round) => round.serverMs);
  const rows = rounds.map(
    (round, index) =>
      `| ${index + 1} | ${ms(round.serverMs)} | ${round.pushes.length} (${round.pushes.join(', ')} mutations) | ${ms(round.firstPushMs)} | ${ms(round.firstAnswerMs)} | ${ms(round.deviceSyncedMs)} | ${round.load.toFixed(1)} |`,
  );
  const worst = Math.max(...serverTimes);
  return [
    '## Offline cart changes reaching the server (browser)',
    '',
    `Target: ${MUTATIONS} cart changes queued offline are all on the server within 1 s of the connection returning.`,
    '',
    `Chromium ${browserVersion} (headless) drives the production build of the PWA served by the real server`,
    '(`sync-api/server.ts` on embedded PGlite, loopback). Each round is a new shopper: confirm age, wait',
    `for the service worker and the catalogue warm-up, choose ${SHOPPER_STATE_NAME} in the header's state picker, go`,
    `offline (\`context.setOffline(true)\`), add ${products.map((product) => product.name).join(', ')}`,
    `from the home page and tap + and − in turn in the cart drawer (so the cart stays within ${SHOPPER_STATE_NAME}'s`,
    `purchase limits) until ${MUTATIONS} changes wait in IndexedDB's outbox (checked there and in the drawer's`,
    'sync state). The clock starts when the browser is asked to go online; Node then reads `GET /api/cart`',
    `with the shopper's cookies every ${POLL_MS} ms until it holds exactly the device's lines and quantities.`,
    `Pushes are the PWA's \`POST ${API_PATHS.cartSync}\` requests sent before that moment. ${WARM_UP_ROUNDS} warm-up`,
    `round, then ${ROUNDS} measured. Browser, server and poller share the machine (${os.cpus().length} cores);`,
    'the last column is its 1-minute load average as each round began.',
    '',
    "| Round | All on the server (ms) | Pushes | First push sent (ms) | Its answer received (ms) | Drawer reads 'All changes saved' (ms) | Load average |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Median ${ms(median(serverTimes))} ms, max ${ms(worst)} ms: ${worst <= 1000 ? 'within' : 'over'} the 1 s target.`,
  ].join('\n');
}

/** Runs the measurement against a built PWA (`vite build --outDir pwaDist`) and answers its Markdown section. */
export async function offlineSyncSection(options: {
  pwaDist: string;
}): Promise<{ markdown: string; medianMs: number; maxMs: number }> {
  const server = await startStoreServer(root, { pwaDist: options.pwaDist });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const products = await featuredInStock(server.baseUrl);
    const rounds: Round[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      const measured = await measureRound(browser, server.baseUrl, products);
      if (round >= WARM_UP_ROUNDS) rounds.push(measured);
    }
    const serverTimes = rounds.map((round) => round.serverMs);
    return {
      markdown: section(rounds, browser.version(), products),
      medianMs: median(serverTimes),
      maxMs: Math.max(...serverTimes),
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** Builds the PWA into a temporary folder and measures on it; the build's log goes to stderr. */
export async function measureOfflineSyncOnFreshBuild(): Promise<string> {
  const pwaDist = mkdtempSync(join(tmpdir(), 'verdant-bench-pwa-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', pwaDist, '--emptyOutDir'], {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
    return (await offlineSyncSection({ pwaDist })).markdown;
  } finally {
    rmSync(pwaDist, { recursive: true, force: true });
  }
}
