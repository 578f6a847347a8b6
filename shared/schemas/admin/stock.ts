import { z } from 'zod';

/** Stock on hand per product and size (a SKU), and the owner's low-stock threshold. */

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_STOCK_ON_HAND = 100_000;

export const stockItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  category: z.string(),
  size: z.string(),
  sizeLabel: z.string(),
  onHand: z.number().int(),
  low: z.boolean(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** GET /api/admin/stock[?low=true]: every SKU, or only those at or below the threshold. */
export const stockQuerySchema = z.object({
  low: z.enum(['true', 'false'], { error: 'low must be true or false' }).optional(),
});

export const stockListSchema = z.object({ threshold: z.number().int(), items: z.array(stockItemSchema) });
export type StockList = z.infer<typeof stockListSchema>;

const onHandSchema = z
  .number({ error: 'Stock on hand must be a whole number' })
  .int('Stock on hand must be a whole number')
  .min(0, 'Stock on hand cannot be negative')
  .max(MAX_STOCK_ON_HAND, `Stock on hand is at most ${MAX_STOCK_ON_HAND}`);

/** PUT /api/admin/stock/{productId}/{size}: the count on the shelf. */
export const setStockSchema = z.object({ onHand: onHandSchema });
export type SetStockRequest = z.infer<typeof setStockSchema>;

/** PUT /api/admin/settings/low-stock-threshold (owner). */
export const lowStockThresholdSchema = z.object({
  threshold: z
    .number({ error: 'The threshold must be a whole number' })
    .int('The threshold must be a whole number')
    .min(0, 'The threshold cannot be negative')
    .max(1000, 'The threshold is at most 1000'),
});
