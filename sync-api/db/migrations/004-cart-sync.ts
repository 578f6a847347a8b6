import type { Knex } from 'knex';

/**
 * The cart's sync protocol: each device (client) of a cart with the last mutation id the
 * server applied for it, and the mutations it refused with their reasons, so a retried push
 * still learns why. Products can be discontinued without deleting them, so cart lines that
 * hold them can say so instead of vanishing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (table) => {
    table.boolean('discontinued').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('cart_clients', (table) => {
    table.uuid('client_id').primary();
    table.uuid('cart_id').notNullable().references('carts.id').onDelete('CASCADE').index();
    table.bigInteger('last_mutation_id').notNullable().defaultTo(0);
    table.timestamps(true, true);
  });

  await knex.schema.createTable('cart_refusals', (table) => {
    table.uuid('client_id').notNullable().references('cart_clients.client_id').onDelete('CASCADE');
    table.bigInteger('mutation_id').notNullable();
    table.text('code').notNullable();
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['client_id', 'mutation_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cart_refusals');
  await knex.schema.dropTable('cart_clients');
  await knex.schema.alterTable('products', (table) => {
    table.dropColumn('discontinued');
  });
}
