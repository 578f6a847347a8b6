import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { TEST_BANK_ROUTING_NUMBER } from '#shared/payments/bank-accounts';
import { type BankCheckout, bankCheckoutSchema, type Order, orderSchema } from '#shared/schemas/checkout';
import type { BankProvider } from '../../sync-api/payments/bank-provider.ts';
import { ProviderUnavailableError } from '../../sync-api/payments/payment-provider.ts';
import { createTestBank } from '../../sync-api/payments/test-bank.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import type { OrderLineRequest } from './paid-orders.ts';
import { TestClient } from './test-client.ts';

/** Orders paid by bank, made as a shopper makes them, and the test bank as a test watches it. */

export const SETTLING_ACCOUNT = '000123456789';
export const SHORT_OF_FUNDS_ACCOUNT = '000111111116';
export const RETURNING_ACCOUNT = '000222222227';

export const bankAccount = (accountNumber: string = SETTLING_ACCOUNT) => ({
  holderName: 'Ada Lovelace',
  routingNumber: TEST_BANK_ROUTING_NUMBER,
  accountNumber,
});

/** A shopper on `baseUrl` with `lines` in the cart and a checkout to pay by bank. */
export async function bankCheckout(
  baseUrl: string,
  lines: OrderLineRequest[],
  delivery: Record<string, string> = DELIVERY,
): Promise<{ shopper: TestClient; checkout: BankCheckout }> {
  const shopper = await new TestClient(baseUrl).verifyAge();
  for (const line of lines) {
    const added = await shopper.post(API_PATHS.cart, { json: line });
    expect(added.status, added.text).toBe(200);
  }
  const prepared = await shopper.post(API_PATHS.createPaymentIntent, {
    json: { delivery, deliveryOption: 'standard', tender: 'bank' },
  });
  expect(prepared.status, prepared.text).toBe(200);
  return { shopper, checkout: bankCheckoutSchema.parse(prepared.body) };
}

/** A shopper who places an order paid by bank from `accountNumber`. */
export async function placeBankOrder(
  baseUrl: string,
  lines: OrderLineRequest[],
  accountNumber: string = SETTLING_ACCOUNT,
  delivery: Record<string, string> = DELIVERY,
): Promise<{ shopper: TestClient; order: Order }> {
  const { shopper, checkout } = await bankCheckout(baseUrl, lines, delivery);
  const placed = await shopper.post(API_PATHS.orders, {
    json: { checkoutId: checkout.checkoutId, bankAccount: bankAccount(accountNumber) },
  });
  expect(placed.status, placed.text).toBe(200);
  return { shopper, order: orderSchema.parse(placed.body) };
}

/** The test bank's calls as a test watches them, and the bank down on cue. */
export interface WatchedBank {
  debits: number;
  down: boolean;
  /** How many days ahead of the real clock the bank's clock runs. */
  daysAhead: number;
  reset(): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The test bank over `db`, wrapped so that a test counts its debits and can take it down. */
export function watchedTestBank(db: Knex): { bank: BankProvider; watched: WatchedBank } {
  const watched: WatchedBank = {
    debits: 0,
    down: false,
    daysAhead: 0,
    reset() {
      watched.debits = 0;
      watched.down = false;
      watched.daysAhead = 0;
    },
  };
  const testBank = createTestBank(db, () => new Date(Date.now() + watched.daysAhead * DAY_MS));
  const unlessDown = <T>(call: () => Promise<T>) => {
    if (watched.down) return Promise.reject(new ProviderUnavailableError('The test bank is down for this test'));
    return call();
  };
  const bank: BankProvider = {
    name: testBank.name,
    linkAccount: (account) => unlessDown(() => testBank.linkAccount(account)),
    authorise: (input) => unlessDown(() => testBank.authorise(input)),
    debit: (input) => {
      watched.debits++;
      return unlessDown(() => testBank.debit(input));
    },
    voidAuthorisation: (id) => unlessDown(() => testBank.voidAuthorisation(id)),
    refund: (input) => unlessDown(() => testBank.refund(input)),
    payment: (id, now) => unlessDown(() => testBank.payment(id, now)),
  };
  return { bank, watched };
}
