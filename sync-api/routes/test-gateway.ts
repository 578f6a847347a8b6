import { API_PATHS } from '#shared/api-paths';
import { testAuthenticationSchema, testCardPaymentSchema } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { recordCardHeld } from '../payments/payment-events.ts';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { authenticateTestPayment, confirmTestPayment } from '../payments/test-gateway.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

function view(intent: ProviderPaymentIntent) {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amountCents,
    currency: intent.currency,
    lastPaymentError: intent.lastPaymentError,
  };
}

/**
 * The test gateway's card step, standing in for Stripe.js (mounted only when the test gateway
 * is the provider). A card held for its checkout is recorded at once, as Stripe's webhook would.
 */
export function testGatewayRouter(db: Database, provider: PaymentProvider): ApiRouter {
  const router = apiRouter({ prefix: API_PATHS.testGatewayPaymentIntents });
  router.use(noStore());

  router.post('/:id/confirm', async (ctx) => {
    const card = testCardPaymentSchema.parse(ctx.request.body ?? {});
    const intent = await confirmTestPayment(db, ctx.params.id ?? '', card, new Date());
    if (intent.status === 'requires_capture') await recordCardHeld(db, provider, intent.id);
    ctx.body = view(intent);
  });

  router.post('/:id/authenticate', async (ctx) => {
    const request = testAuthenticationSchema.parse(ctx.request.body ?? {});
    const intent = await authenticateTestPayment(db, ctx.params.id ?? '', request);
    if (intent.status === 'requires_capture') await recordCardHeld(db, provider, intent.id);
    ctx.body = view(intent);
  });

  return router;
}
