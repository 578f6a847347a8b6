import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { MAX_THC_MG_PER_GUMMY } from '#shared/compliance/thc-per-gummy';
import { createDatabase, type Database } from '../../sync-api/db/database.ts';
import { down, up } from '../../sync-api/db/migrations/016-thc-per-gummy.ts';
import { testDatabaseUrl } from '../setup/test-database.ts';

/**
 * A store whose gummies said their THC only in prose ("5mg THC per gummy"), which any staff
 * member could edit: migration 016 gives each gummy its milligrams per gummy as a number, reads
 * it once from that text, writes the text again from the number, and works out what every size
 * holds from the number. The database then refuses a number the API would refuse.
 * On PGlite in memory, or in a schema of its own on TEST_DATABASE_URL's server.
 */

const serverUrl = testDatabaseUrl();
const LAST_BEFORE = '015-shopper-identity';
const MIGRATION = '016-thc-per-gummy';
const CHECK_VIOLATION = '23514';

let db: Database;
let dropSchema: () => Promise<void>;

async function applied(name: string): Promise<boolean> {
  const [done] = (await db.migrate.list()) as [{ name: string }[], unknown[]];
  return done.some((migration) => migration.name === name);
}

// One database for the file, migrated as far as the store stood before migration 016.
beforeAll(async () => {
  if (serverUrl) {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: serverUrl });
    await admin.raw(`create schema "${schema}"`);
    db = createDatabase({ databaseUrl: serverUrl, pgliteDir: 'memory://', schema });
    dropSchema = async () => {
      await admin.raw(`drop schema "${schema}" cascade`);
      await admin.destroy();
    };
  } else {
    db = createDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
    dropSchema = async () => {};
  }
  while (!(await applied(LAST_BEFORE))) await db.migrate.up();
});

// Each test starts from that store again, with no products: every migration since is undone too.
afterEach(async () => {
  while (await applied(MIGRATION)) await db.migrate.down();
  await db.raw('truncate size_contents, stock_levels, products cascade');
});

afterAll(async () => {
  await db.destroy();
  await dropSchema();
});

const GUMMY_SIZES = ['6-pack', '2-pack', '5-pack'];

/** Products as an older store holds them: THC only as text, with a stock row for each size. */
async function olderStore(products: { id: string; category: string; thcContent: string; sizes: string[] }[]) {
  await db('products').insert(
    products.map((product) => ({
      id: product.id,
      name: product.id,
      description: 'A product of an older store.',
      category: product.category,
      image: product.id,
      thc_content: product.thcContent,
      cbd_content: '<1% CBD',
      price: '14.99',
      base_rating: 0,
      base_review_count: 0,
    })),
  );
  await db('stock_levels').insert(
    products.flatMap((product) => product.sizes.map((size) => ({ product_id: product.id, size, on_hand: 5 }))),
  );
}

async function productRow(id: string): Promise<{ thc: string; mg: number | null }> {
  const row = await db('products').where({ id }).first('thc_content', 'thc_mg_per_gummy');
  return { thc: row.thc_content, mg: row.thc_mg_per_gummy === null ? null : Number(row.thc_mg_per_gummy) };
}

async function contentsOf(id: string): Promise<Record<string, number>> {
  const rows = await db('size_contents').where({ product_id: id });
  return Object.fromEntries(rows.map((row) => [row.size, Number(row.amount)]));
}

async function refusedByTheDatabase(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('migration 016: a gummy’s THC per gummy as a number', () => {
  test('each gummy’s number is read once from its THC text, the text is written from it, and what each size holds follows from it', async () => {
    await olderStore([
      { id: 'lychee-gummies', category: 'gummies', thcContent: '5mg THC per gummy', sizes: GUMMY_SIZES },
      { id: 'microdose-gummies', category: 'gummies', thcContent: '2.5mg THC per gummy', sizes: GUMMY_SIZES },
      { id: 'piece-gummies', category: 'gummies', thcContent: '10 MG thc per Piece', sizes: GUMMY_SIZES },
      { id: 'prose-gummies', category: 'gummies', thcContent: 'Full-spectrum THC', sizes: GUMMY_SIZES },
      { id: 'exponent-gummies', category: 'gummies', thcContent: '1e3mg THC per gummy', sizes: GUMMY_SIZES },
      { id: 'huge-gummies', category: 'gummies', thcContent: '250mg THC per gummy', sizes: GUMMY_SIZES },
      { id: 'tangie-flower', category: 'flower', thcContent: '22% THC', sizes: ['3.5g', '28g'] },
    ]);
    // What migration 013 worked out from the text once: the number decides it now.
    await db('size_contents').insert({
      product_id: 'lychee-gummies',
      size: '6-pack',
      measure: 'edibleThcMg',
      amount: 3,
    });

    await db.migrate.latest();

    expect(await productRow('lychee-gummies')).toEqual({ thc: '5mg THC per gummy', mg: 5 });
    expect(await productRow('microdose-gummies')).toEqual({ thc: '2.5mg THC per gummy', mg: 2.5 });
    expect(await productRow('piece-gummies')).toEqual({ thc: '10mg THC per gummy', mg: 10 });
    // No number it could state: the text stays, and the packs hold nothing known, so they are
    // not sold where limits apply until the owner gives the number.
    expect(await productRow('prose-gummies')).toEqual({ thc: 'Full-spectrum THC', mg: null });
    expect(await productRow('exponent-gummies')).toEqual({ thc: '1e3mg THC per gummy', mg: null });
    expect(await productRow('huge-gummies')).toEqual({ thc: '250mg THC per gummy', mg: null });
    expect(await productRow('tangie-flower')).toEqual({ thc: '22% THC', mg: null });

    expect(await contentsOf('lychee-gummies')).toEqual({ '6-pack': 30, '2-pack': 60, '5-pack': 150 });
    expect(await contentsOf('microdose-gummies')).toEqual({ '6-pack': 15, '2-pack': 30, '5-pack': 75 });
    expect(await contentsOf('piece-gummies')).toEqual({ '6-pack': 60, '2-pack': 120, '5-pack': 300 });
    expect(await contentsOf('prose-gummies')).toEqual({});
    expect(await contentsOf('exponent-gummies')).toEqual({});
    expect(await contentsOf('tangie-flower')).toEqual({ '3.5g': 3.5, '28g': 28 });
  });

  test('the database refuses a THC per gummy the API refuses: none of 0, past the most, or on anything but gummies', async () => {
    await olderStore([
      { id: 'lychee-gummies', category: 'gummies', thcContent: '5mg THC per gummy', sizes: GUMMY_SIZES },
      { id: 'tangie-flower', category: 'flower', thcContent: '22% THC', sizes: ['3.5g'] },
    ]);
    await db.migrate.latest();
    const lychee = () => db('products').where({ id: 'lychee-gummies' });

    expect(await refusedByTheDatabase(lychee().update({ thc_mg_per_gummy: 0 }))).toBe(CHECK_VIOLATION);
    expect(await refusedByTheDatabase(lychee().update({ thc_mg_per_gummy: -5 }))).toBe(CHECK_VIOLATION);
    expect(await refusedByTheDatabase(lychee().update({ thc_mg_per_gummy: MAX_THC_MG_PER_GUMMY + 0.001 }))).toBe(
      CHECK_VIOLATION,
    );
    const flower = db('products').where({ id: 'tangie-flower' }).update({ thc_mg_per_gummy: 5 });
    expect(await refusedByTheDatabase(flower)).toBe(CHECK_VIOLATION);
    // A gummy moved to flower must leave its number in the same write.
    expect(await refusedByTheDatabase(lychee().update({ category: 'flower' }))).toBe(CHECK_VIOLATION);

    expect(await refusedByTheDatabase(lychee().update({ thc_mg_per_gummy: MAX_THC_MG_PER_GUMMY }))).toBeUndefined();
    expect(await refusedByTheDatabase(lychee().update({ thc_mg_per_gummy: 0.001 }))).toBeUndefined();
    expect(await refusedByTheDatabase(lychee().update({ category: 'flower', thc_mg_per_gummy: null }))).toBeUndefined();
  });

  test('undone and done again, it reads the same numbers from the texts it wrote', async () => {
    await olderStore([
      { id: 'piece-gummies', category: 'gummies', thcContent: '7.25 mg THC per piece', sizes: GUMMY_SIZES },
    ]);
    await db.migrate.latest();
    await down(db);
    const columns = await db('products').columnInfo();
    expect(Object.keys(columns)).not.toContain('thc_mg_per_gummy');
    const undone = await db('products').where({ id: 'piece-gummies' }).first('thc_content');
    expect(undone.thc_content).toBe('7.25mg THC per gummy');

    await up(db);
    expect(await productRow('piece-gummies')).toEqual({ thc: '7.25mg THC per gummy', mg: 7.25 });
    expect(await contentsOf('piece-gummies')).toEqual({ '6-pack': 43.5, '2-pack': 87, '5-pack': 217.5 });
  });
});
