import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { type ChildServer, startChildServer } from '../bench/child-server.ts';

/** What every process of the store is started with, as production would set it. */
export interface StoreSettings {
  databaseUrl: string;
  redisUrl: string;
  /** The proxy's address: the one origin shoppers see. */
  publicOrigin: string;
  pwaDist: string;
  /** RATE_LIMIT_<ACTION> values: `<points>/<seconds>`. */
  rateLimits: Record<string, string>;
}

/**
 * Starts `count` identical API processes on one database and one Redis. They share the session
 * secret, or a cookie signed by one would be refused by the next; each prepares the database
 * at start, which is safe when they all do it at once.
 */
export async function startStoreProcesses(settings: StoreSettings, count: number): Promise<ChildServer[]> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: settings.publicOrigin,
    PWA_DIST: settings.pwaDist,
    PAYMENTS: 'test',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(
      Object.entries(settings.rateLimits).map(([action, limit]) => [`RATE_LIMIT_${action}`, limit]),
    ),
  };
  const names = Array.from({ length: count }, (_, index) => `process ${String.fromCharCode(65 + index)}`);
  const started = await Promise.allSettled(
    names.map((name) =>
      startChildServer({ name, script: 'sync-api/server.ts', env, readyPath: '/api/products/featured' }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}

const run = promisify(execFile);

/** An owner account made as an operator would: `npm run staff -- add` on the same database. */
export async function addOwner(databaseUrl: string, email: string, password: string): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'sync-api/staff-cli.ts', 'add', email, '--role', 'owner'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, STAFF_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
}
