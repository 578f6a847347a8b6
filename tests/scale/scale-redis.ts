import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A Redis database (0 to 15 on a stock server) that nothing else uses, claimed with a marker
 * key so two runs at once never share one. The store's processes keep their rate-limit counts
 * and anything else there; at the end it is flushed, which removes only what this run wrote.
 * Pub/sub channels are server-wide, not per database, so invalidation messages are not fenced.
 */
export interface ScaleRedis {
  /** What the store's processes get as REDIS_URL. */
  url: string;
  release(): Promise<void>;
}

const MARKER = 'verdant-scale:claimed-by';
const CLAIM_SECONDS = 30 * 60;

export async function claimScaleRedis(serverUrl: string): Promise<ScaleRedis> {
  const run = randomBytes(6).toString('hex');
  for (let database = 15; database >= 1; database--) {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
    await redis.connect();
    const empty = (await redis.dbsize()) === 0;
    const claimed = empty && (await redis.set(MARKER, run, 'EX', CLAIM_SECONDS, 'NX')) === 'OK';
    if (!claimed) {
      redis.disconnect();
      continue;
    }
    return {
      url: url.toString(),
      async release() {
        if ((await redis.get(MARKER)) === run) await redis.flushdb();
        redis.disconnect();
      },
    };
  }
  throw new Error(`Every Redis database from 1 to 15 at ${serverUrl} holds keys; none is free for the run`);
}
