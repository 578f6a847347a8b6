import { API_PATHS } from '#shared/api-paths';
import type { LineKey } from '#shared/schemas/cart-sync';
import { type Product, productListSchema } from '#shared/schemas/product';
import { DELIVERY } from '../fixtures/delivery.ts';
import { expectOk, ScaleClient } from './scale-client.ts';

/** The API tests' adult in California, each shopper with an email of its own. */
export const deliveryFor = (email: string) => ({ ...DELIVERY, email });

/** A shopper who has confirmed their age, as the age gate does, so cart writes are allowed. */
export async function verifiedShopper(baseUrl: string, localAddress?: string): Promise<ScaleClient> {
  const shopper = new ScaleClient(baseUrl, localAddress);
  expectOk(await shopper.post(API_PATHS.ageVerification), 'age verification');
  return shopper;
}

/** `count` different lines a shopper can buy: one in-stock size of each in-stock product. */
export async function purchasableLines(baseUrl: string, count: number): Promise<LineKey[]> {
  const answer = expectOk(await new ScaleClient(baseUrl).get(API_PATHS.products), 'the product list');
  const lines = productListSchema
    .parse(answer.body)
    .filter((product: Product) => product.inStock)
    .flatMap((product) => {
      const size = product.sizes.find((option) => option.inStock);
      return size ? [{ productId: product.id, size: size.size, purchaseType: 'one-time' as const }] : [];
    });
  if (lines.length < count) throw new Error(`The catalogue has ${lines.length} buyable products; ${count} are needed`);
  return lines.slice(0, count);
}

export { lineKey } from '#shared/cart/line-key';
