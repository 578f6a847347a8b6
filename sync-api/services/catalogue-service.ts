import { isMoodId, matchesMood } from '#shared/catalogue/moods';
import { ALL, type Product, type ProductQuery } from '#shared/schemas/product';
import type { Database } from '../db/database.ts';
import { ProductModel } from '../models/product.ts';
import { AppError } from './app-error.ts';
import { toProductView } from './product-view.ts';
import { loadSizeTables } from './size-tables.ts';

const isSet = (value: string | undefined): value is string => Boolean(value) && value !== ALL;

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Products filtered by category and search in SQL, then by mood with the shared mood rules
 * (spec 1 §5), so the API and the storefront agree on what matches.
 */
export async function listProducts(db: Database, query: ProductQuery): Promise<Product[]> {
  const builder = ProductModel.query(db)
    .where('discontinued', false)
    .orderBy([{ column: 'featured', order: 'desc' }, 'name']);
  if (isSet(query.category)) builder.where('category', query.category);
  if (isSet(query.search)) {
    const pattern = likePattern(query.search);
    builder.where((where) =>
      where
        .where('name', 'ilike', pattern)
        .orWhere('description', 'ilike', pattern)
        .orWhere('category', 'ilike', pattern)
        .orWhereRaw("array_to_string(effects, ' ') ilike ?", [pattern])
        .orWhereRaw("array_to_string(flavors, ' ') ilike ?", [pattern]),
    );
  }
  const [rows, tables] = await Promise.all([builder, loadSizeTables(db)]);
  const mood = query.mood;
  const matching = mood && isMoodId(mood) ? rows.filter((row) => matchesMood(row, mood)) : rows;
  return matching.map((row) => toProductView(row, tables));
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const [rows, tables] = await Promise.all([
    ProductModel.query(db).where({ featured: true, discontinued: false }).orderBy('name'),
    loadSizeTables(db),
  ]);
  return rows.map((row) => toProductView(row, tables));
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
