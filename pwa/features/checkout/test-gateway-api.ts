import { type PaymentIntentView, paymentIntentViewSchema } from '#shared/schemas/checkout';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The built-in test gateway's card step (docs/API.md), standing in for Stripe's Payment Element
 * when the store runs without Stripe keys. It follows Stripe's test cards and intent states.
 */

const intentPath = (paymentIntentId: string, step: 'confirm' | 'authenticate') =>
  `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/${step}`;

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
  return apiRequest(intentPath(paymentIntentId, 'confirm'), {
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
  return apiRequest(intentPath(paymentIntentId, 'authenticate'), {
    method: 'POST',
    body: { clientSecret, outcome },
    schema: paymentIntentViewSchema,
  });
}
