import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '#shared/errors';

/**
 * The little HTTP the baseline needs, on node:http alone: JSON answers, JSON bodies with a size
 * cap, and cookies signed the way the API signs them (keygrip's HMAC-SHA256, base64url), so a
 * shopper's age and session cookies are checked as strictly as the API checks them.
 */

export class BaselineError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function answerError(response: ServerResponse, error: BaselineError): void {
  const details = error.details === undefined ? {} : { details: error.details };
  answerJson(
    response,
    error.status,
    { error: { code: error.code, message: error.message, ...details } },
    { 'cache-control': 'no-store' },
  );
}

/** The request's JSON body, refused with 415 unless it says it is JSON and 413 above the limit. */
export async function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new BaselineError(415, 'unsupported_media_type', 'Send the request body as JSON.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new BaselineError(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BaselineError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies;
}

export function cookieSigner(secret: string) {
  const sign = (name: string, value: string) =>
    createHmac('sha256', secret).update(`${name}=${value}`).digest('base64url');

  return {
    /** The cookie's value when its `.sig` companion is the signature of it, else undefined. */
    read(cookies: Map<string, string>, name: string): string | undefined {
      const value = cookies.get(name);
      const signature = cookies.get(`${name}.sig`);
      if (value === undefined || signature === undefined) return undefined;
      const expected = Buffer.from(sign(name, value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? value : undefined;
    },
    /** The two Set-Cookie headers of a signed, httpOnly, SameSite=Lax cookie. */
    set(name: string, value: string, maxAgeMs: number): string[] {
      const attributes = `path=/; expires=${new Date(Date.now() + maxAgeMs).toUTCString()}; samesite=lax; httponly`;
      return [`${name}=${value}; ${attributes}`, `${name}.sig=${sign(name, value)}; ${attributes}`];
    },
  };
}
