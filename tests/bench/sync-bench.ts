import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { syncResponseSchema } from '#shared/schemas/cart-sync';
import { BODY_LIMITS } from '../../sync-api/app.ts';
import { startApi } from '../setup/api-harness.ts';
import type { Benchmark } from './run.ts';

/**
 * One push of 100 mutations to POST /api/cart/sync, timed from the request leaving the client to
 * its answer being read: HTTP over loopback, the session and age checks, the transaction that
 * applies each mutation once, and the priced answer.
 */

const WARM_UP = 3;
const ITERATIONS = 30;
const MUTATIONS_PER_PUSH = 100;

/** About twenty lines a shopper could have, all in stock in the seeded catalogue. */
const LINES = [
  { productId: 'lychee-gummies', size: '6-pack' },
  { productId: 'lychee-gummies', size: '2-pack' },
  { productId: 'watermelon-gummies', size: '6-pack' },
  { productId: 'watermelon-gummies', size: '5-pack' },
  { productId: 'tangie-flower', size: '3.5g' },
  { productId: 'tangie-flower', size: '7g' },
  { productId: 'sunset-sherbet-flower', size: '1g' },
  { productId: 'og-kush-flower', size: '14g' },
  { productId: 'wedding-cake-flower', size: '28g' },
  { productId: 'sour-diesel-flower', size: '3.5g' },
  { productId: 'purple-gruntz-vape', size: '1-vape' },
  { productId: 'purple-gruntz-vape', size: '2-pack' },
  { productId: 'jack-herer-vape', size: '3-pack' },
  { productId: 'white-widow-vape', size: '1-vape' },
  { productId: 'maui-wowie-vape', size: '2-pack' },
  { productId: 'blue-dream-preroll', size: '1-preroll' },
  { productId: 'blue-dream-preroll', size: '5-pack' },
  { productId: 'northern-lights-preroll', size: '1-preroll' },
  { productId: 'gelato-preroll', size: '5-pack' },
  { productId: 'green-crack-preroll', size: '1-preroll' },
] as const;

/** A small deterministic generator, so every run pushes the same batches. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A device's outbox: mostly quantity changes over the lines, one removal in ten, and the cart
 * emptied once halfway (so the cart stays the size a shopper's would).
 */
export function mutationBatch(seed: number): { id: number; name: string; args: unknown }[] {
  const random = generator(seed);
  return Array.from({ length: MUTATIONS_PER_PUSH }, (_, index) => {
    const id = index + 1;
    if (id === MUTATIONS_PER_PUSH / 2) return { id, name: 'clearCart', args: {} };
    const line = LINES[Math.floor(random() * LINES.length)] ?? LINES[0];
    const purchaseType = random() < 0.25 ? 'subscription' : 'one-time';
    if (random() < 0.1) return { id, name: 'removeLine', args: { ...line, purchaseType } };
    return { id, name: 'setLineQuantity', args: { ...line, purchaseType, quantity: 1 + Math.floor(random() * 5) } };
  });
}

export const syncBenchmark: Benchmark = {
  name: 'Cart sync push',
  description:
    `One \`POST /api/cart/sync\` carrying ${MUTATIONS_PER_PUSH} mutations from a new client id, on one ` +
    `age-verified session: \`setLineQuantity\` over ${LINES.length} in-stock lines (product, size, purchase ` +
    'type), about one `removeLine` in ten, and one `clearCart` halfway. Wall time from sending the request ' +
    'to reading the whole answer, over loopback HTTP to the real Koa app started in the same process. ' +
    `${WARM_UP} warm-up pushes, then ${ITERATIONS} measured ones.`,
  unitsPerSample: MUTATIONS_PER_PUSH,
  unitName: 'mutations',
  async run() {
    const api = await startApi();
    try {
      const client = await api.verifiedClient();
      const samples: number[] = [];
      for (let iteration = 0; iteration < WARM_UP + ITERATIONS; iteration += 1) {
        const clientId = randomUUID();
        const body = JSON.stringify({ clientId, mutations: mutationBatch(iteration + 1) });
        if (Buffer.byteLength(body) >= BODY_LIMITS.cartSync) {
          throw new Error(`A push of ${Buffer.byteLength(body)} bytes would be refused by the body limit`);
        }
        const started = performance.now();
        const response = await client.post('/api/cart/sync', {
          body,
          headers: { 'content-type': 'application/json' },
        });
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`Push ${iteration} answered ${response.status}: ${response.text}`);
        const answer = syncResponseSchema.parse(response.body);
        if (answer.lastMutationIds[clientId] !== MUTATIONS_PER_PUSH) {
          throw new Error(`Push ${iteration} applied up to ${answer.lastMutationIds[clientId]}`);
        }
        if (iteration >= WARM_UP) samples.push(elapsed);
      }
      const row = await api.db.raw('show server_version');
      const version = (row.rows?.[0] as { server_version?: string } | undefined)?.server_version ?? 'unknown';
      return { samplesMs: samples, serverVersion: version };
    } finally {
      await api.close();
    }
  },
};
