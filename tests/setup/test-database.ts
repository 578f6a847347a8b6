import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { inject } from 'vitest';
import type { Database } from '../../sync-api/db/database.ts';
import type { Logger } from '../../sync-api/logger.ts';
import { openPgliteCopy } from './pglite-template.ts';

/**
 * Where the API suite's databases come from. Migrating and seeding a database from nothing
 * takes a second or more per test file (PGlite's own start-up most of all), so the suite's
 * global setup (api-templates.ts) prepares one template per run, and each file opens a copy:
 * PGlite from a dump of a migrated data directory (pglite-template.ts), PostgreSQL with
 * CREATE DATABASE … TEMPLATE.
 */

/** The PostgreSQL server the suite runs on (TEST_DATABASE_URL), or null for PGlite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a migrated and seeded PGlite data directory, or '' on PostgreSQL. */
    pgliteTemplateFile: string;
    /** A migrated and seeded database on TEST_DATABASE_URL's server, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/** The URL of `database` on the server at `serverUrl`. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** An in-memory PGlite database, migrated and seeded, opened from the run's template. */
export function copyOfPgliteTemplate(logger?: Logger): Database {
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('This run made no PGlite template: it runs on TEST_DATABASE_URL');
  return openPgliteCopy(file, logger);
}

/** SQLSTATE 55006: the template had a connection open as the copy began (another copy's, briefly). */
const OBJECT_IN_USE = '55006';

/**
 * A new database on the server, migrated and seeded, copied from the run's template; answers
 * its name. Drop it with dropPostgresCopy.
 */
export async function copyPostgresTemplate(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl });
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.raw(`create database "${name}" template "${inject('postgresTemplate')}"`);
        return name;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await admin.destroy();
  }
}

/** Drops a copy, ending any connection still open to it. */
export async function dropPostgresCopy(serverUrl: string, name: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: serverUrl });
  try {
    await admin.raw(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.destroy();
  }
}
