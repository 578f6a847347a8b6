import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_PATHS, adminOrderStatusApiPath, orderApiPath, testGatewayStepApiPath } from '#shared/api-paths';
import type { StaffRole } from '#shared/back-office/permissions';
import {
  type CardPaymentIntent,
  cardPaymentIntentSchema,
  doorCheckoutSchema,
  type Order,
  orderSchema,
} from '#shared/schemas/checkout';
import { type AppDependencies, createApp } from '../../sync-api/app.ts';
import {
  type CancelInput,
  type CaptureInput,
  type PaymentProvider,
  ProviderUnavailableError,
  type RefundInput,
} from '../../sync-api/payments/payment-provider.ts';
import { createTestGateway } from '../../sync-api/payments/test-gateway.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { type ApiHarness, SESSION_SECRET, startApi } from './api-harness.ts';
import { staffClient, staffEmail } from './staff-accounts.ts';
import { TestClient } from './test-client.ts';

/**
 * Orders made the way a shopper makes them: a cart, then a payment intent and the test gateway's
 * card step, or a checkout at the door.
 */

export type OrderLineRequest = {
  productId: string;
  size?: string;
  purchaseType?: 'one-time' | 'subscription';
  quantity?: number;
};

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/**
 * A shopper on `baseUrl` (an app whose provider is the test gateway) who buys `lines` and pays
 * with the test card: answers the shopper's client (its session reads the order) and the order.
 */
export async function placePaidOrder(
  baseUrl: string,
  lines: OrderLineRequest[] = [{ productId: 'lychee-gummies', size: '6-pack', quantity: 2 }],
  delivery: Record<string, string> = DELIVERY,
): Promise<{ shopper: TestClient; order: Order; intent: CardPaymentIntent }> {
  const shopper = await new TestClient(baseUrl).verifyAge();
  for (const line of lines) {
    const added = await shopper.post(API_PATHS.cart, { json: line });
    expect(added.status, added.text).toBe(200);
  }
  const prepared = await shopper.post(API_PATHS.createPaymentIntent, {
    json: { delivery, deliveryOption: 'standard' },
  });
  expect(prepared.status, prepared.text).toBe(200);
  const intent = cardPaymentIntentSchema.parse(prepared.body);
  const paid = await shopper.post(testGatewayStepApiPath(intent.paymentIntentId, 'confirm'), {
    json: { clientSecret: intent.clientSecret, ...TEST_CARD },
  });
  expect(paid.body?.status, paid.text).toBe('requires_capture');
  const placed = await shopper.post(API_PATHS.orders, { json: { paymentIntentId: intent.paymentIntentId } });
  expect(placed.status, placed.text).toBe(200);
  return { shopper, order: orderSchema.parse(placed.body), intent };
}

/** A shopper on `baseUrl` who buys `lines` and places the order to pay at the door. */
export async function placeDoorOrder(
  baseUrl: string,
  lines: OrderLineRequest[],
  delivery: Record<string, string> = DELIVERY,
): Promise<{ shopper: TestClient; order: Order }> {
  const shopper = await new TestClient(baseUrl).verifyAge();
  for (const line of lines) {
    const added = await shopper.post(API_PATHS.cart, { json: line });
    expect(added.status, added.text).toBe(200);
  }
  const prepared = await shopper.post(API_PATHS.createPaymentIntent, {
    json: { delivery, deliveryOption: 'standard', tender: 'door' },
  });
  expect(prepared.status, prepared.text).toBe(200);
  const checkout = doorCheckoutSchema.parse(prepared.body);
  const placed = await shopper.post(API_PATHS.orders, { json: { checkoutId: checkout.checkoutId } });
  expect(placed.status, placed.text).toBe(200);
  return { shopper, order: orderSchema.parse(placed.body) };
}

/** The order as its shopper reads it. */
export async function shopperView(shopper: TestClient, orderId: string): Promise<Order> {
  const response = await shopper.get(orderApiPath(orderId));
  expect(response.status, response.text).toBe(200);
  return orderSchema.parse(response.body);
}

/**
 * A second app over the harness's database with dependencies of the test's own: a payment
 * provider (one that counts refunds, or fails on cue), or where its limits count. Staff
 * sessions and shopper cookies work on both apps.
 */
export async function startAppWith(
  api: ApiHarness,
  dependencies: Pick<AppDependencies, 'paymentProvider' | 'bankProvider' | 'rateLimitStore' | 'limits'>,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = createApp({
    config: {
      sessionSecret: SESSION_SECRET,
      trustProxy: false,
      pwaDist: mkdtempSync(join(tmpdir(), 'verdant-dist-')),
      nodeEnv: 'test',
    },
    db: api.db,
    catalogue: api.catalogue,
    logger: api.logger,
    ...dependencies,
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The test gateway's refunds as a test watches them: each one asked, and the gateway down on cue. */
export interface WatchedRefunds {
  refundCalls: RefundInput[];
  captureCalls: CaptureInput[];
  cancelCalls: CancelInput[];
  down: boolean;
  /** Runs while the provider is refunding, capturing or cancelling: someone else acting on the order meanwhile. */
  meanwhile: (() => Promise<unknown>) | null;
  /** Forgets the calls and brings the gateway back up, for the next test. */
  reset(): void;
}

/** The test gateway over `db`, wrapped so that a test counts its refunds, captures and cancels and can take it down. */
export function watchedTestGateway(db: Knex): { provider: PaymentProvider; gateway: WatchedRefunds } {
  const testGateway = createTestGateway(db);
  const gateway: WatchedRefunds = {
    refundCalls: [],
    captureCalls: [],
    cancelCalls: [],
    down: false,
    meanwhile: null,
    reset() {
      gateway.refundCalls.length = 0;
      gateway.captureCalls.length = 0;
      gateway.cancelCalls.length = 0;
      gateway.down = false;
      gateway.meanwhile = null;
    },
  };
  const watched =
    <Input, Output>(calls: Input[], call: (input: Input) => Promise<Output>) =>
    async (input: Input): Promise<Output> => {
      calls.push(input);
      if (gateway.down) throw new ProviderUnavailableError('The test gateway is down for this test');
      const answer = await call(input);
      await gateway.meanwhile?.();
      return answer;
    };
  const provider: PaymentProvider = {
    ...testGateway,
    refund: watched(gateway.refundCalls, testGateway.refund),
    capture: watched(gateway.captureCalls, testGateway.capture),
    cancel: watched(gateway.cancelCalls, testGateway.cancel),
  };
  return { provider, gateway };
}

/** A new harness, and an app over its database whose test gateway's refunds the test watches. */
export async function startWatchedApp(): Promise<{
  api: ApiHarness;
  app: Awaited<ReturnType<typeof startAppWith>>;
  gateway: WatchedRefunds;
}> {
  const api = await startApi();
  const { provider, gateway } = watchedTestGateway(api.db);
  return { api, app: await startAppWith(api, { paymentProvider: provider }), gateway };
}

/** The same signed-in cookies, for another app over the same database. */
export function sameCookiesOn(client: TestClient, baseUrl: string): TestClient {
  const other = new TestClient(baseUrl);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/**
 * Staff signed in on `app` by role (and name, for two of one role): each account is made and
 * signed in the first time a test asks for it; `forget` starts the next test afresh.
 */
export function staffOn(api: ApiHarness, app: { baseUrl: string }) {
  const accounts = new Map<string, TestClient>();
  return {
    async as(role: StaffRole, name: string = role): Promise<TestClient> {
      const email = staffEmail(role, name);
      const known = accounts.get(email);
      if (known) return known;
      const client = sameCookiesOn((await staffClient(api, role, email)).client, app.baseUrl);
      accounts.set(email, client);
      return client;
    },
    forget: () => accounts.clear(),
  };
}

/** An order the staff packed and sent out: In Transit, ready for the driver's handoff. */
export async function sendOut(staff: TestClient, order: { id: string }): Promise<void> {
  for (const [from, to] of [
    ['paid', 'processing'],
    ['processing', 'in_transit'],
  ]) {
    const moved = await staff.post(adminOrderStatusApiPath(order.id), { json: { from, to } });
    expect(moved.status, moved.text).toBe(200);
  }
}
