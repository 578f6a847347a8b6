import type { Knex } from 'knex';

/**
 * What each order took out of stock, per product and size, so that cancelling it puts back
 * exactly that: nothing for a line stock could not fill when it was paid, and nothing for the
 * orders recorded before stock was counted.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.jsonb('stock_taken').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumn('stock_taken');
  });
}
