import type { Knex } from 'knex';
import { lineChanges } from '#shared/cart/apply-push';
import { mergeCarts } from '#shared/cart/merge-carts';
import type { CartMergeOutcome } from '#shared/schemas/account';
import { type CartSettings, readCartWithFacts } from './cart-facts-store.ts';
import { findCartForUpdate, lockCart, writeLineChanges } from './cart-store.ts';
import { forgetOldestClients } from './cart-sync-caps.ts';

/**
 * A device signing in brings its cart to the account's (decision 033), in the sign-in's
 * transaction: the lines merge by the cart engine's rule (shared/cart/merge-carts.ts), and the
 * device's clients move with them, each with its last applied mutation id, so what the device
 * still has to push applies to the account's cart exactly once, as it would have to its own.
 * The device's cart is then gone, and its session holds none until the device signs out.
 *
 * The account's cart is locked first, then the device's: pushes lock one cart only, so the
 * order is never the reverse. The merged cart's version passes both carts', so neither the
 * device nor another of the account's devices takes it for an answer older than one it has.
 */
export async function mergeDeviceCart(
  trx: Knex.Transaction,
  settings: CartSettings,
  carts: { deviceSessionId: string; accountSessionId: string; chosenState: string | null },
): Promise<CartMergeOutcome> {
  const account = await lockCart(trx, carts.accountSessionId);
  const device = await findCartForUpdate(trx, carts.deviceSessionId);
  const { cart: held, facts } = await readCartWithFacts(trx, account.id, settings, carts.chosenState);
  const brought = device ? (await readCartWithFacts(trx, device.id, settings, carts.chosenState)).cart : new Map();
  const merged = mergeCarts(held, brought, facts);
  if (!device) return merged.outcome;

  await writeLineChanges(trx, account.id, lineChanges(held, { cart: merged.cart, takenOut: new Set() }));
  const moved: { client_id: string }[] = await trx('cart_clients')
    .where('cart_id', device.id)
    .update({ cart_id: account.id })
    .returning('client_id');
  const newest = await trx('cart_clients')
    .whereIn(
      'client_id',
      moved.map((client) => client.client_id),
    )
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'client_id', order: 'desc' },
    ])
    .first<{ client_id: string } | undefined>('client_id');
  if (newest) await forgetOldestClients(trx, account.id, newest.client_id);
  await trx('carts').where('id', device.id).delete();
  await trx('carts')
    .where('id', account.id)
    .update({ version: Math.max(account.version, device.version) + 1, updated_at: trx.fn.now() });
  settings.keptCarts.forget(carts.deviceSessionId);
  settings.keptCarts.forget(carts.accountSessionId);
  return merged.outcome;
}
