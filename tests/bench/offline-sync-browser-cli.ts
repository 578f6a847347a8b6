/**
 * The browser measurements of cart sync on their own (npm run bench runs them too): builds the
 * PWA into a temporary folder, runs tests/bench/offline-sync-browser.ts (the drains, then the
 * crash run) and prints their Markdown sections.
 *
 *   npx tsx tests/bench/offline-sync-browser-cli.ts
 */
import { measureBrowserSyncOnFreshBuild } from './offline-sync-browser.ts';

process.stdout.write(`${await measureBrowserSyncOnFreshBuild()}\n`);
