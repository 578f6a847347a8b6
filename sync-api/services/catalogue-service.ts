import { featuredProducts, filterProducts } from '#shared/catalogue/product-filters';
import { ALL, type Product, type ProductQuery } from '#shared/schemas/product';
import type { Database } from '../db/database.ts';
import { ProductModel } from '../models/product.ts';
import { AppError } from './app-error.ts';
import { toProductView } from './product-view.ts';
import { loadSizeTables } from './size-tables.ts';

/**
 * Products filtered by category in SQL, then by search and mood with the shared filter rules
 * (spec 1 §5, §7): the storefront applies the same rules to its saved catalogue when offline,
 * so both always agree on what matches.
 */
export async function listProducts(db: Database, query: ProductQuery): Promise<Product[]> {
  const builder = ProductModel.query(db)
    .where('discontinued', false)
    .orderBy([{ column: 'featured', order: 'desc' }, 'name']);
  if (query.category && query.category !== ALL) builder.where('category', query.category);
  const [rows, tables] = await Promise.all([builder, loadSizeTables(db)]);
  return filterProducts(
    rows.map((row) => toProductView(row, tables)),
    query,
  );
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const [rows, tables] = await Promise.all([
    ProductModel.query(db).where({ featured: true, discontinued: false }),
    loadSizeTables(db),
  ]);
  return featuredProducts(rows.map((row) => toProductView(row, tables)));
}

export async function getProduct(db: Database, productId: string): Promise<Product> {
  const product = await findProduct(db, productId);
  if (!product) throw new AppError('product_not_found', 404, `No product has the id "${productId}".`);
  return product;
}

/** A product on sale, or null: for pages, where a missing product is not an error. */
export async function findProduct(db: Database, productId: string): Promise<Product | null> {
  const [row, tables] = await Promise.all([ProductModel.query(db).findById(productId), loadSizeTables(db)]);
  return row && !row.discontinued ? toProductView(row, tables) : null;
}
