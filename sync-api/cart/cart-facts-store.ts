import type { Knex } from 'knex';
import type { CartFacts, CartLine, CartProduct, LineFacts } from '#shared/cart/cart-facts';
import { type LineKey, lineKey } from '#shared/cart/line-key';
import type { PurchaseType, SizeTables } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { loadSizeTables } from '../catalogue/size-tables.ts';
import { skuKey } from '../catalogue/stock-store.ts';
import { loadStateRules, readAllSizeContents } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { chargedUnitCents } from './cart-pricing.ts';
import { offeredSizeOptions } from './cart-store.ts';
import type { KeptCarts } from './kept-carts.ts';

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

/** A product as the catalogue's facts keep it: what a decision reads, and what a cart line shows. */
export interface CatalogueProduct extends ProductRow {
  image: string;
  thcContent: string;
}

async function readProducts(trx: Knex.Transaction): Promise<CatalogueProduct[]> {
  return trx('products as p').select<CatalogueProduct[]>(
    'p.id',
    'p.name',
    'p.category',
    'p.price',
    'p.image',
    'p.thc_content as thcContent',
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
    unitCents: chargedUnitCents(product, key.size, tables),
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
  /** A product's category, for the size a call that names none means. */
  categoryOf(productId: string): string | undefined;
}

/** What every cart change of one app is decided with, besides its request. */
export interface CartSettings {
  catalogue: CatalogueFactsCache;
  /** The catalogue's version as this process knows it to be current; null while a change could go unheard. */
  catalogueVersion: () => string | null;
  /** The carts of the sessions this process pushed for last (kept-carts.ts). */
  keptCarts: KeptCarts;
  /** The largest order total, in cents. */
  maxTotalCents: number;
}

/** What the store holds that a decision reads, as `readCartWithFacts` reads it. */
export interface StoredFacts {
  /** The cart's lines, in the order they were added. */
  stored: readonly StoredQuantity[];
  /** By id. */
  products: ReadonlyMap<string, ProductRow>;
  tables: SizeTables;
  /** The rules in force for `limits.chosen`. */
  rules: readonly StateRule[];
  /** What one unit of each size holds, by `skuKey`. */
  contents: ReadonlyMap<string, SizeContent>;
  limits: { chosen: string | null; maxTotalCents: number };
}

/** The cart and the facts of a decision, from what the store holds. */
export function cartWithFacts({ stored, products, tables, rules, contents, limits }: StoredFacts): CartWithFacts {
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
  return { cart, facts, tables, categoryOf: (productId) => products.get(productId)?.category };
}

/** Every fact a cart decision can read that changes only with the catalogue's version. */
export interface CatalogueFacts {
  version: string;
  /** Every product, by id. */
  products: Map<string, CatalogueProduct>;
  tables: SizeTables;
  rules: StateRule[];
  contents: Map<string, SizeContent>;
}

async function readVersion(trx: Knex.Transaction): Promise<string> {
  const row = await trx('catalogue_version').first<{ version: string } | undefined>(
    trx.raw('version::text as version'),
  );
  if (!row) throw new Error('The catalogue_version table is empty');
  return row.version;
}

/**
 * The catalogue's facts as this process last read them, read again when the catalogue's
 * version has moved. Every change to a product, a size, stock crossing zero, a state's rules or
 * what a size holds bumps the version in its own transaction (migrations 012 and 013), so facts
 * kept under the version a transaction reads are exactly what it would read itself: a push
 * then reads its cart and that version, not the catalogue.
 */
export class CatalogueFactsCache {
  private kept: CatalogueFacts | null = null;

  /**
   * The facts kept under `version`, or read afresh when the catalogue has moved from what this
   * process kept: then from a version at least as new, which a decision may use as if it came
   * a moment later.
   */
  async factsAt(db: Database, version: string): Promise<CatalogueFacts> {
    if (this.kept?.version === version) return this.kept;
    return db.transaction((trx) => this.factsFor(trx));
  }

  /** The facts kept under `version`, if those are what this process holds; null otherwise. */
  keptAt(version: string | null): CatalogueFacts | null {
    return version !== null && this.kept?.version === version ? this.kept : null;
  }

  /** The facts as `trx` sees them. */
  async factsFor(trx: Knex.Transaction): Promise<CatalogueFacts> {
    const version = await readVersion(trx);
    if (this.kept?.version === version) return this.kept;
    // Sequential: a transaction's one connection takes one query at a time.
    const products = new Map((await readProducts(trx)).map((product) => [product.id, product]));
    const tables = await loadSizeTables(trx);
    const rules = await loadStateRules(trx);
    const contents = await readAllSizeContents(trx);
    const facts = { version, products, tables, rules, contents };
    // Kept only when no change committed while they were read, so that what is kept under a
    // version is that version's.
    if ((await readVersion(trx)) === version) this.kept = facts;
    return facts;
  }
}

/**
 * The cart `cartId` and the facts for deciding changes to it, for the shopper's `chosen` state.
 */
export async function readCartWithFacts(
  trx: Knex.Transaction,
  cartId: string,
  settings: CartSettings,
  chosen: string | null,
): Promise<CartWithFacts> {
  // Sequential: a transaction's one connection takes one query at a time.
  const stored = await readQuantities(trx, cartId);
  const { products, tables, rules, contents } = await settings.catalogue.factsFor(trx);
  const inForce = chosen === null ? rules.filter((rule) => rule.offered) : rules.filter((rule) => rule.code === chosen);
  const limits = { chosen, maxTotalCents: settings.maxTotalCents };
  return cartWithFacts({ stored, products, tables, rules: inForce, contents, limits });
}
