import type { Knex } from 'knex';

/**
 * Stock on hand per product and size (a SKU). `products.in_stock` is kept in step in the same
 * transaction, as "some size has stock", so every reader of the catalogue follows the shelf.
 * Rows are changed in one order (product, then size) so that concurrent orders never deadlock.
 */

type Queryable = Knex | Knex.Transaction;

export interface SkuQuantity {
  productId: string;
  size: string;
  quantity: number;
}

/** Adds up the quantities of lines that name the same SKU, in the order rows are locked. */
function bySku(lines: readonly SkuQuantity[]): SkuQuantity[] {
  const totals = new Map<string, SkuQuantity>();
  for (const { productId, size, quantity } of lines) {
    const key = JSON.stringify([productId, size]);
    const total = totals.get(key);
    totals.set(key, { productId, size, quantity: (total?.quantity ?? 0) + quantity });
  }
  return [...totals.values()].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId.localeCompare(b.productId),
  );
}

/** Sets `products.in_stock` of these products from their sizes' stock. */
export async function refreshInStock(db: Queryable, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.raw(
    `update products p set in_stock = exists (
       select 1 from stock_levels s where s.product_id = p.id and s.on_hand > 0
     ), updated_at = now()
     where p.id = any(?) and p.in_stock is distinct from exists (
       select 1 from stock_levels s where s.product_id = p.id and s.on_hand > 0
     )`,
    [[...new Set(productIds)]],
  );
}

/**
 * Takes each SKU's quantity off the shelf where there is enough of it, and answers the SKUs
 * there was not enough of (they are left as they were). Never goes below zero.
 */
export async function takeStock(trx: Knex.Transaction, lines: readonly SkuQuantity[]): Promise<SkuQuantity[]> {
  const shortfalls: SkuQuantity[] = [];
  const skus = bySku(lines);
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
  const skus = bySku(lines);
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

/** Stock on hand of these SKUs (missing SKUs count as none), keyed `${productId}\u0000${size}`. */
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

export const skuKey = (productId: string, size: string) => `${productId}\u0000${size}`;
