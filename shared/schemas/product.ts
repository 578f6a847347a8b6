// zod/mini rather than zod: the first page validates products, and only mini's functional
// form is small enough for its code budget (docs/web-audit.md).
import * as z from 'zod/mini';
import { CATEGORY_IDS } from '../catalogue/categories.ts';
import { MOOD_IDS } from '../catalogue/moods.ts';
import { ALL, MAX_SEARCH_LENGTH } from '../catalogue/product-filters.ts';
import { sizeContentSchema } from './size-content.ts';

export { productIdSchema } from './product-id.ts';

const decimalString = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const productImageSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  url: z.string(),
});

export const sizeOptionSchema = z.object({
  size: z.string(),
  label: z.string(),
  price: decimalString,
  // The one-time price, since Subscribe & Save was withdrawn (decision 032); older builds require it.
  subscriptionPrice: decimalString,
  popular: z.boolean(),
  isDefault: z.boolean(),
  // A catalogue answer saved on a device before sizes carried stock reads as available; the
  // server still refuses a size with none on hand.
  inStock: z._default(z.boolean(), true),
  // What one unit holds, for the states' purchase limits; null where it cannot be counted, and
  // for an answer saved on a device before sizes carried it.
  content: z._default(z.nullable(sizeContentSchema), null),
});
export type SizeOption = z.infer<typeof sizeOptionSchema>;

/** A product as the API answers it, with its images and sizes. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string(),
  images: z.array(productImageSchema),
  thcContent: z.string(),
  cbdContent: z.string(),
  effects: z.array(z.string()),
  flavors: z.array(z.string()),
  price: decimalString,
  rating: z.string().check(z.regex(/^\d\.\d$/)),
  reviewCount: z.int().check(z.nonnegative()),
  inStock: z.boolean(),
  featured: z.boolean(),
  sizes: z.array(sizeOptionSchema),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A query value, trimmed, then checked by `schema`. */
const trimmedThen = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(trimmed), schema);

/** Query of GET /api/products: each filter is ignored when absent, empty or `all`. */
export const productQuerySchema = z.object({
  category: z.optional(
    trimmedThen(
      z.union([z.literal(ALL), z.literal(''), z.enum(CATEGORY_IDS)], {
        error: `category must be one of: ${ALL}, ${CATEGORY_IDS.join(', ')}`,
      }),
    ),
  ),
  mood: z.optional(
    trimmedThen(
      z.union([z.literal(ALL), z.literal(''), z.enum(MOOD_IDS)], {
        error: `mood must be one of: ${ALL}, ${MOOD_IDS.join(', ')}`,
      }),
    ),
  ),
  search: z.optional(
    trimmedThen(z.string().check(z.maxLength(MAX_SEARCH_LENGTH, `search is at most ${MAX_SEARCH_LENGTH} characters`))),
  ),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
