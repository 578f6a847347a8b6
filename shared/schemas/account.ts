import { z } from 'zod';
import { chosenStateSchema } from './cart.ts';
import { deliveryDetailsSchema, orderSchema } from './checkout.ts';

/**
 * Shoppers' accounts (decision 031): an email proved with a one-time code, then passkeys. The
 * sign-in page and the account page send these; the server checks them with the same schemas.
 */

/** A sign-in code: six digits, sent by email, good for SIGN_IN_CODE_MINUTES and a few tries. */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
/** Codes one email may be sent in an hour: enough for a lost email or two, not a mail bomb. */
export const SIGN_IN_CODES_PER_HOUR = 5;

export const DISPLAY_NAME_MAX = 80;

/** The code field's rule, shared by the form and the server. */
export const signInCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email`);

/** An account's email: compared and stored trimmed and lower-cased, as orders keep theirs. */
export const accountEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'Email is at most 254 characters'));

export const displayNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`);

export const signInCodeRequestSchema = z.object({ email: accountEmailSchema });
export type SignInCodeRequest = z.input<typeof signInCodeRequestSchema>;

export const codeSignInRequestSchema = z.object({
  email: accountEmailSchema,
  code: signInCodeSchema,
  /** The name the shopper is greeted by: a new account starts with it, an existing one takes it. */
  displayName: displayNameSchema.optional(),
  /** The state the device's cart keeps to, whose limits its lines merge into the account's cart under. */
  cartState: z.optional(chosenStateSchema),
});
export type CodeSignInRequest = z.input<typeof codeSignInRequestSchema>;

export const accountUpdateSchema = z.object({ displayName: displayNameSchema });

export const passkeySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced across the shopper's devices by their platform (a "multi-device" credential), or on one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const accountSchema = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  createdAt: z.string(),
  passkeys: z.array(passkeySchema),
  /** Where the account's last order went (never the date of birth): offered at checkout on any device. */
  lastDelivery: deliveryDetailsSchema.omit({ dateOfBirth: true }).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/account: the signed-in account, or null on a device signed in to none. */
export const accountAnswerSchema = z.object({ account: accountSchema.nullable() });
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** A cart line as an explanation of a merge names it. */
const mergedLineSchema = z.object({ name: z.string(), sizeLabel: z.string(), quantity: z.number().int() });

/**
 * What signing in did to the device's cart (shared/cart/merge-carts.ts, decision 033), for the
 * shopper to be told: the account's lines it brought, the lines kept at the account's larger
 * quantity, and what of the device's cart could not come, with why.
 */
export const cartMergeOutcomeSchema = z.object({
  fromAccount: z.array(mergedLineSchema),
  keptLarger: z.array(mergedLineSchema),
  leftOut: z.array(mergedLineSchema.extend({ reason: z.string() })),
});
export type CartMergeOutcome = z.infer<typeof cartMergeOutcomeSchema>;
export type MergedLine = z.infer<typeof mergedLineSchema>;

/** A sign-in's answer: the account, whether the sign-in made it, and what it did to the device's cart. */
export const signInAnswerSchema = accountAnswerSchema.extend({
  account: accountSchema,
  created: z.boolean(),
  cartMerge: cartMergeOutcomeSchema,
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** A WebAuthn ceremony's options, with the id of the challenge the answer is checked against. */
export const passkeyCeremonySchema = z.object({
  challengeId: z.uuid(),
  // SimpleWebAuthn's options JSON, passed through to the browser as it is.
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

/** The browser's answer to a ceremony: the credential as SimpleWebAuthn's browser side serialises it. */
export const passkeyAnswerSchema = z.object({
  challengeId: z.uuid({ error: 'Not a challenge id' }),
  response: z
    .object({ id: z.string().min(1).max(1024), rawId: z.string().min(1).max(1024), type: z.literal('public-key') })
    .loose(),
});

/** POST /api/account/passkey-sign-in: the passkey's answer, and the state the device's cart keeps to. */
export const passkeySignInRequestSchema = passkeyAnswerSchema.extend({ cartState: z.optional(chosenStateSchema) });

export const accountOrdersSchema = z.object({ orders: z.array(orderSchema) });
export type AccountOrders = z.infer<typeof accountOrdersSchema>;
