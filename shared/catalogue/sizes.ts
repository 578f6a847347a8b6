import { applyRate, centsToDecimal } from '../money.ts';
import { type CategoryId, isCategoryId, type ProductCategory } from './categories.ts';

/**
 * Size options and their prices. The four categories have fixed prices per size; any other
 * category is priced from the product's own price with multipliers.
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

/** Every size a product can be bought in, with its one-time price in cents. */
export function sizeOptionsFor(
  category: ProductCategory,
  productPriceCents: number,
  tables: SizeTables = DEFAULT_SIZE_TABLES,
): SizeDefinition[] {
  const fixed = tables.categorySizes[category];
  if (fixed && fixed.length > 0) return fixed.map((size) => ({ ...size }));
  return tables.multipliers.map(({ size, label, multiplier }) => ({
    size,
    label,
    priceCents: applyRate(productPriceCents, multiplier),
    popular: false,
  }));
}

export const PURCHASE_TYPES = ['one-time', 'subscription'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** Subscribe & Save takes 15% off. */
export const SUBSCRIPTION_DISCOUNT_RATE = 0.15;

/** The unit price of a cart line: the size price, discounted when subscribing. */
export function unitPriceCents(sizePriceCents: number, purchaseType: PurchaseType): number {
  return purchaseType === 'subscription' ? applyRate(sizePriceCents, 1 - SUBSCRIPTION_DISCOUNT_RATE) : sizePriceCents;
}

export interface SizeOptionView {
  size: string;
  label: string;
  price: string;
  subscriptionPrice: string;
  popular: boolean;
  isDefault: boolean;
  /** Whether this size has any on hand: a sold-out size is shown but cannot be added. */
  inStock: boolean;
}

/**
 * The size options as the API sends them: decimal strings, both purchase types, the default
 * marked, and whether `inStock` says the size has any on hand.
 */
export function sizeOptionViews(
  sizes: readonly SizeDefinition[],
  inStock: (size: string) => boolean,
): SizeOptionView[] {
  const defaultSize = defaultSizeIn(sizes);
  return sizes.map((option) => ({
    size: option.size,
    label: option.label,
    price: centsToDecimal(option.priceCents),
    subscriptionPrice: centsToDecimal(unitPriceCents(option.priceCents, 'subscription')),
    popular: option.popular,
    isDefault: option.size === defaultSize,
    inStock: inStock(option.size),
  }));
}
