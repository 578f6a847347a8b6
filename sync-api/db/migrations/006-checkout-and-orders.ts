import type { Knex } from 'knex';

/**
 * Checkout and orders. A checkout is the snapshot a payment intent was made for (lines, prices,
 * delivery, totals); an order is created from it once per payment intent, enforced by a unique
 * constraint, whichever of the browser and the provider's webhook arrives first. Provider events
 * are kept by id so a replayed webhook is applied once. The built-in test gateway keeps its
 * payment intents here too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('checkouts', (table) => {
    table.uuid('id').primary();
    table.text('session_id').notNullable().index();
    table.text('provider').notNullable();
    table.text('payment_intent_id').notNullable().unique();
    table.text('status').notNullable().defaultTo('open');
    table.integer('amount_cents').notNullable();
    table.text('currency').notNullable().defaultTo('usd');
    table.jsonb('delivery').notNullable();
    table.text('delivery_option').notNullable();
    table.jsonb('lines').notNullable();
    table.jsonb('breakdown').notNullable();
    table.integer('cart_version').notNullable();
    table.text('last_payment_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("?? in ('open', 'ordered', 'closed')", ['status'], 'checkouts_status');
    table.check('?? > 0', ['amount_cents'], 'checkouts_amount_positive');
  });

  // One open checkout per session and provider: two tabs or a double click share one intent.
  await knex.raw(
    "create unique index checkouts_one_open_per_session on checkouts (session_id, provider) where status = 'open'",
  );

  await knex.schema.createTable('orders', (table) => {
    table.uuid('id').primary();
    table.text('number').notNullable().unique();
    table.text('session_id').notNullable().index();
    table.uuid('checkout_id').notNullable().references('checkouts.id');
    table.text('payment_intent_id').notNullable().unique();
    table.text('provider').notNullable();
    table.jsonb('lines').notNullable();
    table.jsonb('delivery').notNullable();
    table.text('delivery_option').notNullable();
    table.jsonb('breakdown').notNullable();
    table.decimal('total', 10, 2).notNullable();
    table.text('status').notNullable().defaultTo('paid');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('payment_events', (table) => {
    table.text('id').primary();
    table.text('provider').notNullable();
    table.text('type').notNullable();
    table.text('payment_intent_id');
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('test_payment_intents', (table) => {
    table.text('id').primary();
    table.text('client_secret').notNullable();
    table.text('idempotency_key').notNullable().unique();
    table.text('status').notNullable();
    table.integer('amount_cents').notNullable();
    table.text('currency').notNullable();
    table.jsonb('metadata').notNullable();
    table.text('last_error_code');
    table.text('last_error_message');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('test_payment_intents');
  await knex.schema.dropTable('payment_events');
  await knex.schema.dropTable('orders');
  await knex.schema.dropTable('checkouts');
}
