import type { Knex } from 'knex';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  lowStockThresholdSchema,
  type StockItem,
  type StockList,
} from '#shared/schemas/admin/stock';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { lockSetting, readSetting, writeSetting } from './settings-store.ts';
import { findStockRow, listStockRows, lockOnHand, type StockRow, writeOnHand } from './stock-store.ts';

/**
 * The back office's stock: every SKU's count, the low-stock view and the owner's threshold.
 * A count changes the shop at once: `products.in_stock` follows in the same transaction.
 */

const THRESHOLD_KEY = 'low_stock_threshold';

/** The stored threshold when it is a valid one, else the default. */
function thresholdOf(value: unknown): number {
  const parsed = lowStockThresholdSchema.shape.threshold.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function readLowStockThreshold(db: Database | Knex.Transaction): Promise<number> {
  return thresholdOf(await readSetting(db, THRESHOLD_KEY));
}

function stockItemOf(row: StockRow, threshold: number): StockItem {
  return {
    productId: row.productId,
    productName: row.productName,
    category: row.category,
    size: row.size,
    sizeLabel: row.sizeLabel,
    onHand: row.onHand,
    low: row.onHand <= threshold,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/stock: every SKU of the products on sale, or only the low ones. */
export async function listStock(db: Database, options: { lowOnly: boolean }): Promise<StockList> {
  const threshold = await readLowStockThreshold(db);
  const rows = await listStockRows(db, options.lowOnly ? threshold : null);
  return { threshold, items: rows.map((row) => stockItemOf(row, threshold)) };
}

const skuName = (productId: string, size: string) => `${productId}/${size}`;

/** PUT /api/admin/stock/{productId}/{size}: the count on the shelf, audited with the one it replaced. */
export async function setStock(
  db: Database,
  sku: { productId: string; size: string },
  onHand: number,
  actor: Actor,
): Promise<StockItem> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const found = await findStockRow(trx, sku.productId, sku.size);
    if (!found) {
      throw new AppError('stock_item_not_found', 404, `No product "${sku.productId}" is sold in size "${sku.size}".`);
    }
    const before = await lockOnHand(trx, sku.productId, sku.size);
    await writeOnHand(trx, sku.productId, sku.size, onHand);
    await appendAudit(trx, actor, {
      action: 'stock.changed',
      subjectType: 'stock',
      subjectId: skuName(sku.productId, sku.size),
      before: { onHand: before },
      after: { onHand },
    });
    const after = await findStockRow(trx, sku.productId, sku.size);
    if (!after) throw new Error('The stock row vanished inside its own transaction');
    return stockItemOf(after, await readLowStockThreshold(trx));
  });
}

/** PUT /api/admin/settings/low-stock-threshold (owner). */
export async function setLowStockThreshold(db: Database, threshold: number, actor: Actor): Promise<number> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const before = thresholdOf(await lockSetting(trx, THRESHOLD_KEY, DEFAULT_LOW_STOCK_THRESHOLD));
    await writeSetting(trx, THRESHOLD_KEY, threshold);
    await appendAudit(trx, actor, {
      action: 'settings.changed',
      subjectType: 'setting',
      subjectId: THRESHOLD_KEY,
      before: { threshold: before },
      after: { threshold },
    });
    return threshold;
  });
}
