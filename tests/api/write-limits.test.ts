import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import type { LimitedWrite } from '../../sync-api/services/write-limits.ts';
import { LIMITED_WRITES, WRITE_LIMITS } from '../../sync-api/services/write-limits.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyLimits } from '../setup/limits.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * Every write an anonymous visitor can make is counted per client address and per session;
 * over either limit it is 429 with Retry-After and changes nothing. The app trusts
 * X-Forwarded-For here, as behind the store's proxy, so that one test can speak from several
 * addresses. Each test starts a new app whose counters start at zero.
 */

const SMALL = { points: 2, durationSeconds: 600 };

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ trustProxy: true });
});
afterAll(() => api.close());

/** Only `write` has the small limit; every other write is roomy, so the steps before it pass. */
async function limitOnly(write: LimitedWrite) {
  await api.reset();
  await api.restart({ limits: { ...roomyLimits(), [write]: SMALL } });
}

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const LINE = { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 1 };

let setups = 0;

/**
 * A shopper with a session (and a cart line): what the writes that need one start from. Set up
 * from an address of its own, so that the setup counts against none of the addresses tested.
 */
async function shopper(): Promise<TestClient> {
  setups += 1;
  const client = await new TestClient(api.baseUrl, from(`192.0.2.${setups % 250}`).headers).verifyAge();
  const added = await client.post(API_PATHS.cart, { json: LINE });
  expect(added.status, added.text).toBe(200);
  return client;
}

/** One valid write of each kind, from `address`; any answer but 429 means it was counted and let through. */
const SEND: Record<LimitedWrite, (client: TestClient, address: string) => Promise<TestResponse>> = {
  ageVerification: (client, address) => client.post(API_PATHS.ageVerification, { json: {}, ...from(address) }),
  reviews: (client, address) =>
    client.post(API_PATHS.reviews, {
      json: {
        submissionId: randomUUID(),
        name: 'Maya R.',
        rating: 4,
        product: 'Tangie Flower',
        title: 'Bright and citrusy',
        review: 'Smooth smoke, uplifting without the jitters.',
      },
      ...from(address),
    }),
  contact: (client, address) => client.post(API_PATHS.contact, { json: aMessage(), ...from(address) }),
  cartWrites: (client, address) => client.post(API_PATHS.cart, { json: LINE, ...from(address) }),
  cartSync: (client, address) =>
    client.post(API_PATHS.cartSync, {
      json: { clientId: randomUUID(), mutations: [{ id: 1, name: 'setLineQuantity', args: { ...LINE, quantity: 2 } }] },
      ...from(address),
    }),
  paymentIntents: (client, address) =>
    client.post(API_PATHS.createPaymentIntent, {
      json: { delivery: DELIVERY, deliveryOption: 'standard' },
      ...from(address),
    }),
  orderLookup: (client, address) =>
    client.post(API_PATHS.orderLookup, { json: { number: 'VD-2222222222', email: DELIVERY.email }, ...from(address) }),
  staffSignIn: (client, address) =>
    client.post(API_PATHS.adminSession, {
      json: { email: 'nobody@verdant.test', password: 'not the password at all' },
      ...from(address),
    }),
};

function aMessage() {
  return {
    submissionId: randomUUID(),
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    subject: 'dosage-help',
    message: 'How many of the gummies should a beginner start with?',
  };
}

/** A 429 `too_many_attempts` that says how long to wait, in its header and in words. */
function expectRefused(response: TestResponse, label: string) {
  expectError(response, 429, 'too_many_attempts', label);
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= SMALL.durationSeconds, label).toBe(true);
  expect(response.body.error.message, label).toMatch(/^Too many .+\. Please try again in \d+ (seconds|minutes?)\.$/);
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  expect(response.headers.getSetCookie(), label).toEqual([]);
}

describe.each(LIMITED_WRITES)('%s', (write) => {
  test('per client address: different sessions share one count, and a refused write stores nothing', async () => {
    await limitOnly(write);
    for (let index = 0; index < SMALL.points; index += 1) {
      const response = await SEND[write](await shopper(), '203.0.113.7');
      expect(response.status, `${write} ${index}: ${response.text}`).not.toBe(429);
    }
    const late = await shopper();
    const before = await api.snapshot();
    expectRefused(await SEND[write](late, '203.0.113.7'), `${write} from the same address`);
    expect(await api.snapshot()).toEqual(before);
    // Another address is another count.
    expect((await SEND[write](late, '198.51.100.4')).status).not.toBe(429);
  });

  test('per session: one session from different addresses shares one count', async () => {
    await limitOnly(write);
    const device = await shopper();
    for (let index = 0; index < SMALL.points; index += 1) {
      const response = await SEND[write](device, `203.0.113.${10 + index}`);
      expect(response.status, `${write} ${index}: ${response.text}`).not.toBe(429);
    }
    const before = await api.snapshot();
    expectRefused(await SEND[write](device, '203.0.113.99'), `${write} from a new address`);
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('the defaults', () => {
  beforeEach(async () => {
    await api.reset();
    await api.restart({ limits: {} });
  });

  test('200 contact messages in a row from one client store only a handful', async () => {
    const client = new TestClient(api.baseUrl);
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) statuses.push((await SEND.contact(client, '203.0.113.7')).status);
    const stored = await api.rowCount('contact_messages');
    expect(stored).toBe(WRITE_LIMITS.contact.points);
    expect(stored).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 201)).toHaveLength(stored);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - stored);
  });

  test('a household of ten behind one address, each shopping as people do, never meets them', async () => {
    const household = '203.0.113.7';
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, person) => {
        const device = new TestClient(api.baseUrl, from(household).headers);
        const seen: TestResponse[] = [await device.post(API_PATHS.ageVerification, { json: {} })];
        for (const quantity of [1, 2, 3]) {
          seen.push(await device.post(API_PATHS.cart, { json: { ...LINE, quantity } }));
        }
        const clientId = randomUUID();
        for (let id = 1; id <= 15; id += 1) {
          const mutations = [{ id, name: 'setLineQuantity', args: { ...LINE, size: '1g', quantity: id } }];
          seen.push(await device.post(API_PATHS.cartSync, { json: { clientId, mutations } }));
        }
        for (const deliveryOption of ['standard', 'express', 'standard']) {
          seen.push(await device.post(API_PATHS.createPaymentIntent, { json: { delivery: DELIVERY, deliveryOption } }));
        }
        seen.push(await SEND.reviews(device, household), await SEND.contact(device, household));
        for (const number of ['VD-2222222222', 'VD-3333333333']) {
          seen.push(
            await device.post(API_PATHS.orderLookup, { json: { number, email: `person${person}@example.com` } }),
          );
        }
        return seen;
      }),
    );
    const refused = answers.flat().filter((response) => response.status === 429 || response.status >= 500);
    expect(refused.map((response) => response.text)).toEqual([]);
  });
});
