import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
// On a shared PostgreSQL server each API test file works in a schema of its own.
const usingServer = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  root,
  test: {
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
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: usingServer ? 20_000 : 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
