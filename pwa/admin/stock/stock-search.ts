import { z } from 'zod';
import { optionalText } from '../lib/search-params.ts';

/** The stock screen's address: every SKU or only the low ones, and a product name filter. */
export const stockSearchSchema = z.object({
  low: z.boolean().optional().catch(undefined),
  q: optionalText(100),
});
export type StockSearch = z.infer<typeof stockSearchSchema>;
