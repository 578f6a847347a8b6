import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { cartButton, cartDrawer, pressQuantityStep, readDeviceCart } from './cart-helpers.ts';
import { enterStore, expect, untilPageLoaded } from './fixtures.ts';
import type { PushWitness } from './push-witness.ts';

/**
 * The crash test's run: a shopper makes cart changes in the drawer, online, while the page is
 * killed at random moments (its renderer crashed through the DevTools protocol, or the tab
 * closed) and reopened, and the pushes pass through a witness that sees what the server applied.
 *
 * A change is acknowledged once the drawer shows it: the device has written it. After each kill
 * the reopened drawer must show every acknowledged change; the one change tapped as the page died
 * may or may not have been written, and the run goes on from what the device kept. At the end
 * the device, the server and the shopper's own record must agree.
 */

export interface CrashRunOptions {
  browser: Browser;
  witness: PushWitness;
  /** Cart changes to make, the first few of them adding the lines. */
  changes: number;
  /** On average, one kill every this many changes. */
  changesPerKill: number;
  seed: number;
}

export interface CrashRunFigures {
  changes: number;
  crashes: number;
  closes: number;
  /** Changes tapped as the page died that the device had written all the same. */
  keptAtKill: number;
  pushes: number;
  /** Pushes the server applied whose answer no page read: their mutations were pushed again. */
  answersLost: number;
  /** Mutations pushed again after the server had applied them. */
  sentAgain: number;
  /** Must be 0: acknowledged changes the device no longer showed after a kill or at the end. */
  acknowledgedLost: number;
  /** Must be 0: mutations the server applied more than once. */
  appliedTwice: number;
  /** Must be 0: answers that moved a client's last mutation id back or past what was pushed. */
  impossibleAnswers: number;
  /** The server applied the device's last change, and the device's cart, the server's and the shopper's record are the same. */
  agree: boolean;
  /** From the last change to the server holding the device's cart. */
  drainMs: number;
  durationMs: number;
}

const LINES = 4;
/** Quantities stay at 1 or 2, within every served state's purchase limits for any four products. */
const LOW = 1;
const HIGH = 2;
const SHOPPER_STATE = 'CA';
/** Each kill comes this long (at most) after it is due: a tap, a write or a push may be in flight. */
const KILL_WITHIN_MS = 250;

/** A small seeded generator, so a failing run can be repeated with its seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const quantityOf = (drawer: Locator, name: string) => drawer.getByRole('group', { name: `Quantity of ${name}` });

async function openDrawer(page: Page): Promise<Locator> {
  const drawer = cartDrawer(page);
  if (!(await drawer.isVisible())) await cartButton(page).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('status', { name: 'Loading your cart' })).toHaveCount(0);
  return drawer;
}

async function shownQuantities(drawer: Locator, names: readonly string[]): Promise<Map<string, number>> {
  const shown = new Map<string, number>();
  for (const name of names) {
    const group = quantityOf(drawer, name);
    shown.set(name, (await group.count()) === 0 ? 0 : Number(await group.textContent()));
  }
  return shown;
}

async function serverQuantities(context: BrowserContext): Promise<Map<string, number>> {
  const response = await context.request.get('/api/cart');
  if (!response.ok()) throw new Error(`GET /api/cart answered ${response.status()}`);
  const items = (await response.json()) as CartItem[];
  return new Map(items.map((item) => [item.product.name, item.quantity]));
}

const same = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([name, quantity]) => b.get(name) === quantity);

async function featuredInStock(context: BrowserContext): Promise<Product[]> {
  const products = (await (await context.request.get('/api/products/featured')).json()) as Product[];
  const chosen = products.filter((product) => product.inStock).slice(0, LINES);
  if (chosen.length < LINES) throw new Error(`The catalogue has fewer than ${LINES} featured products in stock`);
  return chosen;
}

export async function runRendererCrashes(options: CrashRunOptions): Promise<CrashRunFigures> {
  const random = randomFrom(options.seed);
  const started = performance.now();
  const context = await options.browser.newContext({ baseURL: options.witness.url, serviceWorkers: 'allow' });
  try {
    let page = await context.newPage();
    await enterStore(page);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: /Select Your State/ })
      .selectOption(SHOPPER_STATE);
    const names = (await featuredInStock(context)).map((product) => product.name);
    for (const name of names) {
      await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
    }
    let drawer = await openDrawer(page);
    const record = new Map(names.map((name) => [name, LOW]));
    for (const name of names) await expect(quantityOf(drawer, name)).toHaveText(String(LOW));

    const figures = { changes: names.length, crashes: 0, closes: 0, keptAtKill: 0, acknowledgedLost: 0 };
    const nextGap = () => 1 + Math.floor(random() * (2 * options.changesPerKill - 1));
    let untilKill = nextGap();
    let killing: Promise<void> | null = null;

    /** After a kill: the shopper opens the store again and the drawer must show what was acknowledged. */
    const reopen = async (cut: { name: string; to: number } | null): Promise<Locator> => {
      // Now and then the shopper is away a moment, with no page open.
      if (random() < 0.3) await new Promise((resolve) => setTimeout(resolve, 500));
      page = await context.newPage();
      await page.goto('/');
      await untilPageLoaded(page);
      const reopened = await openDrawer(page);
      const shown = await shownQuantities(reopened, names);
      for (const line of names) {
        const kept = shown.get(line) ?? 0;
        if (kept === record.get(line)) continue;
        if (line === cut?.name && kept === cut.to) {
          figures.keptAtKill += 1;
          figures.changes += 1;
        } else {
          figures.acknowledgedLost += 1;
        }
        record.set(line, kept);
      }
      return reopened;
    };

    while (figures.changes < options.changes) {
      if (untilKill <= 0 && !killing) {
        const dying = page;
        const crash = random() < 0.6;
        const delay = random() * KILL_WITHIN_MS;
        killing = new Promise<void>((resolve) => setTimeout(resolve, delay)).then(async () => {
          if (crash) {
            figures.crashes += 1;
            const session = await dying.context().newCDPSession(dying);
            // The renderer dies before it can answer.
            void session.send('Page.crash').catch(() => undefined);
            await new Promise<void>((resolve) => dying.once('crash', () => resolve()));
            await dying.close();
          } else {
            figures.closes += 1;
            await dying.close({ runBeforeUnload: false });
          }
        });
      }
      const name = names[Math.floor(random() * names.length)] as string;
      const from = record.get(name) ?? LOW;
      const to = from === LOW ? HIGH : LOW;
      try {
        await pressQuantityStep(page, drawer, name, to > from ? 'Increase' : 'Decrease');
        await expect(quantityOf(drawer, name)).toHaveText(String(to));
        record.set(name, to);
        figures.changes += 1;
        untilKill -= 1;
        continue;
      } catch (error) {
        if (!killing) throw error;
      }
      await killing;
      killing = null;
      untilKill = nextGap();
      drawer = await reopen({ name, to });
      // A lost change is the finding: the run stops there and reports it.
      if (figures.acknowledgedLost > 0) break;
    }
    if (killing) {
      await killing;
      drawer = await reopen(null);
    }

    // The drain ends when the server has said it applied the device's last change, and its cart
    // is then compared: with quantities going up and down, it can match the device's before that.
    const lastChange = performance.now();
    const { clientId, lastMutationId } = await readDeviceCart(page);
    while (options.witness.lastApplied(clientId) < lastMutationId && performance.now() - lastChange < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const drainMs = performance.now() - lastChange;
    const server = await serverQuantities(context);
    await expect(drawer.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
    const device = await shownQuantities(drawer, names);
    figures.acknowledgedLost += [...record].filter(([line, quantity]) => device.get(line) !== quantity).length;

    const { pushes, applications } = options.witness;
    return {
      ...figures,
      pushes: pushes.length,
      answersLost: pushes.filter((push, index) => {
        const applied = push.mutationIds.filter((id) => push.after !== null && id > push.before && id <= push.after);
        return pushes
          .slice(index + 1)
          .some((later) => later.clientId === push.clientId && later.mutationIds.some((id) => applied.includes(id)));
      }).length,
      sentAgain: pushes.reduce((sum, push) => sum + push.mutationIds.filter((id) => id <= push.before).length, 0),
      appliedTwice: [...applications.values()].filter((count) => count > 1).length,
      impossibleAnswers: options.witness.impossibleAnswers,
      agree: options.witness.lastApplied(clientId) >= lastMutationId && same(device, record) && same(server, record),
      drainMs,
      durationMs: performance.now() - started,
    };
  } finally {
    await context.close();
  }
}
