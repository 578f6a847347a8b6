import type { PaymentIntentStatus, PaymentProviderName } from '#shared/schemas/checkout';

/**
 * What checkout needs from a card payment provider. Two implementations: Stripe (used when its
 * keys are configured) and the built-in test gateway (the default in development, tests and
 * demos). Both follow Stripe's PaymentIntent lifecycle with manual capture (decision 028): the
 * card is authorised at checkout (`requires_capture`), captured at the handoff for what was
 * handed over, or cancelled, so the services above never branch on which one runs.
 */

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** What was captured (Stripe's amount_received): 0 until the handoff. */
  capturedCents: number;
  currency: 'usd';
  metadata: Record<string, string>;
  lastPaymentError: { code: string; message: string } | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** Stored with the intent; the checkout id ties a webhook back to its checkout. */
  metadata: Record<string, string>;
  /** The same key sent twice creates one intent (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

export interface UpdateIntentInput {
  amountCents: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** The same key sent twice makes one refund (a second press, a retry after a lost answer). */
  idempotencyKey: string;
}

export interface CaptureInput {
  paymentIntentId: string;
  /** At most what was authorised; the rest of the hold is released. */
  amountCents: number;
  /** The same key sent twice captures once (a retried handoff, a lost answer). */
  idempotencyKey: string;
}

export interface CancelInput {
  paymentIntentId: string;
  idempotencyKey: string;
}

/** A refund as Stripe's Refund object has it: `re_…`, its amount, and the intent it returns. */
export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  /** Stripe's refund states the store accepts: a failed or canceled refund is thrown instead. */
  status: 'succeeded' | 'pending' | 'requires_action';
}

/** A verified provider event: only what the store acts on. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; paymentIntentId: string }
  /** The card is authorised: the order is made (capture follows at the handoff). */
  | { id: string; type: 'payment_intent.amount_capturable_updated'; paymentIntentId: string }
  /** A hold the card's bank let lapse uncaptured (Stripe cancelled it): nothing can be charged now. */
  | { id: string; type: 'payment_intent.canceled'; paymentIntentId: string }
  | { id: string; type: 'payment_intent.payment_failed'; paymentIntentId: string; message: string }
  /** Money went back on the intent's charge (from the back office or the provider's dashboard). */
  | {
      id: string;
      type: 'charge.refunded';
      paymentIntentId: string;
      /** All that has been refunded on the charge so far, not only this refund. */
      amountRefundedCents: number;
      /** The newest refund's id, when the event lists the charge's refunds. */
      refundId: string | null;
    }
  | { id: string; type: 'ignored'; paymentIntentId: null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderPaymentIntent>;
  /** Changes the amount of an intent not yet paid. */
  updateIntent(id: string, input: UpdateIntentInput): Promise<ProviderPaymentIntent>;
  /** The provider's current view of an intent, or null when it has none with that id. */
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /**
   * Takes `amountCents` of an authorised intent and releases the rest. Throws
   * PaymentRefusedError when the provider will not (not authorised, more than authorised, the
   * hold lapsed) and ProviderUnavailableError when it cannot answer.
   */
  capture(input: CaptureInput): Promise<ProviderPaymentIntent>;
  /** Releases an intent's hold; one already cancelled answers as it is. Throws as capture does. */
  cancel(input: CancelInput): Promise<ProviderPaymentIntent>;
  /**
   * Returns money on a paid intent. Throws RefundRefusedError when the provider will not (the
   * intent was not paid, more than was paid) and ProviderUnavailableError when it cannot answer.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Checks a webhook's signature over its raw body; throws when it does not verify. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}

/** Thrown by verifyWebhook for a missing, stale or forged signature. */
export class InvalidSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/** Thrown when the provider cannot be reached or answers with a failure of its own. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered and refused the refund, or the refund failed at the provider. */
export class RefundRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRefusedError';
  }
}

/** The provider answered and refused to capture or cancel the intent. */
export class PaymentRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentRefusedError';
  }
}
