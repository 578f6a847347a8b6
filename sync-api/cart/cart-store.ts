import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import type { CartItem } from '#shared/schemas/cart';
import type { LineKey } from '#shared/schemas/cart-sync';
import { loadSizeTables } from '../catalogue/size-tables.ts';
import { priceCartLine, type StoredLine } from './cart-pricing.ts';

/**
 * Reading and writing the server's cart rows, for the REST calls and the sync protocol alike.
 * Writers first lock the session's cart row, so changes to one cart apply one after the other.
 *
 * Plain knex rather than objection models: every cart push runs these, and the models' column
 * mapping and graph joins cost more than the queries themselves (measured in docs/benchmarks.md).
 */

type Queryable = Knex | Knex.Transaction;

/** The session's cart row as the writers need it. */
export interface LockedCart {
  id: string;
  version: number;
}

/** The session's cart row, unlocked, or undefined before its first write. */
export function findCart(db: Queryable, sessionId: string): Promise<LockedCart | undefined> {
  return db<LockedCart>('carts').where('session_id', sessionId).first('id', 'version');
}

/** The session's cart row, locked until the transaction ends; undefined when it has none. */
export function findCartForUpdate(trx: Knex.Transaction, sessionId: string): Promise<LockedCart | undefined> {
  return trx<LockedCart>('carts').where('session_id', sessionId).forUpdate().first('id', 'version');
}

/**
 * Locks the session's cart row until the transaction ends, creating it on first use. A cart
 * that exists (every push but a device's first) takes one query.
 */
export async function lockCart(trx: Knex.Transaction, sessionId: string): Promise<LockedCart> {
  const existing = await findCartForUpdate(trx, sessionId);
  if (existing) return existing;
  // Another request may create it meanwhile: the insert then does nothing and the lock waits.
  await trx('carts').insert({ id: randomUUID(), session_id: sessionId }).onConflict('session_id').ignore();
  const cart = await findCartForUpdate(trx, sessionId);
  if (!cart) throw new Error('The cart row vanished inside its own transaction');
  return cart;
}

/** Every change bumps the version, so a device can tell an answer is newer than what it has. */
export async function bumpVersion(trx: Knex.Transaction, cart: LockedCart): Promise<number> {
  const version = cart.version + 1;
  await trx('carts').where('id', cart.id).update({ version, updated_at: trx.fn.now() });
  cart.version = version;
  return version;
}

export function offeredSizeOptions(tables: SizeTables, category: string): readonly { size: string; label: string }[] {
  const fixed = tables.categorySizes[category];
  return fixed && fixed.length > 0 ? fixed : tables.multipliers;
}

export function offeredSizes(tables: SizeTables, category: string): string[] {
  return offeredSizeOptions(tables, category).map((option) => option.size);
}

/** How the shop names a size of the category ("7g (Quarter)"); the size itself when it is not sold. */
export function sizeLabelOf(tables: SizeTables, category: string, size: string): string {
  return offeredSizeOptions(tables, category).find((option) => option.size === size)?.label ?? size;
}

/**
 * A new line's row. It comes after the cart's newest line, by `order` microseconds more: now()
 * is the transaction's start, and the clock can repeat (PGlite's ticks in milliseconds), where a
 * tie would fall back to the random id. One statement's rows all see the table as it was, so
 * several lines added together take orders 0, 1, 2…
 */
function newLineRow(trx: Knex.Transaction, cartId: string, key: LineKey, quantity: number, order: number) {
  return {
    id: randomUUID(),
    cart_id: cartId,
    product_id: key.productId,
    size: key.size,
    purchase_type: key.purchaseType,
    quantity,
    created_at: trx.raw(
      "greatest(clock_timestamp(), (select max(created_at) + interval '1 microsecond' from cart_lines where cart_id = ?)) + ? * interval '1 microsecond'",
      [cartId, order],
    ),
  };
}

/** Sets a line to a quantity, creating it when absent (quantity is 1 to 99 by constraint). */
export async function writeLineQuantity(
  trx: Knex.Transaction,
  cartId: string,
  key: LineKey,
  quantity: number,
): Promise<void> {
  await trx('cart_lines')
    .insert(newLineRow(trx, cartId, key, quantity, 0))
    .onConflict(['cart_id', 'product_id', 'size', 'purchase_type'])
    .merge({ quantity, updated_at: trx.fn.now() });
}

/** The rows a change to a cart's lines writes (shared/cart/apply-push.ts's `lineChanges` makes them). */
export interface LineChanges {
  removed: readonly { key: LineKey }[];
  updated: readonly { key: LineKey; quantity: number }[];
  /** In the order they were added. */
  added: readonly { key: LineKey; quantity: number }[];
}

const keyColumns = (key: LineKey) => [key.productId, key.size, key.purchaseType];

/**
 * Applies a push's line changes (shared/cart/apply-push.ts; a line taken out and put back is
 * removed, then added): the same rows as writing each mutation in turn, with one round trip per
 * kind of change instead of one per mutation.
 */
export async function writeLineChanges(trx: Knex.Transaction, cartId: string, changes: LineChanges): Promise<void> {
  if (changes.removed.length > 0) {
    await trx.raw(
      `delete from cart_lines where cart_id = ? and (product_id, size, purchase_type) in (${changes.removed
        .map(() => '(?, ?, ?)')
        .join(', ')})`,
      [cartId, ...changes.removed.flatMap((line) => keyColumns(line.key))],
    );
  }
  if (changes.updated.length > 0) {
    await trx.raw(
      `update cart_lines as l set quantity = v.quantity, updated_at = now()
       from (values ${changes.updated.map(() => '(?, ?, ?, ?::integer)').join(', ')})
         as v(product_id, size, purchase_type, quantity)
       where l.cart_id = ? and l.product_id = v.product_id and l.size = v.size and l.purchase_type = v.purchase_type`,
      [...changes.updated.flatMap(({ key, quantity }) => [...keyColumns(key), quantity]), cartId],
    );
  }
  if (changes.added.length > 0) {
    await trx('cart_lines').insert(
      changes.added.map(({ key, quantity }, order) => newLineRow(trx, cartId, key, quantity, order)),
    );
  }
}

interface LineRow {
  id: string;
  quantity: number;
  size: string;
  purchase_type: StoredLine['purchaseType'];
  product_id: string;
  name: string;
  price: string;
  image: string;
  thc_content: string;
  category: string;
  in_stock: boolean;
  discontinued: boolean;
  in_stock_size: boolean;
  measure: SizeContent['measure'] | null;
  amount: string | number | null;
}

/** The cart's lines with their products and their sizes' stock, oldest first, as pricing reads them. */
export async function readStoredLines(db: Queryable, cartId: string): Promise<StoredLine[]> {
  const rows = await db<LineRow>('cart_lines as l')
    .join('products as p', 'p.id', 'l.product_id')
    .leftJoin('stock_levels as s', (join) => join.on('s.product_id', 'l.product_id').andOn('s.size', 'l.size'))
    .leftJoin('size_contents as c', (join) => join.on('c.product_id', 'l.product_id').andOn('c.size', 'l.size'))
    .where('l.cart_id', cartId)
    .orderBy([{ column: 'l.created_at' }, { column: 'l.id' }])
    .select<LineRow[]>(
      'l.id',
      'l.quantity',
      'l.size',
      'l.purchase_type',
      'l.product_id',
      'p.name',
      'p.price',
      'p.image',
      'p.thc_content',
      'p.category',
      'p.in_stock',
      'p.discontinued',
      db.raw('coalesce(s.on_hand, 0) > 0 as in_stock_size'),
      'c.measure',
      'c.amount',
    );
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    size: row.size,
    purchaseType: row.purchase_type,
    sizeInStock: row.in_stock_size,
    content: row.measure === null || row.amount === null ? null : { measure: row.measure, amount: Number(row.amount) },
    product: {
      id: row.product_id,
      name: row.name,
      price: row.price,
      image: row.image,
      thcContent: row.thc_content,
      category: row.category,
      inStock: row.in_stock,
      discontinued: row.discontinued,
    },
  }));
}

/**
 * The cart priced with the server's tables. A caller that already read them in this
 * transaction passes them, which saves the query.
 */
export async function readCartLines(db: Queryable, cartId: string, tables?: SizeTables): Promise<CartItem[]> {
  // Sequential: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await readStoredLines(db, cartId);
  const prices = tables ?? (await loadSizeTables(db));
  return lines.map((line) => priceCartLine(line, prices));
}

export async function readCartForSession(db: Queryable, sessionId: string): Promise<CartItem[]> {
  const cart = await findCart(db, sessionId);
  return cart ? readCartLines(db, cart.id) : [];
}
