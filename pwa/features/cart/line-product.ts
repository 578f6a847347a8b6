import { PRODUCT_IMAGE_WIDTHS } from '#shared/catalogue/images';
import type { Product } from '#shared/schemas/product';
import type { LineProduct } from '../../db/cart-db.ts';

/** The catalogue product as a cart line keeps it: the drawer shows the small (400 px) image. */
export function lineProductFrom(product: Product): LineProduct {
  const smallest = Math.min(...PRODUCT_IMAGE_WIDTHS);
  return {
    id: product.id,
    name: product.name,
    image: product.images.find((image) => image.width === smallest)?.url ?? product.image,
    thcContent: product.thcContent,
    category: product.category,
    price: product.price,
    inStock: product.inStock,
  };
}
