import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#shared/catalogue/cart-rules';
import { type CategoryView, categoryViewFrom } from '#shared/catalogue/category-view';
import { defaultSizeFor } from '#shared/catalogue/sizes';
import { formatUsd, toCents } from '#shared/money';
import type { Product, SizeOption } from '#shared/schemas/product';
import { searchFromAddress } from '../catalogue/index.ts';

/** Pure rules of the product and category pages, kept out of React. */

/** Where a collapsed description is cut. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

export interface DescriptionView {
  text: string;
  /** Whether the description is long enough to need the Read more / Read less toggle. */
  toggleable: boolean;
}

export function descriptionView(description: string, expanded: boolean): DescriptionView {
  const toggleable = description.length > DESCRIPTION_PREVIEW_LENGTH;
  if (!toggleable || expanded) return { text: description, toggleable };
  return { text: `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}...`, toggleable };
}

/**
 * The size selected when the page opens: the server's default, else the category's
 * default, else the first size; among the sizes in stock when there are any. Null only for a
 * product sold in no size.
 */
export function initialSize(product: Pick<Product, 'category' | 'sizes'>): SizeOption | null {
  const stocked = product.sizes.filter((size) => size.inStock);
  const sizes = stocked.length > 0 ? stocked : product.sizes;
  return (
    sizes.find((size) => size.isDefault) ??
    sizes.find((size) => size.size === defaultSizeFor(product.category)) ??
    sizes[0] ??
    null
  );
}

/**
 * The sizes to show as sold out: those with none on hand while another has some. A product out
 * of stock altogether says so once, on its button, and its sizes stay selectable to compare.
 */
export function soldOutSizes(sizes: readonly Pick<SizeOption, 'size' | 'inStock'>[]): ReadonlySet<string> {
  if (!sizes.some((size) => size.inStock)) return new Set();
  return new Set(sizes.filter((size) => !size.inStock).map((size) => size.size));
}

/** The add-to-cart button's label: the chosen size's price, or why it cannot add. */
export function addToCartLabel(input: {
  inStock: boolean;
  adding: boolean;
  size: Pick<SizeOption, 'price'> | null;
}): string {
  if (!input.inStock) return 'Out of Stock';
  if (input.adding) return 'Adding...';
  if (!input.size) return 'Add to Cart';
  return `Add to Cart - ${formatUsd(toCents(input.size.price))}`;
}

/** A quantity the stepper accepts: a whole number from the least to the most a cart line holds. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(value)));
}

/** The category page's empty states: with the search named when there is one. */
export function emptyCategoryText(category: string, search: string | undefined): string {
  const term = search?.trim();
  return term ? `No ${category} found for "${term}"` : `No ${category} available`;
}

export interface CategorySearch extends CategoryView {
  search?: string;
}

/**
 * The category page's address: its `?search=` (the header sends shoppers to `?search=` as well),
 * cut rather than refused when longer than the API accepts and dropped when unusable, and its
 * view (sort, size, mood), any value the store does not know left out.
 */
export function validateCategorySearch(search: Record<string, unknown>): CategorySearch {
  const text = searchFromAddress(search.search);
  return { ...categoryViewFrom(search), ...(text ? { search: text } : {}) };
}
