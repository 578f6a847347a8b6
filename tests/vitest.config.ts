import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
// On a PostgreSQL server each API test file works in a database of its own.
const usingServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The API files whose behaviour depends on the database they run on, run on PGlite as well when
 * the suite runs on PostgreSQL (the project api-on-pglite); every other file behaves the same on
 * both, so it runs once (docs/testing.md). Files that open the embedded database themselves
 * (embedded-database-files, one-server-per-database) run on PGlite whatever the suite's database.
 */
export const DATABASE_DEPENDENT_API_FILES = [
  // An outage is a stopped PGlite in this process, or a cut connection to a server.
  'tests/api/resilience.test.ts',
  // The catalogue's changes are heard through PGlite's own listener, or LISTEN/NOTIFY.
  'tests/api/shared-answers.test.ts',
  'tests/api/catalogue-edits-on-shop.test.ts',
  // The command opens the embedded database's folder (and its lock), or the server.
  'tests/api/staff-cli.test.ts',
  // Payments of one shopper at once wait on an advisory lock: one connection, or many.
  'tests/api/day-limits-at-binding.test.ts',
  // The test bank locks its payment rows to debit, void and refund: one connection, or many.
  'tests/api/pay-by-bank.test.ts',
  // The exports, the overview and the closing report count by the store's midnights (and page by a
  // row comparison, read jsonb, and back-fill refunds by the audit's times): each engine's SQL.
  'tests/api/admin-exports.test.ts',
  'tests/api/admin-overview.test.ts',
  'tests/api/admin-closing-report.test.ts',
  // Workers share the outbox by SKIP LOCKED and leases: one connection queues them, a server races them.
  'tests/api/admin-outbox.test.ts',
  // Codes are counted under an advisory lock, and codes and passkeys spent under row locks: one connection, or many.
  'tests/api/accounts.test.ts',
];

const apiProject = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
  globalSetup: ['tests/setup/api-templates.ts'],
  testTimeout: usingServer ? 20_000 : 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  root,
  test: {
    // Two files per core: a file spends much of its time waiting (on the database, the app's
    // answers, child processes), and one per core left the cores idle for it. Measured on two
    // cores: unit 31.6 s to 17.5 s, API on PostgreSQL 271 s to 169 s, on PGlite 268 s to 198 s;
    // three per core gained nothing more (docs/testing.md).
    maxWorkers: availableParallelism() * 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // A component test renders through React in happy-dom: `// @vitest-environment happy-dom`.
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/cleanup-rendered.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], ...apiProject },
      },
      ...(usingServer
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-on-pglite',
                include: DATABASE_DEPENDENT_API_FILES,
                ...apiProject,
                testTimeout: 30_000,
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
    ],
  },
});
