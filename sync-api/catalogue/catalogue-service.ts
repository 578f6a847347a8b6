import { ALL, featuredProducts, filterProducts } from '#shared/catalogue/product-filters';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { Product, ProductQuery } from '#shared/schemas/product';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type ProductRecord, toProductView } from './product-view.ts';
import { SIZE_TABLES_COLUMNS, type SizeTablesColumns, sizeTablesOf } from './size-tables.ts';

/**
 * Catalogue reads: each answer is one query that returns the products asked for, already
 * shaped as records, and the size tables that price them. One round trip and one pooled
 * connection per request (docs/benchmarks.md has what this gained over a query per table).
 */

/**
 * A product row as a ProductRecord, with its sizes that have stock and what each size holds;
 * money as text, so decimals stay exact.
 */
const PRODUCT_RECORD = `json_build_object('id', p.id, 'name', p.name, 'description', p.description,
  'category', p.category, 'image', p.image, 'thcContent', p.thc_content, 'cbdContent', p.cbd_content,
  'effects', p.effects, 'flavors', p.flavors, 'price', p.price::text, 'rating', p.rating::text,
  'reviewCount', p.review_count, 'inStock', p.in_stock, 'featured', p.featured,
  'stockedSizes', (select coalesce(json_agg(s.size), '[]') from stock_levels s where s.product_id = p.id and s.on_hand > 0),
  'contents', (select coalesce(json_object_agg(c.size, json_build_object('measure', c.measure, 'amount', c.amount)), '{}')
    from size_contents c where c.product_id = p.id))`;

/**
 * The products on sale that `condition` (SQL over `p`, with `?` bindings) keeps, ordered as the
 * list shows them: featured first, then by name.
 */
async function readCatalogue(
  db: Database,
  condition: string,
  bindings: readonly (string | boolean)[],
): Promise<{ records: ProductRecord[]; tables: SizeTables }> {
  const result = await db.raw<{ rows: ({ products: ProductRecord[] } & SizeTablesColumns)[] }>(
    `select coalesce((select json_agg(${PRODUCT_RECORD} order by p.featured desc, p.name)
       from products p where not p.discontinued and ${condition}), '[]') as products, ${SIZE_TABLES_COLUMNS}`,
    bindings,
  );
  const row = result.rows[0];
  if (!row) throw new Error('The catalogue query answered no row');
  return { records: row.products, tables: sizeTablesOf(row) };
}

/**
 * Products filtered by category in SQL, then by search and mood with the shared filter rules:
 * the storefront applies the same rules to its saved catalogue when offline, so both always
 * agree on what matches.
 */
export async function listProducts(db: Database, query: ProductQuery): Promise<Product[]> {
  const byCategory = Boolean(query.category) && query.category !== ALL;
  const { records, tables } = byCategory
    ? await readCatalogue(db, 'p.category = ?', [query.category ?? ''])
    : await readCatalogue(db, 'true', []);
  return filterProducts(
    records.map((record) => toProductView(record, tables)),
    query,
  );
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const { records, tables } = await readCatalogue(db, 'p.featured', []);
  return featuredProducts(records.map((record) => toProductView(record, tables)));
}

export async function getProduct(db: Database, productId: string): Promise<Product> {
  const product = await findProduct(db, productId);
  if (!product) throw new AppError('product_not_found', 404, `No product has the id "${productId}".`);
  return product;
}

/** A product on sale, or null: for pages, where a missing product is not an error. */
export async function findProduct(db: Database, productId: string): Promise<Product | null> {
  const { records, tables } = await readCatalogue(db, 'p.id = ?', [productId]);
  const [record] = records;
  return record ? toProductView(record, tables) : null;
}
