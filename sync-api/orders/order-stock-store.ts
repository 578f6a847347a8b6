import type { Knex } from 'knex';
import type { SkuQuantity } from '../catalogue/stock-store.ts';

/** What an order took out of stock (migration 008), and its flag when stock fell short. */

interface StockTakenRow {
  stock_taken: SkuQuantity[];
}

/** Records what the order took, and flags it for the staff when `attentionReason` is given. */
export async function recordStockTaken(
  trx: Knex.Transaction,
  orderId: string,
  taken: readonly SkuQuantity[],
  attentionReason: string | null,
): Promise<void> {
  await trx('orders')
    .where({ id: orderId })
    .update({
      stock_taken: JSON.stringify(taken),
      ...(attentionReason ? { needs_attention: true, attention_reason: attentionReason } : {}),
      updated_at: trx.fn.now(),
    });
}

/**
 * What the order took and has not given back, leaving it as nothing: the order's row stays
 * locked until the transaction ends, so the same quantities are never given back twice.
 */
export async function claimStockTaken(trx: Knex.Transaction, orderId: string): Promise<SkuQuantity[]> {
  const row: StockTakenRow | undefined = await trx('orders').where('id', orderId).forUpdate().first('stock_taken');
  if (!row) return [];
  await trx('orders')
    .where({ id: orderId })
    .update({ stock_taken: JSON.stringify([]) });
  return row.stock_taken;
}

/**
 * Part of what the order took, claimed back: for each SKU the lesser of what is asked and what
 * the order still holds. The rest stays on the order, to go back if it is cancelled later.
 */
export async function claimSomeStockTaken(
  trx: Knex.Transaction,
  orderId: string,
  wanted: readonly SkuQuantity[],
): Promise<SkuQuantity[]> {
  const row: StockTakenRow | undefined = await trx('orders').where('id', orderId).forUpdate().first('stock_taken');
  if (!row) return [];
  const claimed: SkuQuantity[] = [];
  const kept = row.stock_taken.map((held) => {
    const asked = wanted.find((sku) => sku.productId === held.productId && sku.size === held.size);
    const quantity = Math.min(asked?.quantity ?? 0, held.quantity);
    if (quantity > 0) claimed.push({ ...held, quantity });
    return { ...held, quantity: held.quantity - quantity };
  });
  await trx('orders')
    .where({ id: orderId })
    .update({ stock_taken: JSON.stringify(kept.filter((held) => held.quantity > 0)) });
  return claimed;
}
