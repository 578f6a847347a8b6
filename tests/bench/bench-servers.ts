import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
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

/**
 * Production refuses to start without SMTP_URL: the API's emails go to an SMTP server of the
 * benchmark's own on loopback, which takes each and keeps nothing.
 */
async function startDiscardingSmtpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The storefront's build, which `npm run bench` makes first: the pages are measured too. */
const PWA_DIST = fileURLToPath(new URL('../../dist/pwa', import.meta.url));

/** The store's public address, which pages write into their canonical links (production wants one). */
const BENCH_PUBLIC_ORIGIN = 'https://bench.verdant.example';

/**
 * The production app as `npm start` runs it (sync-api/server.ts: migrations, the catalogue
 * seed, the whole Koa app with its logging, helmet and compression), in its own process.
 */
export async function startApiServer(database: BenchDatabase): Promise<ChildServer> {
  if (!existsSync(join(PWA_DIST, 'index.html'))) {
    throw new Error(`No storefront build in ${PWA_DIST}: run "npm run build" first (npm run bench does)`);
  }
  const smtp = await startDiscardingSmtpServer();
  // Production refuses the embedded database, so on PGlite the app runs as the tests run it;
  // with Stripe's keys set, NODE_ENV changes nothing else the benchmark reaches.
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PWA_DIST,
    ...UNUSED_STRIPE_KEYS,
    ...roomyRateLimitEnv(),
    PUBLIC_ORIGIN: BENCH_PUBLIC_ORIGIN,
    ...(database.kind === 'postgresql'
      ? { NODE_ENV: 'production', DATABASE_URL: database.url }
      : { NODE_ENV: 'test', PGLITE_DIR: database.dir }),
  };
  try {
    const api = await startChildServer({ name: 'API', script: API_ENTRY, env, readyPath: READY_PATH });
    return {
      ...api,
      async stop() {
        await api.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
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
