import { AppError } from '../services/app-error.ts';

/**
 * The body parser's error handler. Its own errors carry an HTTP status (400 bad JSON, 413 too
 * large, 415 an unknown encoding) and go on as they are; an error without one comes from zlib
 * or brotli, when a body does not match the Content-Encoding it claims, and is bad input too.
 */
export function throwBodyReadError(error: unknown): never {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') throw error;
  throw new AppError(
    'invalid_request',
    400,
    'The request body could not be read: it does not match its Content-Encoding.',
  );
}
