/** What other features use of the product page: where a product's details sit in the query cache. */
export { productDetailQueryKey } from './product-queries.ts';
