import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Request } from '@playwright/test';
import { API_PATHS } from '#shared/api-paths';
import { lineKey } from '#shared/cart/line-key';
import { usStateByCode } from '#shared/compliance/us-states';
import type { CartItem } from '#shared/schemas/cart';
import { MAX_MUTATIONS_PER_PUSH, type SyncRequest, type SyncResponse } from '#shared/schemas/cart-sync';
import type { Product } from '#shared/schemas/product';
import { openCart, pressQuantityStep, readDeviceCart } from '../e2e/cart-helpers.ts';
import { enterStore } from '../e2e/fixtures.ts';
import { untilServiceWorkerControls } from '../e2e/offline-helpers.ts';
import { startStoreServer } from '../e2e/store-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { postgresSchema } from './bench-database.ts';
import { crashSection } from './renderer-crash-bench.ts';

/**
 * How fast cart changes made offline in the PWA drain to the server once the connection returns,
 * measured in a real browser: 100 queued changes (the target: all on the server within one
 * second) and 1,000, on the embedded database and on PostgreSQL when a server answers.
 *
 * Each round is a new shopper (a fresh browser context) on the real server: confirm age, wait
 * for the service worker and the catalogue warm-up (a returning shopper's state, and no
 * background work left to compete), go offline, make the changes through the store's own
 * buttons (the code path that writes the outbox in IndexedDB), check that all are queued, then
 * take the time, go back online and wait for the answer of the push the server says applied the
 * device's last change; the server's cart must then hold exactly what the device holds.
 */

/** Queued changes, and the rounds measured at each (after one warm-up round per database). */
const DRAINS = [
  { mutations: 100, rounds: 5 },
  { mutations: 1000, rounds: 2 },
] as const;
const WARM_UP_MUTATIONS = 100;
/** The target for the smaller queue. */
const TARGET_MUTATIONS = 100;
const TARGET_MS = 1000;
const LINES = 4;
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

async function featuredInStock(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products/featured`);
  const products = (await response.json()) as Product[];
  const chosen = products.filter((product) => product.inStock).slice(0, LINES);
  if (chosen.length < LINES) throw new Error(`The catalogue has fewer than ${LINES} featured products in stock`);
  return chosen;
}

async function measureRound(browser: Browser, baseUrl: string, products: Product[], mutations: number): Promise<Round> {
  // Each line: one "Add to Cart" on the home page, then taps in the drawer, + and − in turn, so
  // the cart stays within the shopper's state's purchase limits (the store refuses a raise past
  // them on the device, and such a tap queues nothing).
  const tapsPerLine = mutations / LINES - 1;
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
      for (let tap = 0; tap < tapsPerLine; tap += 1) {
        await pressQuantityStep(page, drawer, product.name, tap % 2 === 0 ? 'Increase' : 'Decrease');
      }
    }
    await drawer.getByText(`Offline — ${mutations} changes saved on this device`, { exact: true }).waitFor();
    const device = await readDeviceCart(page);
    if (device.queued !== mutations) throw new Error(`${device.queued} changes queued instead of ${mutations}`);
    const deviceCart: CartQuantities = new Map(device.lines);
    const cookie = (await context.cookies(baseUrl)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    if ((await serverQuantities(baseUrl, cookie)).size > 0)
      throw new Error('A change reached the server while offline');

    const pushes: { request: Request; at: number; answeredAt?: number; applied?: number; mutations: number }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== API_PATHS.cartSync) return;
      const body = request.postDataJSON() as SyncRequest;
      pushes.push({ request, at: performance.now(), mutations: body.mutations.length });
    });
    page.on('requestfinished', async (request) => {
      const push = pushes.find((candidate) => candidate.request === request);
      if (!push) return;
      push.answeredAt = performance.now();
      try {
        const answer = (await (await request.response())?.json()) as Partial<SyncResponse> | undefined;
        push.applied = answer?.lastMutationIds?.[device.clientId] ?? 0;
      } catch {
        // The round is over and its context closed: a push answered after that is not counted.
      }
    });
    const deviceSynced = drawer
      .locator('[data-sync-state="synced"]')
      .waitFor({ timeout: GIVE_UP_MS })
      .then(() => performance.now());
    deviceSynced.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

    const load = os.loadavg()[0] ?? Number.NaN;
    const start = performance.now();
    await context.setOffline(false);
    // The last change is on the server once a push's answer says the server applied it: with
    // quantities going up and down, the server's cart can match the device's before that.
    const lastApplied = () => pushes.find((push) => (push.applied ?? 0) >= device.lastMutationId);
    for (;;) {
      if (lastApplied()) break;
      if (performance.now() - start > GIVE_UP_MS) {
        throw new Error(`The last change was not applied after ${GIVE_UP_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const last = lastApplied() as (typeof pushes)[number];
    const serverMs = (last.answeredAt ?? Number.NaN) - start;
    if (!sameCart(await serverQuantities(baseUrl, cookie), deviceCart)) {
      throw new Error("The server applied the last change but its cart is not the device's");
    }
    const sentBeforeMatch = pushes.filter((push) => push.at <= last.at);
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

interface Drain {
  database: string;
  mutations: number;
  rounds: Round[];
}

const thousands = (value: number) => value.toLocaleString('en-US');

function drainSection(drains: Drain[], browserVersion: string, products: Product[]): string {
  const rows = drains.flatMap((drain) =>
    drain.rounds.map(
      (round, index) =>
        `| ${drain.database} | ${thousands(drain.mutations)} | ${index + 1} | ${ms(round.serverMs)} | ${round.pushes.length} (${round.pushes.join(', ')}) | ${ms(round.firstPushMs)} | ${ms(round.firstAnswerMs)} | ${ms(round.deviceSyncedMs)} | ${round.load.toFixed(1)} |`,
    ),
  );
  const summaries = drains.map((drain) => {
    const times = drain.rounds.map((round) => round.serverMs);
    const worst = Math.max(...times);
    const verdict =
      drain.mutations === TARGET_MUTATIONS ? `: ${worst <= TARGET_MS ? 'within' : 'over'} the 1 s target` : '';
    return `- ${drain.database}, ${thousands(drain.mutations)} changes: median ${ms(median(times))} ms, max ${ms(worst)} ms${verdict}.`;
  });
  return [
    '## Offline cart changes reaching the server (browser)',
    '',
    `Target: ${TARGET_MUTATIONS} cart changes queued offline are all on the server within 1 s of the connection returning.`,
    'The drain of 1,000 is measured beside it.',
    '',
    `Chromium ${browserVersion} (headless) drives the production build of the PWA served by the real server`,
    '(`sync-api/server.ts`, loopback) on embedded PGlite, then on a schema of its own on the PostgreSQL',
    'server when one answers. Each round is a new shopper: confirm age, wait for the service worker and the',
    `catalogue warm-up, choose ${SHOPPER_STATE_NAME} in the header's state picker, go offline (\`context.setOffline(true)\`),`,
    `add ${products.map((product) => product.name).join(', ')} from the home page and press + and − in turn`,
    `in the cart drawer (so the cart stays within ${SHOPPER_STATE_NAME}'s purchase limits) until the changes wait in`,
    "IndexedDB's outbox (checked there and in the drawer's sync state). The clock starts when the browser is",
    'asked to go online and stops when the browser receives the answer of the push that the server says',
    "applied the device's last change (its `lastMutationIds`); the server's cart (`GET /api/cart` with the",
    "shopper's cookies) is then checked to hold exactly the device's lines and quantities. Pushes are the PWA's",
    `\`POST ${API_PATHS.cartSync}\` requests sent up to that push, with the mutations each carried (at most`,
    `${MAX_MUTATIONS_PER_PUSH} a push). One warm-up round of ${WARM_UP_MUTATIONS} per database, then the rounds below.`,
    `Browser, server and poller share the machine (${os.cpus().length} cores); the last column is its 1-minute load`,
    'average as each round began.',
    '',
    "| Database | Changes | Round | All on the server (ms) | Pushes (mutations each) | First push sent (ms) | Its answer received (ms) | Drawer reads 'All changes saved' (ms) | Load average |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...summaries,
  ].join('\n');
}

async function measureDrains(
  browser: Browser,
  database: string,
  server: { baseUrl: string },
  say: (line: string) => void,
): Promise<{ drains: Drain[]; products: Product[] }> {
  const products = await featuredInStock(server.baseUrl);
  say(`Offline drain on ${database}: warm-up`);
  await measureRound(browser, server.baseUrl, products, WARM_UP_MUTATIONS);
  const drains: Drain[] = [];
  for (const { mutations, rounds } of DRAINS) {
    const measured: Round[] = [];
    for (let round = 0; round < rounds; round += 1) {
      say(`Offline drain on ${database}: ${mutations} changes, round ${round + 1} of ${rounds}`);
      measured.push(await measureRound(browser, server.baseUrl, products, mutations));
    }
    drains.push({ database, mutations, rounds: measured });
  }
  return { drains, products };
}

const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Runs the drains on PGlite and on PostgreSQL when it answers, then the crash run, against a
 * built PWA (`vite build --outDir pwaDist`), and answers their Markdown sections.
 */
export async function browserSyncSections(options: { pwaDist: string }): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const drains: Drain[] = [];
    let products: Product[] = [];
    const embedded = await startStoreServer(root, { pwaDist: options.pwaDist });
    try {
      const measured = await measureDrains(browser, 'PGlite', embedded, say);
      drains.push(...measured.drains);
      products = measured.products;
    } finally {
      await embedded.stop();
    }
    const schema = await postgresSchema();
    let crashes: string;
    if (schema?.kind === 'postgresql') {
      try {
        const server = await startStoreServer(root, { pwaDist: options.pwaDist, databaseUrl: schema.url });
        try {
          drains.push(...(await measureDrains(browser, 'PostgreSQL', server, say)).drains);
          crashes = await crashSection(browser, server.baseUrl, 'PostgreSQL', say);
        } finally {
          await server.stop();
        }
      } finally {
        await schema.drop();
      }
    } else {
      const server = await startStoreServer(root, { pwaDist: options.pwaDist });
      try {
        crashes = await crashSection(browser, server.baseUrl, 'PGlite', say);
      } finally {
        await server.stop();
      }
    }
    return `${drainSection(drains, browser.version(), products)}\n\n${crashes}`;
  } finally {
    await browser.close();
  }
}

/** Builds the PWA into a temporary folder and measures on it; the build's log goes to stderr. */
export async function measureBrowserSyncOnFreshBuild(): Promise<string> {
  const pwaDist = mkdtempSync(join(tmpdir(), 'verdant-bench-pwa-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', pwaDist, '--emptyOutDir'], {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
    return await browserSyncSections({ pwaDist });
  } finally {
    rmSync(pwaDist, { recursive: true, force: true });
  }
}
