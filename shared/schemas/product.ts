import { z } from 'zod';
import { CATEGORY_IDS } from '../catalogue/categories.ts';
import { MOOD_IDS } from '../catalogue/moods.ts';

/** Product ids are readable slugs, so product URLs are shareable (`blue-dream-preroll`). */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const productIdSchema = z
  .string()
  .min(1, 'Product id is required')
  .max(100, 'Product id is at most 100 characters')
  .regex(PRODUCT_ID_PATTERN, 'Product id must be a lowercase slug such as blue-dream-preroll');

const decimalString = z.string().regex(/^\d+\.\d{2}$/);

export const productImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});

export const sizeOptionSchema = z.object({
  size: z.string(),
  label: z.string(),
  price: decimalString,
  subscriptionPrice: decimalString,
  popular: z.boolean(),
  isDefault: z.boolean(),
});
export type SizeOption = z.infer<typeof sizeOptionSchema>;

/** A product as the API answers it: the spec's shape (spec 1 §3) plus images and sizes. */
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
  rating: z.string().regex(/^\d\.\d$/),
  reviewCount: z.number().int().nonnegative(),
  inStock: z.boolean(),
  featured: z.boolean(),
  sizes: z.array(sizeOptionSchema),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** The value that means "no filter" for category and mood (spec 1 §7). */
export const ALL = 'all';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Query of GET /api/products: each filter is ignored when absent, empty or `all`. */
export const productQuerySchema = z.object({
  category: z
    .preprocess(
      trimmed,
      z.union([z.literal(ALL), z.literal(''), z.enum(CATEGORY_IDS)], {
        error: `category must be one of: ${ALL}, ${CATEGORY_IDS.join(', ')}`,
      }),
    )
    .optional(),
  mood: z
    .preprocess(
      trimmed,
      z.union([z.literal(ALL), z.literal(''), z.enum(MOOD_IDS)], {
        error: `mood must be one of: ${ALL}, ${MOOD_IDS.join(', ')}`,
      }),
    )
    .optional(),
  search: z.preprocess(trimmed, z.string().max(100, 'search is at most 100 characters')).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
