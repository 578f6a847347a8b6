import type { Knex } from 'knex';

/** The server's record of each age confirmation; the signed cookie carries its id. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('age_verifications', (table) => {
    table.uuid('id').primary();
    table.timestamp('verified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.text('user_agent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('age_verifications');
}
