import type { Knex } from 'knex';
import { MEASURES } from '#shared/compliance/measures';
import { seedStateRules } from '../seeds/state-rules.ts';

/**
 * Compliance as data: each ship-to place's rules (whether the store delivers there, which
 * categories, its purchase limits and their sources), which the owner edits in the back office,
 * and what each size of each product holds in the measures those limits count. Both change what
 * every shopper is shown and allowed, so a change bumps the catalogue's version (migration 012)
 * and every process drops the answers it keeps.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('state_rules', (table) => {
    table.text('code').primary();
    table.text('name').notNullable();
    table.boolean('offered').notNullable();
    table.jsonb('categories').notNullable();
    table.jsonb('limits').notNullable();
    table.text('time_zone').notNullable();
    table.jsonb('sources').notNullable();
    table.text('note').notNullable();
    table.date('reviewed_on').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("?? ~ '^[A-Z]{2}$'", ['code'], 'state_rules_code');
  });
  await knex.schema.createTable('size_contents', (table) => {
    table.text('product_id').notNullable().references('products.id').onDelete('CASCADE').onUpdate('CASCADE');
    table.text('size').notNullable();
    table.text('measure').notNullable();
    table.decimal('amount', 12, 3).notNullable();
    table.primary(['product_id', 'size']);
    table.check(
      `?? in (${MEASURES.map((measure) => `'${measure}'`).join(', ')})`,
      ['measure'],
      'size_contents_measure',
    );
    table.check('?? > 0', ['amount'], 'size_contents_amount_positive');
  });
  for (const table of ['state_rules', 'size_contents']) {
    await knex.raw(`create trigger ${table}_inserted_or_deleted after insert or delete on ${table}
      for each row execute function catalogue_changed()`);
    await knex.raw(`create trigger ${table}_updated after update on ${table}
      for each row when (old.* is distinct from new.*) execute function catalogue_changed()`);
    await knex.raw(`create trigger ${table}_truncated after truncate on ${table}
      for each statement execute function catalogue_changed()`);
  }
  await seedStateRules(knex);
  // What the sizes of a store's existing products hold is filled by migration 016, once a
  // gummy's milligrams per gummy are a number of their own (it was read from the THC text here).
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('size_contents');
  await knex.schema.dropTable('state_rules');
}
