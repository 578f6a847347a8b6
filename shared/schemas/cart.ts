// zod/mini, like the product schemas: the device's sync engine validates every answer with these,
// and mini's schemas cost a fraction of classic zod's to load and build on a phone.
import * as z from 'zod/mini';
import { DEFAULT_ADD_QUANTITY, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../catalogue/cart-rules.ts';
import { PURCHASE_TYPES } from '../catalogue/sizes.ts';
import { isUsStateCode } from '../compliance/us-states.ts';
import { productIdSchema } from './product-id.ts';
import { sizeContentSchema } from './size-content.ts';

export const lineQuantitySchema = z
  .number({ error: 'quantity must be a number' })
  .check(
    z.refine(Number.isSafeInteger, 'quantity must be a whole number'),
    z.gte(MIN_LINE_QUANTITY, `quantity must be at least ${MIN_LINE_QUANTITY}`),
    z.lte(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
  );

export const purchaseTypeSchema = z.enum(PURCHASE_TYPES, {
  error: `purchaseType must be one of: ${PURCHASE_TYPES.join(', ')}`,
});

const sizeSchema = z.string().check(z.minLength(1), z.maxLength(40));

/**
 * The shopper's chosen state, whose purchase limits the cart keeps to (absent or null: none
 * chosen, so the strictest state the store delivers to). Any US state or DC; one the store does
 * not deliver to refuses every addition.
 */
export const chosenStateSchema = z.nullable(
  z.pipe(
    z.string().check(z.trim(), z.toUpperCase()),
    z.string().check(z.refine(isUsStateCode, 'state must be the two-letter code of a US state or DC')),
  ),
);

/**
 * POST /api/cart. Unknown fields, a price among them, are dropped: the server prices every line.
 */
export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: z._default(lineQuantitySchema, DEFAULT_ADD_QUANTITY),
  size: z.optional(sizeSchema),
  purchaseType: z.optional(purchaseTypeSchema),
  state: z.optional(chosenStateSchema),
});
export type AddToCartRequest = z.infer<typeof addToCartSchema>;

/** PUT /api/cart/:productId. Size and purchase type pick the line when the product has several. */
export const updateCartLineSchema = z.object({
  quantity: lineQuantitySchema,
  size: z.optional(sizeSchema),
  purchaseType: z.optional(purchaseTypeSchema),
  state: z.optional(chosenStateSchema),
});
export type UpdateCartLineRequest = z.infer<typeof updateCartLineSchema>;

/** Query of DELETE /api/cart/:productId: without size and purchase type, every line of the product. */
export const removeCartLineQuerySchema = z.object({
  size: z.optional(sizeSchema),
  purchaseType: z.optional(purchaseTypeSchema),
});

const decimalString = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const LINE_ISSUE_CODES = ['out_of_stock', 'discontinued', 'size_unavailable'] as const;
/** Why a line in the cart cannot be bought as it is; the line stays so the shopper sees why. */
export const lineIssueSchema = z.object({ code: z.enum(LINE_ISSUE_CODES), message: z.string() });
export type LineIssue = z.infer<typeof lineIssueSchema>;

/**
 * A cart line as the server answers it: id, quantity and product plus size,
 * purchase type, the server's prices and its verdict on the line.
 */
export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.int(),
  size: z.string(),
  sizeLabel: z.string(),
  purchaseType: purchaseTypeSchema,
  unitPrice: decimalString,
  lineTotal: decimalString,
  product: z.object({
    id: z.string(),
    name: z.string(),
    price: decimalString,
    image: z.string(),
    thcContent: z.string(),
    category: z.string(),
    inStock: z.boolean(),
  }),
  issue: z.nullable(lineIssueSchema),
  // What one unit holds, for the states' limits; absent from an answer saved before lines carried it.
  content: z._default(z.nullable(sizeContentSchema), null),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);
