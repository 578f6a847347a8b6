import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import pino from 'pino';
import { type AppDependencies, createApp } from '../../sync-api/app.ts';
import { createDatabase, type Database, prepareDatabase } from '../../sync-api/db/database.ts';
import { prepareHttpServer } from '../../sync-api/http-server.ts';
import type { Logger } from '../../sync-api/logger.ts';
import { type CatalogueVersion, watchCatalogueVersion } from '../../sync-api/shared-answers/catalogue-version.ts';
import { CHEAPEST_PASSWORD_COST } from '../../sync-api/staff/password-hashing.ts';
import type { PasswordPolicy } from '../../sync-api/staff/staff-service.ts';
import { type DatabaseOutage, pgliteOutage, startTcpProxy } from './database-outage.ts';
import { roomyLimits } from './limits.ts';
import { resetStore, STORE_TABLES } from './store-reset.ts';
import { TestClient } from './test-client.ts';
import {
  copyOfPgliteTemplate,
  copyPostgresTemplate,
  databaseUrlFor,
  dropPostgresCopy,
  testDatabaseUrl,
} from './test-database.ts';

export const SHELL_HTML =
  '<!doctype html><html><head><title>Verdant</title></head><body><div id="root"></div></body></html>';
export const ASSET_NAME = 'index-AbCd1234.js';

/** The source map the build keeps beside its asset, for the team and never for the public. */
export const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['pwa/main.tsx'], mappings: 'AAAA' });

/** A stand-in build of the PWA: the shell, one hashed asset with its source map and one public file. */
function makeFakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(join(dir, 'assets', ASSET_NAME), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'assets', `${ASSET_NAME}.map`), SOURCE_MAP);
  writeFileSync(join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface ApiHarness {
  db: Database;
  /** The catalogue's version as the app knows it; a second app over `db` shares it. */
  catalogue: CatalogueVersion;
  baseUrl: string;
  logger: Logger;
  /** Lines the app logged, parsed. */
  logs: Record<string, unknown>[];
  client(): TestClient;
  /** A client that has already confirmed its age. */
  verifiedClient(): Promise<TestClient>;
  reset(): Promise<void>;
  /** How many rows the table holds (those matching `where`, when given). */
  rowCount(table: string, where?: Record<string, unknown>): Promise<number>;
  /** Every row of every table the app writes, in a stable order: equal snapshots, nothing changed. */
  snapshot(): Promise<Record<string, unknown[]>>;
  /**
   * Stops the HTTP server and starts a new app on the same database, on a new port, with the
   * same session secret (so cookies stay valid). `baseUrl` then names the new server; clients
   * made before keep the old one, so address them with absolute URLs built from `baseUrl`.
   * `limits` replaces those the harness was started with, for this app and later ones.
   */
  restart(options?: Pick<StartApiOptions, 'limits'>): Promise<void>;
  /** Only with `startApi({ databaseOutages: true })`: the database goes away, then comes back. */
  database: DatabaseOutage;
  /**
   * On PostgreSQL: ends every server connection of this app and none of other test files
   * (pg_terminate_backend, as an administrator or a failover does); answers how many.
   */
  terminateDatabaseConnections(): Promise<number>;
  close(): Promise<void>;
}

export interface StartApiOptions {
  pwaDist?: string;
  /**
   * Lets the test stop and start the database (`database`): on PostgreSQL the app then reaches
   * the server through a TCP proxy, on PGlite the database lives in a folder of its own.
   */
  databaseOutages?: boolean;
  /**
   * A database another process also opens (the staff command's tests), left in place on close:
   * this PGlite folder, or on TEST_DATABASE_URL's server this schema of its database.
   */
  sharedDatabase?: { pgliteDir: string; schema: string };
  /**
   * Limits in place of the defaults (`{}` keeps the defaults); every app the harness starts
   * (`restart` too) counts anew. Without it every limit is roomy: one file's tests all come
   * from 127.0.0.1 within a minute or two, more than any real address sends in an hour.
   */
  limits?: AppDependencies['limits'];
  /** Where the limits count (a Redis store); by default each app's memory. */
  rateLimitStore?: AppDependencies['rateLimitStore'];
  /** As TRUST_PROXY: the app believes X-Forwarded-Proto and X-Forwarded-For, as behind a proxy. */
  trustProxy?: boolean;
}

const outagesNotEnabled: DatabaseOutage = {
  stop: () => Promise.reject(new Error('Start the API with { databaseOutages: true } to stop its database')),
  start: () => Promise.reject(new Error('Start the API with { databaseOutages: true } to start its database')),
};

/** The PostgreSQL server at `serverUrl`, reached through a stoppable proxy instead. */
async function proxied(serverUrl: string) {
  const url = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

export const SESSION_SECRET = 'test-secret-that-is-long-enough-for-the-config-0123456789';

/**
 * Staff passwords hashed at the cheapest cost configuration allows: the suites make hundreds of
 * accounts and sign-ins, each of which would take half a second at the production cost.
 */
export const TEST_PASSWORDS: PasswordPolicy = { passwordCost: CHEAPEST_PASSWORD_COST };

/**
 * Starts the real Koa app on a free port over a fresh database: in-memory PGlite by default,
 * or a database of its own on the PostgreSQL server named by TEST_DATABASE_URL; both are
 * copies of a template the suite's global setup migrated and seeded once.
 */
export async function startApi(options: StartApiOptions = {}): Promise<ApiHarness> {
  const serverUrl = testDatabaseUrl();
  const shared = options.sharedDatabase;
  // On the server a file works in a copy of the run's template, or in the schema it shares with another process.
  const copy = serverUrl && !shared ? await copyPostgresTemplate(serverUrl, 'test') : null;
  const schema = serverUrl && shared ? shared.schema : undefined;
  // Names this app's connections, so that a test can end them and no other file's.
  const applicationName = serverUrl ? `verdant_${copy ?? schema}` : 'verdant';
  if (serverUrl && schema) {
    const admin = knexFactory({ client: 'pg', connection: serverUrl });
    await admin.raw(`create schema if not exists "${schema}"`);
    await admin.destroy();
  }
  const databaseUrl = serverUrl && copy ? databaseUrlFor(serverUrl, copy) : serverUrl;
  const viaProxy = databaseUrl && options.databaseOutages ? await proxied(databaseUrl) : null;
  const pgliteDir =
    serverUrl || !(shared || options.databaseOutages)
      ? null
      : (shared?.pgliteDir ?? mkdtempSync(join(tmpdir(), 'verdant-pglite-')));
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const db =
    !serverUrl && !pgliteDir
      ? copyOfPgliteTemplate(logger)
      : createDatabase(
          {
            databaseUrl: viaProxy?.url ?? databaseUrl,
            pgliteDir: pgliteDir ?? 'memory://',
            applicationName,
            ...(schema ? { schema } : {}),
          },
          logger,
        );
  await prepareDatabase(db);
  const catalogue = await watchCatalogueVersion(db, logger);
  const database =
    viaProxy?.proxy ?? (pgliteDir && options.databaseOutages ? pgliteOutage(db, pgliteDir) : outagesNotEnabled);
  const pwaDist = options.pwaDist ?? makeFakeDist();
  let limits = options.limits ?? roomyLimits();
  /** A new app over the same database, listening on a free port. */
  async function listen(): Promise<{ server: Server; baseUrl: string }> {
    const app = createApp({
      config: {
        sessionSecret: SESSION_SECRET,
        trustProxy: options.trustProxy ?? false,
        pwaDist,
        nodeEnv: 'test',
        ...TEST_PASSWORDS,
      },
      db,
      catalogue,
      logger,
      limits,
      ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    });
    const server: Server = createServer(app.callback());
    prepareHttpServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, baseUrl: `http://127.0.0.1:${port}` };
  }
  let { server, baseUrl } = await listen();
  const stopServer = (stopping: Server) =>
    new Promise<void>((resolve, reject) => stopping.close((error) => (error ? reject(error) : resolve())));

  return {
    db,
    catalogue,
    get baseUrl() {
      return baseUrl;
    },
    logger,
    logs,
    client: () => new TestClient(baseUrl),
    verifiedClient: () => new TestClient(baseUrl).verifyAge(),
    async reset() {
      await resetStore(db, catalogue);
      logs.length = 0;
    },
    async rowCount(table, where = {}) {
      const row = await db(table).where(where).count({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      for (const table of STORE_TABLES) tables[table] = await db(table).select().orderByRaw('1, 2');
      return tables;
    },
    async restart(next) {
      if (next?.limits) limits = next.limits;
      await stopServer(server);
      ({ server, baseUrl } = await listen());
    },
    database,
    async terminateDatabaseConnections() {
      if (!serverUrl) throw new Error('PGlite runs in this process: it has no server connections to end');
      const admin = knexFactory({ client: 'pg', connection: serverUrl });
      try {
        const { rows } = await admin.raw<{ rows: { pid: number }[] }>(
          'select pid, pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and pid <> pg_backend_pid()',
          [applicationName],
        );
        // Ending a backend only signals it: wait until each has exited and this pool has heard, so the test's own
        // next query never picks up a connection that is still being ended.
        const pids = rows.map((row) => row.pid);
        await within(5_000, 'the ended connections to exit', async () => {
          const { rows: left } = await admin.raw('select 1 from pg_stat_activity where pid = any(?)', [pids]);
          return left.length === 0;
        });
        await within(5_000, 'the pool to hear its connections ended', async () => idleConnectionsAllEnded(db, pids));
        return rows.length;
      } finally {
        await admin.destroy();
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A test that ends with its database stopped still leaves nothing behind.
      if (options.databaseOutages) await database.start();
      await catalogue.stop();
      await db.destroy();
      await viaProxy?.proxy.stop();
      if (shared) return;
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
      if (serverUrl && copy) await dropPostgresCopy(serverUrl, copy);
    },
  };
}

/** Polls `done` every 20 ms until it holds; throws naming `what` after `ms`. */
async function within(ms: number, what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether the pool has marked each of its idle connections to these backends ended, so it discards them instead of lending them. */
function idleConnectionsAllEnded(db: Database, pids: number[]): boolean {
  type IdleConnection = { resource: { processID?: number; __knex__disposed?: unknown } };
  const pool = (db.client as { pool?: { free: IdleConnection[] } }).pool;
  return (pool?.free ?? []).every(
    ({ resource }) => !pids.includes(resource.processID ?? -1) || Boolean(resource.__knex__disposed),
  );
}
