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
  'cart_line_limit',
  'order_total_limit',
  'over_state_limit',
  'not_shipped_to_state',
  'state_rule_not_found',
  'age_verification_required',
  'mutation_gap',
  'client_conflict',
  'submission_conflict',
  'storefront_not_built',
  'empty_cart',
  'cart_unavailable',
  'delivery_unavailable',
  'tender_unavailable',
  'checkout_not_found',
  'checkout_changed',
  'payment_not_found',
  'payment_not_succeeded',
  'payment_amount_mismatch',
  'payment_declined',
  'bank_declined',
  'bank_payment_paused',
  'order_not_found',
  'invalid_signature',
  'provider_unavailable',
  'database_unavailable',
  'cross_origin_refused',
  'staff_sign_in_required',
  'invalid_credentials',
  'too_many_attempts',
  'forbidden',
  'staff_not_found',
  'staff_exists',
  'last_owner',
  'order_status_conflict',
  'invalid_status_move',
  'insufficient_stock',
  'refund_failed',
  'id_check_failed',
  'payment_refused',
  'stock_item_not_found',
  'review_not_found',
  'review_already_moderated',
  'message_not_found',
  'email_not_found',
  'email_not_failed',
  'account_sign_in_required',
  'sign_in_code_wrong',
  'sign_in_code_expired',
  'passkey_refused',
  'passkey_not_found',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer of the API: `{"error":{"code","message","details"?}}`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An error code's form: what a client may switch on, whether or not it knows the code. */
const CODE_FORM = /^[a-z_]{1,64}$/;

/**
 * An error answer's body when it has the API's form, else null. Plain code rather than a zod
 * schema, and without the list of codes: the PWA reads error bodies on its first page, whose code
 * budget has room for neither. A code the client does not know matches none of its cases.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  const error = isRecord(value) ? value.error : undefined;
  if (!isRecord(error) || typeof error.message !== 'string') return null;
  const code = error.code;
  if (typeof code !== 'string' || !CODE_FORM.test(code)) return null;
  return {
    error: {
      code: code as ErrorCode,
      message: error.message,
      ...('details' in error ? { details: error.details } : {}),
    },
  };
}

/** An error answer's body whose code is one the API answers with (ERROR_CODES), else null. */
export function knownErrorBody(value: unknown): ErrorBody | null {
  const body = readErrorBody(value);
  return body && (ERROR_CODES as readonly string[]).includes(body.error.code) ? body : null;
}
