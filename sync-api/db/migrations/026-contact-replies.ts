import type { Knex } from 'knex';

/**
 * Staff replies to contact messages, kept as the message's thread. Each reply's email is in
 * `emails` under the dedupe key `contact-reply:<reply id>`, written in the reply's transaction,
 * so the thread reads each reply's delivery from there rather than copying it here. The length
 * check is the request schema's (shared/schemas/admin/contact-replies.ts), so no path around
 * the API stores a reply the API would refuse.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_replies', (table) => {
    table.uuid('id').primary();
    table.uuid('message_id').notNullable().references('contact_messages.id');
    table.uuid('staff_id').notNullable().references('staff.id');
    table.text('body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('char_length(??) between 1 and 5000', ['body'], 'contact_replies_body_length');
  });
  // A message's thread, oldest first.
  await knex.raw('create index contact_replies_thread on contact_replies (message_id, created_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_replies');
}
