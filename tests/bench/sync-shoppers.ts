import { randomUUID } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths';
import { seededRandom } from '../../pwa/scripts/artwork/random.ts';
import { confirmedAgeCookie, cookiePairs } from '../setup/age-cookie.ts';

/**
 * Shoppers for the cart sync benchmark: each is a session that confirmed its age, and each of
 * its pushes carries a few changes from the cart drawer with the next mutation ids of its
 * client. The batches are deterministic, so both servers get the same work.
 */

export const MUTATIONS_PER_PUSH = 5;

/** In-stock lines of the seeded catalogue; each shopper works on six of them. */
const LINES = [
  { productId: 'lychee-gummies', size: '6-pack' },
  { productId: 'watermelon-gummies', size: '5-pack' },
  { productId: 'tangie-flower', size: '3.5g' },
  { productId: 'sunset-sherbet-flower', size: '1g' },
  { productId: 'og-kush-flower', size: '14g' },
  { productId: 'wedding-cake-flower', size: '28g' },
  { productId: 'sour-diesel-flower', size: '7g' },
  { productId: 'purple-gruntz-vape', size: '1-vape' },
  { productId: 'jack-herer-vape', size: '3-pack' },
  { productId: 'white-widow-vape', size: '1-vape' },
  { productId: 'maui-wowie-vape', size: '2-pack' },
  { productId: 'blue-dream-preroll', size: '1-preroll' },
  { productId: 'northern-lights-preroll', size: '1-preroll' },
  { productId: 'gelato-preroll', size: '5-pack' },
  { productId: 'green-crack-preroll', size: '1-preroll' },
] as const;
const LINES_PER_SHOPPER = 6;

export interface Shopper {
  index: number;
  /** The Cookie header: the signed age and session cookies. */
  cookie: string;
}

/**
 * The shopper's `push`th push (from 1) for one client, of `changes` changes: mostly quantity
 * changes, now and then a line taken out, over the shopper's six lines in both purchase types.
 */
export function pushBody(shopper: Shopper, clientId: string, push: number, changes = MUTATIONS_PER_PUSH): string {
  const random = seededRandom(shopper.index * 1_000_003 + push);
  const firstId = (push - 1) * changes + 1;
  const mutations = Array.from({ length: changes }, (_, offset) => {
    const line = LINES[(shopper.index * 2 + Math.floor(random() * LINES_PER_SHOPPER)) % LINES.length] ?? LINES[0];
    const args = { ...line, purchaseType: random() < 0.3 ? 'subscription' : 'one-time' };
    const id = firstId + offset;
    if (random() < 0.15) return { id, name: 'removeLine', args };
    return { id, name: 'setLineQuantity', args: { ...args, quantity: 1 + Math.floor(random() * 4) } };
  });
  return JSON.stringify({ clientId, mutations });
}

/**
 * Shoppers who confirmed their age with the API (the baseline reads the same table) and then
 * pulled their cart from `cartServerUrl`, which started their session.
 */
export async function verifiedShoppers(apiUrl: string, cartServerUrl: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const ageCookie = await confirmedAgeCookie(apiUrl);
    const pull = await fetch(`${cartServerUrl}${API_PATHS.cartSync}`, {
      method: 'POST',
      headers: { cookie: ageCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: randomUUID(), mutations: [] }),
    });
    if (pull.status !== 200) throw new Error(`The first pull answered ${pull.status}: ${await pull.text()}`);
    shoppers.push({ index, cookie: [ageCookie, ...cookiePairs(pull)].join('; ') });
  }
  return shoppers;
}
