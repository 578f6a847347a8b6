import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import type { RateLimit } from '../../sync-api/limits/rate-limits.ts';
import type { LimitedWrite, WriteLimit } from '../../sync-api/limits/write-limits.ts';
import { LIMITED_WRITES, SESSION_DOOR, WRITE_LIMITS } from '../../sync-api/limits/write-limits.ts';
import { DELIVERY, deliveryOfShopper } from '../fixtures/delivery.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyLimits } from '../setup/limits.ts';
import { TestClient, type TestResponse } from '../setup/test-client.ts';

/**
 * Every write an anonymous visitor can make is counted per session, or per address when it
 * comes without one, and per address against a flood limit (decision 019); over a limit it is
 * 429 with Retry-After and changes nothing. The app trusts X-Forwarded-For here, as behind the
 * store's proxy, so that one test can speak from several addresses. Each test starts a new app
 * whose counters start at zero.
 */

const SMALL = { points: 2, durationSeconds: 600 };
const ROOMY: RateLimit = { points: 100_000, durationSeconds: 60 };

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ trustProxy: true });
});
afterAll(() => api.close());

/** Only `write` has a small limit; every other write is roomy, so the steps before it pass. */
async function limitOnly(write: LimitedWrite, limit: WriteLimit) {
  await api.reset();
  await api.restart({ limits: { ...roomyLimits(), [write]: limit } });
}

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const LINE = { productId: 'tangie-flower', size: '3.5g', purchaseType: 'one-time', quantity: 1 };

let setups = 0;

/**
 * A shopper with a session (and a cart line): what the writes that need one start from. Set up
 * from an address of its own, so that the setup counts against none of the addresses tested,
 * and with the line added by the other cart route than the one `tested`, so that it counts
 * nothing against the session either.
 */
async function shopper(tested: LimitedWrite): Promise<TestClient> {
  setups += 1;
  const client = await new TestClient(api.baseUrl, from(`192.0.2.${setups % 250}`).headers).verifyAge();
  const added =
    tested === 'cartWrites'
      ? await client.post(API_PATHS.cartSync, {
          json: { clientId: randomUUID(), mutations: [{ id: 1, name: 'setLineQuantity', args: LINE }] },
        })
      : await client.post(API_PATHS.cart, { json: LINE });
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
  accountSignIn: (client, address) =>
    client.post(API_PATHS.accountSession, {
      json: { email: 'nobody@verdant.test', code: '000000' },
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
  test('per session: one session from different addresses shares one count, and a refused write stores nothing', async () => {
    await limitOnly(write, { perSession: SMALL, perAddress: ROOMY });
    const device = await shopper(write);
    for (let index = 0; index < SMALL.points; index += 1) {
      const response = await SEND[write](device, `203.0.113.${10 + index}`);
      expect(response.status, `${write} ${index}: ${response.text}`).not.toBe(429);
    }
    const before = await api.snapshot();
    expectRefused(await SEND[write](device, '203.0.113.99'), `${write} from a new address`);
    expect(await api.snapshot()).toEqual(before);
    // Another session at the same address has its own count.
    expect((await SEND[write](await shopper(write), '203.0.113.99')).status).not.toBe(429);
  });

  test('per address: many sessions share only its flood limit', async () => {
    await limitOnly(write, { perSession: ROOMY, perAddress: SMALL });
    for (let index = 0; index < SMALL.points; index += 1) {
      const response = await SEND[write](await shopper(write), '203.0.113.7');
      expect(response.status, `${write} ${index}: ${response.text}`).not.toBe(429);
    }
    const late = await shopper(write);
    const before = await api.snapshot();
    expectRefused(await SEND[write](late, '203.0.113.7'), `${write} from the same address`);
    expect(await api.snapshot()).toEqual(before);
    expect((await SEND[write](late, '198.51.100.4')).status).not.toBe(429);
  });

  test.skipIf(write === SESSION_DOOR)(
    "without a session: one address is one client, with one session's allowance",
    async () => {
      await limitOnly(write, { perSession: SMALL, perAddress: ROOMY });
      // A client that keeps no cookie: each of its writes comes without a session.
      const sessionless = () => new TestClient(api.baseUrl);
      for (let index = 0; index < SMALL.points; index += 1) {
        const response = await SEND[write](sessionless(), '203.0.113.7');
        expect(response.status, `${write} ${index}: ${response.text}`).not.toBe(429);
      }
      const before = await api.snapshot();
      expectRefused(await SEND[write](sessionless(), '203.0.113.7'), `${write} again without a session`);
      expect(await api.snapshot()).toEqual(before);
      // Sessions behind that address are not held back by it.
      expect((await SEND[write](await shopper(write), '203.0.113.7')).status).not.toBe(429);
    },
  );
});

describe('the age check, the door new sessions come through', () => {
  test("without a session it counts only against its address's flood limit", async () => {
    await limitOnly(SESSION_DOOR, { perSession: SMALL, perAddress: { points: 5, durationSeconds: 600 } });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await SEND[SESSION_DOOR](new TestClient(api.baseUrl), '203.0.113.7')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a session over its own limit spends nothing of its address's", () => {
  test('the others behind the address still get the whole flood allowance', async () => {
    const FLOOD = 4;
    await limitOnly('contact', { perSession: SMALL, perAddress: { points: FLOOD, durationSeconds: 600 } });
    const greedy = await shopper('contact');
    const greedyAnswers: number[] = [];
    for (let index = 0; index < 10; index += 1) greedyAnswers.push((await SEND.contact(greedy, '203.0.113.7')).status);
    expect(greedyAnswers).toEqual([201, 201, ...Array(8).fill(429)]);
    const others = [await shopper('contact'), await shopper('contact')];
    const answers = [];
    for (const other of others) {
      for (let index = 0; index < SMALL.points; index += 1)
        answers.push((await SEND.contact(other, '203.0.113.7')).status);
    }
    // The greedy session's two accepted messages and the next session's two fill the address's four.
    expect(answers).toEqual([201, 201, 429, 429]);
  });
});

describe('the defaults', () => {
  beforeEach(async () => {
    await api.reset();
    await api.restart({ limits: {} });
  });

  test('200 contact messages in a row from one client store only a handful, with or without its session', async () => {
    const { points } = WRITE_LIMITS.contact.perSession;
    expect(points).toBeLessThanOrEqual(10);
    const keepsCookies = new TestClient(api.baseUrl);
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1)
      statuses.push((await SEND.contact(keepsCookies, '203.0.113.7')).status);
    expect(await api.rowCount('contact_messages')).toBe(points);
    expect(statuses.filter((status) => status === 201)).toHaveLength(points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - points);

    for (let index = 0; index < 200; index += 1) await SEND.contact(new TestClient(api.baseUrl), '198.51.100.4');
    expect(await api.rowCount('contact_messages')).toBe(2 * points);
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

  test('a thousand sessions behind one address each shop a round and are never refused; one client without a session is stopped', async () => {
    const carrierNat = '203.0.113.7';
    const SESSIONS = 1000;
    // Enough on the shelf for all of them, so that only the limits could refuse anyone.
    await api.db('stock_levels').where({ product_id: LINE.productId }).update({ on_hand: 100_000 });
    const refusedOrFailed: string[] = [];
    const note = (person: number, step: string, response: TestResponse) => {
      if (response.status === 429 || response.status >= 500)
        refusedOrFailed.push(`${person} ${step}: ${response.text}`);
    };
    const devices: TestClient[] = [];
    // A round as the app makes it: the age check, three taps sent in one sync, a payment intent.
    async function shopsARound(person: number) {
      const device = new TestClient(api.baseUrl, from(carrierNat).headers);
      devices.push(device);
      note(person, 'age check', await device.post(API_PATHS.ageVerification, { json: {} }));
      const mutations = ['1g', '3.5g', '1g'].map((size, index) => ({
        id: index + 1,
        name: 'setLineQuantity',
        args: { ...LINE, size, quantity: index + 1 },
      }));
      const sync = await device.post(API_PATHS.cartSync, { json: { clientId: randomUUID(), mutations } });
      note(person, 'sync', sync);
      const delivery = { ...deliveryOfShopper(person), email: `person${person}@example.com` };
      const intent = await device.post(API_PATHS.createPaymentIntent, {
        json: { delivery, deliveryOption: 'standard' },
      });
      note(person, 'payment intent', intent);
      expect(intent.status, `${person}: ${sync.text} ${intent.text}`).toBe(200);
    }
    const AT_ONCE = 8;
    for (let first = 0; first < SESSIONS; first += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, (_, offset) => shopsARound(first + offset)));
    }
    expect(refusedOrFailed).toEqual([]);

    // A script behind the same address that keeps no cookie gets one session's allowance.
    const { points } = WRITE_LIMITS.cartSync.perSession;
    const pull = { json: { clientId: randomUUID(), mutations: [] }, ...from(carrierNat) };
    const scriptAnswers: number[] = [];
    for (let index = 0; index <= points; index += 1) {
      scriptAnswers.push((await new TestClient(api.baseUrl).post(API_PATHS.cartSync, pull)).status);
    }
    expect(scriptAnswers.filter((status) => status === 429)).toEqual([429]);
    expect(scriptAnswers.at(-1)).toBe(429);
    // The sessions behind the address still sync.
    const pullOfDevice = { json: { clientId: randomUUID(), mutations: [] } };
    expect((await devices[0]?.post(API_PATHS.cartSync, pullOfDevice))?.status).toBe(200);
  }, 240_000);
});
