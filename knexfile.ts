import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { migrationSource } from './sync-api/db/migrations/index.ts';
import { makePrivateFolder } from './sync-api/db/private-folder.ts';

/**
 * Bounds on every wait for PostgreSQL, so that a database that is down, restarting or
 * unreachable turns a request into a quick 503 instead of a hang. Each is far above what the
 * store's queries take (a few milliseconds), so only a database in trouble meets them.
 */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a free connection of the pool (or a new one) before giving up. */
  acquireConnectionMs: 3_000,
  /** Opening a TCP connection and logging in: a host that drops packets never refuses. */
  connectMs: 2_000,
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statementMs: 5_000,
  /** The client gives up on an answer that never comes (a silently dead connection). */
  queryMs: 7_000,
} as const;

/**
 * PGlite has one connection shared by every request, so a queue for it under load is normal;
 * only a wait this long means it is stuck. A stopped PGlite fails at once, without waiting.
 */
const PGLITE_ACQUIRE_CONNECTION_MS = 10_000;

/**
 * One set of migrations for both databases: a PostgreSQL server when a URL is given,
 * otherwise the embedded PGlite database (in memory for `memory://`).
 */
export function knexConfig(options: {
  databaseUrl: string | null;
  pgliteDir: string;
  /** A PostgreSQL schema to work in instead of public (the API tests use one per file). */
  schema?: string;
  /** How the server's connections are named in pg_stat_activity; `verdant` unless given. */
  applicationName?: string;
  /** An embedded database already opened (the API tests open copies of a migrated one). */
  pglite?: PGlite;
}): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' };
  // knex writes a failed query's values into its error message, and errors are logged: a
  // password hash, a session token or a shopper's details would reach the log. Only the SQL.
  const errors = { compileSqlOnError: false };
  if (options.databaseUrl) {
    return {
      client: 'pg',
      connection: {
        connectionString: options.databaseUrl,
        application_name: options.applicationName ?? 'verdant',
        connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
        statement_timeout: POSTGRES_TIMEOUTS.statementMs,
        query_timeout: POSTGRES_TIMEOUTS.queryMs,
        keepAlive: true,
      },
      // A connection the server ended (restart, pg_terminate_backend, a cut network) is marked
      // by knex when pg reports it, and the pool drops it instead of handing it out again.
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: POSTGRES_TIMEOUTS.acquireConnectionMs,
      ...(options.schema ? { searchPath: [options.schema] } : {}),
      ...errors,
      migrations,
    };
  }
  const inMemory = options.pgliteDir === 'memory://';
  if (!inMemory && !options.pglite) makePrivateFolder(resolve(options.pgliteDir));
  // knex's types know nothing of knex-pglite's `pglite` connection option.
  const connection = options.pglite
    ? ({ pglite: options.pglite } as unknown as Knex.StaticConnectionConfig)
    : inMemory
      ? {}
      : { filename: resolve(options.pgliteDir) };
  return {
    client: ClientPgLite,
    dialect: 'postgres',
    connection,
    acquireConnectionTimeout: PGLITE_ACQUIRE_CONNECTION_MS,
    ...errors,
    migrations,
  };
}

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL ?? null,
  pgliteDir: process.env.PGLITE_DIR ?? '.data/pglite',
});
