import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';
import type { Logger } from '../logger.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request's id: a trusted-looking incoming `X-Request-Id` (a proxy's), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (kept from a trusted-looking `X-Request-Id`, else new), a logger
 * that carries it, and one structured log line when the answer is sent.
 *
 * The logger is made only when something logs: most answers log nothing but their line. An
 * answer every shopper shares, sent from memory, logs its line at debug: at thousands a second
 * those lines would cost more than the answers, and the proxy in front counts them anyway.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async function requestContextMiddleware(ctx, next) {
    const requestId = requestIdFor(ctx.get('x-request-id'));
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => {
        log ??= logger.child({ requestId });
        return log;
      },
      configurable: true,
      enumerable: true,
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.state.answeredFromMemory ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) {
        ctx.state.log[level](
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
