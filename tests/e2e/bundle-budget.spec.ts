import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The build the suite serves (the test:e2e script builds it first). */
const pwaDist = process.env.PWA_DIST ?? fileURLToPath(new URL('../../dist/pwa', import.meta.url));

/**
 * The JavaScript a browser must load before the app can render its first page: the entry
 * script and every module the shell preloads (index.html). Everything else (routes, widgets,
 * the cart's IndexedDB code, the schemas, Stripe) is loaded on demand. Counted from the built
 * files, gzipped, so the figure is the same on every machine (docs/web-audit.md).
 */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

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

function firstLoadScripts(): Script[] {
  const html = readFileSync(join(pwaDist, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? match[2] ?? '');
  expect(paths.length, 'index.html names its entry script').toBeGreaterThan(0);
  return paths.map((path) => {
    const file = join(pwaDist, path);
    // The bundler's tiny runtime chunk has no source map, and no sources to check.
    const sources = existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
      : [];
    return { path, gzippedBytes: gzipSync(readFileSync(file)).length, sources };
  });
}

test('the home page needs at most 150 KB of gzipped JavaScript before it can render', () => {
  const scripts = firstLoadScripts();
  const total = scripts.reduce((sum, script) => sum + script.gzippedBytes, 0);
  const listing = scripts.map((script) => `${script.path}: ${(script.gzippedBytes / 1024).toFixed(1)} KB`).join('\n');
  expect(total, `first-load JavaScript, gzipped:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
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
