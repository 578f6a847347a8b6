import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { createDatabase, prepareDatabase } from '../../sync-api/db/database.ts';
import { testDatabaseUrl } from '../setup/test-database.ts';

/**
 * Several processes of one store start at once on an empty PostgreSQL database (the first deploy
 * of N processes): each prepares the database as it starts. PGlite serves one process only.
 */

const serverUrl = testDatabaseUrl();
const PROCESSES = 4;

test.skipIf(!serverUrl)(
  'processes starting together on an empty database all come up, with every migration run and the catalogue seeded once',
  async () => {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: serverUrl ?? '' });
    await admin.raw(`create schema "${schema}"`);
    const processes = Array.from({ length: PROCESSES }, () =>
      createDatabase({ databaseUrl: serverUrl, pgliteDir: 'memory://', schema }),
    );
    try {
      await Promise.all(processes.map((db) => prepareDatabase(db)));
      const db = processes[0] ?? admin;
      const migrations = await db('knex_migrations').select('name');
      expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
      const products = await db('products').count<{ count: string }[]>({ count: '*' });
      expect(Number(products[0]?.count)).toBe(catalogueProducts.length);
    } finally {
      await Promise.all(processes.map((db) => db.destroy()));
      await admin.raw(`drop schema "${schema}" cascade`);
      await admin.destroy();
    }
  },
);
