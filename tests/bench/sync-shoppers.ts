import { randomUUID } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths';
import type { CartFacts, CartLine } from '#shared/cart/cart-facts';
import { decideChange } from '#shared/cart/decide-change';
import { lineKey } from '#shared/cart/line-key';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { seedSizeContent } from '#shared/compliance/size-contents';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import type { CartMutation } from '#shared/schemas/cart-sync';
import { seededRandom } from '../../pwa/scripts/artwork/random.ts';
import { confirmedAgeCookie, cookiePairs } from '../setup/age-cookie.ts';

/**
 * Shoppers for the cart sync benchmark: each is a session that confirmed its age, and each of
 * its pushes carries a few changes from the cart drawer with the next mutation ids of its
 * client, each one its device lets through. The batches come from a seeded generator, so both
 * servers get the same kind of work.
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
  /** The cart as the shopper's device holds it: every change it sent, applied. */
  cart: Map<string, CartLine>;
}

const SEEDED_PRODUCTS = new Map(catalogueProducts.map((product) => [product.id, product]));

/**
 * What a device knows when it decides a change before sending it, for the benchmark's freshly
 * seeded store: what each size holds and the states' limits. Availability and the largest
 * total it leaves to the server, as a device that has not kept them does.
 */
const DEVICE_FACTS: CartFacts = {
  product: () => undefined,
  newLine: (key) => {
    const product = SEEDED_PRODUCTS.get(key.productId);
    if (!product) return undefined;
    const content = seedSizeContent(product, key.size);
    return { name: product.name, category: product.category, sizeLabel: key.size, content, unitCents: 0 };
  },
  limits: { rules: STATE_RULES_SEED.filter((rule) => rule.offered), chosen: null },
  maxTotalCents: null,
};

/** Draws of a change before the device settles for taking a line out. */
const DRAWS_PER_CHANGE = 8;

/**
 * The shopper's next change as its device sends it: mostly a quantity, now and then a line taken
 * out, over six of the shopper's lines, drawn again until the device's own check (the cart
 * engine) lets it through, as a device refuses a change past a limit without sending it.
 */
function deviceChange(shopper: Shopper, random: () => number, id: number) {
  for (let draw = 0; draw < DRAWS_PER_CHANGE; draw += 1) {
    const line = LINES[(shopper.index * 2 + Math.floor(random() * LINES_PER_SHOPPER)) % LINES.length] ?? LINES[0];
    const args = { ...line, purchaseType: 'one-time' as const };
    const mutation: CartMutation =
      random() < 0.15
        ? { name: 'removeLine', args }
        : { name: 'setLineQuantity', args: { ...args, quantity: 1 + Math.floor(random() * 4) } };
    const decision = decideChange(shopper.cart, mutation, DEVICE_FACTS);
    if (decision.kind === 'applied') shopper.cart = decision.cart;
    if (decision.kind !== 'refused') return { id, ...mutation };
  }
  // Every draw would pass a limit: the shopper takes out the oldest line instead.
  const [oldest] = shopper.cart.values();
  if (!oldest) return { id, name: 'clearCart', args: {} };
  shopper.cart.delete(lineKey(oldest.key));
  return { id, name: 'removeLine', args: oldest.key };
}

/**
 * The shopper's \`push\`th push (from 1) for one client, of \`changes\` changes the device lets
 * through (deviceChange).
 */
export function pushBody(shopper: Shopper, clientId: string, push: number, changes = MUTATIONS_PER_PUSH): string {
  const random = seededRandom(shopper.index * 1_000_003 + push);
  const firstId = (push - 1) * changes + 1;
  const mutations = Array.from({ length: changes }, (_, offset) => deviceChange(shopper, random, firstId + offset));
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
    shoppers.push({ index, cookie: [ageCookie, ...cookiePairs(pull)].join('; '), cart: new Map() });
  }
  return shoppers;
}
