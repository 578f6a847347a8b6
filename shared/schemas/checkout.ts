import { z } from 'zod';
import { ageOn, MINIMUM_AGE, parseIsoDate, todayUtc } from '../age.ts';
import { ORDER_STATUSES } from '../back-office/order-status.ts';
import { DELIVERY_OPTION_IDS } from '../catalogue/delivery.ts';
import { PURCHASE_TYPES } from '../catalogue/sizes.ts';
import { MEASURES } from '../compliance/measures.ts';
import { isUsStateCode } from '../compliance/us-states.ts';
import { accountNumberProblem, routingNumberProblem } from '../payments/bank-accounts.ts';
import { COLLECTED_AS, PAYMENT_STATES } from '../payments/order-payment.ts';
import { TENDER_IDS } from '../payments/tenders.ts';
import { TAX_KINDS } from '../taxes/tax-rules.ts';
import { trackingSchema } from './tracking-number.ts';

/**
 * Checkout's contract: the delivery details both sides validate with
 * the same rules, the payment intent call and the order the shopper gets back.
 */

/** Each delivery field's name, as the form labels it and the errors name it. */
export const DELIVERY_FIELD_LABELS = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  street: 'Street address',
  city: 'City',
  zip: 'ZIP code',
  state: 'State',
} as const;
const L = DELIVERY_FIELD_LABELS;

const required = (label: string) => ({ error: `${label} is required` });

const trimmed = (max: number, label: string) =>
  z.string(required(label)).trim().min(1, required(label).error).max(max, `${label} is at most ${max} characters`);

/** Ten digits, a US number; spaces, dashes, dots, brackets and a leading +1 are allowed. */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export const deliveryDetailsSchema = z.object({
  fullName: trimmed(100, L.fullName),
  email: z.string(required(L.email)).trim().pipe(z.email('Enter a valid email address').max(254)),
  phone: z.string(required(L.phone)).trim().regex(PHONE_PATTERN, 'Enter a 10-digit US phone number'),
  dateOfBirth: z
    .string(required(L.dateOfBirth))
    .refine((value) => parseIsoDate(value) !== null, 'Enter your date of birth as YYYY-MM-DD')
    .refine((value) => {
      const age = ageOn(value, todayUtc());
      return age === null || age >= MINIMUM_AGE;
    }, `You must be ${MINIMUM_AGE} or older to order`)
    .refine((value) => {
      const age = ageOn(value, todayUtc());
      return age === null || age <= 120;
    }, 'Enter your real date of birth'),
  street: trimmed(200, L.street),
  city: trimmed(100, L.city),
  zip: z.string(required(L.zip)).trim().regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code'),
  // Stored and compared as the two-letter code in capitals, however it was typed. Any state is
  // accepted here: whether the store delivers there is the state rules' to say, in their words.
  state: z
    .string(required(L.state))
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, 'Enter the two-letter code of a US state'),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

export const deliveryOptionIdSchema = z.enum(DELIVERY_OPTION_IDS, {
  error: `deliveryOption must be one of: ${DELIVERY_OPTION_IDS.join(', ')}`,
});

/**
 * POST /api/create-payment-intent: a checkout sends where and how to deliver. Prices never come from the client: any amount or price sent is ignored.
 */
export const createPaymentIntentRequestSchema = z.object({
  delivery: deliveryDetailsSchema,
  deliveryOption: deliveryOptionIdSchema,
  /** How the shopper pays; a card when not said, as before there was a choice. */
  tender: z.enum(TENDER_IDS, { error: `tender must be one of: ${TENDER_IDS.join(', ')}` }).default('card'),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

const decimalString = z.string().regex(/^\d+\.\d{2}$/);

/**
 * A tax as an order was charged it: its terms (so the handoff can charge it again on what was
 * handed over), its base and its amount.
 */
export const taxLineSchema = z.object({
  kind: z.enum(TAX_KINDS),
  label: z.string(),
  ratePercent: z.string(),
  place: z.string().optional(),
  onDelivery: z.boolean(),
  onTaxes: z.array(z.enum(TAX_KINDS)),
  base: decimalString,
  amount: decimalString,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/**
 * The server's totals: the items, savings, delivery, each tax and the total. Savings are 0.00 but
 * on an order placed with Subscribe & Save, before decision 032 withdrew it: there the subtotal
 * is the items at one-time prices and savings what the discount took off. `taxRules` names the
 * state's tax rules by version; an order placed before the store charged taxes has neither.
 */
export const orderBreakdownSchema = z.object({
  subtotal: decimalString,
  savings: decimalString,
  delivery: decimalString,
  taxes: z.array(taxLineSchema).optional(),
  taxRules: z.object({ state: z.string(), version: z.number().int() }).optional(),
  total: decimalString,
});
export type OrderBreakdown = z.infer<typeof orderBreakdownSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The checkout's answer: for a card, the payment intent the browser confirms; for an order paid
 * at the door, the checkout whose order the shopper places (POST /api/orders) once they have
 * read the total. Either way, the server's totals.
 */
export const cardPaymentIntentSchema = z.object({
  tender: z.literal('card'),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  currency: z.literal('usd'),
  breakdown: orderBreakdownSchema,
});
export type CardPaymentIntent = z.infer<typeof cardPaymentIntentSchema>;

export const doorCheckoutSchema = z.object({
  tender: z.literal('door'),
  checkoutId: z.string(),
  currency: z.literal('usd'),
  breakdown: orderBreakdownSchema,
});
export type DoorCheckout = z.infer<typeof doorCheckoutSchema>;

/** A checkout paid by bank: placed with the account to debit; `testBank` when the test bank answers. */
export const bankCheckoutSchema = doorCheckoutSchema.extend({
  tender: z.literal('bank'),
  testBank: z.boolean(),
});
export type BankCheckout = z.infer<typeof bankCheckoutSchema>;

export const createPaymentIntentResponseSchema = z.discriminatedUnion('tender', [
  cardPaymentIntentSchema,
  doorCheckoutSchema,
  bankCheckoutSchema,
]);
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

const problemOf = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** The bank account a shopper pays by bank from; linked by the bank provider, never stored. */
export const bankAccountSchema = z.object({
  holderName: z.string().trim().min(1, 'Enter the name on the account').max(100),
  routingNumber: z.string().max(20).superRefine(problemOf(routingNumberProblem)),
  accountNumber: z.string().max(30).superRefine(problemOf(accountNumberProblem)),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * POST /api/orders: the paid payment intent's id, or the checkout of an order paid at the door,
 * or paid by bank with the account to pay from.
 */
export const createOrderRequestSchema = z.union(
  [
    z.object({ paymentIntentId: z.string().trim().min(1, 'paymentIntentId is required').max(255) }),
    z.object({ checkoutId: z.uuid('checkoutId is the id of a checkout'), bankAccount: bankAccountSchema.optional() }),
  ],
  { error: 'Send paymentIntentId for a card payment, or checkoutId for an order paid at the door or by bank' },
);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  thcContent: z.string(),
  size: z.string(),
  sizeLabel: z.string(),
  purchaseType: z.enum(PURCHASE_TYPES),
  quantity: z.number().int().positive(),
  unitPrice: decimalString,
  lineTotal: decimalString,
  /**
   * What one unit held when it was sold, so a later order the same day counts it against the
   * state's per-day limits as sold. Absent on orders placed before it was kept.
   */
  content: z.object({ measure: z.enum(MEASURES), amount: z.number().positive() }).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A 409 `insufficient_stock`'s details hold one of these for each product and size the cart
 * asks more of than is on hand (its lines of both purchase types added up).
 */
export const stockShortfallSchema = z.object({
  productId: z.string(),
  size: z.string(),
  name: z.string(),
  sizeLabel: z.string(),
  quantity: z.number().int().positive(),
  onHand: z.number().int().nonnegative(),
});
export type StockShortfall = z.infer<typeof stockShortfallSchema>;

/** One step of an order's progress as its shopper sees it: the status and when (no staff, no notes). */
export const orderProgressSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

/**
 * An order as its shopper reads it: no date of birth leaves the server. `status` is where it is
 * now ('paid' is "Order Placed"), `timeline` every status it has had, oldest first, and
 * `refunded` the money returned so far.
 */
/** An order's money (shared/payments/order-payment.ts); what was refunded is beside it. */
export const orderPaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** The most the order may take: its total, less the lines not handed over. */
  due: decimalString,
  captured: decimalString,
  collectedAs: z.enum(COLLECTED_AS).nullable(),
  /** The last four digits of the bank account an order paid by bank is debited from. */
  accountLast4: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
  delivery: deliveryDetailsSchema.omit({ dateOfBirth: true }),
  deliveryOption: deliveryOptionIdSchema,
  breakdown: orderBreakdownSchema,
  timeline: z.array(orderProgressSchema),
  refunded: decimalString,
  /** How it is paid: by card at checkout, or to the driver at the door. */
  tender: z.enum(TENDER_IDS),
  payment: orderPaymentSchema,
  /** The places in `lines` of those the driver did not hand over (not charged). */
  notHandedOver: z.array(z.number().int()),
  /** Why the driver brought it back, for an order Returned to store. */
  returnReason: z.string().nullable(),
  /** The carrier and tracking number staff gave, while it is In Transit or once Delivered. */
  tracking: trackingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The test gateway's card step, standing in for Stripe's Payment Element (see docs/API.md). */
export const testCardPaymentSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
});
export const testAuthenticationSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  outcome: z.enum(['complete', 'fail']),
});

/** A payment intent as a browser sees it: Stripe's states, and the last error when declined. */
export const paymentIntentViewSchema = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'succeeded',
    'canceled',
  ]),
  amount: z.number().int(),
  currency: z.literal('usd'),
  lastPaymentError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;
export type PaymentIntentStatus = PaymentIntentView['status'];
