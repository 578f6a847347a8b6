import { z } from 'zod';
import { CATEGORY_IDS } from '../../catalogue/categories.ts';

/** The back office's view of a product, and the edits staff make to it. */

export const PRODUCT_TEXT_LIMITS = {
  name: 100,
  description: 2000,
  potency: 60,
  tag: 40,
  tags: 8,
} as const;
const L = PRODUCT_TEXT_LIMITS;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), `${label} contains a character that cannot be stored`);

const tags = (label: string) =>
  z
    .array(text(label, L.tag), { error: `${label} must be a list` })
    .min(1, `Give at least one ${label.toLowerCase()}`)
    .max(L.tags, `At most ${L.tags} ${label.toLowerCase()}s`);

/** Dollars and cents as the wire carries money: "48.00"; more than zero. */
export const priceSchema = z
  .string({ error: 'Price is required' })
  .trim()
  .regex(/^\d{1,6}\.\d{2}$/, 'Price is dollars and cents, like 48.00')
  .refine((value) => Number(value) > 0, 'Price must be more than 0.00');

/**
 * PATCH /api/admin/products/{id}: only the fields sent change. Price and discontinued are the
 * owner's; staff sending them get 403 and nothing changes.
 */
export const productEditSchema = z
  .object({
    name: text('Name', L.name),
    description: text('Description', L.description),
    price: priceSchema,
    category: z.enum(CATEGORY_IDS, { error: `Category must be one of: ${CATEGORY_IDS.join(', ')}` }),
    effects: tags('Effect'),
    flavors: tags('Flavor'),
    thcContent: text('THC', L.potency),
    cbdContent: text('CBD', L.potency),
    featured: z.boolean({ error: 'Featured is true or false' }),
    discontinued: z.boolean({ error: 'Discontinued is true or false' }),
  })
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, 'Send at least one field to change');
export type ProductEdit = z.infer<typeof productEditSchema>;

export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.string(),
  effects: z.array(z.string()),
  flavors: z.array(z.string()),
  thcContent: z.string(),
  cbdContent: z.string(),
  featured: z.boolean(),
  discontinued: z.boolean(),
  inStock: z.boolean(),
  rating: z.string(),
  reviewCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.object({ products: z.array(adminProductSchema) });
