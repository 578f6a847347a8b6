import { productImages, productImageUrl } from '#shared/catalogue/images';
import { type SizeTables, sizeOptionsFor, sizeOptionViews } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { toCents } from '#shared/money';
import type { Product } from '#shared/schemas/product';
import type { ProductModel } from './product-model.ts';

/** What a product view is made from: a model, or a row of the catalogue's own query. */
export type ProductRecord = Pick<
  ProductModel,
  | 'id'
  | 'name'
  | 'description'
  | 'category'
  | 'image'
  | 'thcContent'
  | 'cbdContent'
  | 'effects'
  | 'flavors'
  | 'price'
  | 'rating'
  | 'reviewCount'
  | 'inStock'
  | 'featured'
> & {
  /** The sizes with any on hand. */
  stockedSizes: readonly string[];
  /** What each size holds, by size; a size without a row holds what cannot be counted. */
  contents: Readonly<Record<string, SizeContent>>;
};

/** numeric(12,3) reaches JSON as a number already; Number() keeps a driver's string form safe too. */
function contentOf(content: SizeContent | undefined): SizeContent | null {
  return content ? { measure: content.measure, amount: Number(content.amount) } : null;
}

/**
 * The wire shape of a product: its catalogue fields, prices as decimal strings, images and priced
 * sizes, each saying whether it has stock (never while the product as a whole is out of stock).
 */
export function toProductView(row: ProductRecord, tables: SizeTables): Product {
  const priceCents = toCents(row.price);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    image: productImageUrl(row.image, 800),
    images: productImages(row.image),
    thcContent: row.thcContent,
    cbdContent: row.cbdContent,
    effects: row.effects,
    flavors: row.flavors,
    price: Number(row.price).toFixed(2),
    rating: Number(row.rating).toFixed(1),
    reviewCount: row.reviewCount,
    inStock: row.inStock,
    featured: row.featured,
    sizes: sizeOptionViews(
      sizeOptionsFor(row.category, priceCents, tables),
      (size) => row.inStock && row.stockedSizes.includes(size),
      (size) => contentOf(row.contents[size]),
    ),
  };
}
