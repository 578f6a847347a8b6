import type { Knex } from 'knex';

/**
 * What shoppers send us: reviews, held for moderation (the success text promises they appear
 * "once approved"), and contact-form messages. Each row carries the device's submission id,
 * unique, so a retried or queued send is stored once. Lengths repeat the shared schemas'
 * limits as a last line of defence.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (table) => {
    table.uuid('id').primary();
    table.uuid('submission_id').notNullable().unique();
    table.text('name').notNullable();
    table.smallint('rating').notNullable();
    table.text('product').notNullable();
    table.text('title').notNullable();
    table.text('review').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['status', 'created_at']);
    table.check('?? between 1 and 5', ['rating'], 'reviews_rating_range');
    table.check("?? in ('pending', 'approved', 'rejected')", ['status'], 'reviews_status');
    table.check('char_length(??) between 1 and 80', ['name'], 'reviews_name_length');
    table.check('char_length(??) between 1 and 120', ['title'], 'reviews_title_length');
    table.check('char_length(??) between 1 and 2000', ['review'], 'reviews_review_length');
  });

  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary();
    table.uuid('submission_id').notNullable().unique();
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('subject').notNullable();
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    table.check('char_length(??) between 1 and 80', ['name'], 'contact_messages_name_length');
    table.check('char_length(??) between 3 and 254', ['email'], 'contact_messages_email_length');
    table.check('char_length(??) between 1 and 5000', ['message'], 'contact_messages_message_length');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('reviews');
}
