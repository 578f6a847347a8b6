import { testGatewayStepApiPath } from '#shared/api-paths';
import { type PaymentIntentView, paymentIntentViewSchema } from '#shared/schemas/checkout';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The built-in test gateway's card step (docs/API.md), standing in for Stripe's Payment Element
 * when the store runs without Stripe keys. It follows Stripe's test cards and intent states.
 */

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export function confirmTestCardPayment(
  paymentIntentId: string,
  clientSecret: string,
  card: TestCard,
): Promise<PaymentIntentView> {
  return apiRequest(testGatewayStepApiPath(paymentIntentId, 'confirm'), {
    method: 'POST',
    body: { clientSecret, ...card },
    schema: paymentIntentViewSchema,
  });
}

/** The bank's step for a card that asks for it (4000 0025 0000 3155), passed or failed. */
export function authenticateTestPayment(
  paymentIntentId: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<PaymentIntentView> {
  return apiRequest(testGatewayStepApiPath(paymentIntentId, 'authenticate'), {
    method: 'POST',
    body: { clientSecret, outcome },
    schema: paymentIntentViewSchema,
  });
}
