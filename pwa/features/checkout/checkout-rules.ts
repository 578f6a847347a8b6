import type { DeliveryOptionId } from '#shared/catalogue/delivery';
import { breakdownOf, orderTotals } from '#shared/catalogue/order-totals';
import type { StateRule } from '#shared/compliance/state-rule';
import { isUsStateCode } from '#shared/compliance/us-states';
import type { ErrorCode } from '#shared/errors';
import { toCents } from '#shared/money';
import {
  DELIVERY_FIELD_LABELS,
  type DeliveryDetails,
  type OrderBreakdown,
  type PaymentIntentView,
} from '#shared/schemas/checkout';
import { taxesFor } from '#shared/taxes/compute-taxes';

/** Checkout's plain rules: no React, no storage, no network, so they are easy to test. */

export type DeliveryField = keyof DeliveryDetails;

/** The form's fields in the order they are shown: the first invalid one takes the focus. */
export const DELIVERY_FIELDS = [
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'street',
  'city',
  'zip',
  'state',
] as const satisfies readonly DeliveryField[];

export type DeliveryValues = Record<DeliveryField, string>;

/**
 * The shared schema's verdicts as the form shows them: a field left empty only needs filling
 * in, so it says "… is required" rather than the rule a value would break (an empty state
 * would otherwise list all 33 ship-to codes).
 */
export function shownDeliveryErrors(
  values: DeliveryValues,
  errors: Partial<Record<DeliveryField, string>>,
): Partial<Record<DeliveryField, string>> {
  const shown: Partial<Record<DeliveryField, string>> = {};
  for (const field of DELIVERY_FIELDS) {
    const message = errors[field];
    if (message) shown[field] = values[field].trim() ? message : `${DELIVERY_FIELD_LABELS[field]} is required`;
  }
  return shown;
}

export const EMPTY_DELIVERY_VALUES: DeliveryValues = {
  fullName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  street: '',
  city: '',
  zip: '',
  state: '',
};

/**
 * The form's first values: what this device remembered, else empty; the ship-to state falls
 * back to the header's chosen state.
 */
export function initialDeliveryValues(
  remembered: Partial<DeliveryValues> | null,
  headerState: string | null,
): DeliveryValues {
  const values = { ...EMPTY_DELIVERY_VALUES, ...remembered, dateOfBirth: '' };
  if (!values.state || !isUsStateCode(values.state)) {
    values.state = headerState && isUsStateCode(headerState) ? headerState.toUpperCase() : '';
  }
  return values;
}

/** What the items cost, less any savings the breakdown carries: the amount free delivery is measured against. */
export function itemsCentsOf(breakdown: OrderBreakdown): number {
  return toCents(breakdown.subtotal) - toCents(breakdown.savings);
}

const FIVE_DIGITS = /^\d{5}$/;

/**
 * Checkout's totals worked out on this device from the saved state rules, with the same code the
 * server charges by, so the shopper reads each tax before the server answers, and offline. Once
 * the address's state and ZIP code are known; null for a place or option the store cannot
 * deliver.
 */
export function estimatedBreakdown(
  lines: readonly { quantity: number; unitPrice: string }[],
  option: DeliveryOptionId,
  rule: StateRule | null,
  zip: string,
): OrderBreakdown | null {
  const zipCode = zip.trim();
  if (!rule?.offered || !FIVE_DIGITS.test(zipCode)) return null;
  if (!rule.delivery.options.some((offered) => offered.id === option)) return null;
  const totals = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, unitCents: toCents(line.unitPrice) })),
    option,
    rule.delivery,
    taxesFor(rule.taxes, zipCode),
  );
  return breakdownOf(totals, { state: rule.code, version: rule.taxes.version });
}

/**
 * What checkout does when the payment session cannot start:
 * - `fix`: the shopper can fix it on this page (the server's message shows there), or try
 *   again there after the wait a 429 names;
 * - `age`: the age confirmation lapsed, so the age gate asks again;
 * - `empty`: the store holds no cart, the 'Cart Empty' notice and back to the shop;
 * - `leave`: anything else, the 'Checkout Error' notice and back to the shop.
 * A connection failure is told apart before this: it waits on the page for the network.
 */
export type IntentFailureAction = 'fix' | 'age' | 'empty' | 'leave';

const SHOPPER_FIXABLE: ReadonlySet<ErrorCode> = new Set([
  'delivery_unavailable',
  'invalid_request',
  'cart_unavailable',
  'insufficient_stock',
  // Over the largest order total or a state's limit: fewer items fix it.
  'order_total_limit',
  'over_state_limit',
  // Another address fixes it.
  'not_shipped_to_state',
]);

export function intentFailureAction(status: number, code: ErrorCode | null): IntentFailureAction {
  if (status === 429) return 'fix';
  if (code === 'age_verification_required') return 'age';
  if (code === 'empty_cart') return 'empty';
  if (code && status >= 400 && status < 500 && SHOPPER_FIXABLE.has(code)) return 'fix';
  return 'leave';
}

/**
 * The delivery fields a 400's zod issues point at (paths like ['delivery', 'zip']), each with
 * its first message, so the server's verdict shows under the field it is about.
 */
export function deliveryIssuesOf(details: unknown): Partial<Record<DeliveryField, string>> {
  const errors: Partial<Record<DeliveryField, string>> = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (!Array.isArray(path) || path[0] !== 'delivery' || typeof message !== 'string') continue;
    const field = path[1];
    if (typeof field === 'string' && (DELIVERY_FIELDS as readonly string[]).includes(field)) {
      errors[field as DeliveryField] ??= message;
    }
  }
  return errors;
}

/** The cart as the payment session depends on it: which lines, how many of each. */
export function cartSignature(lines: readonly { key: string; quantity: number }[]): string {
  return lines
    .map((line) => `${line.key}*${line.quantity}`)
    .sort()
    .join(',');
}

/** A card number as typed, in groups of four: "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as typed, with the slash put in: "1230" -> "12/30", and "12" -> "12/" while typing
 * forwards. Deleting leaves "12", so backspace never gets stuck on the slash.
 */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && input.length > previous.length) return `${digits}/`;
  return digits;
}

export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** A card's states that let the order be placed: held, charged (an intent captured already), or on its way. */
export const CARD_HELD: readonly PaymentIntentView['status'][] = ['requires_capture', 'succeeded', 'processing'];

/** What a card payment came to, from either provider. */
export type PaymentOutcome = { kind: 'succeeded' } | { kind: 'declined'; message: string } | { kind: 'failed' };

/**
 * A payment intent after confirming or authenticating, as an outcome: the card held for the order
 * (`requires_capture`, decision 028) succeeded. `processing` is handed on like a success: placing
 * the order asks the server, which answers whether the card was held.
 */
export function outcomeOfIntent(view: Pick<PaymentIntentView, 'status' | 'lastPaymentError'>): PaymentOutcome {
  if (CARD_HELD.includes(view.status)) return { kind: 'succeeded' };
  if (view.status === 'requires_payment_method' && view.lastPaymentError) {
    return { kind: 'declined', message: view.lastPaymentError.message };
  }
  return { kind: 'failed' };
}
