import { AppError } from '../app-error.ts';

/** What @hapi/bourne, the body parser's JSON reader, throws for a `__proto__` key at any depth. */
const PROTOTYPE_KEY_REFUSED = 'Object contains forbidden prototype property';

/**
 * The body parser's error handler. Its own errors carry an HTTP status (400 bad JSON, 413 too
 * large, 415 an unknown encoding) and go on as they are, but for a `__proto__` key: well-formed
 * JSON whose refusal would otherwise be a 400 that says nothing of why. An error without a
 * status comes from zlib or brotli, when a body does not match the Content-Encoding it claims,
 * and is bad input too.
 */
export function throwBodyReadError(error: unknown): never {
  if (error instanceof SyntaxError && error.message === PROTOTYPE_KEY_REFUSED) {
    const message = 'No request takes a "__proto__" key; send the fields of the request only.';
    throw new AppError('invalid_request', 400, `__proto__: ${message}`, [{ path: ['__proto__'], message }]);
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') throw error;
  throw new AppError(
    'invalid_request',
    400,
    'The request body could not be read: it does not match its Content-Encoding.',
  );
}
