import { z } from 'zod';

/** Every error code the API answers with. A client can switch on these. */
export const ERROR_CODES = [
  'invalid_request',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'product_not_found',
  'cart_line_not_found',
  'ambiguous_cart_line',
  'out_of_stock',
  'discontinued',
  'quantity_limit',
  'age_verification_required',
  'mutation_gap',
  'client_conflict',
  'submission_conflict',
  'storefront_not_built',
  'empty_cart',
  'cart_unavailable',
  'delivery_unavailable',
  'payment_not_found',
  'payment_not_succeeded',
  'payment_amount_mismatch',
  'payment_declined',
  'order_not_found',
  'invalid_signature',
  'provider_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
