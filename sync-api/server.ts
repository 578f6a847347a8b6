import { createApp } from './app.ts';
import { answerRefusedRequestsWithJson } from './client-errors.ts';
import { loadConfig } from './config.ts';
import { createDatabase, prepareDatabase } from './db/database.ts';
import { holdEmbeddedDatabase } from './db/pglite-folder-lock.ts';
import { createLogger } from './logger.ts';
import { watchCatalogueVersion } from './shared-answers/catalogue-version.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
holdEmbeddedDatabase(config, 'the server');
const db = createDatabase(config, logger);

await prepareDatabase(db);
const catalogue = await watchCatalogueVersion(db, logger);
const app = createApp({ config, db, catalogue, logger });
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: config.databaseUrl ? 'postgresql' : `pglite:${config.pgliteDir}` },
    `Verdant is serving on http://localhost:${port}`,
  );
});
answerRefusedRequestsWithJson(server);

async function shutDown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await catalogue.stop();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));
