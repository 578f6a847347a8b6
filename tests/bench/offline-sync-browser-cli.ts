/**
 * The browser measurement of offline cart sync on its own (npm run bench runs it too): builds
 * the PWA into a temporary folder, runs tests/bench/offline-sync-browser.ts and prints its
 * Markdown section.
 *
 *   npx tsx tests/bench/offline-sync-browser-cli.ts
 */
import { measureOfflineSyncOnFreshBuild } from './offline-sync-browser.ts';

process.stdout.write(`${await measureOfflineSyncOnFreshBuild()}\n`);
