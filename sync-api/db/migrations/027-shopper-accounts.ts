import type { Knex } from 'knex';

/**
 * Shoppers' accounts (decision 031). An account is an email the shopper proved is theirs with a
 * one-time code; it then signs in with a passkey or another code, never a password. Sessions are
 * rows, as staff sessions are, so signing out everywhere ends them in every process. Codes and
 * WebAuthn challenges are kept as digests or one-use rows with an expiry, so any process can
 * check what another handed out.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopper_accounts', (table) => {
    table.uuid('id').primary();
    table.text('email').notNullable().unique();
    table.text('display_name');
    // The handle passkeys know the account by (WebAuthn's user.id): random, never the email.
    table.binary('webauthn_user_id').notNullable().unique();
    table.timestamp('age_confirmed_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'alter table shopper_accounts add constraint shopper_accounts_name_length check (display_name is null or char_length(display_name) between 1 and 80)',
  );

  await knex.schema.createTable('shopper_passkeys', (table) => {
    table.text('id').primary();
    table.uuid('account_id').notNullable().references('id').inTable('shopper_accounts').onDelete('cascade');
    table.binary('public_key').notNullable();
    table.bigInteger('counter').notNullable().defaultTo(0);
    table.jsonb('transports').notNullable().defaultTo('[]');
    table.text('device_type').notNullable();
    table.boolean('backed_up').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_used_at', { useTz: true });
    table.index(['account_id']);
  });

  await knex.schema.createTable('shopper_sessions', (table) => {
    table.text('token_hash').primary();
    table.uuid('account_id').notNullable().references('id').inTable('shopper_accounts').onDelete('cascade');
    table.text('signed_in_with').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ended_at', { useTz: true });
    table.index(['account_id']);
  });

  await knex.schema.createTable('sign_in_codes', (table) => {
    table.uuid('id').primary();
    table.text('email').notNullable();
    table.text('code_hash').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['email', 'created_at']);
  });

  await knex.schema.createTable('webauthn_challenges', (table) => {
    table.uuid('id').primary();
    table.text('challenge').notNullable();
    table.text('purpose').notNullable();
    table.uuid('account_id').references('id').inTable('shopper_accounts').onDelete('cascade');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
  });
  // An account lists the orders placed with its email, from any device.
  await knex.raw('create index orders_shopper_email_created on orders (shopper_email, created_at desc)');
  await knex.raw(
    "alter table webauthn_challenges add constraint webauthn_challenges_purpose check (purpose in ('register', 'sign_in'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index orders_shopper_email_created');
  await knex.schema.dropTable('webauthn_challenges');
  await knex.schema.dropTable('sign_in_codes');
  await knex.schema.dropTable('shopper_sessions');
  await knex.schema.dropTable('shopper_passkeys');
  await knex.schema.dropTable('shopper_accounts');
}
