import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../sync-api/db/database.ts';

/** Makes the app's database go away and come back, as a crash, a restart or a cut network would. */
export interface DatabaseOutage {
  /** From now on the app cannot reach its database; connections it holds are cut. */
  stop(): Promise<void>;
  /** The database is back, with everything it had committed. */
  start(): Promise<void>;
  /** PostgreSQL only: the server takes connections and never answers, as a host dropping packets. */
  silence?(): Promise<void>;
}

/**
 * A TCP proxy in front of a PostgreSQL server. Stopped, it closes every connection through it
 * (the app reads "Connection terminated") and refuses new ones (ECONNREFUSED), as a server
 * that went down does; started again, it listens on the same port, as the server coming back.
 * Silenced, it takes connections and never answers, as a host that drops packets.
 */
export async function startTcpProxy(target: {
  host: string;
  port: number;
}): Promise<DatabaseOutage & { port: number }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let silent = false;
  const listen = async (port: number): Promise<Server> => {
    const server = createServer((client) => {
      track(client);
      client.on('error', () => client.destroy());
      if (silent) return;
      const upstream = tcpConnect(target.port, target.host);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return server;
  };
  let server: Server | null = await listen(0);
  const port = (server.address() as { port: number }).port;
  const stop = async () => {
    const stopping = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };
  const reopen = async (silently: boolean) => {
    if (server && silent === silently) return;
    await stop();
    silent = silently;
    server = await listen(port);
  };
  return { port, stop, start: () => reopen(false), silence: () => reopen(true) };
}

/** knex-pglite's client: its one connection is the PGlite instance itself. */
interface PgliteClient {
  pglite: PGlite & { __knex__disposed?: string };
}

/**
 * An embedded database on a folder of its own. Stopped, the PGlite instance is closed, so every
 * query fails as it does when PGlite has shut down. Started, a new instance opens the same
 * files (everything committed before the stop is there) and takes the closed one's place: the
 * closed one is marked with knex's own flag for a dead connection, so the pool drops it.
 */
export function pgliteOutage(db: Database, dataDir: string): DatabaseOutage {
  const client = db.client as unknown as PgliteClient;
  return {
    async stop() {
      if (!client.pglite.closed) await client.pglite.close();
    },
    async start() {
      if (!client.pglite.closed) return;
      const reopened = new PGlite(dataDir);
      await reopened.waitReady;
      client.pglite.__knex__disposed = 'PGlite was stopped';
      client.pglite = reopened;
    },
  };
}
