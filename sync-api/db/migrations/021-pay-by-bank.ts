import type { Knex } from 'knex';

/**
 * Pay by bank (decision 027). An order paid by bank keeps its bank payment's id at the provider,
 * the account's last four digits and a fingerprint of the account (never its number), when it
 * was debited, and when the owner cleared a debit the bank returned. Its money gains the bank's
 * states (authorised, pending, settled, returned) and `bank` as what paid; the timeline gains the
 * bank's news. A session has one open checkout by bank at a time, as at the door. The built-in
 * test bank keeps its accounts and payments in tables of its own, as the test gateway does.
 */

const STATES_BEFORE = "'due', 'captured', 'voided'";
const COLLECTED_BEFORE = "'cash', 'debit', 'card'";
const EVENT_KINDS_BEFORE = "'status', 'delivery_attempt', 'refund', 'handoff'";

async function replaceCheck(knex: Knex, table: string, name: string, condition: string) {
  await knex.raw(`alter table ${table} drop constraint ${name}`);
  await knex.raw(`alter table ${table} add constraint ${name} check (${condition})`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.text('bank_payment_id');
    table.text('bank_account_last4');
    table.text('payer_fingerprint');
    table.timestamp('bank_debited_at', { useTz: true });
    table.timestamp('bank_return_cleared_at', { useTz: true });
  });
  await replaceCheck(
    knex,
    'orders',
    'orders_payment_state',
    `payment_state in (${STATES_BEFORE}, 'authorised', 'pending', 'settled', 'returned')`,
  );
  await replaceCheck(knex, 'orders', 'orders_collected_as', `collected_as in (${COLLECTED_BEFORE}, 'bank')`);
  await replaceCheck(knex, 'order_events', 'order_events_kind', `kind in (${EVENT_KINDS_BEFORE}, 'payment')`);
  await knex.raw(
    "create index orders_bank_debits_to_follow on orders (bank_debited_at) where tender = 'bank' and payment_state in ('pending', 'settled')",
  );
  await knex.raw(
    "create index orders_returned_bank_payments on orders (payer_fingerprint) where payment_state = 'returned' and bank_return_cleared_at is null",
  );
  await knex.raw(
    "create unique index checkouts_one_open_by_bank_per_session on checkouts (session_id) where status = 'open' and tender = 'bank'",
  );
  await knex.schema.createTable('test_bank_accounts', (table) => {
    table.text('id').primary();
    table.text('fingerprint').notNullable();
    table.text('last4').notNullable();
    table.text('outcome').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('test_bank_payments', (table) => {
    table.text('id').primary();
    table.text('account_id').notNullable().references('test_bank_accounts.id');
    table.text('idempotency_key').notNullable().unique();
    table.text('status').notNullable();
    table.integer('authorised_cents').notNullable();
    table.integer('debited_cents').notNullable().defaultTo(0);
    table.text('debit_key').unique();
    table.timestamp('debited_at', { useTz: true });
    table.integer('refunded_cents').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('test_bank_refunds', (table) => {
    table.text('id').primary();
    table.text('payment_id').notNullable().references('test_bank_payments.id');
    table.text('idempotency_key').notNullable().unique();
    table.integer('amount_cents').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('test_bank_refunds');
  await knex.schema.dropTable('test_bank_payments');
  await knex.schema.dropTable('test_bank_accounts');
  await knex('order_events').where({ kind: 'payment' }).delete();
  await knex('orders').where({ tender: 'bank' }).delete();
  await knex('checkouts').where({ tender: 'bank' }).delete();
  await knex.raw('drop index checkouts_one_open_by_bank_per_session');
  await knex.raw('drop index orders_returned_bank_payments');
  await knex.raw('drop index orders_bank_debits_to_follow');
  await replaceCheck(knex, 'order_events', 'order_events_kind', `kind in (${EVENT_KINDS_BEFORE})`);
  await replaceCheck(knex, 'orders', 'orders_collected_as', `collected_as in (${COLLECTED_BEFORE})`);
  await replaceCheck(knex, 'orders', 'orders_payment_state', `payment_state in (${STATES_BEFORE})`);
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumns(
      'bank_payment_id',
      'bank_account_last4',
      'payer_fingerprint',
      'bank_debited_at',
      'bank_return_cleared_at',
    );
  });
}
