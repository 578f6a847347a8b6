import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response } from '@playwright/test';
import { ageGate, passAgeGate, test } from './fixtures.ts';

// The service worker is part of what this file tests (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The build the suite serves (the test:e2e script builds it first). */
const pwaDist = process.env.PWA_DIST ?? fileURLToPath(new URL('../../dist/pwa', import.meta.url));

/**
 * The JavaScript a browser must load before the app can render its first page: the entry
 * script and every module the shell preloads (index.html). Everything else (routes, widgets,
 * the cart's IndexedDB code, the schemas, Stripe) is loaded on demand. Counted from the built
 * files, gzipped, so the figure is the same on every machine (docs/web-audit.md).
 */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * What a first visit to the home page may fetch before the network goes quiet: every script the
 * page asks for as it starts, lazily loaded chunks included, gzipped, and how many files. A first
 * visit lands on the age gate; what the store adds once it is passed is reported beside it.
 */
const FIRST_VISIT_BUDGET = { bytes: 200 * 1024, files: 35 };

/** The network is quiet once no request of the page has been in flight for this long. */
const QUIET_MS = 1000;

/** Code that must never be part of the first load, by where it comes from. */
const ON_DEMAND_ONLY = [
  { what: 'Stripe.js', source: /node_modules\/@stripe\// },
  { what: 'the checkout code', source: /pwa\/features\/checkout\// },
  { what: "the guides' text", source: /pwa\/features\/content\/guides\// },
  { what: 'the cart sync engine', source: /pwa\/sync\// },
  { what: 'Dexie (IndexedDB)', source: /node_modules\/dexie/ },
  // Only zod's configuration (main.tsx turns off its eval-based parsers) may load first.
  { what: "zod's schemas", source: /node_modules\/zod\/v4\/(classic|mini|core\/schemas)/ },
  { what: 'Radix widgets', source: /node_modules\/@radix-ui\// },
];

interface Script {
  path: string;
  gzippedBytes: number;
  sources: string[];
}

/** The sources a built file was made from, from its source map (none for a file without one). */
function sourcesOf(path: string): string[] {
  const file = join(pwaDist, path);
  return existsSync(`${file}.map`)
    ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
    : [];
}

/** Code of the back office (pwa/admin), which only /admin addresses load. */
const isBackOfficeSource = (source: string) => /(^|\/)pwa\/admin\//.test(source);

function firstLoadScripts(): Script[] {
  const html = readFileSync(join(pwaDist, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? match[2] ?? '');
  expect(paths.length, 'index.html names its entry script').toBeGreaterThan(0);
  // The bundler's tiny runtime chunk has no source map, and no sources to check.
  return paths.map((path) => ({
    path,
    gzippedBytes: gzipSync(readFileSync(join(pwaDist, path))).length,
    sources: sourcesOf(path),
  }));
}

test('the home page needs at most 150 KB of gzipped JavaScript before it can render', () => {
  const scripts = firstLoadScripts();
  const total = scripts.reduce((sum, script) => sum + script.gzippedBytes, 0);
  const listing = scripts.map((script) => `${script.path}: ${(script.gzippedBytes / 1024).toFixed(1)} KB`).join('\n');
  expect(total, `first-load JavaScript, gzipped:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

interface FetchedScripts {
  files: { path: string; gzippedBytes: number }[];
  bytes: number;
}

/**
 * Every script `page` fetches from now on, and a wait for its network to go quiet. Sizes are
 * the served bodies gzipped, as the first-load test counts the built files.
 */
function recordScripts(page: Page) {
  const scripts: Promise<{ path: string; gzippedBytes: number }>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response: Response) => {
    const isScript =
      response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript) return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.body().then((body) => ({ path, gzippedBytes: gzipSync(body).length })));
  });
  return {
    async untilQuiet(): Promise<void> {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 20_000, intervals: [100] })
        .toBe(true);
    },
    async fetched(): Promise<FetchedScripts> {
      const files = await Promise.all(scripts);
      return { files, bytes: files.reduce((sum, file) => sum + file.gzippedBytes, 0) };
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const describeScripts = ({ files, bytes }: FetchedScripts) =>
  [
    `${files.length} files, ${kb(bytes)} gzipped:`,
    ...files.map((file) => `  ${file.path}: ${kb(file.gzippedBytes)}`),
  ].join('\n');

test('a first visit to the home page fetches at most 200 KB of gzipped JavaScript in at most 35 files before the network goes quiet', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(ageGate(page)).toBeVisible();
  // The app's start has run to its end once it has registered the service worker (after the
  // takeover and the saved catalogue): everything it sets off has been asked for by then.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await scripts.untilQuiet();
  const firstVisit = await scripts.fetched();

  await passAgeGate(page);
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  await scripts.untilQuiet();
  const entered = await scripts.fetched();

  const report = `First visit, the age gate open:\n${describeScripts(firstVisit)}\n\nThen the store entered, in all:\n${describeScripts(entered)}`;
  await test.info().attach('scripts fetched', { body: report, contentType: 'text/plain' });
  expect(firstVisit.bytes, report).toBeLessThanOrEqual(FIRST_VISIT_BUDGET.bytes);
  expect(firstVisit.files.length, report).toBeLessThanOrEqual(FIRST_VISIT_BUDGET.files);
});

test('Stripe, checkout, guides, the sync engine and the widgets load only where needed', () => {
  const sources = firstLoadScripts().flatMap((script) => script.sources);
  expect(sources.some((source) => source.includes('pwa/main.tsx'))).toBe(true);
  for (const { what, source } of ON_DEMAND_ONLY) {
    expect(
      sources.filter((path) => source.test(path)),
      `${what} is in the first load`,
    ).toEqual([]);
  }
});

test.describe('The back office stays out of the shop', () => {
  test('opening the home page fetches no back-office file, even once the page has settled', async ({ page }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/')) fetched.push(path.slice(1));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      fetched.some((path) => path.endsWith('.js')),
      'the shop loaded its scripts',
    ).toBe(true);
    const backOffice = fetched.filter(
      (path) => path.startsWith('assets/admin-') || sourcesOf(path).some(isBackOfficeSource),
    );
    expect(backOffice, 'back-office files fetched by the home page').toEqual([]);
  });

  test('the service worker precaches no file of the back office, which is never used offline', () => {
    const worker = readFileSync(join(pwaDist, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(precached.length, 'the worker precaches the shop').toBeGreaterThan(10);
    expect(
      precached.filter((path) => path.startsWith('assets/admin-') || sourcesOf(path).some(isBackOfficeSource)),
    ).toEqual([]);
    const built = readdirSync(join(pwaDist, 'assets')).filter((name) => name.startsWith('admin-'));
    expect(
      built.some((name) => name.endsWith('.js')),
      'the build has back-office chunks',
    ).toBe(true);
  });
});

test('the build keeps its source maps for the team, and no script it serves points a browser at one', () => {
  const scripts = ['sw.js', ...readdirSync(join(pwaDist, 'assets')).map((name) => `assets/${name}`)].filter((path) =>
    path.endsWith('.js'),
  );
  expect(scripts.filter((path) => existsSync(join(pwaDist, `${path}.map`))).length).toBeGreaterThan(10);
  expect(scripts.filter((path) => readFileSync(join(pwaDist, path), 'utf8').includes('sourceMappingURL='))).toEqual([]);
});
