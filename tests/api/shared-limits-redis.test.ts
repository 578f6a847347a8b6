import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { redisStore } from '../../sync-api/limits/rate-limits.ts';
import { openRedis } from '../../sync-api/redis-connection.ts';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { everyCount, roomyLimits } from '../setup/limits.ts';
import { startAppWith } from '../setup/paid-orders.ts';
import { TestClient } from '../setup/test-client.ts';

/**
 * With REDIS_URL every process counts the limits in one Redis server: two apps over one
 * database and one Redis (as two processes behind a proxy) allow a client the limit once, not
 * once each. Needs the Redis server at 127.0.0.1:6379; skipped when it does not answer.
 */

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something listens at Redis's address, within a second. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(6379, '127.0.0.1', () => done(true));
  });
}

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Skipping the shared limits' tests: no Redis answers at ${REDIS_URL}`);

const CONTACT = { points: 5, durationSeconds: 600 };
const aMessage = () => ({
  submissionId: randomUUID(),
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  subject: 'dosage-help',
  message: 'How many of the gummies should a beginner start with?',
});

describe.skipIf(!redisUp)('limits shared through Redis', () => {
  // Its own prefix for each run, so that no earlier run's counts (nor another store's) count here.
  const prefix = `verdant-test-${randomUUID()}`;
  const logger = { child: () => logger, error: () => {}, info: () => {} } as never;
  const connections: Redis[] = [];
  const apps: { close(): Promise<void> }[] = [];
  let api: ApiHarness;

  /** A store on a connection of its own, as each process opens one. */
  function sharedStore(url = REDIS_URL) {
    const redis = openRedis(url, logger, 'rate limits');
    connections.push(redis);
    return redisStore(redis, prefix);
  }

  const limits = { ...roomyLimits(), contact: everyCount(CONTACT) };

  beforeAll(async () => {
    api = await startApi({ rateLimitStore: sharedStore(), limits });
    await api.reset();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    for (const redis of connections) redis.disconnect();
    await api.close();
  });

  /** A second app over the harness's database, counting in `store`. */
  async function secondApp(store: ReturnType<typeof sharedStore>): Promise<string> {
    const app = await startAppWith(api, { rateLimitStore: store, limits });
    apps.push(app);
    return app.baseUrl;
  }

  test('two apps sharing one Redis count one client together: 12 messages, alternately, store 5', async () => {
    const other = await secondApp(sharedStore());
    const clients = [new TestClient(api.baseUrl), new TestClient(other)];
    const answers = [];
    for (let index = 0; index < 12; index += 1) {
      answers.push(await (clients[index % 2] as TestClient).post(API_PATHS.contact, { json: aMessage() }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    for (const refused of answers.slice(5)) {
      expectError(refused, 429, 'too_many_attempts');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(await api.rowCount('contact_messages')).toBe(5);
    const keys = await (connections[0] as Redis).keys(`${prefix}:rate-limit:contact:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  test('while Redis does not answer, each app still counts in its own memory, and nobody gets a 5xx', async () => {
    await api.reset();
    const unreachable = await secondApp(sharedStore('redis://127.0.0.1:1'));
    const client = new TestClient(unreachable);
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await client.post(API_PATHS.contact, { json: aMessage() })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), 429, 429]);
    expect(await api.rowCount('contact_messages')).toBe(5);
  });
});
