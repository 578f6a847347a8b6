import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own for one run, on the server the admin URL names, dropped at the end. */
export interface ScaleDatabase {
  name: string;
  /** What the store's processes get as DATABASE_URL. */
  url: string;
  /** A connection for the checks to read what the processes stored. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScaleDatabase(adminUrl: string): Promise<ScaleDatabase> {
  const name = `verdant_scale_${randomBytes(5).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // A connection that breaks while idle is dropped by the pool; the next query opens another.
  pool.on('error', (error) => console.error(`The checks' database connection broke: ${error.message}`));
  return {
    name,
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      // A process killed mid-query may leave its connection behind for a moment.
      await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
