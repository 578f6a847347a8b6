import type { SizeContent } from '../compliance/measures.ts';
import { applyRate, centsToDecimal } from '../money.ts';
import { type CategoryId, isCategoryId, type ProductCategory } from './categories.ts';

/**
 * Size options and their prices. The four categories have a price table per size, scaled to
 * the product's own price (its default size's price); any other category is priced from the
 * product's own price with multipliers.
 */

export interface SizeDefinition {
  size: string;
  label: string;
  priceCents: number;
  /** Marked popular on the page, and the size the product page opens on. */
  popular: boolean;
}

export const CATEGORY_SIZES: Record<CategoryId, readonly SizeDefinition[]> = {
  gummies: [
    { size: '6-pack', label: '6-Pack', priceCents: 1499, popular: true },
    { size: '2-pack', label: '2-Pack', priceCents: 2499, popular: false },
    { size: '5-pack', label: '5-Pack', priceCents: 3999, popular: false },
  ],
  flower: [
    { size: '1g', label: '1g', priceCents: 1500, popular: false },
    { size: '3.5g', label: '3.5g (Eighth)', priceCents: 4800, popular: true },
    { size: '7g', label: '7g (Quarter)', priceCents: 8500, popular: false },
    { size: '14g', label: '14g (Half Ounce)', priceCents: 15000, popular: false },
    { size: '28g', label: '28g (Ounce)', priceCents: 26500, popular: false },
  ],
  prerolls: [
    { size: '1-preroll', label: '1 Preroll (1.3g)', priceCents: 1200, popular: true },
    { size: '5-pack', label: '5-Pack', priceCents: 3999, popular: false },
  ],
  vapes: [
    { size: '1-vape', label: '1 Vape (2g)', priceCents: 3999, popular: true },
    { size: '2-pack', label: '2-Pack', priceCents: 6999, popular: false },
    { size: '3-pack', label: '3-Pack', priceCents: 7999, popular: false },
  ],
};

/** Multipliers of the product's price for categories outside the four. */
export const OTHER_SIZE_MULTIPLIERS: readonly SizeMultiplier[] = [
  { size: '1g', label: '1g', multiplier: 0.5 },
  { size: '3.5g', label: '3.5g', multiplier: 0.7 },
  { size: '7g', label: '7g', multiplier: 1.0 },
  { size: '14g', label: '14g', multiplier: 1.8 },
  { size: '28g', label: '28g', multiplier: 3.2 },
];

/** The size a product page opens on where no size is marked popular: the multiplier-priced categories. */
const UNMARKED_DEFAULT_SIZE = '3.5g';

function defaultSizeIn(sizes: readonly SizeDefinition[]): string {
  return sizes.find((option) => option.popular)?.size ?? UNMARKED_DEFAULT_SIZE;
}

/** The size selected when a product page opens: the one its category's size table marks popular. */
export function defaultSizeFor(category: ProductCategory): string {
  return defaultSizeIn(isCategoryId(category) ? CATEGORY_SIZES[category] : []);
}

export interface SizeMultiplier {
  size: string;
  label: string;
  multiplier: number;
}

/** The price tables: these constants by default, the server's database rows in the API. */
export interface SizeTables {
  categorySizes: Partial<Record<string, readonly SizeDefinition[]>>;
  multipliers: readonly SizeMultiplier[];
}

export const DEFAULT_SIZE_TABLES: SizeTables = {
  categorySizes: CATEGORY_SIZES,
  multipliers: OTHER_SIZE_MULTIPLIERS,
};

/**
 * A fixed-price size table scaled to the product's own price (decision 010): the product's price
 * is its default size's price, and every other size keeps its ratio to the default, rounded half
 * up to the cent. A product priced at its table's default (every product until the owner edits a
 * price) pays exactly the table's prices. A table with no default size to scale from, or a price
 * that is not positive, leaves the table as it is.
 */
export function scaleSizePrices(sizes: readonly SizeDefinition[], productPriceCents: number): SizeDefinition[] {
  const defaultCents = defaultPriceCentsIn(sizes) ?? 0;
  if (defaultCents <= 0 || productPriceCents <= 0) return sizes.map((size) => ({ ...size }));
  // Integer cents throughout: (size × price) stays a safe integer for any price the schema allows,
  // and the one division is rounded once. The default size's own price comes back unchanged.
  return sizes.map((size) => ({
    ...size,
    priceCents: Math.round((size.priceCents * productPriceCents) / defaultCents),
  }));
}

function defaultPriceCentsIn(sizes: readonly SizeDefinition[]): number | null {
  const defaultSize = defaultSizeIn(sizes);
  return sizes.find((option) => option.size === defaultSize)?.priceCents ?? null;
}

/**
 * A category's list price: its default size's price in its table, which is what a product of it
 * costs until the owner prices it otherwise. Null for a category without a table.
 */
export function listPriceCents(category: ProductCategory, tables: SizeTables = DEFAULT_SIZE_TABLES): number | null {
  const fixed = tables.categorySizes[category];
  return fixed && fixed.length > 0 ? defaultPriceCentsIn(fixed) : null;
}

/**
 * A product's price once it moves to another category: it keeps its ratio to its category's list
 * price, so a product at its old category's list price goes to the new one's, and one the owner
 * priced 10% above stays 10% above. Where either category has no list price, the price stays.
 */
export function priceInNewCategory(
  priceCents: number,
  from: ProductCategory,
  to: ProductCategory,
  tables: SizeTables = DEFAULT_SIZE_TABLES,
): number {
  const fromList = listPriceCents(from, tables);
  const toList = listPriceCents(to, tables);
  if (fromList === null || toList === null || fromList <= 0) return priceCents;
  // A price stays a price: never rounded down to nothing.
  return Math.max(1, Math.round((priceCents * toList) / fromList));
}

/** Every size a product can be bought in, with its one-time price in cents. */
export function sizeOptionsFor(
  category: ProductCategory,
  productPriceCents: number,
  tables: SizeTables = DEFAULT_SIZE_TABLES,
): SizeDefinition[] {
  const fixed = tables.categorySizes[category];
  if (fixed && fixed.length > 0) return scaleSizePrices(fixed, productPriceCents);
  return tables.multipliers.map(({ size, label, multiplier }) => ({
    size,
    label,
    priceCents: applyRate(productPriceCents, multiplier),
    popular: false,
  }));
}

/**
 * A cart line's purchase type. Only one-time purchases are sold: 'subscription' (Subscribe & Save,
 * withdrawn by decision 032) stays so that past orders read as they were placed and a device that
 * still holds such a line can send it, to take it out.
 */
export const PURCHASE_TYPES = ['one-time', 'subscription'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** Why a change that adds to a Subscribe & Save line is refused, on the device and the server alike. */
export function subscriptionWithdrawnMessage(productName: string): string {
  return `Subscribe & Save is no longer offered. Add ${productName} as a one-time purchase.`;
}

export interface SizeOptionView {
  size: string;
  label: string;
  price: string;
  /** The one-time price: builds from before decision 032 require the field and show it. */
  subscriptionPrice: string;
  popular: boolean;
  isDefault: boolean;
  /** Whether this size has any on hand: a sold-out size is shown but cannot be added. */
  inStock: boolean;
  /** What one unit holds, for the states' purchase limits; null where it cannot be counted. */
  content: SizeContent | null;
}

/**
 * The size options as the API sends them: decimal strings, the default marked, and whether
 * `inStock` says the size has any on hand.
 */
export function sizeOptionViews(
  sizes: readonly SizeDefinition[],
  inStock: (size: string) => boolean,
  contentOf: (size: string) => SizeContent | null = () => null,
): SizeOptionView[] {
  const defaultSize = defaultSizeIn(sizes);
  return sizes.map((option) => ({
    size: option.size,
    label: option.label,
    price: centsToDecimal(option.priceCents),
    subscriptionPrice: centsToDecimal(option.priceCents),
    popular: option.popular,
    isDefault: option.size === defaultSize,
    inStock: inStock(option.size),
    content: contentOf(option.size),
  }));
}
