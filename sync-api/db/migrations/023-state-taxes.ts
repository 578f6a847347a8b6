import type { Knex } from 'knex';
import { seedStateTaxes } from '../seeds/state-rules.ts';

/**
 * Each place's taxes as data beside its rules (decision 029): the excise and sales tax with their
 * sources, and the local rates by ZIP code. A place the seed names takes the seed's taxes; any
 * other levies nothing the store collects until the owner enters its taxes. An order keeps the
 * taxes it was charged in its breakdown, so orders placed before this keep none.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('state_rules', (table) => {
    table
      .jsonb('taxes')
      .notNullable()
      .defaultTo(JSON.stringify({ version: 1, taxes: [], local: null, localRates: [] }));
  });
  await seedStateTaxes(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('state_rules', (table) => {
    table.dropColumn('taxes');
  });
}
