import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../bench/child-server.ts';
import { cartConverges } from './checks/cart-convergence.ts';
import { catalogueEditsReachEveryProcess } from './checks/catalogue-freshness.ts';
import { checkoutMakesOneOrderEach } from './checks/checkout-once.ts';
import { processLossLosesNothing } from './checks/process-loss.ts';
import { CONTACT_LIMIT, rateLimitsCountAcrossProcesses } from './checks/shared-rate-limits.ts';
import { ensureNginx, startNginx } from './nginx-proxy.ts';
import type { ScaleCheck, ScaleStore } from './scale-check.ts';
import { createScaleDatabase } from './scale-database.ts';
import { claimScaleRedis } from './scale-redis.ts';
import { addOwner, startStoreProcesses } from './store-processes.ts';

/**
 * `npm run test:scale`: two identical API processes on one PostgreSQL database and one Redis,
 * behind nginx (round-robin, on loopback), serve one store. Each check prints one line with
 * its figures; the exit code is 1 when any fails. Everything started is stopped at the end,
 * on failure and on Ctrl+C too; the run's database and Redis database are removed.
 *
 * SCALE_DATABASE_URL: an admin connection to the PostgreSQL server (a database is made there).
 * SCALE_REDIS_URL: the Redis server (a free numbered database on it is used and flushed).
 */

const ADMIN_DATABASE_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_SERVER_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PWA_DIST = resolve('dist/pwa');

const say = (line: string) => process.stdout.write(`${line}\n`);

const CHECKS: ScaleCheck[] = [
  { name: 'cart convergence', run: cartConverges },
  { name: 'one order per shopper', run: checkoutMakesOneOrderEach },
  { name: 'rate limits across processes', run: rateLimitsCountAcrossProcesses },
  { name: 'catalogue edits everywhere', run: catalogueEditsReachEveryProcess },
  // Last: it kills process A.
  { name: 'losing a process', run: processLossLosesNothing },
];

const cleanUps: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
let interrupted = false;

/** Stops and removes what the run started, newest first; Ctrl+C and the end share one pass. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanUps.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error(`Cleaning up failed: ${String(error)}`));
    }
  })();
  return cleaning;
}

async function startStore(): Promise<ScaleStore> {
  const nginx = ensureNginx();
  if (!existsSync(resolve(PWA_DIST, 'index.html'))) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });

  const database = await createScaleDatabase(ADMIN_DATABASE_URL);
  cleanUps.push(() => database.drop());
  const redis = await claimScaleRedis(REDIS_SERVER_URL);
  cleanUps.push(() => redis.release());

  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const [a, b] = await startStoreProcesses(
    {
      databaseUrl: database.url,
      redisUrl: redis.url,
      publicOrigin: proxyUrl,
      pwaDist: PWA_DIST,
      rateLimits: { CONTACT: `${CONTACT_LIMIT.points}/${CONTACT_LIMIT.seconds}` },
    },
    2,
  );
  if (!a || !b) throw new Error('Two processes were asked for');
  cleanUps.push(() => Promise.all([a.stop(), b.stop()]).then(() => {}));

  const proxy = await startNginx(nginx, proxyPort, [a.url, b.url]);
  cleanUps.push(() => proxy.stop());

  const owner = { email: 'owner@scale.test', password: randomBytes(12).toString('hex') };
  await addOwner(database.url, owner.email, owner.password);
  // The checks script carts far larger than any state allows: they are about convergence, lost
  // processes and single checkouts, not purchase limits (tests/api/state-limits.test.ts), so this
  // store's offered states get limits a thousand times their own.
  await database.pool.query(
    `update state_rules set limits = (select jsonb_agg(l || jsonb_build_object('amount', (l->>'amount')::numeric * 1000))
       from jsonb_array_elements(limits) as l) where offered`,
  );
  say(`Store: nginx ${proxyUrl} → A ${a.url}, B ${b.url}; database ${database.name}; Redis ${redis.url}`);
  return { proxyUrl, a, b, database, owner, proxyLog: proxy.logTail };
}

async function main(): Promise<number> {
  const store = await startStore();
  let failures = 0;
  for (const check of CHECKS) {
    if (interrupted) return 130;
    const started = performance.now();
    const outcome = await check.run(store).catch((error: unknown) => ({
      ok: false,
      summary: error instanceof Error ? error.message : String(error),
    }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`${check.name}: ${outcome.summary} — ${outcome.ok ? 'ok' : 'FAILED'} (${seconds} s)`);
    if (!outcome.ok) failures++;
  }
  const log = store.proxyLog();
  if (failures > 0 && log) say(`nginx's last complaints:\n${log}`);
  say(failures === 0 ? 'All scale checks passed.' : `${failures} of ${CHECKS.length} scale checks failed.`);
  return failures === 0 ? 0 : 1;
}

process.once('SIGINT', () => {
  interrupted = true;
  console.error('Interrupted: stopping everything the run started');
  void cleanUp().then(() => process.exit(130));
});

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
