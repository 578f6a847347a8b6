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

/**
 * Brings the schema up to date and, when the catalogue is empty, seeds it; an embedded
 * database's files are then readable by their owner only.
 * Safe to run from several processes at once: knex locks migrations, and the seed
 * runs in one transaction under an advisory lock.
 */
export async function prepareDatabase(db: Database): Promise<void> {
  await db.migrate.latest();
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
