import type { Knex } from 'knex';

/**
 * A card is authorised at checkout and captured at the handoff (decision 028). The test gateway's
 * intents keep what was captured and the key that captured it, as Stripe's amount_received and
 * idempotency do; an intent that succeeded before this was captured in full when it was paid.
 * Orders need nothing new: `authorised` is already a payment state.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('test_payment_intents', (table) => {
    table.integer('captured_cents').notNullable().defaultTo(0);
    table.text('capture_key');
  });
  await knex('test_payment_intents')
    .where({ status: 'succeeded' })
    .update({ captured_cents: knex.ref('amount_cents') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('test_payment_intents', (table) => {
    table.dropColumns('captured_cents', 'capture_key');
  });
}
