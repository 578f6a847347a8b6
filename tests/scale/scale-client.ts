import { type IncomingHttpHeaders, request } from 'node:http';

/** One answer, read in full. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: checks read whatever JSON the API answered
  body: any;
}

export interface SendOptions {
  json?: unknown;
  /** Another process of the same store (http://127.0.0.1:PORT) instead of the client's own. */
  to?: string;
  headers?: Record<string, string>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TIMEOUT_MS = 15_000;

/**
 * A shopper's browser as the store sees it: one cookie jar whichever process answers (cookies
 * ignore ports, so every process on 127.0.0.1 gets them, as every server behind one domain
 * does), an Origin on each write naming where it was sent, and optionally its own loopback
 * address (any of 127.0.0.0/8), so the proxy sees each shopper as a different client.
 */
export class ScaleClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
  ) {}

  send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const target = new URL(path, options.to ?? this.baseUrl);
    const headers: Record<string, string> = { ...options.headers };
    const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (WRITES.has(method)) headers.origin ??= target.origin;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const outgoing = request(
        target,
        { method, headers, agent: false, timeout: TIMEOUT_MS, localAddress: this.localAddress },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            this.keepCookies(incoming.headers['set-cookie'] ?? []);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, body: parseJson(text) });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${target} took over ${TIMEOUT_MS} ms`)));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  get(path: string, options?: SendOptions) {
    return this.send('GET', path, options);
  }
  post(path: string, options?: SendOptions) {
    return this.send('POST', path, options);
  }
  put(path: string, options?: SendOptions) {
    return this.send('PUT', path, options);
  }
  patch(path: string, options?: SendOptions) {
    return this.send('PATCH', path, options);
  }

  private keepCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Throws unless the answer is 2xx, naming the call and what came back. */
export function expectOk(answer: Answer, call: string): Answer {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${call} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return answer;
}
