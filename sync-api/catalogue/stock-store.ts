import type { Knex } from 'knex';

/**
 * Stock on hand per product and size (a SKU). `products.in_stock` is kept in step in the same
 * transaction, as "some size it is sold in has stock", so every reader of the catalogue follows
 * the shelf. Stock rows are changed in one order (product, then size), and product rows after
 * them, so that concurrent orders and counts never deadlock.
 */

type Queryable = Knex | Knex.Transaction;

export interface SkuQuantity {
  productId: string;
  size: string;
  quantity: number;
}

export const skuKey = (productId: string, size: string) => `${productId}\u0000${size}`;

/**
 * The sizes product `p` is sold in, with their labels and places: its category's own sizes,
 * else the multiplier sizes (shared/catalogue/sizes.ts). A size row of stock outside these (a
 * product moved to another category) is not a SKU any more.
 */
export const OFFERED_SIZES_OF_P = `(
  select o.size, o.label, o.position from size_options o where o.category = p.category
  union all
  select m.size, m.label, m.position from size_multipliers m
  where not exists (select 1 from size_options o where o.category = p.category))`;

/** Adds up the quantities of lines that name the same SKU, in the order rows are locked. */
export function totalsBySku(lines: readonly SkuQuantity[]): SkuQuantity[] {
  const totals = new Map<string, SkuQuantity>();
  for (const { productId, size, quantity } of lines) {
    const key = skuKey(productId, size);
    const total = totals.get(key);
    totals.set(key, { productId, size, quantity: (total?.quantity ?? 0) + quantity });
  }
  return [...totals.values()].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId.localeCompare(b.productId),
  );
}

/**
 * Sets `products.in_stock` of these products from their sizes' stock. The product rows are
 * locked first and read by a later statement: two transactions emptying two sizes of one
 * product at once would otherwise each still see the other's size in stock.
 */
export async function refreshInStock(db: Queryable, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)];
  await db('products').whereIn('id', ids).orderBy('id').forUpdate().select('id');
  const stocked = `exists (
    select 1 from stock_levels s
    where s.product_id = p.id and s.on_hand > 0 and s.size in (select size from ${OFFERED_SIZES_OF_P} as offered))`;
  await db.raw(
    `update products p set in_stock = ${stocked}, updated_at = now()
     where p.id = any(?) and p.in_stock is distinct from ${stocked}`,
    [ids],
  );
}

/**
 * Takes each SKU's quantity off the shelf where there is enough of it, and answers the SKUs
 * there was not enough of (they are left as they were: a SKU is taken whole or not at all).
 * Never goes below zero: the update itself checks what is on hand, under the row's lock.
 */
export async function takeStock(trx: Knex.Transaction, lines: readonly SkuQuantity[]): Promise<SkuQuantity[]> {
  const shortfalls: SkuQuantity[] = [];
  const skus = totalsBySku(lines);
  for (const sku of skus) {
    const taken = await trx('stock_levels')
      .where({ product_id: sku.productId, size: sku.size })
      .andWhere('on_hand', '>=', sku.quantity)
      .update({ on_hand: trx.raw('on_hand - ?', [sku.quantity]), updated_at: trx.fn.now() })
      .returning('on_hand');
    if (taken.length === 0) shortfalls.push(sku);
  }
  await refreshInStock(
    trx,
    skus.map((sku) => sku.productId),
  );
  return shortfalls;
}

/** Puts quantities back on the shelf (a cancelled order). */
export async function returnStock(trx: Knex.Transaction, lines: readonly SkuQuantity[]): Promise<void> {
  const skus = totalsBySku(lines);
  for (const sku of skus) {
    await trx('stock_levels')
      .insert({ product_id: sku.productId, size: sku.size, on_hand: sku.quantity })
      .onConflict(['product_id', 'size'])
      .merge({ on_hand: trx.raw('stock_levels.on_hand + excluded.on_hand'), updated_at: trx.fn.now() });
  }
  await refreshInStock(
    trx,
    skus.map((sku) => sku.productId),
  );
}

/** Stock on hand of these SKUs (missing SKUs count as none), keyed by `skuKey`. */
export async function readOnHand(
  db: Queryable,
  skus: readonly Omit<SkuQuantity, 'quantity'>[],
): Promise<Map<string, number>> {
  const onHand = new Map<string, number>();
  if (skus.length === 0) return onHand;
  const rows: { product_id: string; size: string; on_hand: number }[] = await db('stock_levels')
    .whereIn(
      ['product_id', 'size'],
      skus.map((sku) => [sku.productId, sku.size]),
    )
    .select('product_id', 'size', 'on_hand');
  for (const row of rows) onHand.set(skuKey(row.product_id, row.size), row.on_hand);
  return onHand;
}

/** A SKU as the back office lists it; a size never counted has none on hand. */
export interface StockRow {
  productId: string;
  productName: string;
  category: string;
  size: string;
  sizeLabel: string;
  onHand: number;
  updatedAt: Date;
}

const STOCK_ROWS = `select p.id as "productId", p.name as "productName", p.category, o.size, o.label as "sizeLabel",
    coalesce(s.on_hand, 0) as "onHand", coalesce(s.updated_at, p.created_at) as "updatedAt"
  from products p
  cross join lateral ${OFFERED_SIZES_OF_P} as o
  left join stock_levels s on s.product_id = p.id and s.size = o.size`;

/**
 * Every SKU of the products on sale (or those at or below `atMost`), by product name (in the
 * same order on every server, whatever its collation), then in the order the shop shows sizes.
 */
export async function listStockRows(db: Queryable, atMost: number | null): Promise<StockRow[]> {
  const low = atMost === null ? '' : 'and coalesce(s.on_hand, 0) <= ?';
  const { rows } = await db.raw<{ rows: StockRow[] }>(
    `${STOCK_ROWS} where not p.discontinued ${low} order by p.name collate "C", p.id, o.position`,
    atMost === null ? [] : [atMost],
  );
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** One SKU, discontinued product or not; undefined when the product is not sold in that size. */
export async function findStockRow(db: Queryable, productId: string, size: string): Promise<StockRow | undefined> {
  const { rows } = await db.raw<{ rows: StockRow[] }>(`${STOCK_ROWS} where p.id = ? and o.size = ?`, [productId, size]);
  const [row] = rows;
  return row && { ...row, updatedAt: new Date(row.updatedAt) };
}

/**
 * The SKU's count, locked until the transaction ends (a row of none is made for a size never
 * counted), so a count and an order's taking apply one after the other.
 */
export async function lockOnHand(trx: Knex.Transaction, productId: string, size: string): Promise<number> {
  await trx('stock_levels')
    .insert({ product_id: productId, size, on_hand: 0 })
    .onConflict(['product_id', 'size'])
    .ignore();
  const row = await trx('stock_levels').where({ product_id: productId, size }).forUpdate().first('on_hand');
  if (!row) throw new Error('The stock row vanished inside its own transaction');
  return row.on_hand;
}

export async function writeOnHand(trx: Knex.Transaction, productId: string, size: string, onHand: number) {
  await trx('stock_levels')
    .where({ product_id: productId, size })
    .update({ on_hand: onHand, updated_at: trx.fn.now() });
  await refreshInStock(trx, [productId]);
}
