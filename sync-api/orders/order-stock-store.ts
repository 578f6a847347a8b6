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
