import pg from 'pg';
import type { Database } from '../db/database.ts';
import { CATALOGUE_CHANNEL_PREFIX } from '../db/migrations/012-catalogue-version.ts';
import type { Logger } from '../logger.ts';

/**
 * The catalogue's version as this process knows it, kept current by the database's
 * notifications (migration 012): on PostgreSQL through LISTEN on a connection of its own, so
 * that every process hears every other's changes; on PGlite, which one process opens, through
 * its in-process listener.
 *
 * `current` is null whenever a change could go unheard (the listening connection is down, or
 * not yet up): answers are then neither kept nor served from memory.
 */
export interface CatalogueVersion {
  readonly current: string | null;
  /** Called with each new version, and with null when changes could go unheard. */
  onChange(listener: (version: string | null) => void): void;
  /**
   * Reads the version now, for a change this process has just committed: its own next request
   * must not wait for the notification to come round.
   */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * How often the listening connection reads the version itself: it proves the connection is
 * alive (a silently dead one would hear nothing) and catches a notification lost with it.
 */
const CHECK_EVERY_MS = 2_000;
const RECONNECT_AFTER_MS = 1_000;

const VERSION_QUERY = 'select version::text as version, current_schema() as schema from catalogue_version';

interface VersionRow {
  version: string;
  schema: string;
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

class KnownVersion {
  current: string | null = null;
  private readonly listeners: ((version: string | null) => void)[] = [];

  onChange(listener: (version: string | null) => void): void {
    this.listeners.push(listener);
  }

  set(version: string | null): void {
    if (version === this.current) return;
    // A notification can overtake a read of the version: a version never goes back.
    if (version !== null && this.current !== null && BigInt(version) < BigInt(this.current)) return;
    this.current = version;
    for (const listener of this.listeners) listener(version);
  }
}

async function readVersion(db: Database): Promise<VersionRow> {
  const result = await db.raw<{ rows: VersionRow[] }>(VERSION_QUERY);
  const row = result.rows[0];
  if (!row) throw new Error('The catalogue_version table is empty');
  return row;
}

export async function watchCatalogueVersion(db: Database, logger: Logger): Promise<CatalogueVersion> {
  const known = new KnownVersion();
  const log = logger.child({ source: 'catalogue-version' });
  const watcher = (db.client as Partial<PgliteClient>).pglite
    ? new PgliteWatcher(db, known, log)
    : new PostgresListener(db, known, log);
  await watcher.connect();
  return {
    get current() {
      return watcher.current;
    },
    onChange: (listener) => known.onChange(listener),
    async refresh() {
      // While changes could go unheard nothing is kept, and the listener reads the version itself when it is back.
      if (watcher.current === null) return;
      known.set((await readVersion(db)).version);
    },
    stop: () => watcher.stop(),
  };
}

interface PgliteClient {
  pglite: PgliteListener;
}

/**
 * PGlite's own listener. The instance a database uses can be replaced (the tests stop and start
 * it): a watcher that finds its instance gone knows nothing until it listens to the new one.
 */
class PgliteWatcher {
  private instance: PgliteListener | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly known: KnownVersion,
    private readonly log: Logger,
  ) {}

  private get client(): PgliteClient {
    return this.db.client as PgliteClient;
  }

  get current(): string | null {
    if (this.client.pglite === this.instance) return this.known.current;
    this.known.set(null);
    void this.connect().catch((error: unknown) => this.log.warn({ err: error }, 'catalogue changes cannot be heard'));
    return null;
  }

  async connect(): Promise<void> {
    const instance = this.client.pglite;
    if (instance === this.instance) return;
    this.instance = instance;
    try {
      const { version, schema } = await readVersion(this.db);
      this.unlisten = await instance.listen(`${CATALOGUE_CHANNEL_PREFIX}${schema}`, (payload) =>
        this.known.set(payload),
      );
      if (this.instance === instance) this.known.set(version);
    } catch (error) {
      // Not listening: the next request tries again.
      if (this.instance === instance) this.instance = null;
      throw error;
    }
  }

  async stop(): Promise<void> {
    // A stopped PGlite has already dropped its listeners.
    await this.unlisten?.().catch(() => undefined);
  }
}

/** A connection of its own that LISTENs, and comes back by itself when it is lost. */
class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private check: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly known: KnownVersion,
    private readonly log: Logger,
  ) {}

  get current(): string | null {
    return this.known.current;
  }

  async connect(): Promise<void> {
    if (this.stopped) return;
    const settings = (this.db.client as { connectionSettings: pg.ClientConfig }).connectionSettings;
    const client = new pg.Client({ ...settings, application_name: settings.application_name ?? 'verdant' });
    this.client = client;
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      // The schema the app's own connections work in (the tests give each file one).
      const { schema } = await readVersion(this.db);
      await client.query(`set search_path to "${schema}"`);
      const channel = `${CATALOGUE_CHANNEL_PREFIX}${schema}`;
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) this.known.set(message.payload);
      });
      await client.query(`listen "${channel}"`);
      // Read after LISTEN: a change committed in between is in this read or is heard.
      await this.readNow(client);
      this.check = setInterval(() => this.checkVersion(client), CHECK_EVERY_MS);
      this.check.unref();
    } catch (error) {
      this.lose(client, error);
    }
  }

  private async readNow(client: pg.Client): Promise<void> {
    const result = await client.query<VersionRow>(VERSION_QUERY);
    if (this.client === client) this.known.set(result.rows[0]?.version ?? null);
  }

  private checkVersion(client: pg.Client): void {
    this.readNow(client).catch((error: unknown) => this.lose(client, error));
  }

  private lose(client: pg.Client, reason: unknown): void {
    if (this.stopped || this.client !== client) return;
    if (this.known.current !== null) {
      this.log.warn({ err: reason }, 'catalogue changes cannot be heard: shared answers are read anew until they can');
    }
    this.known.set(null);
    this.client = null;
    clearInterval(this.check);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_AFTER_MS);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.check);
    await this.client?.end().catch(() => undefined);
  }
}
