import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StaffRole } from '#shared/back-office/permissions';
import { createApp } from '../../sync-api/app.ts';
import { DEFAULT_MAIL_FROM } from '../../sync-api/config.ts';
import type { Database } from '../../sync-api/db/database.ts';
import { prepareHttpServer } from '../../sync-api/http-server.ts';
import { createLogger } from '../../sync-api/logger.ts';
import { openMailer } from '../../sync-api/mail/mailer.ts';
import { startOutboxWorker } from '../../sync-api/mail/outbox-worker.ts';
import { watchCatalogueVersion } from '../../sync-api/shared-answers/catalogue-version.ts';
import { CHEAPEST_PASSWORD_COST } from '../../sync-api/staff/password-hashing.ts';
import { addStaff, COMMAND_LINE_ACTOR } from '../../sync-api/staff/staff-service.ts';
import { roomyLimits } from '../setup/limits.ts';
import { openPgliteCopy } from '../setup/pglite-template.ts';
import { resetStore } from '../setup/store-reset.ts';

/**
 * A browser worker's own store: the real app (createApp, as `sync-api/server.ts` builds it)
 * serving the production build, over an embedded database opened from the run's template
 * (global-setup.ts), its outbox sent to the embedded mail catcher. Each test starts from a new
 * store's state (`reset`), so no test sees what another left behind, and the workers never share
 * a database.
 */

/** A test waits on the Outbox to show an email sent: the server's 2 s would be most of it. */
const OUTBOX_POLL_MS = 100;

export interface TestStore {
  baseUrl: string;
  /** The store's database, for what no shopper's action can set up (a checkout opened yesterday). */
  db: Database;
  /** Empties the store back to the seeded catalogue, with the back office's two accounts. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface StaffAccount {
  email: string;
  role: StaffRole;
  password: string;
}

export async function startTestStore(options: {
  templateFile: string;
  pwaDist: string;
  staff: readonly StaffAccount[];
}): Promise<TestStore> {
  const logger = createLogger('warn');
  const db = openPgliteCopy(options.templateFile, logger);
  const catalogue = await watchCatalogueVersion(db, logger);
  const passwords = { passwordCost: CHEAPEST_PASSWORD_COST };
  // Listening first gives the port that links in the store's emails lead to.
  const server: Server = createServer();
  prepareHttpServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const mail = { smtpUrl: null, mailFrom: DEFAULT_MAIL_FROM, publicOrigin: null, port };
  const app = createApp({
    config: {
      sessionSecret: randomBytes(32).toString('hex'),
      trustProxy: false,
      pwaDist: options.pwaDist,
      nodeEnv: 'test',
      ...passwords,
      ...mail,
    },
    db,
    catalogue,
    logger,
    // Every test's browser comes from 127.0.0.1, far more often than any real address.
    limits: roomyLimits(),
  });
  server.on('request', app.callback());
  const outbox = startOutboxWorker({
    db,
    mailer: await openMailer(mail, db, logger),
    pollMs: OUTBOX_POLL_MS,
    logger,
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async reset() {
      await resetStore(db, catalogue);
      // The accounts a store's first owner makes with `npm run staff -- add`.
      for (const member of options.staff) {
        await addStaff(db, member, COMMAND_LINE_ACTOR, passwords);
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await outbox.stop();
      await catalogue.stop();
      await db.destroy();
    },
  };
}
