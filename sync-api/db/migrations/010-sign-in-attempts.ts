import type { Knex } from 'knex';

/**
 * Sign-ins in progress. The sign-in limits count failures in the audit log, but a failure is
 * written only after its password has been hashed, so a burst of guesses sent at once would
 * all pass the count before the first of them was recorded. Each sign-in holds a row here
 * while its password is checked, and the limits count these rows too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_sign_in_attempts', (table) => {
    table.uuid('id').primary();
    // The email as typed (trimmed, lower-cased): unknown addresses are limited like real ones.
    table.text('email').notNullable().index();
    table.text('ip').notNullable().index();
    table.timestamp('started_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_sign_in_attempts');
}
