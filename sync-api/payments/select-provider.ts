import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestGateway } from './test-gateway.ts';

/**
 * Stripe when its keys are configured; otherwise the built-in test gateway. The configuration
 * check (config.ts) allows that only when PAYMENTS=test or NODE_ENV is development or test, and
 * never in production; refusing production here too is the last guard.
 */
export function selectPaymentProvider(config: Pick<Config, 'stripe' | 'nodeEnv'>, db: Database): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  if (config.nodeEnv === 'production') {
    throw new Error('The built-in test payment gateway never runs in production: set the Stripe keys');
  }
  return createTestGateway(db);
}
