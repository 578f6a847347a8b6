import { z } from 'zod';
import { can, type Permission, type StaffRole } from '../../back-office/permissions.ts';
import { CATEGORY_IDS } from '../../catalogue/categories.ts';
import { MEASURES } from '../../compliance/measures.ts';
import { MAX_THC_MG_PER_GUMMY, thcMgPerGummy } from '../../compliance/size-contents.ts';

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

export const GUMMY_THC_MESSAGE = `Gummies’ THC must say milligrams per gummy, more than 0 and at most ${MAX_THC_MG_PER_GUMMY}, like 5mg THC per gummy`;

/**
 * Whether a product's THC says what each size holds: gummies are counted against the states'
 * limits by their milligrams (shared/compliance/size-contents.ts), so theirs must say it.
 */
export function thcStatesContent(product: { category: string; thcContent: string }): boolean {
  return product.category !== 'gummies' || thcMgPerGummy(product.thcContent) !== null;
}

/**
 * PATCH /api/admin/products/{id}: only the fields sent change. Price, discontinued, category and
 * THC are the owner's (GUARDED_PRODUCT_FIELDS); staff sending them get 403 and nothing changes. An edit that sends both the gummies
 * category and a THC is checked here; the server checks the product as the edit leaves it.
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
  .refine((edit) => Object.keys(edit).length > 0, 'Send at least one field to change')
  .refine(
    (edit) =>
      edit.category === undefined ||
      edit.thcContent === undefined ||
      thcStatesContent({ category: edit.category, thcContent: edit.thcContent }),
    { message: GUMMY_THC_MESSAGE, path: ['thcContent'] },
  );
export type ProductEdit = z.infer<typeof productEditSchema>;

/**
 * The fields of a product only some roles may change, and the permission each needs
 * (shared/back-office/permissions.ts): its price, whether it is sold, and what its sizes hold.
 */
export const GUARDED_PRODUCT_FIELDS = {
  price: 'changePrices',
  discontinued: 'discontinueProducts',
  category: 'changeSizeContents',
  thcContent: 'changeSizeContents',
} as const satisfies Partial<Record<keyof ProductEdit, Permission>>;

/** Whether `role` may change `field` of a product. */
export function mayEditProductField(role: StaffRole, field: keyof ProductEdit): boolean {
  const permission: Permission | undefined = (GUARDED_PRODUCT_FIELDS as Partial<Record<string, Permission>>)[field];
  return permission === undefined || can(role, permission);
}

/** The fields of `edit` that `role` may not change: any of them refuses the whole edit. */
export function fieldsRefusedTo(role: StaffRole, edit: ProductEdit): (keyof ProductEdit)[] {
  return (Object.keys(edit) as (keyof ProductEdit)[]).filter((field) => !mayEditProductField(role, field));
}

/** One size the product is sold in and what one of it holds; null when that cannot be known. */
export const adminProductSizeSchema = z.object({
  size: z.string(),
  label: z.string(),
  content: z.object({ measure: z.enum(MEASURES), amount: z.number() }).nullable(),
});
export type AdminProductSize = z.infer<typeof adminProductSizeSchema>;

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
  sizes: z.array(adminProductSizeSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.object({ products: z.array(adminProductSchema) });
