import { catalogueProducts, type SeedProduct } from '#shared/catalogue/seed-products';

/**
 * What a product's picture is drawn from: its id seeds the drawing (and names the files), its
 * category picks the subject, its first two flavours the colours and its name tints a purple bud.
 */
export type ProductToDraw = Pick<SeedProduct, 'id' | 'name' | 'category' | 'flavors'>;

/** The launch catalogue the API seeds, so every product it serves has its pictures. */
export const productsToDraw: readonly ProductToDraw[] = catalogueProducts;
