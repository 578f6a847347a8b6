import { API_PATHS } from '#shared/api-paths';
import { type SyncRequest, syncResponseSchema } from '#shared/schemas/cart-sync';
import { apiRequest } from '../lib/api-client.ts';

/** The browser's way to the sync endpoint: cookies included, answers checked. */
export function fetchSyncTransport(request: SyncRequest, signal: AbortSignal) {
  return apiRequest(API_PATHS.cartSync, { method: 'POST', body: request, schema: syncResponseSchema, signal });
}
