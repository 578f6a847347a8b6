import type { ErrorCode } from '#shared/errors';

/** An error whose code, status and message are meant for the client. */
export class AppError extends Error {
  readonly expose = true;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Sent as `Retry-After` (a 429 or 503 that a later try may pass). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
