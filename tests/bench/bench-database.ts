import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The PostgreSQL server the benchmark runs on when one answers. */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Where the servers under test keep their data: a schema of its own on the PostgreSQL server
 * (both servers share it, so the same age confirmations and sessions are valid on both), or,
 * with no server, the API's embedded PGlite in a temporary directory.
 */
export type BenchDatabase = { version: string; drop(): Promise<void> } & (
  | { kind: 'postgresql'; label: 'PostgreSQL'; schema: string; url: string }
  | { kind: 'pglite'; label: 'PGlite'; dir: string }
);

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type ServerVersionRows = { rows: { server_version?: string }[] };

async function serverVersion(client: { query(sql: string): Promise<ServerVersionRows> }): Promise<string> {
  const result = await client.query('show server_version');
  return result.rows[0]?.server_version ?? 'unknown';
}

/** A schema of its own on the PostgreSQL server, or null when none answers. */
export async function postgresSchema(): Promise<BenchDatabase | null> {
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  let version: string;
  try {
    version = await withClient(POSTGRES_URL, async (client) => {
      await client.query(`create schema "${schema}"`);
      return serverVersion(client);
    });
  } catch {
    return null;
  }
  // The servers run unchanged; libpq's `options` puts them in the schema.
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    kind: 'postgresql',
    label: 'PostgreSQL',
    schema,
    url,
    version,
    drop: () => withClient(POSTGRES_URL, (client) => client.query(`drop schema "${schema}" cascade`)).then(() => {}),
  };
}

async function pgliteDirectory(): Promise<BenchDatabase> {
  const probe = new PGlite();
  const version = await serverVersion(probe);
  await probe.close();
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bench-pglite-'));
  return {
    kind: 'pglite',
    label: 'PGlite',
    dir,
    version: `${version} (embedded in the API process)`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  return (await postgresSchema()) ?? pgliteDirectory();
}
