import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, type Database, prepareDatabase } from '../../sync-api/db/database.ts';
import type { Logger } from '../../sync-api/logger.ts';

/**
 * A migrated and seeded embedded database, made once per test run and opened many times.
 * PGlite's own start-up (initdb) and the migrations take seconds; opening a dump of the
 * prepared data directory skips both, so every test file or browser worker starts fresh for
 * about a second.
 */

/** Prepares an embedded database as the server does and writes a dump of it (a tar) to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = createDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  try {
    await prepareDatabase(db);
    const dump = await (db.client as { pglite: PGlite }).pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** A new in-memory database holding what the dump in `file` holds. */
export function openPgliteCopy(file: string, logger?: Logger): Database {
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  return createDatabase({ databaseUrl: null, pgliteDir: 'memory://', pglite }, logger);
}
