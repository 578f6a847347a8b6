import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { API_PATHS, productApiPath } from '#shared/api-paths';
import { SHOPPER_READS } from '#shared/shopper-reads';

import { MUTATIONS_PER_PUSH, pushBody, verifiedShoppers } from './sync-shoppers.ts';

/** What one autocannon run sends: its request list, or a per-connection setup. */
export type Load = Pick<autocannon.Options, 'requests' | 'setupClient'>;

export interface Endpoint {
  name: string;
  /** What each request is, in Markdown, for the report. */
  description: string;
  /** Prepares the load for one server; each call of the result is a fresh run. */
  prepare(serverUrl: string, context: LoadContext): Promise<() => Load>;
}

export interface LoadContext {
  /** The API, where shoppers confirm their age for both servers. */
  apiUrl: string;
  /** One shopper per connection. */
  connections: number;
  /** Every product id of the catalogue list. */
  productIds: string[];
}

const productList: Endpoint = {
  name: `GET ${SHOPPER_READS.products.path}`,
  description: 'The whole catalogue list, no filter (every product with its priced sizes).',
  prepare: async () => () => ({ requests: [{ method: 'GET', path: SHOPPER_READS.products.path }] }),
};

const productById: Endpoint = {
  name: `GET ${SHOPPER_READS.product.path}`,
  description: 'One product; each connection goes through every product of the catalogue in turn.',
  prepare: async (_serverUrl, { productIds }) => {
    const requests = productIds.map((id) => ({ method: 'GET' as const, path: productApiPath(id) }));
    return () => ({ requests });
  },
};

/** Each connection one shopper pushing `changes` changes at a time with the next ids of its client. */
function cartSyncOf(changes: number, description: string): Endpoint {
  return {
    name: `POST ${API_PATHS.cartSync}${changes === 1 ? ' (one change)' : ''}`,
    description:
      `${description} Each connection is one shopper with a signed age cookie and a session; each run ` +
      'starts a new client id per shopper.',
    prepare: async (serverUrl, { apiUrl, connections }) => {
      const shoppers = await verifiedShoppers(apiUrl, serverUrl, connections);
      return () => {
        let connection = 0;
        return {
          setupClient(client) {
            const shopper = shoppers[connection % shoppers.length];
            connection += 1;
            if (!shopper) throw new Error('No shopper for this connection');
            const clientId = randomUUID();
            let push = 0;
            client.setRequests([
              {
                method: 'POST',
                path: API_PATHS.cartSync,
                headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
                // Called once for each request sent, so every push carries the next ids.
                setupRequest: (request) => {
                  push += 1;
                  return { ...request, body: pushBody(shopper, clientId, push, changes) };
                },
              },
            ]);
          },
        };
      };
    },
  };
}

const cartSync = cartSyncOf(
  MUTATIONS_PER_PUSH,
  `A push of ${MUTATIONS_PER_PUSH} cart changes (mostly \`setLineQuantity\`, now and then \`removeLine\`, over ` +
    "six lines of the shopper's), each one the device's own check lets through (the states' limits).",
);

/** What a phone sends as its shopper taps: one change, pushed as soon as the last push is answered. */
export const cartSyncOneChange = cartSyncOf(
  1,
  'A push of one cart change, as a phone sends each tap once the last push is answered (one its own check lets through).',
);

export const ENDPOINTS: Endpoint[] = [productList, productById, cartSync, cartSyncOneChange];
