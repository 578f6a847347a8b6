import type { Knex } from 'knex';
import { seedStateTenders } from '../seeds/state-rules.ts';

/**
 * How a shopper may pay, as each place's data beside its rules (shared/payments/tenders.ts), and
 * orders that are placed before any money moves: an order paid at the door has no payment intent
 * and no card provider, so those columns may be empty; its checkout makes it once (a unique
 * checkout per order, which a card's order already had through its intent), and a session has
 * one open checkout at the door at a time, as it has one per card provider. Every order placed
 * before this was paid by card. A place the seed names takes the seed's tenders; any other row
 * offers none until the owner chooses.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('state_rules', (table) => {
    table.jsonb('tenders').notNullable().defaultTo('[]');
  });
  await seedStateTenders(knex);
  for (const name of ['checkouts', 'orders']) {
    await knex.schema.alterTable(name, (table) => {
      table.text('tender').notNullable().defaultTo('card');
      table.setNullable('payment_intent_id');
      table.setNullable('provider');
    });
  }
  await knex.schema.alterTable('orders', (table) => {
    table.unique(['checkout_id']);
  });
  await knex.raw(
    "create unique index checkouts_one_open_at_door_per_session on checkouts (session_id) where status = 'open' and tender = 'door'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('orders').where('tender', '<>', 'card').delete();
  await knex('checkouts').where('tender', '<>', 'card').delete();
  await knex.raw('drop index checkouts_one_open_at_door_per_session');
  await knex.schema.alterTable('orders', (table) => {
    table.dropUnique(['checkout_id']);
  });
  for (const name of ['checkouts', 'orders']) {
    await knex.schema.alterTable(name, (table) => {
      table.dropColumn('tender');
      table.dropNullable('payment_intent_id');
      table.dropNullable('provider');
    });
  }
  await knex.schema.alterTable('state_rules', (table) => {
    table.dropColumn('tenders');
  });
}
