import Router from '@koa/router';
import type { AppState } from '../app-state.ts';

export type ApiRouter = Router<AppState>;

/**
 * Every router of the API is made here, matching paths case-sensitively: the middleware that
 * guards the API (same-origin writes, storable text, JSON errors) recognises its paths by their
 * exact `/api/` spelling, and the router's default would also route `/API/cart` past all of it.
 * A trailing slash still matches, as strict routing would lose each prefix's own path
 * (`/api/cart`); the guards comparing whole paths then only treat such a request more strictly.
 */
export function apiRouter(options: { prefix?: string } = {}): ApiRouter {
  return new Router<AppState>({ ...options, sensitive: true });
}
