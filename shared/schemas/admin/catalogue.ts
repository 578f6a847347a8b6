import { z } from 'zod';
import { can, type Permission, type StaffRole } from '../../back-office/permissions.ts';
import { CATEGORY_IDS } from '../../catalogue/categories.ts';
import { MEASURES } from '../../compliance/measures.ts';
import { MAX_THC_MG_PER_GUMMY, THC_MG_PER_GUMMY_DECIMALS } from '../../compliance/thc-per-gummy.ts';

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

/** What is wrong with a THC per gummy, or with an edit of what a product's sizes hold. */
export const THC_PER_GUMMY_MESSAGES = {
  required: 'THC per gummy is required',
  plainDecimal: 'THC per gummy is milligrams as a plain number, like 5 or 2.5',
  decimals: `THC per gummy has at most ${THC_MG_PER_GUMMY_DECIMALS} decimals`,
  positive: 'THC per gummy must be more than 0 mg',
  max: `THC per gummy must be at most ${MAX_THC_MG_PER_GUMMY} mg`,
  movedIntoGummies: 'A product moved to gummies needs its THC per gummy',
  notGummies: 'Only gummies have a THC per gummy',
  gummyText: 'A gummy’s THC is written from its THC per gummy: change that instead',
} as const;
const M = THC_PER_GUMMY_MESSAGES;

/**
 * Milligrams of THC in one gummy, as a plain decimal string like the wire's money ("5", "2.5"):
 * more than 0, at most MAX_THC_MG_PER_GUMMY, to the thousandth. "1e3", "0x10", "-1" and
 * numbers sent as JSON numbers are refused, so what is saved is what was typed.
 */
export const thcMgPerGummySchema = z
  .string({ error: M.plainDecimal })
  .trim()
  .min(1, { error: M.required, abort: true })
  .regex(/^\d+(?:\.\d+)?$/, { error: M.plainDecimal, abort: true })
  .refine((value) => (value.split('.')[1] ?? '').length <= THC_MG_PER_GUMMY_DECIMALS, {
    error: M.decimals,
    abort: true,
  })
  .refine((value) => Number(value) > 0, { error: M.positive, abort: true })
  .refine((value) => Number(value) <= MAX_THC_MG_PER_GUMMY, M.max);

/**
 * PATCH /api/admin/products/{id}: only the fields sent change. Price, discontinued, category, THC
 * and THC per gummy are the owner's (GUARDED_PRODUCT_FIELDS); staff sending them get 403 and
 * nothing changes. What the edit would leave wrong in what the sizes hold depends on the product
 * as it is: sizeContentsProblems.
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
    thcMgPerGummy: thcMgPerGummySchema,
    cbdContent: text('CBD', L.potency),
    featured: z.boolean({ error: 'Featured is true or false' }),
    discontinued: z.boolean({ error: 'Discontinued is true or false' }),
  })
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, 'Send at least one field to change');
export type ProductEdit = z.infer<typeof productEditSchema>;

/** A problem of an edit under the field it is about, as a 400's details list it. */
export interface ProductEditProblem {
  path: [keyof ProductEdit];
  message: string;
}

/**
 * What `edit` would leave wrong in what the product's sizes hold, given the product as it is: a
 * gummy's packs are counted by its THC per gummy, so a product moved into gummies needs one, a
 * product that is not a gummy has none, and a gummy's THC text is only ever written from it
 * (shared/compliance/thc-per-gummy.ts). The server refuses these with a 400 and the back office
 * says them before sending, with the same words.
 */
export function sizeContentsProblems(
  product: { category: string; thcContent: string },
  edit: Pick<ProductEdit, 'category' | 'thcContent' | 'thcMgPerGummy'>,
): ProductEditProblem[] {
  const category = edit.category ?? product.category;
  if (category !== 'gummies') {
    return edit.thcMgPerGummy === undefined ? [] : [{ path: ['thcMgPerGummy'], message: M.notGummies }];
  }
  const problems: ProductEditProblem[] = [];
  if (product.category !== 'gummies' && edit.thcMgPerGummy === undefined) {
    problems.push({ path: ['thcMgPerGummy'], message: M.movedIntoGummies });
  }
  if (edit.thcContent !== undefined && edit.thcContent !== product.thcContent) {
    problems.push({ path: ['thcContent'], message: M.gummyText });
  }
  return problems;
}

/**
 * The fields of a product only some roles may change, and the permission each needs
 * (shared/back-office/permissions.ts): its price, whether it is sold, and what its sizes hold.
 */
export const GUARDED_PRODUCT_FIELDS = {
  price: 'changePrices',
  discontinued: 'discontinueProducts',
  category: 'changeSizeContents',
  thcContent: 'changeSizeContents',
  thcMgPerGummy: 'changeSizeContents',
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
  /** Gummies: milligrams of THC in one gummy ("5", "2.5"), which their THC text is written from; else null. */
  thcMgPerGummy: z.string().nullable(),
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
