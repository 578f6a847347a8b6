import { randomUUID } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths';
import type { LineKey, SyncResponse } from '#shared/schemas/cart-sync';
import { type CheckOutcome, failed, passed, type ScaleStore } from '../scale-check.ts';
import { type Answer, expectOk, type ScaleClient } from '../scale-client.ts';
import { lineKey, purchasableLines, verifiedShopper } from '../shoppers.ts';

/**
 * Check 1: one cart written through every process in turn ends the same everywhere. Writes go
 * to A and B alternately, then through the proxy, mixing the PWA's sync pushes (one device,
 * numbered mutations) with REST calls; then two devices push at once, one to each process.
 * The expected cart is worked out here, write by write.
 */

const ALTERNATING_WRITES = 20;
const PROXIED_WRITES = 10;
const CONCURRENT_PUSHES = 5;

type Model = Map<string, { line: LineKey; quantity: number }>;

class Device {
  readonly clientId = randomUUID();
  private lastMutationId = 0;
  version = 0;

  constructor(private readonly shopper: ScaleClient) {}

  async push(to: string, name: 'setLineQuantity' | 'removeLine', args: object): Promise<SyncResponse> {
    const mutation = { id: ++this.lastMutationId, name, args };
    const answer = await this.shopper.post(API_PATHS.cartSync, {
      to,
      json: { clientId: this.clientId, mutations: [mutation] },
    });
    const body = expectOk(answer, `sync push ${mutation.id} to ${to}`).body as SyncResponse;
    if (body.refused.length > 0) throw new Error(`sync push ${mutation.id} was refused: ${body.refused[0]?.message}`);
    this.version = body.version;
    return body;
  }
}

/** One write of the scripted sequence, applied to the server at `to` and to the model. */
async function write(step: number, to: string, shopper: ScaleClient, device: Device, lines: LineKey[], model: Model) {
  const line = lines[step % lines.length] as LineKey;
  const key = lineKey(line);
  const held = model.get(key);
  const quantity = (step % 4) + 1;
  switch (step % 5) {
    case 1: {
      expectOk(await shopper.post(API_PATHS.cart, { to, json: { ...line, quantity } }), `REST add to ${to}`);
      model.set(key, { line, quantity: (held?.quantity ?? 0) + quantity });
      return;
    }
    case 3:
      if (held) {
        const path = `${API_PATHS.cart}/${encodeURIComponent(line.productId)}`;
        const body = { quantity, size: line.size, purchaseType: line.purchaseType };
        expectOk(await shopper.put(path, { to, json: body }), `REST update on ${to}`);
        model.set(key, { line, quantity });
        return;
      }
      break;
    case 4:
      if (held) {
        await device.push(to, 'removeLine', line);
        model.delete(key);
        return;
      }
      break;
  }
  await device.push(to, 'setLineQuantity', { ...line, quantity });
  model.set(key, { line, quantity });
}

interface CartLine {
  product: { id: string };
  size: string;
  purchaseType: string;
  quantity: number;
}

const describeCart = (lines: CartLine[]) =>
  lines
    .map((line) => `${line.product.id}|${line.size}|${line.purchaseType}=${line.quantity}`)
    .sort()
    .join(', ');

const describeModel = (model: Model) =>
  [...model.values()]
    .map(({ line, quantity }) => `${lineKey(line)}=${quantity}`)
    .sort()
    .join(', ');

export async function cartConverges(store: ScaleStore): Promise<CheckOutcome> {
  const lines = await purchasableLines(store.proxyUrl, 6);
  const shopper = await verifiedShopper(store.proxyUrl);
  const device = new Device(shopper);
  const model: Model = new Map();
  const processes = [store.a.url, store.b.url];

  for (let step = 0; step < ALTERNATING_WRITES; step++) {
    await write(step, processes[step % 2] as string, shopper, device, lines, model);
  }
  for (let step = ALTERNATING_WRITES; step < ALTERNATING_WRITES + PROXIED_WRITES; step++) {
    await write(step, store.proxyUrl, shopper, device, lines, model);
  }

  // Two devices of the same shopper push at once, each to a different process and its own lines.
  const devices = [device, new Device(shopper)];
  await Promise.all(
    devices.map(async (pushing, index) => {
      for (let push = 0; push < CONCURRENT_PUSHES; push++) {
        const line = lines[index * 3 + (push % 3)] as LineKey;
        const quantity = push + 1;
        await pushing.push(processes[index] as string, 'setLineQuantity', { ...line, quantity });
        model.set(lineKey(line), { line, quantity });
      }
    }),
  );

  const expected = describeModel(model);
  const seen = new Map<string, Answer>();
  for (const [name, url] of [
    ['A', store.a.url],
    ['B', store.b.url],
    ['the proxy', store.proxyUrl],
  ] as const) {
    seen.set(name, expectOk(await shopper.get(API_PATHS.cart, { to: url }), `the cart on ${name}`));
  }
  const versions = await Promise.all(
    processes.map(async (to) => {
      const answer = await shopper.post(API_PATHS.cartSync, { to, json: { clientId: device.clientId, mutations: [] } });
      return (expectOk(answer, `an empty pull from ${to}`).body as SyncResponse).version;
    }),
  );
  const writes = ALTERNATING_WRITES + PROXIED_WRITES + CONCURRENT_PUSHES * 2;
  const figures = `${writes} writes (${ALTERNATING_WRITES} alternating A/B, ${PROXIED_WRITES} through nginx, 2×${CONCURRENT_PUSHES} concurrent pushes to A and B): ${model.size} lines, version ${versions[0]}`;
  for (const [name, answer] of seen) {
    const actual = describeCart(answer.body as CartLine[]);
    if (actual !== expected) return failed(`${figures}; ${name} shows [${actual}], expected [${expected}]`);
  }
  if (versions[0] !== versions[1]) return failed(`${figures}; A says version ${versions[0]}, B ${versions[1]}`);
  return passed(`cart converged after ${figures}`);
}
