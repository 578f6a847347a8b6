import Stripe from 'stripe';
import { type PaymentIntentStatus, paymentIntentViewSchema } from '#shared/schemas/checkout';
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** host, port and protocol point the SDK somewhere other than api.stripe.com (tests only). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const STATUSES: readonly string[] = paymentIntentViewSchema.shape.status.options;
const isKnownStatus = (status: string): status is PaymentIntentStatus => STATUSES.includes(status);

/** Card payments through Stripe's PaymentIntents API, with the SDK's own retry of one. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });

  return {
    name: 'stripe',

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      );
      return toProviderIntent(intent);
    },

    async updateIntent(id, { amountCents, metadata, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.update(id, { amount: amountCents, metadata }, { idempotencyKey }),
      );
      return toProviderIntent(intent);
    },

    async retrieveIntent(id) {
      // An empty id would make the SDK call GET /v1/payment_intents/, which lists intents.
      if (id === '') return null;
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(id).catch((error: unknown) => {
          if (isResourceMissing(error)) return null;
          throw error;
        }),
      );
      return intent && toProviderIntent(intent);
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await call(
        () => stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
        (message, cause) => new RefundRefusedError(message, { cause }),
      );
      return toProviderRefund(refund, paymentIntentId);
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidSignatureError(error.message);
        }
        throw error;
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: event.type, paymentIntentId: event.data.object.id };
    case 'payment_intent.payment_failed':
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: event.data.object.id,
        message: event.data.object.last_payment_error?.message ?? 'The payment failed.',
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      // A charge made without a payment intent was not made by this store.
      if (!paymentIntentId) return { id: event.id, type: 'ignored', paymentIntentId: null };
      return {
        id: event.id,
        type: event.type,
        paymentIntentId,
        amountRefundedCents: charge.amount_refunded,
        refundId: charge.refunds?.data[0]?.id ?? null,
      };
    }
    default:
      return { id: event.id, type: 'ignored', paymentIntentId: null };
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe answers a refund it could not make with status failed or canceled, not an error. */
function toProviderRefund(refund: Stripe.Refund, paymentIntentId: string): ProviderRefund {
  const status = refund.status ?? 'pending';
  if (status !== 'succeeded' && status !== 'pending' && status !== 'requires_action') {
    throw new RefundRefusedError(`Stripe could not make the refund (${refund.failure_reason ?? status}).`);
  }
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId,
    amountCents: refund.amount,
    status,
  };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  if (intent.currency !== 'usd') {
    throw new Error(`Stripe payment intent ${intent.id} is in ${intent.currency}, not usd.`);
  }
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    // Null only when the request was made with a publishable key, which this server never uses.
    clientSecret: intent.client_secret ?? '',
    // The store never asks for manual capture or other flows, so any other status (for example
    // requires_capture) is treated as still in flight rather than as paid or failed.
    status: isKnownStatus(intent.status) ? intent.status : 'processing',
    amountCents: intent.amount,
    currency: 'usd',
    metadata: { ...intent.metadata },
    lastPaymentError: error
      ? { code: error.code ?? error.decline_code ?? 'payment_failed', message: error.message ?? 'The payment failed.' }
      : null,
  };
}

/**
 * Runs one SDK call. Connection failures, rate limits and Stripe's own failures (5xx) mean
 * "try again later" to the services above; anything else (a bad key, a bad parameter, an unknown
 * id, a charge already refunded) is Stripe's refusal: a plain Error carrying Stripe's message
 * unless the caller names its own, with the SDK's error as its cause.
 */
async function call<T>(
  request: () => Promise<T>,
  refusal: (message: string, cause: unknown) => Error = (message, cause) => new Error(message, { cause }),
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error instanceof Stripe.errors.StripeAPIError ||
      (error.statusCode ?? 0) >= 500
    ) {
      throw new ProviderUnavailableError(`Stripe is unavailable: ${error.message}`, { cause: error });
    }
    throw refusal(error.message, error);
  }
}

function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}
