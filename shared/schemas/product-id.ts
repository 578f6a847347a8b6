import * as z from 'zod/mini';
import { PRODUCT_ID_MAX_LENGTH, PRODUCT_ID_PATTERN } from '../routes.ts';

/**
 * A product id as the API checks it. A module of its own so that the cart's schemas, which the
 * device's sync engine loads on every page, do not bring the catalogue's along.
 */
export const productIdSchema = z
  .string()
  .check(
    z.minLength(1, 'Product id is required'),
    z.maxLength(PRODUCT_ID_MAX_LENGTH, `Product id is at most ${PRODUCT_ID_MAX_LENGTH} characters`),
    z.regex(PRODUCT_ID_PATTERN, 'Product id must be a lowercase slug such as blue-dream-preroll'),
  );
