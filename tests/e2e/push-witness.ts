import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '#shared/api-paths';
import type { SyncRequest, SyncResponse } from '#shared/schemas/cart-sync';

/**
 * A witness between the browser and the store: an HTTP proxy on loopback that relays every
 * request, and writes down each cart push the server received (the page's, a keep-alive sent as
 * it closed, the service worker's) with what it carried and what the server answered. Pushes go
 * to the server one at a time, so the record is in the order the server applied them; the server
 * serialises a cart's pushes anyway.
 *
 * From that record it counts what a shopper never sees: a mutation the server applied twice, and
 * answers the server gave that no page read (its mutations were pushed again).
 */

export interface WitnessedPush {
  clientId: string;
  mutationIds: number[];
  status: number;
  /** The server's last applied mutation id of this client before and after; null when it refused the push. */
  before: number;
  after: number | null;
}

export interface PushWitness {
  url: string;
  pushes: readonly WitnessedPush[];
  /** How many times the server applied each mutation, by `clientId#id`. */
  applications: ReadonlyMap<string, number>;
  /** Pushes whose answer moved a client's last mutation id back, or past what the push carried. */
  impossibleAnswers: number;
  /** The last mutation id of a client the server has said it applied (0 before any). */
  lastApplied(clientId: string): number;
  close(): Promise<void>;
}

export interface PushWitnessOptions {
  /** Milliseconds to hold each push's answer before relaying it: widens the window in which a page dies with its answer on the way. */
  answerDelay?: () => number;
}

const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function forward(target: URL, incoming: IncomingMessage, body: Buffer | null, plain: boolean): Promise<Answer> {
  const headers = { ...incoming.headers };
  // The witness reads push answers, so it asks for them uncompressed.
  if (plain) delete headers['accept-encoding'];
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        readBody(answer).then(
          (answerBody) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    if (body) outgoing.end(body);
    else incoming.pipe(outgoing);
  });
}

function relay(response: ServerResponse, answer: Answer): Promise<void> {
  return new Promise((resolve) => {
    if (response.destroyed) return resolve();
    response.once('close', () => resolve());
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
}

export async function startPushWitness(targetUrl: string, options: PushWitnessOptions = {}): Promise<PushWitness> {
  const target = new URL(targetUrl);
  const pushes: WitnessedPush[] = [];
  const applications = new Map<string, number>();
  const lastApplied = new Map<string, number>();
  let impossibleAnswers = 0;
  let queue: Promise<unknown> = Promise.resolve();

  async function witnessPush(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(incoming);
    const pushed = JSON.parse(body.toString('utf8')) as SyncRequest;
    const turn = queue.then(async () => {
      const before = lastApplied.get(pushed.clientId) ?? 0;
      const answer = await forward(target, incoming, body, true);
      let after: number | null = null;
      if (answer.status === 200) {
        const answered = JSON.parse(answer.body.toString('utf8')) as SyncResponse;
        for (const [clientId, last] of Object.entries(answered.lastMutationIds)) lastApplied.set(clientId, last);
        const last = answered.lastMutationIds[pushed.clientId] ?? before;
        after = last;
        const carried = pushed.mutations.map((mutation) => mutation.id);
        const appliedNow = carried.filter((id) => id > before && id <= last);
        if (last < before || appliedNow.length !== last - before) impossibleAnswers += 1;
        for (const id of appliedNow) {
          const key = `${pushed.clientId}#${id}`;
          applications.set(key, (applications.get(key) ?? 0) + 1);
        }
      }
      const push: WitnessedPush = {
        clientId: pushed.clientId,
        mutationIds: pushed.mutations.map((mutation) => mutation.id),
        status: answer.status,
        before,
        after,
      };
      pushes.push(push);
      return answer;
    });
    queue = turn.catch(() => undefined);
    const answer = await turn;
    const delay = options.answerDelay?.() ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await relay(response, answer);
  }

  const server = createServer((incoming, response) => {
    const isPush = incoming.method === 'POST' && incoming.url?.split('?')[0] === API_PATHS.cartSync;
    const handled = isPush
      ? witnessPush(incoming, response)
      : forward(target, incoming, null, false).then((answer) => relay(response, answer));
    handled.catch(() => {
      if (!response.headersSent && !response.destroyed) response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    applications,
    get impossibleAnswers() {
      return impossibleAnswers;
    },
    lastApplied: (clientId) => lastApplied.get(clientId) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
