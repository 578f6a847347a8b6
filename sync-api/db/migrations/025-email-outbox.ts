import type { Knex } from 'knex';

/**
 * The outbox of email (decision 030): each email is written here in the transaction of the
 * change it tells of, so a change is never made without its email nor an email sent for a change
 * rolled back; the worker (mail/outbox-worker.ts) sends it afterwards, with retries. `dedupe_key`
 * makes an email written twice for one change (a retried transaction) one row. `message_id` is
 * fixed when it is written, so a send repeated after a process died mid-send carries the same
 * Message-ID, which receiving servers (and the embedded catcher) take once.
 *
 * `caught_emails` is what the embedded SMTP catcher received, for development and tests only:
 * what was actually delivered over SMTP, beside what the outbox meant to send.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('emails', (table) => {
    table.uuid('id').primary();
    table.text('kind').notNullable();
    table.text('dedupe_key').notNullable().unique();
    table.text('message_id').notNullable().unique();
    table.text('to_address').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.uuid('order_id').references('id').inTable('orders').onDelete('set null');
    table.text('status').notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('lease_until', { useTz: true });
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
  });
  await knex.raw(
    "alter table emails add constraint emails_status check (status in ('queued', 'sending', 'sent', 'failed'))",
  );
  // The worker's question, asked every few seconds by each process: what is due.
  await knex.raw("create index emails_due on emails (next_attempt_at) where status in ('queued', 'sending')");
  await knex.raw('create index emails_created on emails (created_at desc, id desc)');
  await knex.raw('create index emails_order on emails (order_id) where order_id is not null');

  await knex.schema.createTable('caught_emails', (table) => {
    table.bigIncrements('id');
    table.text('message_id').notNullable().unique();
    table.text('envelope_from').notNullable();
    table.specificType('envelope_to', 'text[]').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('caught_emails');
  await knex.schema.dropTable('emails');
}
