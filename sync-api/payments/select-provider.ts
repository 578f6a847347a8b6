import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BankProvider } from './bank-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestBank } from './test-bank.ts';
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

/**
 * The bank provider pay by bank uses: the built-in test bank wherever the test gateway may run
 * (never in production), and none in production until a bank provider's adapter is configured,
 * so no state can take pay by bank there (decision 027).
 */
export function selectBankProvider(config: Pick<Config, 'nodeEnv'>, db: Database): BankProvider | null {
  return config.nodeEnv === 'production' ? null : createTestBank(db);
}
