import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDatabase, prepareDatabase } from './db/database.ts';
import { holdEmbeddedDatabase } from './db/pglite-folder-lock.ts';
import { prepareHttpServer } from './http-server.ts';
import { memoryStore, redisStore } from './limits/rate-limits.ts';
import { createLogger } from './logger.ts';
import { openMailer } from './mail/mailer.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { BANK_FOLLOW_EVERY_MS, followBankDebits } from './orders/order-bank-returns.ts';
import { selectBankProvider } from './payments/select-provider.ts';
import { openRedis } from './redis-connection.ts';
import { watchCatalogueVersion } from './shared-answers/catalogue-version.ts';

/**
 * The configuration, with the embedded database held for this process; or the reason the
 * server cannot start (a bad setting, the database open in another process) on stderr,
 * without a stack, and exit code 1.
 */
function configurationToServe(): Config {
  try {
    const config = loadConfig();
    holdEmbeddedDatabase(config, 'the server');
    return config;
  } catch (error) {
    process.stderr.write(`Error: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = configurationToServe();
const logger = createLogger(config.logLevel);
const db = createDatabase(config, logger);

await prepareDatabase(db);
const catalogue = await watchCatalogueVersion(db, logger);
// With REDIS_URL every process counts the limits together; without it, each in its memory.
const limitsRedis = config.redisUrl ? openRedis(config.redisUrl, logger, 'rate limits') : null;
const rateLimitStore = limitsRedis ? redisStore(limitsRedis, config.redisKeyPrefix) : memoryStore;
const bankProvider = selectBankProvider(config, db);
const app = createApp({ config, db, catalogue, logger, rateLimitStore, bankProvider });
// A bank debit settles, or comes back, days after the handoff: each process asks the bank now
// and then, and writes each change once (orders/order-bank-returns.ts).
const followingBank = bankProvider
  ? setInterval(() => {
      followBankDebits(db, bankProvider, new Date()).catch((error: unknown) =>
        logger.error({ err: error }, 'following bank debits failed'),
      );
    }, BANK_FOLLOW_EVERY_MS)
  : null;
followingBank?.unref();
// Every email waits in the outbox; each process sends what is due (mail/outbox-worker.ts).
const outbox = startOutboxWorker({
  db,
  mailer: await openMailer(config, db, logger),
  pollMs: config.mailPollMs,
  logger,
});
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: config.databaseUrl ? 'postgresql' : `pglite:${config.pgliteDir}` },
    `Verdant is serving on http://localhost:${port}`,
  );
});
prepareHttpServer(server);

async function shutDown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  if (followingBank) clearInterval(followingBank);
  await outbox.stop();
  await catalogue.stop();
  limitsRedis?.disconnect();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));
