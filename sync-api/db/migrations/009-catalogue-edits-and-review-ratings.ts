import type { Knex } from 'knex';

/**
 * A product's rating and review count include the reviews staff approve, and the figures the
 * catalogue launched with count as earlier reviews (decision 010). Those launch figures are kept
 * once, here, so each approval recomputes the rating from them rather than from a rating that
 * has already been rounded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (table) => {
    table.decimal('base_rating', 2, 1);
    table.integer('base_review_count');
  });
  // No review has been approved before this migration, so today's figures are the launch ones.
  await knex.raw('update products set base_rating = rating, base_review_count = review_count');
  await knex.schema.alterTable('products', (table) => {
    table.decimal('base_rating', 2, 1).notNullable().alter();
    table.integer('base_review_count').notNullable().alter();
  });
  await knex.raw('alter table products add constraint products_base_rating_range check (base_rating between 0 and 5)');
  await knex.raw(
    'alter table products add constraint products_base_review_count_not_negative check (base_review_count >= 0)',
  );
  // The shop's list of approved reviews, newest first, for one product or all.
  await knex.raw(
    "create index reviews_approved_by_product on reviews (product, created_at desc) where status = 'approved'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index reviews_approved_by_product');
  await knex.schema.alterTable('products', (table) => {
    table.dropChecks(['products_base_rating_range', 'products_base_review_count_not_negative']);
    table.dropColumns('base_rating', 'base_review_count');
  });
}
