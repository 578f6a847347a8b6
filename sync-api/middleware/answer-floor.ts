import { setTimeout as sleep } from 'node:timers/promises';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state.ts';

/**
 * Holds the answer of what comes after it, success or error, until `floorMs` have passed since
 * the request reached it: an answer that must not tell by its timing which path the server took
 * then always takes the floor, however fast that path was.
 */
export function answerNoSoonerThan(floorMs: number): Middleware<AppState> {
  return async function answerNoSoonerThanMiddleware(_ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      // A timer may fire a fraction of a millisecond early; wait again until the floor is past.
      for (let left = floorMs - (performance.now() - started); left > 0; ) {
        await sleep(Math.ceil(left));
        left = floorMs - (performance.now() - started);
      }
    }
  };
}
