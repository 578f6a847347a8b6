import type { Middleware } from 'koa';
import { z } from 'zod';
import { $ZodError } from 'zod/v4/core';
import type { ErrorBody, ErrorCode } from '#shared/errors';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** How long a client should wait before trying again when the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// Every schema's default messages in English, whether written with zod or zod/mini (which
// loads no locale of its own): clients read them in 400 answers.
z.config(z.locales.en());

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

function fromHttpError(
  error: HttpLikeError,
  bodyLimitBytes: number | undefined,
): { status: number; code: ErrorCode; message: string } | null {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413) {
    const limit = bodyLimitBytes ? ` (at most ${bodyLimitBytes / 1024} KB)` : '';
    return { status, code: 'payload_too_large', message: `The request body is too large${limit}.` };
  }
  if (status === 415) {
    return { status, code: 'unsupported_media_type', message: error.message ?? 'Unsupported content type.' };
  }
  if (status === 400 && (error.type === 'entity.parse.failed' || /JSON/i.test(error.message ?? ''))) {
    return { status, code: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
  const message = error.expose && error.message ? error.message : 'The request could not be processed.';
  return { status, code: status === 404 ? 'not_found' : 'invalid_request', message };
}

/**
 * The one error middleware (first in the chain): every failure becomes
 * `{"error":{"code","message"}}`. Only messages meant for clients reach them; anything
 * unexpected is logged with the request id and answered with a generic 500.
 */
export function errorHandler(): Middleware<AppState> {
  return async function errorMiddleware(ctx, next) {
    try {
      await next();
    } catch (caught) {
      let status: number;
      let body: ErrorBody;
      if (caught instanceof AppError) {
        status = caught.status;
        body = { error: { code: caught.code, message: caught.message, details: caught.details } };
        if (caught.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(caught.retryAfterSeconds));
      } else if (caught instanceof ProviderUnavailableError) {
        // The payment provider is down or slow: the shopper may try again; the cause is logged.
        status = 503;
        body = {
          error: {
            code: 'provider_unavailable',
            message: 'Payments are unavailable just now. Please try again shortly.',
          },
        };
        ctx.app.emit('error', caught, ctx);
      } else if (caught instanceof $ZodError) {
        status = 400;
        const first = caught.issues[0];
        const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
        body = {
          error: {
            code: 'invalid_request',
            message: `${where}${first?.message ?? 'Invalid request'}`,
            details: caught.issues.map((issue) => ({ path: issue.path, message: issue.message })),
          },
        };
      } else {
        const known = fromHttpError(caught as HttpLikeError, ctx.state.bodyLimitBytes);
        if (known) {
          status = known.status;
          body = { error: { code: known.code, message: known.message } };
        } else if (isDatabaseUnavailable(caught)) {
          // Down, restarting or its connections cut: a retry shortly may succeed, so say so
          // at once rather than hang or blame the request; the cause is logged.
          status = 503;
          body = {
            error: { code: 'database_unavailable', message: 'The store is busy just now. Please try again shortly.' },
          };
          ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          ctx.app.emit('error', caught, ctx);
        } else {
          status = 500;
          body = {
            error: {
              code: 'internal_error',
              message: `Something went wrong on our side. Quote request id ${ctx.state.requestId} if you contact us.`,
            },
          };
          ctx.app.emit('error', caught, ctx);
        }
      }
      ctx.status = status;
      ctx.body = body;
      ctx.set('Cache-Control', 'no-store');
    }
  };
}
