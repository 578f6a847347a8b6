/** Product images are square WebP files in two widths with stable URLs. */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export const PRODUCT_IMAGE_DIR = '/images/products';

export function productImageUrl(imageKey: string, width: ProductImageWidth): string {
  return `${PRODUCT_IMAGE_DIR}/${imageKey}-${width}.webp`;
}

export function productImages(imageKey: string) {
  return PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, height: width, url: productImageUrl(imageKey, width) }));
}
