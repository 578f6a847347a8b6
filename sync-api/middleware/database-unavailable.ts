/** Socket errors of a database server that cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away or cannot take the query: class 08
 * (connection exception), admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections, and query_canceled (what statement_timeout raises).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * What the drivers say when a connection is gone or was never made: pg's ended clients, its
 * connect and read timeouts, PGlite stopped, and knex's pool once it has been destroyed (the
 * server shutting down).
 */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/,
  /^timeout expired$/,
  /Client was closed and is not queryable/,
  /Client has encountered a connection error/,
  /Query read timeout/,
  /PGlite is clos(ed|ing)/,
  /Unable to acquire a connection/,
];

interface DriverError {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  /** objection's wrapper of a driver error. */
  nativeError?: unknown;
  /** Node's AggregateError, when every address of a host refused. */
  errors?: unknown;
}

/**
 * Whether an error means the database cannot be reached just now (down, restarting, its
 * connections cut, the pool unable to hand out a connection in time) rather than a bug or bad
 * input: the request may succeed if tried again shortly. Wrapped errors are looked through.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { name, code, message, cause, nativeError, errors } = error as DriverError;
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [cause, nativeError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => isDatabaseUnavailable(wrapped, depth + 1));
}
