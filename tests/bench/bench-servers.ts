import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { roomyRateLimitEnv } from '../setup/limits.ts';
import type { BenchDatabase } from './bench-database.ts';
import { type ChildServer, startChildServer } from './child-server.ts';

/** Both servers sign cookies with it, so a session made on one is valid on the other. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-long-enough-for-the-config-0123456789';

const API_ENTRY = fileURLToPath(new URL('../../sync-api/server.ts', import.meta.url));
const BASELINE_ENTRY = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
const READY_PATH = '/api/products';

/**
 * Production refuses the built-in test payment gateway and wants Stripe's keys. These have the
 * right shape and are never used: no request of the benchmark reaches a payment endpoint, and
 * the Stripe client makes no call until one does.
 */
const UNUSED_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_bench_never_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_called',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_never_called',
};

/** The API serves the PWA's files too; the API benchmarks need only a shell to exist. */
function makeShellOnlyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bench-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Verdant</title></head><body></body></html>',
  );
  return dir;
}

/**
 * The production app as `npm start` runs it (sync-api/server.ts: migrations, the catalogue
 * seed, the whole Koa app with its logging, helmet and compression), in its own process.
 */
export async function startApiServer(database: BenchDatabase): Promise<ChildServer> {
  const dist = makeShellOnlyDist();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PWA_DIST: dist,
    ...UNUSED_STRIPE_KEYS,
    ...roomyRateLimitEnv(),
    ...(database.kind === 'postgresql' ? { DATABASE_URL: database.url } : { PGLITE_DIR: database.dir }),
  };
  try {
    const server = await startChildServer({ name: 'API', script: API_ENTRY, env, readyPath: READY_PATH });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}

/** tests/bench/baseline-server.ts on the same schema; start it after the API has migrated. */
export function startBaselineServer(database: Extract<BenchDatabase, { kind: 'postgresql' }>): Promise<ChildServer> {
  return startChildServer({
    name: 'baseline',
    script: BASELINE_ENTRY,
    env: { DATABASE_URL: database.url, SESSION_SECRET: BENCH_SESSION_SECRET },
    readyPath: READY_PATH,
  });
}
