// Exits 0 when the Redis server at the given URL answers PING within 3 s.
import { Redis } from 'ioredis';

const redis = new Redis(process.argv[2], { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
// The failed connect below is the answer; ioredis would also print it as an unhandled event.
redis.on('error', () => {});
try {
  await redis.connect();
  await redis.ping();
  redis.disconnect();
  process.exit(0);
} catch {
  redis.disconnect();
  process.exit(1);
}
