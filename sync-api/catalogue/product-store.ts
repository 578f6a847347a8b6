import type { Knex } from 'knex';
import { mgPerGummyText } from '#shared/compliance/thc-per-gummy';
import type { AdminProduct } from '#shared/schemas/admin/catalogue';

/** The products table as the back office reads and edits it; the shop reads it in catalogue-service. */

type Queryable = Knex | Knex.Transaction;

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  /** numeric(10,2): a decimal string from both drivers. */
  price: string;
  category: string;
  effects: string[];
  flavors: string[];
  thc_content: string;
  /** numeric(6,3), gummies only: a decimal string from both drivers, else null. */
  thc_mg_per_gummy: string | null;
  cbd_content: string;
  featured: boolean;
  discontinued: boolean;
  in_stock: boolean;
  /** numeric(2,1) as text. */
  rating: string;
  review_count: number;
  updated_at: Date;
}

/** The columns an edit may change, by their names in the schema. */
export interface ProductChange {
  name?: string;
  description?: string;
  price?: string;
  category?: string;
  effects?: string[];
  flavors?: string[];
  thcContent?: string;
  /** Written with the THC text it gives; null when a gummy moves to another category. */
  thcMgPerGummy?: string | null;
  cbdContent?: string;
  featured?: boolean;
  discontinued?: boolean;
}

const COLUMN_OF: Record<keyof ProductChange, keyof ProductRow> = {
  name: 'name',
  description: 'description',
  price: 'price',
  category: 'category',
  effects: 'effects',
  flavors: 'flavors',
  thcContent: 'thc_content',
  thcMgPerGummy: 'thc_mg_per_gummy',
  cbdContent: 'cbd_content',
  featured: 'featured',
  discontinued: 'discontinued',
};

const COLUMNS: (keyof ProductRow)[] = [
  'id',
  'name',
  'description',
  'price',
  'category',
  'effects',
  'flavors',
  'thc_content',
  'thc_mg_per_gummy',
  'cbd_content',
  'featured',
  'discontinued',
  'in_stock',
  'rating',
  'review_count',
  'updated_at',
];

/** A product as the back office shows it, but for its sizes (catalogue-edit-service adds them). */
export type AdminProductFields = Omit<AdminProduct, 'sizes'>;

export function adminProductFromRow(row: ProductRow): AdminProductFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price).toFixed(2),
    category: row.category,
    effects: row.effects,
    flavors: row.flavors,
    thcContent: row.thc_content,
    thcMgPerGummy: row.thc_mg_per_gummy === null ? null : mgPerGummyText(row.thc_mg_per_gummy),
    cbdContent: row.cbd_content,
    featured: row.featured,
    discontinued: row.discontinued,
    inStock: row.in_stock,
    rating: Number(row.rating).toFixed(1),
    reviewCount: row.review_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every product, discontinued ones included, by name. */
export function listProductRows(db: Queryable): Promise<ProductRow[]> {
  return db<ProductRow>('products')
    .select(COLUMNS)
    .orderBy([{ column: 'name' }, { column: 'id' }]);
}

/** The product, locked until the transaction ends: edits to one product happen one at a time. */
export async function lockProductRow(trx: Knex.Transaction, id: string): Promise<ProductRow | null> {
  return (await trx<ProductRow>('products').select(COLUMNS).where({ id }).forUpdate().first()) ?? null;
}

export async function updateProductRow(trx: Knex.Transaction, id: string, change: ProductChange): Promise<ProductRow> {
  const values: Record<string, unknown> = { updated_at: trx.fn.now() };
  for (const [field, value] of Object.entries(change)) values[COLUMN_OF[field as keyof ProductChange]] = value;
  const [row] = await trx('products').where({ id }).update(values).returning(COLUMNS);
  if (!row) throw new Error(`The product ${id} was locked but could not be updated`);
  return row as ProductRow;
}

/**
 * Gives the product a stock row, with nothing on hand, for each of these sizes it has none of:
 * after a move to another category its new sizes can be stocked and sold. Rows it has are left.
 */
export async function addMissingStockRows(trx: Knex.Transaction, productId: string, sizes: readonly string[]) {
  if (sizes.length === 0) return;
  await trx('stock_levels')
    .insert(sizes.map((size) => ({ product_id: productId, size, on_hand: 0 })))
    .onConflict(['product_id', 'size'])
    .ignore();
}
