import * as z from 'zod/mini';
import { MEASURES } from '../compliance/measures.ts';

/** What one unit of a size holds, in the measure the states' limits count (shared/compliance/measures.ts). */
export const sizeContentSchema = z.object({
  measure: z.enum(MEASURES),
  amount: z.number().check(z.positive()),
});
