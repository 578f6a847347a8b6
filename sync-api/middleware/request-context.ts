import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import type { Logger } from '../logger.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from a trusted-looking `X-Request-Id`, else new), a logger
 * that carries it, and one structured log line when the answer is sent.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async function requestContextMiddleware(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
