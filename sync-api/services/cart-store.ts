import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { CartItem } from '#shared/schemas/cart';
import type { LineKey } from '#shared/schemas/cart-sync';
import { CartLineModel, CartModel } from '../models/cart.ts';
import { priceCartLine } from './cart-pricing.ts';
import { loadSizeTables } from './size-tables.ts';

/**
 * Reading and writing the server's cart rows, for the REST calls and the sync protocol alike.
 * Writers first lock the session's cart row, so changes to one cart apply one after the other.
 */

type Queryable = Knex | Knex.Transaction;

/** Creates the session's cart if needed and locks its row until the transaction ends. */
export async function lockCart(trx: Knex.Transaction, sessionId: string): Promise<CartModel> {
  await trx('carts').insert({ id: randomUUID(), session_id: sessionId }).onConflict('session_id').ignore();
  const cart = await CartModel.query(trx).findOne({ session_id: sessionId }).forUpdate();
  if (!cart) throw new Error('The cart row vanished inside its own transaction');
  return cart;
}

/** Every change bumps the version, so a device can tell an answer is newer than what it has. */
export async function bumpVersion(trx: Knex.Transaction, cart: CartModel): Promise<number> {
  const version = cart.version + 1;
  await trx('carts').where('id', cart.id).update({ version, updated_at: trx.fn.now() });
  cart.version = version;
  return version;
}

export function offeredSizes(tables: SizeTables, category: string): string[] {
  const fixed = tables.categorySizes[category];
  return (fixed && fixed.length > 0 ? fixed : tables.multipliers).map((option) => option.size);
}

/** Sets a line to a quantity, creating it when absent (quantity is 1 to 99 by constraint). */
export async function writeLineQuantity(
  trx: Knex.Transaction,
  cartId: string,
  key: LineKey,
  quantity: number,
): Promise<void> {
  await trx('cart_lines')
    .insert({
      id: randomUUID(),
      cart_id: cartId,
      product_id: key.productId,
      size: key.size,
      purchase_type: key.purchaseType,
      quantity,
      // now() is the transaction's start; lines added in one push keep their order this way.
      // The clock can repeat (PGlite's ticks in milliseconds), and a tie would fall back to the
      // random id, so a new line comes at least a microsecond after the cart's newest one.
      created_at: trx.raw(
        "greatest(clock_timestamp(), (select max(created_at) + interval '1 microsecond' from cart_lines where cart_id = ?))",
        [cartId],
      ),
    })
    .onConflict(['cart_id', 'product_id', 'size', 'purchase_type'])
    .merge({ quantity, updated_at: trx.fn.now() });
}

export async function readCartLines(db: Queryable, cartId: string): Promise<CartItem[]> {
  // Sequential: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await CartLineModel.query(db)
    .where('cart_id', cartId)
    .withGraphJoined('product')
    .orderBy([{ column: 'cart_lines.created_at' }, { column: 'cart_lines.id' }]);
  const tables = await loadSizeTables(db);
  return lines.map((line) => priceCartLine(line, tables));
}

export async function readCartForSession(db: Queryable, sessionId: string): Promise<CartItem[]> {
  const cart = await CartModel.query(db).findOne({ session_id: sessionId });
  return cart ? readCartLines(db, cart.id) : [];
}
