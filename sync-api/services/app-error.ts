import type { ErrorCode } from '#shared/errors';

/** An error whose code, status and message are meant for the client. */
export class AppError extends Error {
  readonly expose = true;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
