import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { knownErrorBody } from '#shared/errors';
import { cartSchema } from '#shared/schemas/cart';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { roomyStateLimits } from '../setup/state-limits.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';
import { testDatabaseUrl } from '../setup/test-database.ts';

/**
 * The database goes away under load and comes back. On PostgreSQL the app reaches the server
 * through a proxy that is stopped (connections cut, new ones refused) and started again, and
 * the server's own connections are also ended with pg_terminate_backend; on PGlite the
 * embedded instance is stopped and then reopened from its files.
 */

const onPostgres = testDatabaseUrl() !== null;
/** A 503 slower than this means a request waited on a database that was not there. */
const QUICK_MS = 4_000;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ databaseOutages: true });
});
beforeEach(() => api.reset());
// A test that fails while the database is away must not leave it away for the next one.
afterEach(() => api.database.start());
afterAll(() => api.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Timed {
  label: string;
  response: TestResponse;
  ms: number;
}

async function timed(label: string, sending: () => Promise<TestResponse>): Promise<Timed> {
  const started = performance.now();
  const response = await sending();
  return { label, response, ms: performance.now() - started };
}

/**
 * A success, or a quick 503 database_unavailable as JSON with Retry-After; never a 500. (A
 * success may have waited for the database to come back: that is the wait a shopper wants.)
 */
function expectAnsweredOrUnavailable({ label, response, ms }: Timed) {
  const where = `${label}: ${response.status} ${response.text.slice(0, 200)}`;
  expect([200, 503], where).toContain(response.status);
  expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
  if (response.status === 503) {
    expect(ms, `${where} took ${Math.round(ms)} ms`).toBeLessThan(QUICK_MS);
    expect(knownErrorBody(response.body)?.error, where).toEqual({
      code: 'database_unavailable',
      message: 'The store is busy just now. Please try again shortly.',
    });
    expect(response.headers.get('retry-after'), where).toBe('5');
  }
}

type Line = [productId: string, size: string];
const LINES: Line[] = [
  ['tangie-flower', '3.5g'],
  ['tangie-flower', '7g'],
  ['lychee-gummies', '6-pack'],
  ['blue-dream-preroll', '1-preroll'],
];

interface Mutation {
  id: number;
  name: 'setLineQuantity' | 'removeLine' | 'clearCart';
  args: Record<string, unknown>;
}

/**
 * A device as the PWA's sync engine runs it: mutations numbered per client id wait in an
 * outbox, are pushed in order, and leave it only once the server acknowledges their id; the
 * device's own picture of the cart is what they make when applied once each, in order.
 */
class Device {
  readonly clientId = randomUUID();
  outbox: Mutation[] = [];
  lastId = 0;
  readonly expected = new Map<string, number>();

  constructor(readonly client: TestClient) {}

  /** The n-th change a shopper makes: mostly quantities, sometimes a removal or emptying the cart. */
  change(n: number): Mutation {
    const [productId, size] = LINES[n % LINES.length] as Line;
    const line = { productId, size, purchaseType: 'one-time' };
    const key = `${productId}|${size}`;
    let mutation: Omit<Mutation, 'id'>;
    if (n % 7 === 6) {
      mutation = { name: 'clearCart', args: {} };
      this.expected.clear();
    } else if (n % 5 === 4) {
      mutation = { name: 'removeLine', args: line };
      this.expected.delete(key);
    } else {
      const quantity = (n % 9) + 1;
      mutation = { name: 'setLineQuantity', args: { ...line, quantity } };
      this.expected.set(key, quantity);
    }
    this.lastId += 1;
    const queued = { id: this.lastId, ...mutation };
    this.outbox.push(queued);
    return queued;
  }

  /** Pushes what waits; a 200 drops every acknowledged mutation from the outbox. */
  async push(): Promise<TestResponse> {
    const response = await this.client.post('/api/cart/sync', {
      json: { clientId: this.clientId, mutations: this.outbox },
    });
    if (response.status === 200) {
      const acknowledged = syncResponseSchema.parse(response.body).lastMutationIds[this.clientId] ?? 0;
      this.outbox = this.outbox.filter((mutation) => mutation.id > acknowledged);
    }
    return response;
  }

  /** The cart lines the device expects, as [productId, size, quantity], sorted. */
  expectedLines() {
    return [...this.expected]
      .map(([key, quantity]) => [...key.split('|'), quantity])
      .sort((a, b) => String(a).localeCompare(String(b)));
  }
}

/** The session's cart as the server holds it, as [productId, size, quantity], sorted. */
async function serverLines(client: TestClient) {
  const response = await client.get('/api/cart');
  expect(response.status, response.text).toBe(200);
  return cartSchema
    .parse(response.body)
    .map((line) => [line.product.id, line.size, line.quantity])
    .sort((a, b) => String(a).localeCompare(String(b)));
}

/** The server's last applied mutation id for the device, read with a pull. */
async function serverLastId(device: Device): Promise<number> {
  const response = await device.client.post('/api/cart/sync', { json: { clientId: device.clientId, mutations: [] } });
  expect(response.status, response.text).toBe(200);
  return syncResponseSchema.parse(response.body).lastMutationIds[device.clientId] ?? 0;
}

/** Until `done()`, shoppers browse and devices push changes, each as fast as answers come. */
async function shoppersUntil(devices: Device[], browser: TestClient, done: () => boolean): Promise<Timed[]> {
  const answers: Timed[] = [];
  const browsing = async () => {
    const paths = ['/api/products/featured', '/api/products/tangie-flower', '/api/products?category=flower'];
    for (let n = 0; !done(); n++) {
      const path = paths[n % paths.length] as string;
      answers.push(await timed(`GET ${path}`, () => browser.get(path)));
    }
  };
  const syncing = async (device: Device) => {
    for (let n = 0; !done(); n++) {
      device.change(n);
      answers.push(await timed('POST /api/cart/sync', () => device.push()));
      answers.push(await timed('GET /api/cart', () => device.client.get('/api/cart')));
    }
  };
  await Promise.all([browsing(), browsing(), ...devices.map(syncing)]);
  return answers;
}

describe('the database goes away under load', () => {
  // The devices set any line to up to 9: these tests are about the outage, not the states' limits.
  beforeEach(() => roomyStateLimits(api));
  test('answers are 503 database_unavailable at once, never a 500 or a hang, and it recovers by itself', async () => {
    const devices = await Promise.all([1, 2, 3].map(async () => new Device(await api.verifiedClient())));
    const browser = api.client();
    let done = false;
    const load = shoppersUntil(devices, browser, () => done);

    await sleep(300);
    await api.database.stop();
    await sleep(1_000);
    const duringOutage = await timed(
      'GET /api/cart',
      () => devices[0]?.client.get('/api/cart') as Promise<TestResponse>,
    );
    expect(duringOutage.response.status).toBe(503);
    // The catalogue every shopper shares is kept in memory. PGlite's one process is also the only
    // one that could change it; a PostgreSQL server's other processes could, unheard while the
    // server is away, so there it is read anew and unavailable like the rest.
    const catalogueDuringOutage = await browser.get('/api/products/featured');
    expect(catalogueDuringOutage.status).toBe(onPostgres ? 503 : 200);
    await api.database.start();
    // The very next requests succeed: no restart, no dead connection handed out.
    for (const path of ['/api/products/featured', '/api/cart', '/api/products/lychee-gummies']) {
      const answer = await timed(`after: GET ${path}`, () => devices[0]?.client.get(path) as Promise<TestResponse>);
      expect(answer.response.status, `${path} ${answer.response.text}`).toBe(200);
    }
    await sleep(300);
    done = true;
    const answers = [duringOutage, ...(await load)];

    for (const answer of answers) expectAnsweredOrUnavailable(answer);
    expect(answers.filter((answer) => answer.response.status === 503).length).toBeGreaterThan(1);

    // Every change pushed meanwhile reaches the server once: each device's cart is exactly
    // what its changes make, and the server has applied its last one.
    for (const device of devices) {
      for (let attempt = 0; device.outbox.length > 0 && attempt < 5; attempt++) {
        expect((await device.push()).status).toBe(200);
      }
      expect(device.outbox).toEqual([]);
      expect(await serverLines(device.client)).toEqual(device.expectedLines());
      expect(await serverLastId(device)).toBe(device.lastId);
    }
  });

  test('cart changes pushed while it is away are refused with 503, and applied once when pushed again', async () => {
    const device = new Device(await api.verifiedClient());
    for (let n = 0; n < 3; n++) device.change(n);
    expect((await device.push()).status).toBe(200);
    const before = await serverLines(device.client);
    expect(before).toEqual(device.expectedLines());

    await api.database.stop();
    for (let n = 3; n < 9; n++) device.change(n);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectAnsweredOrUnavailable(await timed('push during the outage', () => device.push()));
    }
    expect(device.outbox.map((mutation) => mutation.id)).toEqual([4, 5, 6, 7, 8, 9]);
    await api.database.start();

    expect(await serverLines(device.client)).toEqual(before);
    expect(await serverLastId(device)).toBe(3);
    const replayed = device.outbox;
    const answer = await device.push();
    expect(answer.status, answer.text).toBe(200);
    expect(device.outbox).toEqual([]);
    expect(await serverLines(device.client)).toEqual(device.expectedLines());
    expect(await serverLastId(device)).toBe(9);

    // The answer lost on the way: the same push again changes nothing.
    const version = syncResponseSchema.parse(answer.body).version;
    const again = await device.client.post('/api/cart/sync', {
      json: { clientId: device.clientId, mutations: replayed },
    });
    expect(again.status, again.text).toBe(200);
    expect(syncResponseSchema.parse(again.body).version).toBe(version);
    expect(await serverLines(device.client)).toEqual(device.expectedLines());
  });
});

describe.runIf(onPostgres)('on a PostgreSQL server', () => {
  // The devices set any line to up to 9: these tests are about the outage, not the states' limits.
  beforeEach(() => roomyStateLimits(api));
  test('ending the app’s connections: requests in flight get 503 or their answer, never a 500 or a hang, and the next ones succeed', async () => {
    const devices = await Promise.all([1, 2].map(async () => new Device(await api.verifiedClient())));
    const browser = api.client();
    let done = false;
    const load = shoppersUntil(devices, browser, () => done);

    let ended = 0;
    for (let round = 0; round < 3; round++) {
      await sleep(250);
      ended += await api.terminateDatabaseConnections();
    }
    await sleep(250);
    done = true;
    const answers = await load;
    expect(ended).toBeGreaterThan(0);
    for (const answer of answers) expectAnsweredOrUnavailable(answer);

    for (const path of ['/api/products/featured', '/api/cart', '/api/products/lychee-gummies']) {
      const response = await browser.get(path);
      expect(response.status, `${path} ${response.text}`).toBe(200);
    }
    for (const device of devices) {
      for (let attempt = 0; device.outbox.length > 0 && attempt < 5; attempt++) await device.push();
      expect(device.outbox).toEqual([]);
      expect(await serverLines(device.client)).toEqual(device.expectedLines());
      expect(await serverLastId(device)).toBe(device.lastId);
    }
  });

  test('a server that takes connections and never answers is a 503 within a few seconds, not a hang', async () => {
    const { silence } = api.database;
    if (!silence) throw new Error('The proxy in front of PostgreSQL can be silenced');
    const client = await api.verifiedClient();
    // The pool's connections are cut first, so each request needs a new one.
    await api.database.stop();
    await silence();
    const answers = await Promise.all([
      timed('GET /api/products/featured', () => client.get('/api/products/featured')),
      timed('GET /api/age-verification', () => client.get('/api/age-verification')),
      timed('POST /api/cart', () => client.post('/api/cart', { json: { productId: 'tangie-flower' } })),
    ]);
    for (const answer of answers) {
      expect(answer.response.status, answer.label).toBe(503);
      expectAnsweredOrUnavailable(answer);
    }
    await api.database.start();
    expect((await client.get('/api/products/featured')).status).toBe(200);
  });
});
