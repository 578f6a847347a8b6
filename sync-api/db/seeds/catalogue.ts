import type { Knex } from 'knex';
import { catalogueProducts, SEED_STOCK_PER_SIZE } from '#shared/catalogue/seed-products';
import { CATEGORY_SIZES, listPriceCents, OTHER_SIZE_MULTIPLIERS, sizeOptionsFor } from '#shared/catalogue/sizes';
import { centsToDecimal } from '#shared/money';
import { fillSizeContents } from './size-contents.ts';

/**
 * The price of a product in one of the four categories is the price of its default size,
 * so the card, the product page and the cart line agree.
 */
function listPrice(category: keyof typeof CATEGORY_SIZES): string {
  const cents = listPriceCents(category);
  if (cents === null) throw new Error(`No default size for ${category}`);
  return centsToDecimal(cents);
}

export async function seedCatalogue(trx: Knex.Transaction): Promise<void> {
  await trx('size_options').insert(
    Object.entries(CATEGORY_SIZES).flatMap(([category, sizes]) =>
      sizes.map((option, position) => ({
        category,
        size: option.size,
        label: option.label,
        price: centsToDecimal(option.priceCents),
        popular: option.popular,
        position,
      })),
    ),
  );
  await trx('size_multipliers').insert(
    OTHER_SIZE_MULTIPLIERS.map((option, position) => ({
      size: option.size,
      label: option.label,
      multiplier: option.multiplier,
      position,
    })),
  );
  await trx('products').insert(
    catalogueProducts.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      category: product.category,
      image: product.id,
      thc_content: product.thcContent,
      thc_mg_per_gummy: product.thcMgPerGummy ?? null,
      cbd_content: product.cbdContent,
      effects: product.effects,
      flavors: product.flavors,
      price: listPrice(product.category),
      rating: product.rating,
      review_count: product.reviewCount,
      // The launch figures count as earlier reviews: approved reviews are added to them.
      base_rating: product.rating,
      base_review_count: product.reviewCount,
      in_stock: product.inStock,
      featured: product.featured,
    })),
  );
  // Every size the product is sold in: its category's, or the multiplier sizes of any other.
  await trx('stock_levels').insert(
    catalogueProducts.flatMap((product) =>
      sizeOptionsFor(product.category, 0).map((option) => ({
        product_id: product.id,
        size: option.size,
        on_hand: product.inStock ? SEED_STOCK_PER_SIZE : 0,
      })),
    ),
  );
  await fillSizeContents(trx);
}
