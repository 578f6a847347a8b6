import { API_PATHS } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { applyPaymentEvent } from '../payments/payment-events.ts';
import { InvalidSignatureError, type PaymentProvider } from '../payments/payment-provider.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/** Stripe's webhook: the signature is checked over the raw body before anything is read. */
export function paymentWebhookRouter(db: Database, provider: PaymentProvider): ApiRouter {
  const router = apiRouter();
  router.post(API_PATHS.stripeWebhook, async (ctx) => {
    let event: ReturnType<PaymentProvider['verifyWebhook']>;
    try {
      event = provider.verifyWebhook(ctx.request.rawBody ?? '', ctx.get('stripe-signature') || undefined);
    } catch (error) {
      if (error instanceof InvalidSignatureError) {
        throw new AppError('invalid_signature', 400, 'The webhook signature does not verify.');
      }
      throw error;
    }
    await applyPaymentEvent(db, provider, event);
    ctx.body = { received: true };
  });
  return router;
}
