import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import { knexConfig } from '../../knexfile.ts';
import type { Logger } from '../logger.ts';
import { makePrivateFolder } from './private-folder.ts';
import { seedCatalogue } from './seeds/catalogue.ts';

export type Database = Knex;

/**
 * knex's own warnings (a connection lost, a failed attempt to open one) go to the app's log
 * as structured lines instead of the console.
 */
function knexLog(logger: Logger): Knex.Config['log'] {
  const log = logger.child({ source: 'knex' });
  return {
    warn: (message: unknown) => log.warn(String(message)),
    error: (message: unknown) => log.error(String(message)),
    deprecate: (method: unknown, alternative: unknown) => log.warn(`${method} is deprecated, use ${alternative}`),
    debug: (message: unknown) => log.debug(message),
  };
}

export function createDatabase(options: Parameters<typeof knexConfig>[0], logger?: Logger): Database {
  return knexFactory({ ...knexConfig(options), ...(logger ? { log: knexLog(logger) } : {}) });
}

/** The folder of an embedded database on disk, or null (PostgreSQL, or PGlite in memory). */
function embeddedFolder(db: Database): string | null {
  const connection = db.client.config.connection as { filename?: unknown } | undefined;
  return typeof connection?.filename === 'string' ? connection.filename : null;
}

/** Seeding takes this lock so that several processes starting at once seed only once. */
const SEED_LOCK_KEY = 7_305_112;
const MIGRATION_LOCK_KEY = 7_305_111;

/**
 * knex's own migration lock is a row of a table that the first run creates, so processes
 * starting together on an empty database race to create that table and all but one fail.
 * They take turns instead under an advisory lock, held by one connection while the migrations
 * run on others. The lock is polled rather than waited for, as a wait would meet the
 * statement timeout. PGlite has one connection and one process: it migrates directly.
 */
async function migrateInTurn(db: Database): Promise<void> {
  if (db.client.config.client !== 'pg') {
    await db.migrate.latest();
    return;
  }
  await db.transaction(async (trx) => {
    for (;;) {
      const { rows } = await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [MIGRATION_LOCK_KEY]);
      if (rows[0]?.locked) break;
      await sleep(100);
    }
    await db.migrate.latest();
  });
}

/**
 * Opening an embedded database (reading its files, or making them on a first start) takes
 * seconds, and many more on a busy machine: seen at 20 s on two loaded cores, twice the bound on
 * a wait for PGlite's one connection, which is meant for requests queued behind each other, and
 * the server then exited before it served anything. A start waits for it to open, however long
 * that takes, before its first query.
 */
async function embeddedDatabaseOpen(db: Database): Promise<void> {
  await (db.client as { pglite?: PGlite }).pglite?.waitReady;
}

/**
 * Brings the schema up to date and, when the catalogue is empty, seeds it; an embedded
 * database's files are then readable by their owner only. Safe to run from several processes
 * at once: migrations take turns, and the seed runs in one transaction under an advisory lock.
 */
export async function prepareDatabase(db: Database): Promise<void> {
  await embeddedDatabaseOpen(db);
  await migrateInTurn(db);
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    const row = await trx('products').count<{ count: string | number }[]>({ count: '*' }).first();
    if (Number(row?.count ?? 0) === 0) await seedCatalogue(trx);
  });
  // PGlite's own start-up writes some files readable by all (a new folder's template, its
  // relation cache), inside a folder already shut to others: they are tightened too.
  const folder = embeddedFolder(db);
  if (folder) makePrivateFolder(folder);
}
