import { createApp } from './app.ts';
import { answerRefusedRequestsWithJson } from './client-errors.ts';
import { loadConfig } from './config.ts';
import { createDatabase, prepareDatabase } from './db/database.ts';
import { holdEmbeddedDatabase } from './db/pglite-folder-lock.ts';
import { createLogger } from './logger.ts';
import { openRedis } from './redis-connection.ts';
import { memoryStore, redisStore } from './services/rate-limits.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
holdEmbeddedDatabase(config, 'the server');
const db = createDatabase(config, logger);

await prepareDatabase(db);
// With REDIS_URL every process counts the limits together; without it, each in its memory.
const limitsRedis = config.redisUrl ? openRedis(config.redisUrl, logger, 'rate limits') : null;
const rateLimitStore = limitsRedis ? redisStore(limitsRedis, config.redisKeyPrefix) : memoryStore;
const app = createApp({ config, db, logger, rateLimitStore });
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
  limitsRedis?.disconnect();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));
