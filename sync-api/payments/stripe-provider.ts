import Stripe from 'stripe';
import { type PaymentIntentStatus, paymentIntentViewSchema } from '#shared/schemas/checkout';
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  PaymentRefusedError,
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

/**
 * Card payments through Stripe's PaymentIntents API with manual capture (decision 028), with the
 * SDK's own retry of one.
 */
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
          {
            amount: amountCents,
            currency,
            metadata,
            capture_method: 'manual',
            automatic_payment_methods: { enabled: true },
          },
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

    async capture({ paymentIntentId, amountCents, idempotencyKey }) {
      const intent = await call(
        () => stripe.paymentIntents.capture(paymentIntentId, { amount_to_capture: amountCents }, { idempotencyKey }),
        (message, cause) => new PaymentRefusedError(message, { cause }),
      );
      return toProviderIntent(intent);
    },

    async cancel({ paymentIntentId, idempotencyKey }) {
      try {
        return toProviderIntent(
          await call(
            () => stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }),
            (message, cause) => new PaymentRefusedError(message, { cause }),
          ),
        );
      } catch (error) {
        // Stripe refuses to cancel what is cancelled already (a hold that lapsed uncaptured):
        // released is what was asked for.
        if (!(error instanceof PaymentRefusedError)) throw error;
        const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
        if (intent.status !== 'canceled') throw error;
        return toProviderIntent(intent);
      }
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
    case 'payment_intent.amount_capturable_updated':
      return { id: event.id, type: event.type, paymentIntentId: event.data.object.id };
    case 'payment_intent.canceled': {
      // The store's own releases name no reason; a hold that expired uncaptured is Stripe's.
      const reason = event.data.object.cancellation_reason;
      return reason === 'automatic' || reason === 'expired'
        ? { id: event.id, type: event.type, paymentIntentId: event.data.object.id }
        : { id: event.id, type: 'ignored', paymentIntentId: null };
    }
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
    // Any status the store does not follow is treated as still in flight, not as held or failed.
    status: isKnownStatus(intent.status) ? intent.status : 'processing',
    amountCents: intent.amount,
    capturedCents: intent.amount_received,
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
