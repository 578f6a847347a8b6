import type { Knex } from 'knex';

/**
 * The devices that follow an order: besides the session that placed it, any session that has
 * looked it up by its number and the email given at checkout may read it. One row per order and
 * session, made once however often the lookup is repeated.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_followers', (table) => {
    table.uuid('order_id').notNullable().references('orders.id');
    // The anonymous session's id, as orders.session_id holds it.
    table.text('session_id').notNullable();
    table.timestamp('followed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['order_id', 'session_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_followers');
}
