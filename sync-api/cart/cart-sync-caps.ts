import type { Knex } from 'knex';
import { MAX_MUTATIONS_PER_PUSH } from '#shared/schemas/cart-sync';

/**
 * Bounds on what the sync protocol keeps for one cart, however many client ids or refused
 * mutations a session sends. Both drop the oldest rather than refuse: a shopper's device is
 * never stuck, and what is dropped is only bookkeeping a device can do without.
 */

/**
 * Devices (client ids) one cart keeps; a phone, a laptop and their browsers' fresh starts stay
 * far below. A client dropped for a newer one that comes back is told `mutation_gap` and starts
 * again with a new id, as after a reset database.
 */
export const MAX_CLIENTS_PER_CART = 20;

/** Refusals kept per client: every one of the largest push, so a retried push still learns why. */
export const MAX_REFUSALS_PER_CLIENT = MAX_MUTATIONS_PER_PUSH;

/** Drops the cart's least recently active clients beyond the cap, `keep` (the one pushing) never. */
export async function forgetOldestClients(trx: Knex.Transaction, cartId: string, keep: string): Promise<void> {
  const beyondCap = trx('cart_clients')
    .select('client_id')
    .where('cart_id', cartId)
    .whereNot('client_id', keep)
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'client_id', order: 'desc' },
    ])
    .offset(MAX_CLIENTS_PER_CART - 1);
  await trx('cart_clients').whereIn('client_id', beyondCap).delete();
}

/** Drops a client's oldest refusals beyond the cap. */
export async function keepNewestRefusals(trx: Knex.Transaction, clientId: string): Promise<void> {
  const newest = trx('cart_refusals')
    .select('mutation_id')
    .where('client_id', clientId)
    .orderBy('mutation_id', 'desc')
    .limit(MAX_REFUSALS_PER_CLIENT);
  await trx('cart_refusals').where('client_id', clientId).whereNotIn('mutation_id', newest).delete();
}
