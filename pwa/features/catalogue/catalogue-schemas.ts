import type { Product } from '#shared/schemas/product';
import type { ResponseSchema } from '../../lib/api-client.ts';

/**
 * The catalogue's answer schemas, and zod with them, load with the first catalogue request
 * (in parallel with it) rather than with the app, which keeps them out of the first page's
 * code (docs/web-audit.md). Every answer is still checked before the app uses it.
 */
const productSchemas = () => import('#shared/schemas/product');

export const productListAnswer = (): Promise<ResponseSchema<Product[]>> =>
  productSchemas().then((schemas) => schemas.productListSchema);

export const productAnswer = (): Promise<ResponseSchema<Product>> =>
  productSchemas().then((schemas) => schemas.productSchema);
