import type { Knex } from 'knex';

/** One cart per anonymous session; a line per product, size and purchase type. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('carts', (table) => {
    table.uuid('id').primary();
    table.text('session_id').notNullable().unique();
    table.integer('version').notNullable().defaultTo(0);
    table.timestamps(true, true);
  });

  await knex.schema.createTable('cart_lines', (table) => {
    table.uuid('id').primary();
    table.uuid('cart_id').notNullable().references('carts.id').onDelete('CASCADE');
    table.text('product_id').notNullable().references('products.id');
    table.text('size').notNullable();
    table.text('purchase_type').notNullable();
    table.integer('quantity').notNullable();
    table.timestamps(true, true);
    table.unique(['cart_id', 'product_id', 'size', 'purchase_type']);
    table.check("?? in ('one-time', 'subscription')", ['purchase_type'], 'cart_lines_purchase_type');
    table.check('?? between 1 and 99', ['quantity'], 'cart_lines_quantity_range');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cart_lines');
  await knex.schema.dropTable('carts');
}
