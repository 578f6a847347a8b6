import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (table) => {
    table.text('id').primary();
    table.text('name').notNullable();
    table.text('description').notNullable();
    table.text('category').notNullable().index();
    table.text('image').notNullable();
    table.text('thc_content').notNullable();
    table.text('cbd_content').notNullable();
    table.specificType('effects', 'text[]').notNullable().defaultTo('{}');
    table.specificType('flavors', 'text[]').notNullable().defaultTo('{}');
    table.decimal('price', 10, 2).notNullable();
    table.decimal('rating', 2, 1).notNullable().defaultTo(0);
    table.integer('review_count').notNullable().defaultTo(0);
    table.boolean('in_stock').notNullable().defaultTo(true);
    table.boolean('featured').notNullable().defaultTo(false).index();
    table.timestamps(true, true);
    table.check('?? >= 0', ['price'], 'products_price_not_negative');
    table.check('?? between 0 and 5', ['rating'], 'products_rating_range');
    table.check('?? >= 0', ['review_count'], 'products_review_count_not_negative');
  });

  // Gummies, flower, pre-rolls and vapes sell each size at a fixed price, whatever the product.
  await knex.schema.createTable('size_options', (table) => {
    table.text('category').notNullable();
    table.text('size').notNullable();
    table.text('label').notNullable();
    table.decimal('price', 10, 2).notNullable();
    table.boolean('popular').notNullable().defaultTo(false);
    table.integer('position').notNullable();
    table.primary(['category', 'size']);
    table.check('?? > 0', ['price'], 'size_options_price_positive');
  });

  // Any other category prices a size as a multiple of the product's own price.
  await knex.schema.createTable('size_multipliers', (table) => {
    table.text('size').primary();
    table.text('label').notNullable();
    table.decimal('multiplier', 4, 2).notNullable();
    table.integer('position').notNullable();
    table.check('?? > 0', ['multiplier'], 'size_multipliers_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('size_multipliers');
  await knex.schema.dropTable('size_options');
  await knex.schema.dropTable('products');
}
