import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { migrationSource } from './sync-api/db/migrations/index.ts';

/**
 * One set of migrations for both databases: a PostgreSQL server when a URL is given,
 * otherwise the embedded PGlite database (in memory for `memory://`).
 */
export function knexConfig(options: {
  databaseUrl: string | null;
  pgliteDir: string;
  /** A PostgreSQL schema to work in instead of public (the API tests use one per file). */
  schema?: string;
}): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' };
  if (options.databaseUrl) {
    return {
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
      ...(options.schema ? { searchPath: [options.schema] } : {}),
      migrations,
    };
  }
  const inMemory = options.pgliteDir === 'memory://';
  if (!inMemory) mkdirSync(resolve(options.pgliteDir), { recursive: true });
  return {
    client: ClientPgLite,
    dialect: 'postgres',
    connection: inMemory ? {} : { filename: resolve(options.pgliteDir) },
    migrations,
  };
}

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL ?? null,
  pgliteDir: process.env.PGLITE_DIR ?? '.data/pglite',
});
