import type pg from 'pg';
import { productImages, productImageUrl } from '#shared/catalogue/images';
import { filterProducts } from '#shared/catalogue/product-filters';
import { type SizeTables, sizeOptionsFor, sizeOptionViews } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { centsToDecimal, toCents } from '#shared/money';
import type { Product, ProductQuery } from '#shared/schemas/product';

/**
 * The catalogue with pg: the same SQL the API runs (one query for the products and the size
 * tables that price them) and the same JSON, with the shared rules for prices and filters.
 */

export type Queryable = pg.Pool | pg.PoolClient;

interface ProductRecord {
  id: string;
  name: string;
  description: string;
  category: string;
  image: string;
  thcContent: string;
  cbdContent: string;
  effects: string[];
  flavors: string[];
  price: string;
  rating: string;
  reviewCount: number;
  inStock: boolean;
  featured: boolean;
  stockedSizes: string[];
  contents: Record<string, SizeContent>;
}

interface SizeTablesColumns {
  category_sizes: SizeTables['categorySizes'];
  size_multipliers: SizeTables['multipliers'];
}

const SIZE_TABLES_COLUMNS = `
  (select coalesce(json_object_agg(category, sizes order by category), '{}') from (
     select category, json_agg(json_build_object('size', size, 'label', label,
       'priceCents', (price * 100)::integer, 'popular', popular) order by position) as sizes
     from size_options group by category) as by_category) as category_sizes,
  (select coalesce(json_agg(json_build_object('size', size, 'label', label, 'multiplier', multiplier)
     order by position), '[]') from size_multipliers) as size_multipliers`;

const PRODUCT_RECORD = `json_build_object('id', p.id, 'name', p.name, 'description', p.description,
  'category', p.category, 'image', p.image, 'thcContent', p.thc_content, 'cbdContent', p.cbd_content,
  'effects', p.effects, 'flavors', p.flavors, 'price', p.price::text, 'rating', p.rating::text,
  'reviewCount', p.review_count, 'inStock', p.in_stock, 'featured', p.featured,
  'stockedSizes', (select coalesce(json_agg(s.size), '[]') from stock_levels s where s.product_id = p.id and s.on_hand > 0),
  'contents', (select coalesce(json_object_agg(c.size, json_build_object('measure', c.measure, 'amount', c.amount)), '{}')
    from size_contents c where c.product_id = p.id))`;

const tablesOf = (row: SizeTablesColumns): SizeTables => ({
  categorySizes: row.category_sizes,
  multipliers: row.size_multipliers,
});

export async function loadSizeTables(db: Queryable): Promise<SizeTables> {
  const result = await db.query<SizeTablesColumns>(`select ${SIZE_TABLES_COLUMNS}`);
  const row = result.rows[0];
  if (!row) throw new Error('No size tables');
  return tablesOf(row);
}

function productView(record: ProductRecord, tables: SizeTables): Product {
  const priceCents = toCents(record.price);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    category: record.category,
    image: productImageUrl(record.image, 800),
    images: productImages(record.image),
    thcContent: record.thcContent,
    cbdContent: record.cbdContent,
    effects: record.effects,
    flavors: record.flavors,
    price: centsToDecimal(priceCents),
    rating: Number(record.rating).toFixed(1),
    reviewCount: record.reviewCount,
    inStock: record.inStock,
    featured: record.featured,
    sizes: sizeOptionViews(
      sizeOptionsFor(record.category, priceCents, tables),
      (size) => record.inStock && record.stockedSizes.includes(size),
      (size) => record.contents[size] ?? null,
    ),
  };
}

async function readCatalogue(pool: pg.Pool, condition: string, values: string[]): Promise<Product[]> {
  const result = await pool.query<{ products: ProductRecord[] } & SizeTablesColumns>(
    `select coalesce((select json_agg(${PRODUCT_RECORD} order by p.featured desc, p.name)
       from products p where not p.discontinued and ${condition}), '[]') as products, ${SIZE_TABLES_COLUMNS}`,
    values,
  );
  const row = result.rows[0];
  if (!row) throw new Error('No catalogue row');
  const tables = tablesOf(row);
  return row.products.map((record) => productView(record, tables));
}

export async function listProducts(pool: pg.Pool, query: ProductQuery): Promise<Product[]> {
  return filterProducts(await readCatalogue(pool, 'true', []), query);
}

/** A product on sale, or null. */
export async function findProduct(pool: pg.Pool, id: string): Promise<Product | null> {
  const [product] = await readCatalogue(pool, 'p.id = $1', [id]);
  return product ?? null;
}
