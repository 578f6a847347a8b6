import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/**
 * A connection to the Redis server that every process of one store shares. Each user opens its
 * own: a connection that subscribes to a channel can do nothing else. Commands made while the
 * server is unreachable fail at once instead of queueing, so a request never waits on Redis
 * longer than its own timeout; the connection keeps retrying in the background.
 */
export function openRedis(url: string, logger: Logger, purpose: string): Redis {
  const log = logger.child({ source: 'redis', purpose });
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.error({ err: error }, 'Redis is unreachable; retrying');
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis answers again');
    reported = false;
  });
  return redis;
}
