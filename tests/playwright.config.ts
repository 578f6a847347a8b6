import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, quiet: this machine has no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  globalSetup: './e2e/global-setup.ts',
  // Every worker has its own store and every test starts from a new one (e2e/fixtures.ts), so
  // the tests of one file spread over the workers in any order. One worker per core: a test
  // waits on its store and on Chromium often enough that two workers on two cores ran the suite
  // in 8.2 minutes where one took 11.3 (docs/testing.md).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace for every test costs about a quarter of the suite's time; ask for one
    // when a failure needs it: npx playwright test --trace retain-on-failure (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    // Installing the worker and precaching the whole build in every new context costs another
    // fifth. The files that test what it does (offline, updates, installing, the first visit's
    // budget) and the tests that open pages offline through it allow it again.
    serviceWorkers: 'block',
  },
});
