import { API_PATHS } from '#shared/api-paths';
import { type SyncRequest, syncResponseSchema } from '#shared/schemas/cart-sync';
import { apiRequest } from '../lib/api-client.ts';

/**
 * The most a push may weigh to go as a keep-alive request, which the browser finishes after the
 * page is closed. Browsers allow 64 KB for all of a page's keep-alive requests in flight: a push
 * above this goes as an ordinary request, as one past the allowance would fail at once.
 */
const KEEPALIVE_MAX_BYTES = 48 * 1024;

/** The browser's way to the sync endpoint: cookies included, answers checked. */
export function fetchSyncTransport(request: SyncRequest, signal: AbortSignal) {
  const keepalive = new TextEncoder().encode(JSON.stringify(request)).length <= KEEPALIVE_MAX_BYTES;
  return apiRequest(API_PATHS.cartSync, {
    method: 'POST',
    body: request,
    schema: syncResponseSchema,
    signal,
    keepalive,
  });
}
