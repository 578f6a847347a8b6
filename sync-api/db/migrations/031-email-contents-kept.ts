import type { Knex } from 'knex';

/**
 * How long the outbox keeps what a sent email said (shared/content/retention.ts): after that its
 * text and HTML are cleared and `contents_cleared_at` says when. The row itself stays: its
 * `dedupe_key` is what keeps a change from ever being emailed twice, and the back office still
 * shows who was sent what, and when.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (table) => {
    table.timestamp('contents_cleared_at', { useTz: true });
  });
  // The clearing's question, asked by each process now and then: which sent emails are old enough.
  await knex.raw(
    "create index emails_contents_kept on emails (sent_at) where status = 'sent' and contents_cleared_at is null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index emails_contents_kept');
  await knex.schema.alterTable('emails', (table) => {
    table.dropColumn('contents_cleared_at');
  });
}
