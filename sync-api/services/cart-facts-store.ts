import type { Knex } from 'knex';
import type { CartFacts, CartLine, CartProduct, LineFacts } from '#shared/cart/cart-facts';
import { type LineKey, lineKey } from '#shared/cart/line-key';
import type { PurchaseType, SizeTables } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { chargedUnitCents } from './cart-pricing.ts';
import { offeredSizeOptions } from './cart-store.ts';
import { loadSizeTables } from './size-tables.ts';
import { loadRulesInForce, readSizeContents } from './state-rules-store.ts';
import { skuKey } from './stock-store.ts';

/**
 * The facts a cart decision needs (shared/cart/cart-facts.ts), read from the database for the
 * cart's lines and the products a request names: once per push or REST call, before its
 * changes are decided in memory.
 */

/** A product's row as the facts need it. */
export interface ProductRow {
  id: string;
  name: string;
  category: string;
  price: string;
  inStock: boolean;
  discontinued: boolean;
  /** Its sizes with any on hand. */
  stockedSizes: string[];
}

async function readProducts(trx: Knex.Transaction, productIds: readonly string[]): Promise<ProductRow[]> {
  if (productIds.length === 0) return [];
  return trx('products as p')
    .whereIn('p.id', productIds)
    .select<ProductRow[]>(
      'p.id',
      'p.name',
      'p.category',
      'p.price',
      'p.in_stock as inStock',
      'p.discontinued',
      trx.raw(
        `(select coalesce(json_agg(s.size), '[]') from stock_levels s
          where s.product_id = p.id and s.on_hand > 0) as "stockedSizes"`,
      ),
    );
}

export type StoredQuantity = LineKey & { quantity: number };

async function readQuantities(trx: Knex.Transaction, cartId: string): Promise<StoredQuantity[]> {
  const rows = await trx('cart_lines')
    .where('cart_id', cartId)
    .orderBy(['created_at', 'id'])
    .select<{ product_id: string; size: string; purchase_type: PurchaseType; quantity: number }[]>(
      'product_id',
      'size',
      'purchase_type',
      'quantity',
    );
  return rows.map((row) => ({
    productId: row.product_id,
    size: row.size,
    purchaseType: row.purchase_type,
    quantity: row.quantity,
  }));
}

function lineFactsOf(
  product: ProductRow,
  key: LineKey,
  tables: SizeTables,
  contents: ReadonlyMap<string, SizeContent>,
): LineFacts {
  const option = offeredSizeOptions(tables, product.category).find((candidate) => candidate.size === key.size);
  return {
    name: product.name,
    category: product.category,
    sizeLabel: option?.label ?? key.size,
    content: contents.get(skuKey(key.productId, key.size)) ?? null,
    unitCents: chargedUnitCents(product, key.size, key.purchaseType, tables),
  };
}

function cartProductOf(product: ProductRow, tables: SizeTables): CartProduct {
  const stocked = new Set(product.stockedSizes);
  return {
    name: product.name,
    discontinued: product.discontinued,
    inStock: product.inStock,
    sizes: offeredSizeOptions(tables, product.category).map((option) => ({
      size: option.size,
      label: option.label,
      inStock: stocked.has(option.size),
    })),
  };
}

export interface CartWithFacts {
  /** The cart's lines, in the order they were added. */
  cart: Map<string, CartLine>;
  facts: CartFacts;
  tables: SizeTables;
}

/** What the store holds that a decision reads, as `readCartWithFacts` reads it. */
export interface StoredFacts {
  /** The cart's lines, in the order they were added. */
  stored: readonly StoredQuantity[];
  products: readonly ProductRow[];
  tables: SizeTables;
  /** The rules in force for `limits.chosen`. */
  rules: readonly StateRule[];
  /** What one unit of each size holds, by `skuKey`. */
  contents: ReadonlyMap<string, SizeContent>;
  limits: { chosen: string | null; maxTotalCents: number };
}

/** The cart and the facts of a decision, from what the store holds. */
export function cartWithFacts({ stored, products: rows, tables, rules, contents, limits }: StoredFacts): CartWithFacts {
  const products = new Map(rows.map((row) => [row.id, row]));
  const cart = new Map<string, CartLine>();
  for (const line of stored) {
    const product = products.get(line.productId);
    if (product) {
      const { quantity, ...key } = line;
      cart.set(lineKey(key), { ...lineFactsOf(product, key, tables, contents), key, quantity });
    }
  }
  const facts: CartFacts = {
    product: (productId) => {
      const product = products.get(productId);
      return product ? cartProductOf(product, tables) : null;
    },
    newLine: (key) => {
      const product = products.get(key.productId);
      return product ? lineFactsOf(product, key, tables, contents) : undefined;
    },
    limits: { rules, chosen: limits.chosen },
    maxTotalCents: limits.maxTotalCents,
  };
  return { cart, facts, tables };
}

/**
 * The cart `cartId` and the facts for deciding changes to it and to the lines `named` (the
 * products and sizes a request names), for the shopper's `chosen` state.
 */
export async function readCartWithFacts(
  trx: Knex.Transaction,
  cartId: string,
  named: readonly { productId: string; size: string }[],
  limits: { chosen: string | null; maxTotalCents: number },
): Promise<CartWithFacts> {
  // Sequential: a transaction's one connection takes one query at a time.
  const stored = await readQuantities(trx, cartId);
  const skus = [...stored, ...named];
  const products = await readProducts(trx, [...new Set(skus.map((sku) => sku.productId))]);
  const tables = await loadSizeTables(trx);
  const rules = await loadRulesInForce(trx, limits.chosen);
  const contents = await readSizeContents(trx, skus);
  return cartWithFacts({ stored, products, tables, rules, contents, limits });
}
