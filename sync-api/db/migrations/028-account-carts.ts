import type { Knex } from 'knex';

/**
 * The cart that follows a shopper (decision 033). Carts, checkouts and the orders they bind are
 * filed under a session id; an account gets one of its own, `cart_session_id`, which every device
 * signed in to it works under instead of its own anonymous session. Signing in moves the device's
 * cart into it (sync-api/cart/cart-merge.ts); signing out goes back to the device's session.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shopper_accounts', (table) => {
    table.uuid('cart_session_id').unique();
  });
  await knex.raw('update shopper_accounts set cart_session_id = gen_random_uuid() where cart_session_id is null');
  await knex.raw('alter table shopper_accounts alter column cart_session_id set not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shopper_accounts', (table) => {
    table.dropColumn('cart_session_id');
  });
}
