import { loadConfig } from '../config.ts';
import { createDatabase, prepareDatabase } from './database.ts';
import { holdEmbeddedDatabase } from './pglite-folder-lock.ts';

/** `npm run db:migrate`: brings the configured database up to date without starting the server. */
const config = loadConfig();
holdEmbeddedDatabase(config, 'npm run db:migrate');
const db = createDatabase(config);
try {
  await prepareDatabase(db);
  const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
  process.stdout.write(`Database is up to date (${pending.length} pending migrations).\n`);
} finally {
  await db.destroy();
}
