import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStoreServer } from '../e2e/store-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';

/**
 * A throttled first visit of a product page (400 kbit/s each way, 400 ms round trips, a CPU 4
 * times slower), measured in Chromium, `FIRST_TAP_RUNS` times (5 unless set):
 * - first paint: the server's page on screen (`first-contentful-paint`);
 * - first tap kept: from when a tap on the page's controls is no longer lost, i.e. when the first
 *   click listener that acts on the page's controls is in place: the early-taps capture on the
 *   document (decision 013) or, without it, React's on the app's root (hydration starting);
 * - taken over: the app has hydrated the page's content (its size options are React's);
 * - fully interactive: Add to Cart is enabled (the cart on the device is open).
 * `PWA_DIST` measures a given build (for example one made from an earlier commit); otherwise the
 * working tree is built into a temporary folder. Prints a Markdown table of medians.
 */

const PRODUCT_PATH = '/product/tangie-flower';
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const SLOW_CPU = 4;
const runs = Number(process.env.FIRST_TAP_RUNS ?? 5);

interface Timing {
  firstPaint: number;
  firstTapKept: number;
  takenOver: number;
  interactive: number;
}

/**
 * Installed before any of the page's scripts, as plain text (a compiled function could call
 * helpers the page does not have): notes when each moment happens, in the page's time.
 * - firstTapKept: the first click listener on the document or the app's root;
 * - takenOver: the page's first size option carries React's props (its content is the app's);
 * - interactive: Add to Cart is enabled.
 * Hydration changes no element, so no observer would see it: the page is looked at every 20 ms.
 */
const INSTRUMENT = `(() => {
  const marks = {};
  window.__timing = marks;
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const acts = this === document || (this instanceof Element && this.id === 'root');
    if (type === 'click' && acts && marks.firstTapKept === undefined) marks.firstTapKept = performance.now();
    return add.call(this, type, listener, options);
  };
  const timer = setInterval(() => {
    const option = document.querySelector('[role=radio]');
    if (marks.takenOver === undefined && option && Object.getOwnPropertyNames(option).some((key) => key.startsWith('__reactProps'))) {
      marks.takenOver = performance.now();
    }
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent.includes('Add to Cart'));
    if (marks.interactive === undefined && button && !button.disabled) marks.interactive = performance.now();
    if (marks.takenOver !== undefined && marks.interactive !== undefined) clearInterval(timer);
  }, 20);
})();`;

async function measureOnce(baseUrl: string): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await context.request.post(`${baseUrl}/api/age-verification`);
    const page = await context.newPage();
    await page.addInitScript({ content: INSTRUMENT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
    await page.goto(`${baseUrl}${PRODUCT_PATH}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __timing?: Record<string, number> }).__timing;
        return marks?.interactive !== undefined && marks.takenOver !== undefined;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    return await page.evaluate(() => {
      const marks = (window as unknown as { __timing: Record<string, number> }).__timing;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return {
        firstPaint: paint,
        firstTapKept: marks.firstTapKept ?? Number.NaN,
        takenOver: marks.takenOver ?? Number.NaN,
        interactive: marks.interactive ?? Number.NaN,
      };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let builtDir: string | null = null;
  const pwaDist =
    process.env.PWA_DIST ??
    (() => {
      builtDir = mkdtempSync(join(tmpdir(), 'verdant-first-tap-'));
      const build = spawnSync(
        join(root, 'node_modules', '.bin', 'vite'),
        ['build', '--outDir', builtDir, '--emptyOutDir'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
      return builtDir;
    })();
  const server = await startStoreServer(root, { pwaDist });
  try {
    // A server in service has rendered the page before: the first render of a new process is slow.
    for (let round = 0; round < 5; round += 1) await (await fetch(`${server.baseUrl}${PRODUCT_PATH}`)).arrayBuffer();
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run += 1) {
      const timing = await measureOnce(server.baseUrl);
      timings.push(timing);
      process.stdout.write(
        `run ${run + 1}: paint ${seconds(timing.firstPaint)}, first tap kept ${seconds(timing.firstTapKept)}, taken over ${seconds(timing.takenOver)}, interactive ${seconds(timing.interactive)}\n`,
      );
    }
    const pick = (key: keyof Timing) => seconds(median(timings.map((timing) => timing[key])));
    process.stdout.write(
      `\n| ${pwaDist} | First paint | First tap kept | Taken over | Fully interactive |\n| --- | --- | --- | --- | --- |\n| median of ${runs} | ${pick('firstPaint')} | ${pick('firstTapKept')} | ${pick('takenOver')} | ${pick('interactive')} |\n`,
    );
  } finally {
    await server.stop();
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
  }
}

await main();
