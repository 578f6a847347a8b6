import type { ProductQuery } from '../schemas/product.ts';
import { isMoodId, type MoodSubject, matchesMood } from './moods.ts';

/** The value that means "no filter" for category and mood. */
export const ALL = 'all';
/** The longest search text the API accepts; the device cuts longer ones to it. */
export const MAX_SEARCH_LENGTH = 100;

/** What the catalogue's filters read of a product. */
export interface FilterSubject extends MoodSubject {
  name: string;
  description: string;
  category: string;
  effects: readonly string[];
  flavors: readonly string[];
}

const isSet = (value: string | undefined): value is string => Boolean(value) && value !== ALL;

/**
 * Search: the text, ignoring case, anywhere in the name, description, category,
 * effects or flavours. The API and the offline storefront both filter with it.
 */
export function matchesSearch(product: FilterSubject, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const fields = [
    product.name,
    product.description,
    product.category,
    product.effects.join(' '),
    product.flavors.join(' '),
  ];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** Whether a product belongs in GET /api/products's answer for these filters. */
export function matchesProductQuery(product: FilterSubject, query: ProductQuery): boolean {
  if (isSet(query.category) && product.category !== query.category) return false;
  if (isSet(query.search) && !matchesSearch(product, query.search)) return false;
  const mood = query.mood;
  return !(isSet(mood) && isMoodId(mood) && !matchesMood(product, mood));
}

export function filterProducts<T extends FilterSubject>(products: readonly T[], query: ProductQuery): T[] {
  return products.filter((product) => matchesProductQuery(product, query));
}

/** GET /api/products/featured: the featured products by name, ordered the same on the server and offline. */
export function featuredProducts<T extends FilterSubject & { featured: boolean }>(products: readonly T[]): T[] {
  return products.filter((product) => product.featured).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
