import * as z from 'zod/mini';
import { PURCHASE_TYPES } from '../catalogue/sizes.ts';
import { cartItemSchema, chosenStateSchema, lineQuantitySchema } from './cart.ts';
import { productIdSchema } from './product-id.ts';

/**
 * The cart's push/pull protocol (POST /api/cart/sync). A device numbers its mutations 1, 2, 3…
 * per client id; the server applies each at most once and answers with the whole cart.
 * Mutations are absolute (set a line to N, remove it, clear), so replaying one is harmless.
 */

/**
 * A line is one product in one size and purchase type. A device may still hold a 'subscription'
 * line from before Subscribe & Save was withdrawn (decision 032): it can lower or remove it only.
 */
export const lineKeySchema = z.object({
  productId: productIdSchema,
  size: z.string().check(z.minLength(1), z.maxLength(40)),
  purchaseType: z.enum(PURCHASE_TYPES),
});
export type LineKey = z.infer<typeof lineKeySchema>;

export const setLineQuantityArgsSchema = z.extend(lineKeySchema, { quantity: lineQuantitySchema });
export const removeLineArgsSchema = lineKeySchema;
export const clearCartArgsSchema = z.object({});

export const MUTATION_NAMES = ['setLineQuantity', 'removeLine', 'clearCart'] as const;
export type MutationName = (typeof MUTATION_NAMES)[number];

/** The args of each mutation, re-validated by the server one mutation at a time. */
export const mutationArgsSchemas = {
  setLineQuantity: setLineQuantityArgsSchema,
  removeLine: removeLineArgsSchema,
  clearCart: clearCartArgsSchema,
} as const satisfies Record<MutationName, z.ZodMiniType>;

export type MutationArgs = { [Name in MutationName]: z.infer<(typeof mutationArgsSchemas)[Name]> };

/** Most mutations a device sends in one push; it sends the rest in the next. */
export const MAX_MUTATIONS_PER_PUSH = 200;

/**
 * The envelope is checked strictly (a malformed push is a 400); each mutation's args are
 * checked when it is applied, so one bad mutation is refused without stopping the batch.
 */
export const pushedMutationSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  args: z.optional(z.unknown()),
});
export type PushedMutation = z.infer<typeof pushedMutationSchema>;

export const syncRequestSchema = z.object({
  // Lower-cased, as PostgreSQL prints a uuid, so the answer's keys match what was sent.
  clientId: z.pipe(
    z.uuid({ error: 'clientId must be a UUID' }),
    z.transform((id) => id.toLowerCase()),
  ),
  /** The state whose limits this push's additions keep to: the device's choice when it pushes. */
  state: z.optional(chosenStateSchema),
  mutations: z.array(pushedMutationSchema).check(
    z.maxLength(MAX_MUTATIONS_PER_PUSH, `at most ${MAX_MUTATIONS_PER_PUSH} mutations per push`),
    z.refine(
      (mutations) => mutations.every((mutation, index) => index === 0 || mutation.id > (mutations[index - 1]?.id ?? 0)),
      'mutation ids must increase within a push',
    ),
  ),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const REFUSAL_CODES = [
  'invalid_mutation',
  'product_not_found',
  'out_of_stock',
  'discontinued',
  'size_unavailable',
  'cart_line_limit',
  'over_state_limit',
  'not_shipped_to_state',
  'order_total_limit',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export const refusalSchema = z.object({
  mutationId: z.int(),
  code: z.enum(REFUSAL_CODES),
  message: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

export const syncResponseSchema = z.object({
  cart: z.array(cartItemSchema),
  version: z.int().check(z.nonnegative()),
  /** The last mutation id applied for each client of this session. */
  lastMutationIds: z.record(z.string(), z.int().check(z.nonnegative())),
  /** Mutations of this push that the server processed but refused, with the reason. */
  refused: z.array(refusalSchema),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** A mutation with its args checked: what both the device and the server apply. */
export type CartMutation = { [Name in MutationName]: { name: Name; args: MutationArgs[Name] } }[MutationName];

/** Checks one pushed mutation's name and args; the message says what is wrong. */
export function parseCartMutation(
  mutation: Pick<PushedMutation, 'name' | 'args'>,
): { ok: true; mutation: CartMutation } | { ok: false; message: string } {
  if (!(MUTATION_NAMES as readonly string[]).includes(mutation.name)) {
    return { ok: false, message: `Unknown mutation "${mutation.name}".` };
  }
  const name = mutation.name as MutationName;
  const parsed = mutationArgsSchemas[name].safeParse(mutation.args ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, message: `${where}${issue?.message ?? 'invalid args'}` };
  }
  return { ok: true, mutation: { name, args: parsed.data } as CartMutation };
}
