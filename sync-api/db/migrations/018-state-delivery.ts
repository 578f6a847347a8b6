import type { Knex } from 'knex';
import { NO_DELIVERY } from '#shared/catalogue/delivery';
import { seedStateDelivery } from '../seeds/state-rules.ts';

/**
 * Delivery as each place's data, beside its rules (shared/catalogue/delivery.ts): the options it
 * gets, their prices and windows, the free Standard threshold, and Same-Day's areas and cut-off.
 * Until now one list typed in the code offered Same-Day in Florida, where the store does not
 * deliver. A place the seed names takes the seed's terms; any other row offers nothing until the
 * owner gives it options. The row's trigger moves the catalogue's version, so every process and
 * device reads the new terms.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('state_rules', (table) => {
    table.jsonb('delivery').notNullable().defaultTo(JSON.stringify(NO_DELIVERY));
  });
  await seedStateDelivery(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('state_rules', (table) => {
    table.dropColumn('delivery');
  });
}
