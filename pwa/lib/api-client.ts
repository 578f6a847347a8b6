import { type ErrorCode, readErrorBody } from '#shared/errors';

/**
 * A failed API call, carrying the server's error code when it sent one. `message` is
 * "status: text"; `serverMessage` is the server's own sentence, fit to show a shopper,
 * `details` what the server added (for a 400, the zod issues with their paths) and
 * `retryAfter` its Retry-After header, when it said when to come back.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    readonly serverMessage: string = message,
    readonly details: unknown = undefined,
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Fetcher = (path: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (path, init) => fetch(path, init);

/**
 * Sends the app's API requests another way: the page renderer answers the catalogue's reads
 * in-process on the server, where there is no origin to fetch from.
 */
export function setApiFetcher(next: Fetcher): void {
  fetcher = next;
}

/**
 * Dispatched (on the page or the worker) whenever the store answered a call, whatever it said:
 * the store can be reached, so a sync that waits to try again may go now.
 */
export const API_ANSWER_EVENT = 'verdant:api-answer';

function announceAnswer(path: string): void {
  // The page renderer on the server has no event target of its own to tell.
  if (typeof globalThis.dispatchEvent !== 'function') return;
  globalThis.dispatchEvent(new CustomEvent(API_ANSWER_EVENT, { detail: { path } }));
}

/**
 * Every API request: cookies always, JSON bodies with a JSON content type, any non-OK answer is
 * a failure whose message is "status: text".
 */
export async function apiRequest<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    schema?: ResponseSchema<T> | Promise<ResponseSchema<T>>;
    /** Gives up on the request (and on reading its answer). */
    signal?: AbortSignal;
    /** Lets the request finish after the page is closed (the body must stay under 64 KB). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const response = await fetcher(path, {
    signal: options.signal ?? null,
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    keepalive: options.keepalive ?? false,
  });
  announceAnswer(path);
  const text = await response.text();
  if (!response.ok) {
    let code: ErrorCode | null = null;
    let detail = text || response.statusText;
    let details: unknown;
    try {
      const body = readErrorBody(JSON.parse(text));
      if (body) {
        code = body.error.code;
        detail = body.error.message;
        details = body.error.details;
      }
    } catch {
      // Not JSON: the raw text is the message.
    }
    throw new ApiError(
      response.status,
      code,
      `${response.status}: ${detail}`,
      detail,
      details,
      response.headers.get('Retry-After'),
    );
  }
  const data: unknown = text ? JSON.parse(text) : null;
  return options.schema ? checkAnswer(path, await options.schema, data) : (data as T);
}

/**
 * A schema the answer is checked with. Any Standard Schema will do (zod and zod/mini both are
 * one), so this module itself needs no schema library, and callers may pass one still loading.
 */
export interface ResponseSchema<T> {
  readonly '~standard': {
    validate(value: unknown): CheckResult<T> | Promise<CheckResult<T>>;
  };
}

type PathKey = PropertyKey | { readonly key: PropertyKey };
type CheckResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly PathKey[] | undefined }[] };

/** An answer that does not have the shape the app expects: a server of another release, say. */
export class UnexpectedAnswerError extends Error {
  constructor(path: string, issue: string) {
    super(`Unexpected answer from ${path}: ${issue}`);
    this.name = 'UnexpectedAnswerError';
  }
}

function checkAnswer<T>(path: string, schema: ResponseSchema<T>, data: unknown): T {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) throw new UnexpectedAnswerError(path, 'the schema is asynchronous');
  if (result.issues) {
    const [first] = result.issues;
    const where = first?.path?.length
      ? `${first.path.map((key) => String(typeof key === 'object' ? key.key : key)).join('.')}: `
      : '';
    throw new UnexpectedAnswerError(path, `${where}${first?.message ?? 'invalid'}`);
  }
  return result.value;
}

/** Statuses a gateway, a worker or a struggling server answer when the store itself is out of reach. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** Whether a call never got an answer at all: fetch rejects with a TypeError when the network fails. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Whether a failed call means "could not reach the store": no answer, or a gateway's or a struggling server's. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return UNREACHABLE_STATUSES.has(error.status);
  return isNetworkFailure(error);
}
