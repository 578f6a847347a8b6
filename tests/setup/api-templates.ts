import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { createDatabase, prepareDatabase } from '../../sync-api/db/database.ts';
import { writePgliteTemplate } from './pglite-template.ts';
import { databaseUrlFor, testDatabaseUrl } from './test-database.ts';

/**
 * The API suite's global setup: migrates and seeds one database of each kind the run uses,
 * once, for every test file to copy (test-database.ts), and removes them when the run ends.
 */
export default async function prepareTemplates(project: TestProject): Promise<() => Promise<void>> {
  // A project's own env (api-on-pglite empties TEST_DATABASE_URL) reaches its tests, not this setup.
  const projectUrl = project.config.env?.TEST_DATABASE_URL;
  const serverUrl = projectUrl === undefined ? testDatabaseUrl() : projectUrl || null;
  const folder = mkdtempSync(join(tmpdir(), 'verdant-api-template-'));
  const pgliteTemplateFile = serverUrl ? '' : join(folder, 'pglite.tar');
  if (!serverUrl) await writePgliteTemplate(pgliteTemplateFile);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const postgresTemplate = serverUrl ? `verdant_template_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  if (serverUrl) {
    const admin = knexFactory({ client: 'pg', connection: serverUrl });
    try {
      await admin.raw(`create database "${postgresTemplate}"`);
    } finally {
      await admin.destroy();
    }
    const template = createDatabase({
      databaseUrl: databaseUrlFor(serverUrl, postgresTemplate),
      pgliteDir: 'memory://',
    });
    try {
      await prepareDatabase(template);
    } finally {
      // A database is copied only while nobody is connected to it.
      await template.destroy();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = knexFactory({ client: 'pg', connection: serverUrl });
    try {
      await admin.raw(`drop database if exists "${postgresTemplate}" with (force)`);
    } finally {
      await admin.destroy();
    }
  };
}
